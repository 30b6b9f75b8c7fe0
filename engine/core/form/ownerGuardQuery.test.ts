import { describe, expect, it } from 'vitest';
import type { Guard } from '../permissions';
import { ownerGuardQuery } from './ownerGuardQuery';

const cards: Guard = { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { allOf: [{ area: 'tarjetas', level: 'w' }, { teamOf: 'cuenta.equipos' }] }] };

describe('ownerGuardQuery', () => {
  it('CRD-20 a new card at an account path asks the server that account’s list (one row)', () => {
    expect(ownerGuardQuery(cards, { cuenta: 19 })).toEqual({ cuenta: '19', limit: '1', offset: '0' });
  });
  it('CRD-20 nothing to ask without an owner in the route, or when the guard does not look through the link', () => {
    expect(ownerGuardQuery(cards, undefined)).toBeNull();
    expect(ownerGuardQuery(cards, { proveedor: 3 })).toBeNull();
    expect(ownerGuardQuery({ anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] }, { cuenta: 19 })).toBeNull();
  });
});
