/**
 * A date field holding what the user typed instead of a date: `31/02/1990` left in the
 * box is handed to the form as it is, so the field keeps the text, the schema's `format: "date"`
 * refuses it with the field's message and the save is blocked, where the old date used to stay
 * silently. Stored dates are ISO (`yyyy-MM-dd…`, a placeholder year ≤ 1800 included, WID-15);
 * anything else that is text is such a typed value.
 */

const STORED_DATE = /^\d{4}-\d{2}-\d{2}/;

/** The typed text a date field holds instead of a stored date, or null (a stored date, or empty). */
export function unparsedDateText(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '' || STORED_DATE.test(value)) return null;
  return value;
}
