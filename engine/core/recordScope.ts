/**
 * Record scope: which records of a module a user may see at all, decided by the server in the
 * query (never by filtering what the browser got). A module declares it in screens.config.json:
 * users who pass `exempt` (staff) see every record; anyone else (an external agency user, ROL-06)
 * sees only the records owned by their own account, and a user without an account sees none
 * (deny by default). What a scoped user creates is owned by their account; staff set the owner
 * through the record's `ownerField` (e.g. the contact's account).
 */
import { canAccess, type Guard, type Principal } from './permissions';

export interface RecordScopeConfig {
  /** Who sees every record of the module. */
  readonly exempt: Guard;
  /** Record field naming the owning account, written by exempt users (optional). */
  readonly ownerField?: string;
}

export type RecordScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'account'; readonly account: string }
  | { readonly kind: 'none' };

const ALL: RecordScope = { kind: 'all' };

/** The scope of a user on a module (no declared scope: every record). */
export function recordScopeOf(principal: Principal, config: RecordScopeConfig | undefined): RecordScope {
  if (!config || canAccess(principal, config.exempt)) return ALL;
  const account = principal.accountId?.trim();
  return account ? { kind: 'account', account } : { kind: 'none' };
}

/**
 * The owner account to store with a record being written: a scoped user's own account (whatever
 * the data says); for exempt users the declared owner field's value, else the current owner.
 */
export function ownerAccountFor(scope: RecordScope, config: RecordScopeConfig | undefined, datos: Readonly<Record<string, unknown>>, current: string | null = null): string | null {
  if (scope.kind === 'account') return scope.account;
  const value = config?.ownerField ? datos[config.ownerField] : undefined;
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  return current;
}

/**
 * The value a scoped user's record holds in its owner field: their own account, typed as the
 * field is declared (an integer link to the account record, or a text code). What the server
 * writes whatever the body says, and what a new record's form starts with.
 */
export function ownerFieldValue(property: { readonly type?: unknown } | undefined, account: string): string | number {
  const numeric = property?.type === 'integer' || property?.type === 'number';
  return numeric && /^\d+$/.test(account) ? Number(account) : account;
}

/** True when a record owned by `owner` is inside the scope. */
export function inScope(scope: RecordScope, owner: string | null): boolean {
  return scope.kind === 'all' || (scope.kind === 'account' && owner === scope.account);
}
