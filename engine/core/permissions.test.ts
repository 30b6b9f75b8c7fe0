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

describe('record-relative guards', () => {
  const cardGuard: Guard = {
    anyOf: [
      { role: 'ROLE_ADMINISTRADOR' },
      { allOf: [{ role: 'ROLE_EDITOR_TC' }, { area: 'tarjeta', level: 'r' }] },
      { allOf: [{ teamOf: 'equipos' }, { area: 'tarjeta', level: 'r' }] },
    ],
  };
  const member: Principal = { ...base, teams: [7], permissions: [{ area: 'tarjeta', vigente: true, escritura: false }] };

  it('CRD-19 cards: admin, or ROLE_EDITOR_TC or a member of the account team, and the card permission', () => {
    const account = { equipos: [{ id: 7, nombre: 'Comercial' }, { id: 9 }] };
    expect(canAccess(member, cardGuard, account)).toBe(true);
    expect(canAccess({ ...member, teams: [8] }, cardGuard, account)).toBe(false);
    expect(canAccess({ ...member, permissions: [] }, cardGuard, account)).toBe(false);
    expect(canAccess({ ...base, roles: ['ROLE_EDITOR_TC'], permissions: member.permissions }, cardGuard, {})).toBe(true);
    expect(canAccess({ ...base, roles: ['ROLE_ADMINISTRADOR'] }, cardGuard)).toBe(true);
  });

  it('a team clause without a record denies; team rows marked for deletion do not count', () => {
    expect(canAccess(member, cardGuard)).toBe(false);
    expect(canAccess(member, cardGuard, { equipos: [{ id: 7, eliminar: true }] })).toBe(false);
    expect(canAccess(member, cardGuard, { equipos: 7 })).toBe(true);
    expect(canAccess(member, { anyOf: [{ allOf: [] }] }, {})).toBe(false);
  });
});
