import { describe, expect, it } from 'vitest';
import { ownerFollowingGuard, throughLink } from './ownerWrite';
import { canAccess, linkedGuardFields, mayPassOnSomeRecord, type Principal } from './permissions';

const user = (roles: string[], permissions: Principal['permissions'] = [], teams: number[] = []): Principal => ({
  userId: 1,
  username: 'u',
  roles,
  permissions,
  teams,
});
const own = { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { role: 'ROLE_CUENTAS' }, { area: 'proveedores', level: 'w' as const }] };
const guard = ownerFollowingGuard(own, [
  { link: 'cuenta', write: { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { role: 'ROLE_CUENTAS' }, { allOf: [{ role: 'ROLE_AT' }, { teamOf: 'equipos' }] }] } },
  { link: 'proveedor', write: { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { area: 'proveedores', level: 'w' }] } },
]);
const compras = user(['ROLE_AT'], [{ area: 'proveedores', vigente: true, escritura: true }]);
const staff = user(['ROLE_AT', 'ROLE_CUENTAS'], [], [7]);

describe('write follows the owner (BAC-OP02)', () => {
  it('BAC-OP02 a record is written by who passes the module guard and may write its owner', () => {
    expect(canAccess(compras, guard, { proveedor: 3 })).toBe(true);
    expect(canAccess(compras, guard, { cuenta: 3 })).toBe(false);
    expect(canAccess(staff, guard, { cuenta: 3 })).toBe(true);
    expect(canAccess(staff, guard, { proveedor: 3 })).toBe(false);
    expect(canAccess(user(['ROLE_ADMINISTRADOR']), guard, { proveedor: 3 })).toBe(true);
  });

  it("BAC-OP02 the owner's record clauses read the owner record through the link", () => {
    expect(throughLink({ allOf: [{ role: 'ROLE_AT' }, { teamOf: 'equipos' }] }, 'cuenta')).toEqual({
      allOf: [{ role: 'ROLE_AT' }, { teamOf: 'cuenta.equipos' }],
    });
    expect(linkedGuardFields(guard).map((f) => f.path)).toEqual(['cuenta.equipos']);
    // An AT team member who passes the module guard by no role of its own is still refused by it.
    const member = user(['ROLE_AT'], [], [7]);
    expect(canAccess(member, guard, { cuenta: 3, 'cuenta.equipos': [7] })).toBe(false);
  });

  it('BAC-OP02 with no owner the module guard decides (the one-owner rule answers), and a writer of some owner may reach a record', () => {
    expect(canAccess(compras, guard, {})).toBe(true);
    expect(canAccess(compras, guard)).toBe(false);
    expect(mayPassOnSomeRecord(compras, guard)).toBe(true);
    expect(mayPassOnSomeRecord(user(['ROLE_AT']), guard)).toBe(false);
  });
});
