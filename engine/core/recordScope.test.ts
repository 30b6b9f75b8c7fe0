import { describe, expect, it } from 'vitest';
import type { Principal } from './permissions';
import { inScope, ownerAccountFor, recordScopeOf, type RecordScopeConfig } from './recordScope';

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
