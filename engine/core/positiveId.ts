/**
 * Record ids that travel as text (route parameters, list filters, tokens, settings): a positive
 * integer with no sign, no leading zero and at most `digits` digits (10 for a record id, which
 * fits PostgreSQL's integer; more for the identity provider's subjects). One definition for the
 * browser and the server.
 */

/** True when `text` is a positive id of at most `digits` digits. */
export function isPositiveIdText(text: unknown, digits = 10): boolean {
  return (typeof text === 'string' || typeof text === 'number') && idPattern(digits).test(String(text));
}

/** One compiled pattern per length (ids are checked on every filtered list request). */
const patterns = new Map<number, RegExp>();
function idPattern(digits: number): RegExp {
  let pattern = patterns.get(digits);
  if (!pattern) patterns.set(digits, (pattern = new RegExp(`^[1-9][0-9]{0,${digits - 1}}$`)));
  return pattern;
}

/** The id `text` stands for, or undefined when it is no positive id of at most `digits` digits. */
export function positiveIdOf(text: unknown, digits = 10): number | undefined {
  return isPositiveIdText(text, digits) ? Number(text) : undefined;
}
