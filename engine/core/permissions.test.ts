import { describe, expect, it } from 'vitest';
import { areaLevel, canAccess, effectiveRoles, hasRole, type Guard, type Principal } from './permissions';

const base: Principal = { userId: 1, username: 'u', roles: [], permissions: [] };
const bankGuard: Guard = { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { area: 'banco', level: 'r' }] };
const bankWrite: Guard = { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { area: 'banco', level: 'w' }] };

describe('permissions', () => {
  it('ROL-02 compares roles case-insensitively', () => {
    expect(hasRole({ roles: ['role_cuentas'] }, 'ROLE_CUENTAS')).toBe(true);
    expect(hasRole({ roles: [' Role_Cuentas '] }, 'role_cuentas')).toBe(true);
    expect(hasRole({ roles: ['ROLE_CONTACTOS'] }, 'ROLE_CUENTAS')).toBe(false);
  });

  it('ROL-03 ROLE_ADMINISTRADOR implies ROLE_GRUPOS', () => {
    expect(effectiveRoles(['role_administrador']).has('ROLE_GRUPOS')).toBe(true);
    expect(effectiveRoles(['ROLE_AT']).has('ROLE_GRUPOS')).toBe(false);
  });

  it('ROL-10 maps vigente/escritura to r, w or nothing', () => {
    const p = (vigente: boolean, escritura: boolean) => ({ permissions: [{ area: 'banco', vigente, escritura }] });
    expect(areaLevel(p(true, false), 'banco')).toBe('r');
    expect(areaLevel(p(true, true), 'banco')).toBe('w');
    expect(areaLevel(p(false, true), 'banco')).toBeNull();
    expect(areaLevel(p(true, true), 'contacto')).toBeNull();
  });

  it('BNK-16 bank access for admins and any bank permission, denied otherwise', () => {
    expect(canAccess({ ...base, roles: ['ROLE_ADMINISTRADOR'] }, bankGuard)).toBe(true);
    expect(canAccess({ ...base, permissions: [{ area: 'banco', vigente: true, escritura: false }] }, bankGuard)).toBe(true);
    expect(canAccess({ ...base, roles: ['ROLE_AT'] }, bankGuard)).toBe(false);
    expect(canAccess(null, bankGuard)).toBe(false);
  });

  it('BNK-17 only w on banks (or admin) allows writing', () => {
    expect(canAccess({ ...base, permissions: [{ area: 'banco', vigente: true, escritura: false }] }, bankWrite)).toBe(false);
    expect(canAccess({ ...base, permissions: [{ area: 'BANCO', vigente: true, escritura: true }] }, bankWrite)).toBe(true);
  });

  it('denies by default when a guard is missing or empty', () => {
    expect(canAccess({ ...base, roles: ['ROLE_ADMINISTRADOR'] }, undefined)).toBe(false);
    expect(canAccess({ ...base, roles: ['ROLE_ADMINISTRADOR'] }, { anyOf: [] })).toBe(false);
  });

  it('checks SGC-style area flags', () => {
    const guard: Guard = { anyOf: [{ area: 'documentossgc', flag: 'aprueba' }] };
    expect(canAccess({ ...base, permissions: [{ area: 'documentossgc', vigente: true, escritura: false, flags: { aprueba: true } }] }, guard)).toBe(true);
    expect(canAccess({ ...base, permissions: [{ area: 'documentossgc', vigente: false, escritura: false, flags: { aprueba: true } }] }, guard)).toBe(false);
  });
});
