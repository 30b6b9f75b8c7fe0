/**
 * A new record made at an owner's path (`/tarjeta/cuenta/19`) whose write guard looks through the
 * owner link (`teamOf: "cuenta.equipos"`, CRD-19) cannot be judged in the browser: the owner's
 * linked values are the server's. The form asks the server the owner's list (one row), as the
 * owner's related tab does: the answer's `extras.enlazados` judge the write guard, a 403 is the
 * server's refusal to show instead of an empty read-only form (CRD-20).
 */
import { linkedGuardFields, type Guard } from '../permissions';

/** The list query that asks the server about the owner the route fixed; null when the guard does not look through it. */
export function ownerGuardQuery(guard: Guard | undefined, fixed: Readonly<Record<string, unknown>> | undefined): Record<string, string> | null {
  if (!fixed) return null;
  const link = linkedGuardFields(guard).find((field) => fixed[field.link] !== undefined && fixed[field.link] !== null && fixed[field.link] !== '')?.link;
  return link ? { [link]: String(fixed[link]), limit: '1', offset: '0' } : null;
}
