import { describe, expect, it } from 'vitest';
import {
  areaLevel,
  canAccess,
  effectiveRoles,
  guardNeedsContact,
  guardNeedsRecord,
  hasRole,
  linkedGuardFields,
  deniedForNoTeam,
  mayPassOnSomeRecord,
  type Guard,
  type Principal,
} from './permissions';

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

  it('ACC-36 some card may pass only with the card permission: a team member with it may, an accounts user without it may not', () => {
    expect(mayPassOnSomeRecord(member, cardGuard)).toBe(true);
    expect(mayPassOnSomeRecord({ ...base, roles: ['ROLE_CUENTAS'], teams: [7] }, cardGuard)).toBe(false);
    expect(mayPassOnSomeRecord({ ...base, roles: ['ROLE_ADMINISTRADOR'] }, cardGuard)).toBe(true);
    expect(mayPassOnSomeRecord(null, cardGuard)).toBe(false);
  });

  it('a team clause without a record denies; team rows marked for deletion do not count', () => {
    expect(canAccess(member, cardGuard)).toBe(false);
    expect(canAccess(member, cardGuard, { equipos: [{ id: 7, eliminar: true }] })).toBe(false);
    expect(canAccess(member, cardGuard, { equipos: 7 })).toBe(true);
    expect(canAccess(member, { anyOf: [{ allOf: [] }] }, {})).toBe(false);
  });
});

describe('SGC-style flags and the record’s person (userIs)', () => {
  const sgc = (flags: Record<string, boolean>, vigente = true) => ({ area: 'documentossgc', vigente, escritura: false, flags });
  // SGC-54 with the fixture's reading of "preparer": the prepara flag and being the record's preparer.
  const edit: Guard = {
    anyOf: [
      { role: 'ROLE_ADMINISTRADOR' },
      { area: 'documentossgc', flag: 'revisa' },
      { area: 'documentossgc', flag: 'aprueba' },
      { allOf: [{ area: 'documentossgc', flag: 'prepara' }, { userIs: 'preparador' }] },
    ],
  };
  const doc = { preparador: 41 };

  it('SGC-56 each flag passes only for its own name, on a vigente record of the area, and not through escritura', () => {
    for (const flag of ['prepara', 'revisa', 'aprueba']) {
      const guard: Guard = { anyOf: [{ area: 'documentossgc', flag }] };
      expect(canAccess({ ...base, permissions: [sgc({ [flag]: true })] }, guard)).toBe(true);
      expect(canAccess({ ...base, permissions: [sgc({ [flag]: false })] }, guard)).toBe(false);
      expect(canAccess({ ...base, permissions: [sgc({ [flag]: true }, false)] }, guard)).toBe(false);
      expect(canAccess({ ...base, permissions: [{ area: 'documentossgc', vigente: true, escritura: true }] }, guard)).toBe(false);
      expect(canAccess({ ...base, permissions: [{ ...sgc({ [flag]: true }), area: 'otra' }] }, guard)).toBe(false);
    }
    expect(canAccess({ ...base, permissions: [sgc({ revisa: true })] }, { anyOf: [{ area: 'DocumentosSGC', flag: 'revisa' }] })).toBe(true);
  });

  it('SEV-03 supplier-evaluation flags are checked the same way', () => {
    const guard: Guard = { anyOf: [{ area: 'evaluacionproveedor', flag: 'atencionComercial' }] };
    const p = (flags: Record<string, boolean>): Principal => ({
      ...base,
      permissions: [{ area: 'evaluacionproveedor', vigente: true, escritura: true, flags }],
    });
    expect(canAccess(p({ atencionComercial: true }), guard)).toBe(true);
    expect(canAccess(p({ atencionOperativa: true }), guard)).toBe(false);
  });

  it('userIs passes when the record’s field holds the user’s staff contact, as an id, a list or { id } rows', () => {
    const me: Principal = { ...base, contactId: 41 };
    const guard: Guard = { anyOf: [{ userIs: 'asignado' }] };
    expect(canAccess(me, guard, { asignado: 41 })).toBe(true);
    expect(canAccess(me, guard, { asignado: '41' })).toBe(true);
    expect(canAccess(me, guard, { asignado: [{ id: 40 }, { id: 41 }] })).toBe(true);
    expect(canAccess(me, guard, { asignado: 42 })).toBe(false);
    expect(canAccess(me, guard, { asignado: [{ id: 41, eliminar: true }] })).toBe(false);
    expect(canAccess(me, guard, {})).toBe(false);
  });

  it('userIs denies without a record, and for a user who is no staff contact', () => {
    const guard: Guard = { anyOf: [{ userIs: 'asignado' }] };
    expect(canAccess({ ...base, contactId: 41 }, guard)).toBe(false);
    expect(canAccess({ ...base, contactId: null }, guard, { asignado: 41 })).toBe(false);
    expect(canAccess(base, guard, { asignado: 41 })).toBe(false);
    // A user id is not a contact id: the same number in userId does not pass.
    expect(canAccess({ ...base, userId: 41 }, guard, { asignado: 41 })).toBe(false);
  });

  it('SGC-54 editing: admin, revisa or aprueba on any document; prepara only on the documents the user prepares', () => {
    const preparer: Principal = { ...base, contactId: 41, permissions: [sgc({ prepara: true })] };
    expect(canAccess(preparer, edit, doc)).toBe(true);
    expect(canAccess(preparer, edit, { preparador: 42 })).toBe(false);
    expect(canAccess({ ...preparer, permissions: [sgc({})] }, edit, doc)).toBe(false);
    expect(canAccess(preparer, edit)).toBe(false);
    expect(canAccess({ ...base, permissions: [sgc({ revisa: true })] }, edit, { preparador: 42 })).toBe(true);
    expect(canAccess({ ...base, permissions: [sgc({ aprueba: true })] }, edit)).toBe(true);
    expect(canAccess({ ...base, roles: ['role_administrador'] }, edit, { preparador: 42 })).toBe(true);
  });

  it('ACN-OP01 the quality auditor edits only the actions assigned to them', () => {
    const write: Guard = { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { role: 'ROLE_AT' }, { allOf: [{ role: 'ROLE_AUDITOR_RGC' }, { userIs: 'asignado' }] }] };
    const auditor: Principal = { ...base, roles: ['ROLE_AUDITOR_RGC'], contactId: 7 };
    expect(canAccess(auditor, write, { asignado: 7 })).toBe(true);
    expect(canAccess(auditor, write, { asignado: 8 })).toBe(false);
    expect(canAccess({ ...auditor, roles: [] }, write, { asignado: 7 })).toBe(false);
    expect(canAccess({ ...base, roles: ['ROLE_AT'] }, write, { asignado: 8 })).toBe(true);
  });

  it('guardNeedsRecord and guardNeedsContact see userIs at any depth', () => {
    expect(guardNeedsRecord(edit)).toBe(true);
    expect(guardNeedsContact(edit)).toBe(true);
    expect(guardNeedsContact({ anyOf: [{ teamOf: 'equipos' }] })).toBe(false);
    expect(guardNeedsRecord({ anyOf: [{ area: 'documentossgc', flag: 'aprueba' }] })).toBe(false);
  });
});

describe('record clauses through a link (teamOf "cuenta.equipos")', () => {
  const guard = {
    anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { allOf: [{ area: 'tarjetas', level: 'r' as const }, { teamOf: 'cuenta.equipos' }] }, { teamOf: 'equipos' }],
  };
  it('CRD-19 names the link and the linked field of each dotted clause', () => {
    expect(linkedGuardFields(guard)).toEqual([{ path: 'cuenta.equipos', link: 'cuenta', field: 'equipos' }]);
    expect(linkedGuardFields({ anyOf: [{ teamOf: 'equipos' }] })).toEqual([]);
  });
  it('CRD-19 a member of the linked account team with the card permission passes; without either, not', () => {
    const member = { userId: 1, username: 'u', roles: [], permissions: [{ area: 'tarjetas', vigente: true, escritura: false }], teams: [3] };
    expect(canAccess(member, guard, { cuenta: 10, 'cuenta.equipos': ['3'] })).toBe(true);
    expect(canAccess(member, guard, { cuenta: 10, 'cuenta.equipos': ['4'] })).toBe(false);
    expect(canAccess({ ...member, permissions: [] }, guard, { cuenta: 10, 'cuenta.equipos': ['3'] })).toBe(false);
  });
});

describe('denied for want of a team (ACC-79, CRD-22)', () => {
  const guard = { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { allOf: [{ area: 'tarjetas', level: 'r' as const }, { teamOf: 'cuenta.equipos' }] }] };
  const withCards = { userId: 5, username: 'u', roles: [], permissions: [{ area: 'tarjetas', vigente: true, escritura: false }] };
  it('CRD-22 a user with the card permission and no team at all is told about the team', () => {
    expect(deniedForNoTeam({ ...withCards, teams: [] }, guard)).toBe(true);
  });
  it('CRD-22 not when the user has a team, lacks the permission too, or passes anyway', () => {
    expect(deniedForNoTeam({ ...withCards, teams: [3] }, guard)).toBe(false);
    expect(deniedForNoTeam({ ...withCards, permissions: [], teams: [] }, guard)).toBe(false);
    expect(deniedForNoTeam({ ...withCards, roles: ['ROLE_ADMINISTRADOR'], teams: [] }, guard)).toBe(false);
  });
});

describe('record field clauses and back-end settings (ACC-41, ACC-OP14)', () => {
  const agencyGuard: Guard = {
    anyOf: [
      {
        allOf: [
          { field: 'tipo', equals: 'EMP' },
          { field: 'equipos', holdsSetting: 'equipoAgencias' },
          { area: 'cuentaegencia', level: 'w' },
        ],
      },
    ],
  };
  const writer: Principal = { ...base, permissions: [{ area: 'cuentaegencia', vigente: true, escritura: true }], settings: { equipoAgencias: 7 } };
  const agency = { tipo: 'EMP', equipos: ['3', '7'] };

  it('ACC-41 passes on a company holding the configured team, for a user with w on cuentaegencia', () => {
    expect(canAccess(writer, agencyGuard, agency)).toBe(true);
    expect(canAccess(writer, agencyGuard, { ...agency, tipo: 'PAR' })).toBe(false);
    expect(canAccess(writer, agencyGuard, { ...agency, equipos: ['3'] })).toBe(false);
    expect(canAccess({ ...writer, permissions: [{ area: 'cuentaegencia', vigente: true, escritura: false }] }, agencyGuard, agency)).toBe(false);
  });

  it('ACC-OP14 the team is the setting the principal carries: none configured, no record holds it', () => {
    expect(canAccess({ ...writer, settings: { equipoAgencias: 3 } }, agencyGuard, agency)).toBe(true);
    expect(canAccess({ ...writer, settings: { equipoAgencias: null } }, agencyGuard, agency)).toBe(false);
    expect(canAccess({ ...writer, settings: undefined }, agencyGuard, agency)).toBe(false);
  });

  it('ACC-41 a record clause denies without a record and makes the guard record-dependent', () => {
    expect(canAccess(writer, agencyGuard)).toBe(false);
    expect(guardNeedsRecord(agencyGuard)).toBe(true);
    expect(canAccess(base, { anyOf: [{ field: 'activo', equals: true }] }, { activo: true })).toBe(true);
    expect(canAccess(base, { anyOf: [{ field: 'activo', equals: true }] }, { activo: 'true' })).toBe(false);
  });

  it('ADM-OP01 `differs`: a record whose field holds anything but the value passes (nothing included); without a record it denies, yet some record may pass', () => {
    const system = { ...base, permissions: [{ area: 'gestionsistema', vigente: true, escritura: true }] };
    const guard = {
      anyOf: [
        {
          allOf: [
            { area: 'gestionsistema', level: 'w' as const },
            { field: 'area', differs: 'gestionsistema' },
          ],
        },
      ],
    };
    expect(canAccess(system, guard, { area: 'banco' })).toBe(true);
    expect(canAccess(system, guard, {})).toBe(true);
    expect(canAccess(system, guard, { area: 'gestionsistema' })).toBe(false);
    expect(canAccess(system, guard)).toBe(false);
    expect(guardNeedsRecord(guard)).toBe(true);
    expect(mayPassOnSomeRecord(system, guard)).toBe(true);
    expect(mayPassOnSomeRecord(base, guard)).toBe(false);
  });
});
