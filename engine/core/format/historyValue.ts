/**
 * How a value reads in a record's Historial ("values as a person reads them", not raw
 * JSON): a scalar as lists show it (mask, `oneOf` title, Sí/No, dd/mm/aaaa, amounts), a combo code as
 * its description, a link id as the linked record's name where the caller has it, and a list or
 * object field (addresses, files, IIBB coefficients, linked accounts) as one line per item of
 * "Label: value" pairs (a link list's declared columns first, internal keys left out). Pure.
 */
import { displayLocaleNumber } from '../localeNumber';
import { t } from '../messages';
import { comboDisplay, comboOf } from './comboDisplay';
import { choiceDisplay, maskedDisplay, type MaskedProperty } from './fieldDisplay';
import { formatDate, formatDateTime } from './formatDate';

/** What the caller knows besides the schema: combo descriptions (combo → code → text), linked records' names (field → id → name). */
export interface HistoryValueContext {
  readonly combos?: ReadonlyMap<string, ReadonlyMap<string, string>>;
  readonly linkNames?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
/** Keys that carry no meaning for a reader (a row's id, an address's fingerprint or picked suggestion, a file's storage key). */
const internalKey = /^(id|_.*|huella|fingerprint|direccionId|clave|storageKey|hash)$/i;

type Property = MaskedProperty | undefined;
const propertiesOf = (property: Property) => (property?.properties ?? {}) as Readonly<Record<string, MaskedProperty>>;

/** A scalar (or a value of unknown shape) as one piece of text. */
function scalarText(value: unknown, property: Property, context: HistoryValueContext, field?: string): string {
  const combo = comboOf(property);
  if (combo) return comboDisplay(value, context.combos?.get(combo)) ?? '';
  const linked = field !== undefined && (typeof value === 'number' || typeof value === 'string') ? context.linkNames?.[field]?.[String(value)] : undefined;
  if (linked) return linked;
  const shown = maskedDisplay(value, property) ?? choiceDisplay(value, property);
  if (shown !== null) return shown;
  if (typeof value === 'boolean') return t(value ? 'ui.yes' : 'ui.no');
  if (typeof value === 'string' && isoDate.test(value)) return value.length > 10 ? formatDateTime(value) : formatDate(value);
  if (typeof value === 'number') return displayLocaleNumber(value);
  if (Array.isArray(value)) return value.map((item) => itemText(item, property?.items as Property, context)).join(' | ');
  if (value && typeof value === 'object') return itemText(value, property, context);
  return String(value);
}

/** An object as "Label: value" pairs (declared `columns` first, then the schema's order, then the rest). */
function itemText(item: unknown, property: Property, context: HistoryValueContext, columns: readonly string[] = []): string {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return isEmpty(item) ? '' : scalarText(item, property, context);
  const record = item as Readonly<Record<string, unknown>>;
  const props = propertiesOf(property);
  const order = [...new Set([...columns, ...Object.keys(props), ...Object.keys(record)])];
  const pairs = order
    .filter((key) => key in record && !isEmpty(record[key]) && !internalKey.test(key))
    .map((key) => {
      const label = typeof props[key]?.title === 'string' ? (props[key].title as string) : key;
      return `${label}: ${scalarText(record[key], props[key], context)}`;
    });
  return pairs.join(' · ');
}

/**
 * The lines a history value reads as for the field `field` with schema `property`: none for an
 * empty value, one per item for a list of objects, one otherwise.
 */
export function historyValueLines(value: unknown, property: Property, context: HistoryValueContext = {}, field?: string): string[] {
  if (isEmpty(value)) return [];
  const items = property?.items as Property;
  if (Array.isArray(value) && !comboOf(property) && value.some((item) => item && typeof item === 'object')) {
    const linkList = property?.['x-link-list'] as { columns?: unknown } | undefined;
    const columns = Array.isArray(linkList?.columns) ? linkList.columns.filter((c): c is string => typeof c === 'string') : [];
    return value.map((item) => itemText(item, items, context, columns)).filter(Boolean);
  }
  const text = scalarText(value, property, context, field);
  return text ? [text] : [];
}

/** True when a change reads the same before and after (a row's internal key changed): nothing a person could see. */
export function readsTheSame(before: unknown, after: unknown, property: Property, context: HistoryValueContext = {}, field?: string): boolean {
  return JSON.stringify(historyValueLines(before, property, context, field)) === JSON.stringify(historyValueLines(after, property, context, field));
}
