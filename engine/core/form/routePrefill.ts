/**
 * A form screen's extra create paths (`paths.createWith`): each `:param` of such a path names a
 * field of the module, and opening the path creates a record with that field already filled from
 * the URL (`/nota/cuenta/:cuenta` opens a new note of account `:cuenta`; NOT, CRD, BAC, FEE, CON-04
 * and COP routes). Pure: the screen router and the config check share it.
 */
import type { JsonSchemaProperty } from '../moduleSchema';

/** The `:param` names of a route path, in order. */
export function routeParams(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1).replace(/\?$/, ''));
}

/** One URL value read as the field's type: a number for integer/number fields, else the text; `undefined` when it does not fit. */
function typedValue(property: JsonSchemaProperty, raw: string): unknown {
  const types = Array.isArray(property.type) ? property.type : [property.type];
  if (types.includes('integer')) return /^-?\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : undefined;
  if (types.includes('number')) return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : undefined;
  if (types.includes('boolean')) return raw === 'true' ? true : raw === 'false' ? false : undefined;
  return raw === '' ? undefined : raw;
}

export interface RoutePrefill {
  /** The fields filled from the URL, typed by the schema. */
  readonly data: Readonly<Record<string, unknown>>;
  /** Params whose URL value does not fit their field (a bad URL: the screen reads it as not found). */
  readonly invalid: readonly string[];
}

/** The new record's fields taken from the route's params (only params that name a field of `properties`). */
export function prefillFromParams(
  properties: Readonly<Record<string, JsonSchemaProperty>>,
  params: Readonly<Record<string, string | undefined>>,
): RoutePrefill {
  const data: Record<string, unknown> = {};
  const invalid: string[] = [];
  for (const [name, raw] of Object.entries(params)) {
    const property = properties[name];
    if (!property || raw === undefined) continue;
    const value = typedValue(property, raw);
    if (value === undefined) invalid.push(name);
    else data[name] = value;
  }
  return { data, invalid };
}
