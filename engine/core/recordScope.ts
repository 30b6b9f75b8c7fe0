/**
 * Record scope: which records of a module a user may see at all, decided by the server in the
 * query (never by filtering what the browser got). A module declares it in screens.config.json:
 * users who pass `exempt` (staff) see every record; anyone else (an external agency user, ROL-06)
 * sees only the records owned by their own account, and a user without an account sees none
 * (deny by default). What a scoped user creates is owned by their account; staff set the owner
 * through the record's `ownerField` (e.g. the contact's account).
 */
import { canAccess, type Principal } from './permissions';
import type { RecordScopeConfig } from './screenConfig.generated';

/** A module's record scope as its config declares it: generated from the meta-schema. */
export type { RecordScopeConfig } from './screenConfig.generated';

export type RecordScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'account'; readonly account: string }
  /** A token-mode session: the token's account, and record fields that must hold the token's values (its opportunity). */
  | { readonly kind: 'token'; readonly account: string; readonly match: Readonly<Record<string, number>> }
  | { readonly kind: 'none' };

const ALL: RecordScope = { kind: 'all' };

/** The scope of a user on a module (no declared scope: every record). */
export function recordScopeOf(principal: Principal, config: RecordScopeConfig | undefined): RecordScope {
  // A token reaches only a module open to tokens, and there only what it names (deny by default).
  if (principal.token) return tokenScopeOf(principal.token, config);
  if (!config || canAccess(principal, config.exempt)) return ALL;
  const account = principal.accountId?.trim();
  return account ? { kind: 'account', account } : { kind: 'none' };
}

/**
 * A token's scope on a module (decision 160): a module open to tokens serves one binding, the one it
 * declares. Declaring the opportunity field (`token.oportunidad`) it serves a token bound to an
 * opportunity (the trip's passengers, HOM-05..11), limited to that opportunity; declaring none it
 * serves a token bound to the account only (the account's contacts, TOK-OP02). A token of the other
 * binding, or bound to no account, reaches nothing there: each token reaches exactly what it was issued for.
 */
function tokenScopeOf(token: NonNullable<Principal['token']>, config: RecordScopeConfig | undefined): RecordScope {
  const { cuenta, oportunidad } = token;
  if (!config?.token || cuenta === null) return { kind: 'none' };
  const field = config.token.oportunidad;
  if (!field) return oportunidad === null ? { kind: 'token', account: String(cuenta), match: {} } : { kind: 'none' };
  return oportunidad === null ? { kind: 'none' } : { kind: 'token', account: String(cuenta), match: { [field]: oportunidad } };
}

/** True when a token-mode session reaches some record of a module with this scope config (a signed-in user: always). */
export function tokenReaches(principal: Pick<Principal, 'token'>, config: RecordScopeConfig | undefined): boolean {
  return !principal.token || tokenScopeOf(principal.token, config).kind === 'token';
}

/**
 * The owner account to store with a record being written: a scoped user's own account (whatever
 * the data says); for exempt users the declared owner field's value, else the current owner.
 */
export function ownerAccountFor(
  scope: RecordScope,
  config: RecordScopeConfig | undefined,
  datos: Readonly<Record<string, unknown>>,
  current: string | null = null,
): string | null {
  if (scope.kind === 'account' || scope.kind === 'token') return scope.account;
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

/** True when a record owned by `owner` is inside the scope (a token's scope also checks `outsideToken` on the data). */
export function inScope(scope: RecordScope, owner: string | null): boolean {
  return scope.kind === 'all' || ((scope.kind === 'account' || scope.kind === 'token') && owner === scope.account);
}

/**
 * True when a stored row (or the row a write would store) is inside the scope, as the database's
 * scope condition (server/modules/scopeQuery.ts) would find it: its owner is the scope's account
 * and, for a token, its fields hold the token's values. A write checks it on the record as it is
 * and as it will be, so that no write moves a record out of its writer's scope.
 */
export function rowInScope(scope: RecordScope, owner: string | null, data: Readonly<Record<string, unknown>>): boolean {
  if (!inScope(scope, owner)) return false;
  if (scope.kind !== 'token') return true;
  return Object.entries(scope.match).every(([field, id]) => data[field] !== undefined && data[field] !== null && String(data[field]) === String(id));
}

/**
 * The fields of a record (or of a list's filters) that name another account or opportunity than the
 * token's (COP-OP02): a token-mode write or search naming them is refused. The owner field counts
 * when given; empty values do not (the server fills them from the token).
 */
export function outsideToken(scope: RecordScope, values: Readonly<Record<string, unknown>>, ownerField?: string): string[] {
  if (scope.kind !== 'token') return [];
  const wanted: Record<string, string> = {
    ...Object.fromEntries(Object.entries(scope.match).map(([f, v]) => [f, String(v)])),
    ...(ownerField ? { [ownerField]: scope.account } : {}),
  };
  return Object.entries(wanted)
    .filter(([field, value]) => values[field] !== undefined && values[field] !== null && values[field] !== '' && String(values[field]) !== value)
    .map(([field]) => field);
}

/** What a token-mode record holds whatever the body says: its account (owner field) and opportunity, typed as declared. */
export function tokenValues(
  scope: RecordScope,
  ownerField: string | undefined,
  properties: Readonly<Record<string, { readonly type?: unknown }>>,
): Record<string, string | number> {
  if (scope.kind !== 'token') return {};
  return { ...(ownerField ? { [ownerField]: ownerFieldValue(properties[ownerField], scope.account) } : {}), ...scope.match };
}

/**
 * The display name of the linked record `id` when the session told it: the user's own account
 * (`Principal.accountName`), or a token's account or opportunity (`token.nombres`, COP-OP02); null
 * otherwise. Record ids are unique across modules, so no other linked record can hold those ids. An
 * agency user may not read the accounts, nor a token the accounts and opportunities, yet each sees
 * those names where a form links them (the contact's `cuenta`, the passenger's `cuenta` and `oportunidad`).
 */
export function sessionRecordName(principal: Pick<Principal, 'accountId' | 'accountName' | 'token'> | null | undefined, id: number | undefined): string | null {
  if (id === undefined || !principal) return null;
  const tokenName = principal.token?.nombres?.[String(id)];
  if (tokenName) return tokenName;
  if (!principal.accountName || !principal.accountId) return null;
  return principal.accountId.trim() === String(id) ? principal.accountName : null;
}
