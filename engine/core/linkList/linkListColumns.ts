/**
 * The table columns of a link list, resolved against its item schema: header, the field shown (a
 * combo field's cells show the option's description, a masked field's its mask's display, a number Spanish digits) or the
 * registered display of a computed column (BAC-04's bank account name). Pure: the table renders
 * what this returns.
 */
import { choiceDisplay, maskedDisplay } from '../format/fieldDisplay';
import { isQuantityColumn } from '../format/columnAlign';
import { formatDate } from '../format/formatDate';
import { displayLocaleNumber } from '../localeNumber';
import { columnDisplay } from './columnDisplays';
import type { LinkRow } from './linkRow';
import type { LinkListPolicy } from './linkListPolicy';

/** An item field's schema as the columns read it. */
interface ItemProperty {
  readonly title?: string;
  readonly 'x-combo'?: unknown;
  readonly 'x-mask'?: unknown;
}

export interface ResolvedColumn {
  /** Unique within the table (the field, or the computed column's display and fields). */
  readonly key: string;
  readonly label: string;
  /** The combo whose description a cell shows instead of the stored code. */
  readonly combo?: string;
  /** The column holds a quantity (money, a number): drawn right-aligned (format/columnAlign.ts). */
  readonly quantity?: boolean;
  /** The cell's text of a row (for a combo column: the stored code). */
  text(row: LinkRow): string;
}

const shown = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'number'
      ? displayLocaleNumber(value)
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** The list's columns: the declared ones, or every item field but `principal`. */
export function linkListColumns(policy: LinkListPolicy, itemProperties: Readonly<Record<string, ItemProperty>>): ResolvedColumn[] {
  const declared = policy.columns ?? Object.keys(itemProperties).filter((field) => field !== 'principal');
  return declared.map((column) => {
    const spec = typeof column === 'string' ? { field: column } : column;
    const property = spec.field ? itemProperties[spec.field] : undefined;
    const label = spec.label ?? property?.title ?? spec.field ?? '';
    if (spec.display) {
      const display = columnDisplay(spec.display, 'x-link-list');
      const from = spec.from ?? (spec.field ? [spec.field] : []);
      return {
        key: spec.field ?? `${spec.display}(${from.join(',')})`,
        label,
        text: (row) => display(...from.map((field) => row[field])),
      };
    }
    const field = spec.field ?? '';
    const combo = typeof property?.['x-combo'] === 'string' ? property['x-combo'] : undefined;
    return {
      key: field,
      label,
      combo,
      quantity: isQuantityColumn(property as Record<string, unknown> | undefined),
      text: (row) =>
        maskedDisplay(row[field], property as Record<string, unknown> | undefined) ??
        choiceDisplay(row[field], property as Record<string, unknown> | undefined) ??
        // A date reads dd/MM/yyyy, as in the lists (SHR date format).
        ((property as Record<string, unknown> | undefined)?.format === 'date' && typeof row[field] === 'string' && row[field]
          ? formatDate(row[field])
          : shown(row[field])),
    };
  });
}
