/**
 * What each caller of the probe may read and write, from the reliability suite's hand-kept table of
 * the demo users (tests/reliability/support/accessOracle.ts), never from the server's own
 * `canAccess`; extended to the callers that table leaves out: a token-mode session (it passes only
 * a `{ token: true }` clause and sees only its account's records, and its opportunity's when the
 * token names one) and no session at all (nothing).
 */
import type { Guard, GuardClause } from '../../engine/core/permissions';
import type { ModuleConfig } from '../../engine/core/screenConfig';
import { holderMayPassOnSomeRecord, holderPasses, type Holder } from '../../tests/reliability/support/accessOracle';

/** A token-mode session's claims, as GET /api/usuario tells them. */
export interface TokenClaims {
  readonly cuenta: string | null;
  readonly oportunidad: number | null;
}

export interface Caller {
  readonly name: string;
  /** The bearer the caller sends (an access token, a temporary token), or none. */
  readonly bearer?: string;
  /** A demo user's rights (the hand-kept table). */
  readonly holder?: Holder;
  /** A token-mode session's claims. */
  readonly token?: TokenClaims;
}

/** A stored record as the oracle judges it. */
export interface RecordFacts {
  readonly datos: Readonly<Record<string, unknown>>;
  /** What the module's guards read through links (`cuenta.equipos`), by path. */
  readonly linked: Readonly<Record<string, unknown>>;
  /** The owner account (record scope), or null. */
  readonly owner: string | null;
}

function tokenPasses(clause: GuardClause): boolean {
  if ('allOf' in clause) return clause.allOf.length > 0 && clause.allOf.every(tokenPasses);
  if ('anyOf' in clause) return clause.anyOf.some(tokenPasses);
  return 'token' in clause;
}

/** Whether the caller passes the guard (on the record when given). */
export function passes(caller: Caller, guard: Guard | undefined, record: RecordFacts | undefined, teamId: number): boolean {
  if (caller.holder) return holderPasses(caller.holder, guard, record && { datos: record.datos, linked: record.linked, teamId });
  if (caller.token) return !!guard && guard.anyOf.some(tokenPasses);
  return false;
}

/** Whether some record could let the caller pass the guard. */
export function mayPassSome(caller: Caller, guard: Guard | undefined): boolean {
  if (caller.holder) return holderMayPassOnSomeRecord(caller.holder, guard);
  return passes(caller, guard, undefined, 0);
}

/** The records of a module the caller may see at all: every one, those of an account (and opportunity), or none. */
export type Scope =
  | { readonly kind: 'all' }
  | { readonly kind: 'account'; readonly account: string; readonly match: Readonly<Record<string, number>> }
  | { readonly kind: 'none' };

export function scopeOf(caller: Caller, module: ModuleConfig): Scope {
  const config = module.recordScope;
  if (caller.token) {
    if (!config?.token || caller.token.cuenta === null) return { kind: 'none' };
    const field = config.token.oportunidad;
    return { kind: 'account', account: caller.token.cuenta, match: field && caller.token.oportunidad !== null ? { [field]: caller.token.oportunidad } : {} };
  }
  if (!caller.holder) return { kind: 'none' };
  if (!config || holderPasses(caller.holder, config.exempt)) return { kind: 'all' };
  return caller.holder.account ? { kind: 'account', account: caller.holder.account, match: {} } : { kind: 'none' };
}

function inScope(scope: Scope, record: RecordFacts): boolean {
  if (scope.kind !== 'account') return scope.kind === 'all';
  return record.owner === scope.account && Object.entries(scope.match).every(([field, value]) => Number(record.datos[field]) === value);
}

/** Whether the caller may read the record: inside their record scope, passing the read guard on it. */
export function mayRead(caller: Caller, module: ModuleConfig, record: RecordFacts, teamId: number): boolean {
  return inScope(scopeOf(caller, module), record) && passes(caller, module.access.read, record, teamId);
}

/** Whether the caller may write the record (as it is, or as a write leaves it). */
export function mayWrite(caller: Caller, module: ModuleConfig, record: RecordFacts, teamId: number): boolean {
  return inScope(scopeOf(caller, module), record) && passes(caller, module.access.write, record, teamId);
}

/** Whether the caller may ask the module's record-less reads (list, look-ups): its read guard on some record, some scope. */
export function mayAskModule(caller: Caller, module: ModuleConfig): boolean {
  return mayPassSome(caller, module.access.read) && scopeOf(caller, module).kind !== 'none';
}
