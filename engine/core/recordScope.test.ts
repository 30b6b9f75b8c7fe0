import { describe, expect, it } from 'vitest';
import type { Principal } from './permissions';
import {
  inScope,
  outsideToken,
  rowInScope,
  sessionRecordName,
  ownerAccountFor,
  recordScopeOf,
  tokenReaches,
  tokenValues,
  type RecordScopeConfig,
} from './recordScope';
import { canAccess } from './permissions';

const scope: RecordScopeConfig = { exempt: { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { role: 'ROLE_AT' }] }, ownerField: 'cuenta' };
const who = (roles: string[], accountId?: string | null): Principal => ({ userId: 1, username: 'u', roles, permissions: [], accountId });

describe('record scope', () => {
  it('ROL-06 staff see every record; an external user only their account; no account, nothing', () => {
    expect(recordScopeOf(who(['ROLE_AT']), scope)).toEqual({ kind: 'all' });
    expect(recordScopeOf(who(['ROLE_EXTERNO'], 'agencia-1'), scope)).toEqual({ kind: 'account', account: 'agencia-1' });
    expect(recordScopeOf(who(['ROLE_EXTERNO'], null), scope)).toEqual({ kind: 'none' });
    expect(recordScopeOf(who(['ROLE_EXTERNO'], '  '), scope)).toEqual({ kind: 'none' });
  });

  it('a module without a declared scope is not scoped', () => {
    expect(recordScopeOf(who([]), undefined)).toEqual({ kind: 'all' });
  });

  it('a scoped user always writes as owner their own account; staff set it through the owner field', () => {
    const external = recordScopeOf(who(['ROLE_EXTERNO'], 'agencia-1'), scope);
    expect(ownerAccountFor(external, scope, { cuenta: 'otra-agencia' })).toBe('agencia-1');
    expect(ownerAccountFor({ kind: 'all' }, scope, { cuenta: 'agencia-2' })).toBe('agencia-2');
    expect(ownerAccountFor({ kind: 'all' }, scope, {}, 'agencia-3')).toBe('agencia-3');
    expect(ownerAccountFor({ kind: 'all' }, undefined, { cuenta: 'x' })).toBeNull();
  });

  it('inScope matches only the own account, and nothing for the empty scope', () => {
    expect(inScope({ kind: 'account', account: 'a' }, 'a')).toBe(true);
    expect(inScope({ kind: 'account', account: 'a' }, 'b')).toBe(false);
    expect(inScope({ kind: 'account', account: 'a' }, null)).toBe(false);
    expect(inScope({ kind: 'none' }, null)).toBe(false);
    expect(inScope({ kind: 'all' }, null)).toBe(true);
  });
});

describe('token-mode scope (COP-OP02)', () => {
  const open: RecordScopeConfig = { ...scope, token: { oportunidad: 'oportunidad' } };
  const token = (cuenta: number | null, oportunidad: number | null): Principal => ({ ...who([]), token: { cuenta, oportunidad } });

  it('COP-OP02 a token reaches a module open to tokens, limited to its account and opportunity; a closed module or a token for no account, nothing', () => {
    expect(recordScopeOf(token(502, 9), open)).toEqual({ kind: 'token', account: '502', match: { oportunidad: 9 } });
    // A trip's module serves a token bound to an opportunity only (decision 160).
    expect(recordScopeOf(token(502, null), open)).toEqual({ kind: 'none' });
    expect(recordScopeOf(token(502, 9), scope)).toEqual({ kind: 'none' });
    expect(recordScopeOf(token(null, 9), open)).toEqual({ kind: 'none' });
    expect(recordScopeOf(token(502, 9), undefined)).toEqual({ kind: 'none' });
  });

  it("TOK-OP02 a module open to tokens without an opportunity field serves an account's token (its account), not a trip's; tokenReaches says so", () => {
    const accounts: RecordScopeConfig = { ...scope, token: {} };
    expect(recordScopeOf(token(502, null), accounts)).toEqual({ kind: 'token', account: '502', match: {} });
    expect(recordScopeOf(token(502, 9), accounts)).toEqual({ kind: 'none' });
    expect(recordScopeOf(token(null, null), accounts)).toEqual({ kind: 'none' });
    expect(tokenReaches(token(502, null), accounts)).toBe(true);
    expect(tokenReaches(token(502, null), open)).toBe(false);
    expect(tokenReaches(token(502, 9), open)).toBe(true);
    expect(tokenReaches(token(502, 9), accounts)).toBe(false);
    expect(tokenReaches(token(502, null), scope)).toBe(false);
    // A signed-in user is no token: the record scope alone decides.
    expect(tokenReaches(who(['ROLE_AT']), accounts)).toBe(true);
  });

  it("COP-OP02 naming another account or opportunity is outside the token; empty values are the server's to fill", () => {
    const s = recordScopeOf(token(502, 9), open);
    expect(outsideToken(s, { cuenta: 502, oportunidad: '9' }, 'cuenta')).toEqual([]);
    expect(outsideToken(s, { cuenta: 501, oportunidad: 8 }, 'cuenta')).toEqual(['oportunidad', 'cuenta']);
    expect(outsideToken(s, { oportunidad: '' }, 'cuenta')).toEqual([]);
    expect(outsideToken({ kind: 'all' }, { cuenta: 1 }, 'cuenta')).toEqual([]);
    expect(tokenValues(s, 'cuenta', { cuenta: { type: 'integer' } })).toEqual({ cuenta: 502, oportunidad: 9 });
    expect(ownerAccountFor(s, open, { cuenta: 1 })).toBe('502');
    expect(inScope(s, '502')).toBe(true);
  });

  it("19-1 a row is in a token's scope only when owned by its account and holding its opportunity", () => {
    const s = recordScopeOf(token(502, 9), open);
    expect(rowInScope(s, '502', { oportunidad: 9 })).toBe(true);
    expect(rowInScope(s, '502', { oportunidad: '9' })).toBe(true);
    expect(rowInScope(s, '502', { oportunidad: 8 })).toBe(false);
    expect(rowInScope(s, '502', {})).toBe(false);
    expect(rowInScope(s, '501', { oportunidad: 9 })).toBe(false);
    expect(rowInScope({ kind: 'account', account: 'a' }, 'a', {})).toBe(true);
    expect(rowInScope({ kind: 'account', account: 'a' }, 'b', {})).toBe(false);
    expect(rowInScope({ kind: 'none' }, null, {})).toBe(false);
    expect(rowInScope({ kind: 'all' }, null, {})).toBe(true);
  });

  it('COP-OP02 the guard clause token passes only a token-mode session', () => {
    const guard = { anyOf: [{ token: true as const }] };
    expect(canAccess(token(502, 9), guard)).toBe(true);
    expect(canAccess(who(['ROLE_ADMINISTRADOR']), guard)).toBe(false);
  });
});

describe('sessionRecordName', () => {
  it("CON-37 names a link to the user's own account with the name the session told, and nothing else", () => {
    const agency = { accountId: '42', accountName: 'Agencia Demo' };
    expect(sessionRecordName(agency, 42)).toBe('Agencia Demo');
    expect(sessionRecordName(agency, 43)).toBeNull();
    expect(sessionRecordName(agency, undefined)).toBeNull();
    expect(sessionRecordName({ accountId: null, accountName: null }, 42)).toBeNull();
    expect(sessionRecordName(null, 42)).toBeNull();
  });

  it("COP-OP02 names a token's account and opportunity with the names the session told", () => {
    const session = {
      accountId: '42',
      accountName: 'Agencia Demo',
      token: { cuenta: 502, oportunidad: 9, nombres: { '502': 'Familia Paz', '9': 'Paz - Bariloche' } },
    };
    expect(sessionRecordName(session, 502)).toBe('Familia Paz');
    expect(sessionRecordName(session, 9)).toBe('Paz - Bariloche');
    expect(sessionRecordName(session, 42)).toBe('Agencia Demo');
    expect(sessionRecordName(session, 7)).toBeNull();
  });
});
