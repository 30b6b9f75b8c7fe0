import { describe, expect, it } from 'vitest';
import { guardWordProblems, KNOWN_ROLES } from './accessCatalogue';
import { canAccess, type Principal } from './permissions';

const base: Principal = { userId: 1, username: 'u', roles: [], permissions: [] };

describe('the vocabulary of guards', () => {
  it('ROL-05 the fifteen known roles pass the config check in any case; a role outside the list is refused with its path', () => {
    expect(KNOWN_ROLES).toHaveLength(15);
    const guards = { read: { anyOf: KNOWN_ROLES.map((role) => ({ role })) }, write: { anyOf: [{ role: 'role_cuentas' }] } };
    expect(guardWordProblems({ modules: { m: { access: guards } } })).toEqual([]);
    const typo = {
      modules: { m: { access: { read: { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { allOf: [{ role: 'ROLE_CUENTA' }, { area: 'banco', level: 'r' }] }] } } } },
    };
    expect(guardWordProblems(typo)).toEqual([
      { path: '/modules/m/access/read/anyOf/1/allOf/0/role', message: "rol desconocido 'ROLE_CUENTA' (roles conocidos: ROL-05)" },
    ]);
  });

  it("ROL-OP02 DSC, unconfirmed, may guard nothing; the generic areas and a module's own may", () => {
    expect(
      guardWordProblems({
        access: {
          anyOf: [
            { area: 'reportes', level: 'r' },
            { area: 'archivos', level: 'w' },
            { area: 'prueba', level: 'r' },
          ],
        },
      }),
    ).toEqual([]);
    expect(guardWordProblems({ access: { anyOf: [{ area: 'DSC', level: 'r' }] } })).toEqual([
      { path: '/access/anyOf/0/area', message: "el área 'DSC' no está confirmada y no puede usarse en un permiso (ROL-OP02)" },
    ]);
  });

  it('ROL-OP03 ROLE_ADMIN_PROVEEDORES writes the supplier-admin area without a permission record, and nothing more', () => {
    const supplierAdmin: Principal = { ...base, roles: ['role_admin_proveedores'] };
    expect(canAccess(supplierAdmin, { anyOf: [{ area: 'proveedoresadmin', level: 'w' }] })).toBe(true);
    expect(canAccess(supplierAdmin, { anyOf: [{ area: 'proveedores', level: 'r' }] })).toBe(false);
    // Authorise/reject stays with admins (SUP-39): a guard of the admin role alone keeps them out.
    expect(canAccess(supplierAdmin, { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] })).toBe(false);
    expect(canAccess(base, { anyOf: [{ area: 'proveedoresadmin', level: 'r' }] })).toBe(false);
  });

  it('ROL-OP04 a supplier manager is a staff user with the supplier areas, no role of their own', () => {
    const guard = { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { area: 'proveedores', level: 'r' as const }] };
    const manager: Principal = { ...base, roles: ['ROLE_AT'], permissions: [{ area: 'proveedores', vigente: true, escritura: true }] };
    expect(canAccess(manager, guard)).toBe(true);
    expect(canAccess({ ...manager, permissions: [] }, guard)).toBe(false);
    expect(guardWordProblems({ guard })).toEqual([]);
  });
});
