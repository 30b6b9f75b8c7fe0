/**
 * A rule factory for two date fields of a record where the second may not come before the first
 * (a passport's expiry and issue, CON-32; a trip's return and departure). Both are ISO dates or
 * date-times as the date widget stores them; an empty one passes (required-ness is the schema's).
 * The problem is reported on the second field.
 */
import { isBlank } from '../blank';
import { isLive, rowsOf } from '../linkList/linkRow';
import type { RecordData, RuleDefinition } from '../validators';

export interface DatesInOrderOptions {
  /** Rule name in the registry (`<module>.<rule>`). */
  readonly name: string;
  /** The earlier date's field. */
  readonly from: string;
  /** The later date's field (where the problem shows). */
  readonly to: string;
  /** Message key said when `to` is before `from`. */
  readonly key: string;
}

/** True when both dates are set and `to` is before `from`. */
export function datesOutOfOrder(from: unknown, to: unknown): boolean {
  if (isBlank(from) || isBlank(to) || typeof from !== 'string' || typeof to !== 'string') return false;
  return to < from;
}

/** The registered rule: `to` not before `from`. */
export function datesInOrderRule({ name, from, to, key }: DatesInOrderOptions): RuleDefinition {
  return {
    name,
    fields: [from, to],
    validate(record: RecordData) {
      return datesOutOfOrder(record[from], record[to]) ? [{ path: to, key }] : [];
    },
  };
}

export interface RowDatesInOrderOptions extends DatesInOrderOptions {
  /** The link list (array field) whose rows hold both dates (an account's booking files). */
  readonly field: string;
}

/**
 * The same order for the rows of a link list (an account's file rows: Hasta not before Desde): the
 * problem is reported on each live row's later date (`files.0.fechaHasta`), where the row's
 * dialog shows it under the field; rows marked for deletion are not checked.
 */
export function rowDatesInOrderRule({ name, field, from, to, key }: RowDatesInOrderOptions): RuleDefinition {
  return {
    name,
    fields: [field],
    validate(record: RecordData) {
      return rowsOf(record[field]).flatMap((row, index) =>
        isLive(row) && datesOutOfOrder(row[from], row[to]) ? [{ path: `${field}.${index}.${to}`, key }] : [],
      );
    },
  };
}
