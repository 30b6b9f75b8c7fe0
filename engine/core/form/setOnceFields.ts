/**
 * Fields that can be set once (`"x-set-once": true`, ACC-63: an agency's subdomain): editable while
 * the saved record holds no value, read-only once it does. Read from the saved record, not the
 * draft, so a value being typed stays editable until it is saved. The server keeps the same rule
 * in the module's write check (schemas/cuenta/cuentaWriteChecks.ts refuses a change).
 */
import { isBlank } from '../blank';

type Properties = Readonly<Record<string, Readonly<Record<string, unknown>>>> | undefined;

/** The set-once fields of `properties` that the saved record `saved` already holds. */
export function setOnceFields(properties: Properties, saved: Readonly<Record<string, unknown>> | undefined): string[] {
  if (!properties || !saved) return [];
  return Object.keys(properties).filter((field) => properties[field]?.['x-set-once'] === true && !isBlank(saved[field]));
}
