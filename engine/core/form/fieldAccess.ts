/**
 * Fields hidden or read-only by permission (per-field annotation `x-access: { read, write }`, each a
 * guard as in permissions.ts). A field without `x-access`, or without one of its guards, is open
 * for that use; a field the user may not read may not be written either. The form hides and
 * disables; the server drops unreadable fields from what it returns and keeps the stored value of
 * fields the user may not write (decisions.md: "Writes to fields without write access are ignored").
 */
import { canAccess, type Guard, type GuardRecord, type Principal } from '../permissions';
import { fieldsHiddenByState } from './visibleWhen';

export interface FieldAccessRule {
  readonly read?: Guard;
  readonly write?: Guard;
  /**
   * The form hides the field (instead of disabling it) while the user may not write it: a section
   * that exists only for those who fill it in (ACC-41's agency data). Its value is still read.
   */
  readonly hideUnwritable?: boolean;
}

/** What one user may do with a module's fields. */
export interface FieldAccess {
  readonly unreadable: ReadonlySet<string>;
  readonly unwritable: ReadonlySet<string>;
  /** What the form hides: the unreadable fields, the unwritable ones marked `hideUnwritable`, and those whose `x-visible-when` the record does not meet. */
  readonly hidden: ReadonlySet<string>;
}

type SchemaLike = { readonly properties: Readonly<Record<string, { readonly [keyword: string]: unknown }>> };

/** The `x-access` rules of a schema's fields. */
export function accessRules(schema: SchemaLike): Record<string, FieldAccessRule> {
  return Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([, p]) => p['x-access'] && typeof p['x-access'] === 'object')
      .map(([name, p]) => [name, p['x-access'] as FieldAccessRule]),
  );
}

/**
 * Evaluates every field's access for a principal, on `record` when given: a guard with record
 * clauses (`teamOf`, `field` + `equals`/`holdsSetting`) is decided on it, and denies without one.
 * The form passes the record being edited, the server the record a write would store.
 */
export function fieldAccess(schema: SchemaLike, principal: Principal | null | undefined, record?: GuardRecord): FieldAccess {
  const unreadable = new Set<string>();
  const unwritable = new Set<string>();
  const hidden = new Set<string>();
  for (const [field, rule] of Object.entries(accessRules(schema))) {
    if (rule.read && !canAccess(principal, rule.read, record)) unreadable.add(field);
    if (unreadable.has(field) || (rule.write && !canAccess(principal, rule.write, record))) unwritable.add(field);
    if (unreadable.has(field) || (rule.hideUnwritable && unwritable.has(field))) hidden.add(field);
  }
  for (const field of fieldsHiddenByState(schema, record as Readonly<Record<string, unknown>> | undefined)) hidden.add(field);
  return { unreadable, unwritable, hidden };
}

/** True when two evaluations decide the same (a form keeps its ui schema while typing changes nothing). */
export function sameFieldAccess(a: FieldAccess, b: FieldAccess): boolean {
  const same = (x: ReadonlySet<string>, y: ReadonlySet<string>) => x.size === y.size && [...x].every((f) => y.has(f));
  return same(a.unreadable, b.unreadable) && same(a.unwritable, b.unwritable) && same(a.hidden, b.hidden);
}

/** The data without the fields the user may not read. */
export function dropUnreadable<T extends Readonly<Record<string, unknown>>>(datos: T, access: FieldAccess): T {
  if (!access.unreadable.size) return datos;
  return Object.fromEntries(Object.entries(datos).filter(([field]) => !access.unreadable.has(field))) as T;
}

/**
 * The data to store: what the user sent, except that every field the user may not write keeps
 * its stored value (absent when there is none, e.g. on create).
 */
export function keepUnwritable(
  incoming: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>> | null,
  access: FieldAccess,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...incoming };
  for (const field of access.unwritable) {
    if (stored && field in stored) result[field] = stored[field];
    else delete result[field];
  }
  return result;
}
