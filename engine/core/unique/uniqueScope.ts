/**
 * The scope a form sends with its question about a `per` unique value (`GET
 * /api/modulos/<m>/existe?…&ambito=`): a JSON object with a plain value for some of the fields the
 * value is unique per. Anything else is no scope: the server answers 400, not a guess.
 */
import type { UniqueSpec } from './uniqueFields';

/** The scope in `text` for `spec`, or null when it is not one (not JSON, not an object, a field it is not scoped by, a value that is not plain). */
export function uniqueScopeFromText(text: string, spec: Pick<UniqueSpec, 'per'>): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const allowed = new Set(spec.per ?? []);
  for (const [field, value] of Object.entries(parsed)) {
    if (!allowed.has(field)) return null;
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) return null;
  }
  return parsed as Record<string, unknown>;
}
