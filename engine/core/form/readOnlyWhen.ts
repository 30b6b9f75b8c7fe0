/**
 * Read-only modes declared by a module schema (root annotation `x-read-only-when`): a record opens
 * read-only when one rule matches its state, e.g. `activo` = false, or `vigente` = false unless the
 * user holds a role. One pure evaluation used by the form (read-only, with the reason) and by the
 * server (an update of such a record is refused). The system column `vigente` is visible to the
 * rules through `recordState` (decisions.md: "Read-only by state").
 */
import { hasRole, type Principal } from '../permissions';

/** One rule: the record is read-only when `field` equals `equals` (unless the user has `unlessRole`). */
export interface ReadOnlyRule {
  readonly field: string;
  readonly equals: unknown;
  readonly unlessRole?: string;
  /** Message key of the reason shown to the user; default `form.readOnlyByState`. */
  readonly message?: string;
}

/** Why a record is read-only: the rule that matched. */
export interface ReadOnlyReason {
  readonly field: string;
  readonly key: string;
  readonly args: Readonly<Record<string, string>>;
}

/**
 * The values a rule can look at: the record's data, its `vigente` column and what the server read
 * through its links (`enlazados`: a rule on `cuenta.activo` reads the linked account's, CRD-18).
 */
export function recordState(record: {
  readonly datos: Readonly<Record<string, unknown>>;
  readonly vigente?: boolean;
  readonly enlazados?: Readonly<Record<string, unknown>>;
}): Record<string, unknown> {
  return { ...record.datos, ...(record.enlazados ?? {}), ...(record.vigente === undefined ? {} : { vigente: record.vigente }) };
}

/** The rules' fields that look through a link (`cuenta.activo`): the link field and the linked record's field. */
export function linkedReadOnlyFields(rules: readonly ReadOnlyRule[]): Array<{ path: string; link: string; field: string }> {
  return rules.flatMap((rule) => {
    const dot = rule.field.indexOf('.');
    return dot > 0 ? [{ path: rule.field, link: rule.field.slice(0, dot), field: rule.field.slice(dot + 1) }] : [];
  });
}

/** The rules of a schema (none when it declares none). */
export function readOnlyRules(schema: { readonly [keyword: string]: unknown }): readonly ReadOnlyRule[] {
  const rules = schema['x-read-only-when'];
  return Array.isArray(rules) ? (rules as ReadOnlyRule[]) : [];
}

/** A system column's label (`vigente` → `Vigente`): schema fields have their own titles. */
const capitalized = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const shown = (value: unknown) => (value === true ? 'Sí' : value === false ? 'No' : value === null || value === undefined ? '' : String(value));

/**
 * The reason the record is read-only for this user, or null when it may be edited.
 * `labelOf` gives a field's Spanish label for the message (undefined for a system column).
 */
export function readOnlyReason(
  rules: readonly ReadOnlyRule[],
  state: Readonly<Record<string, unknown>>,
  principal: Pick<Principal, 'roles'> | null | undefined,
  labelOf: (field: string) => string | undefined = () => undefined,
): ReadOnlyReason | null {
  for (const rule of rules) {
    if (!same(state[rule.field], rule.equals)) continue;
    if (rule.unlessRole && principal && hasRole(principal, rule.unlessRole)) continue;
    return {
      field: rule.field,
      key: rule.message ?? 'form.readOnlyByState',
      args: { campo: labelOf(rule.field) ?? capitalized(rule.field), valor: shown(state[rule.field]) },
    };
  }
  return null;
}
