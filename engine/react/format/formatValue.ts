/**
 * Display text of a record value in lists, history and dialogs: the field's mask when it has one
 * (engine/core maskedDisplay), the title of a `oneOf` choice, Sí/No, dates dd/MM/yyyy, thousands dots and a decimal comma, '' for empty.
 */
import { displayLocaleNumber } from '../../core/localeNumber';
import { t } from '../../core/messages';
import { formatDate, formatDateTime } from '../../core/format/formatDate';
import { choiceDisplay, maskedDisplay, type MaskedProperty } from '../../core/format/fieldDisplay';

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A value as text for a table cell; `property` is the field's schema (for its mask). */
export function formatValue(value: unknown, property?: MaskedProperty): string {
  const masked = maskedDisplay(value, property) ?? choiceDisplay(value, property);
  if (masked !== null) return masked;
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return t(value ? 'ui.yes' : 'ui.no');
  if (typeof value === 'string' && isoDate.test(value)) return value.length > 10 ? formatDateTime(value) : formatDate(value);
  if (typeof value === 'number') return displayLocaleNumber(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
