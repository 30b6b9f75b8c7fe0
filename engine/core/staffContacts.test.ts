import { describe, expect, it } from 'vitest';
import type { ScreensConfig } from './screenConfig';
import { staffContactModule, staffContactProblems, type LinkKindOf } from './staffContacts';

const config = (staffLink: string | undefined, extra: Record<string, unknown> = {}) =>
  ({
    company: { account: 9238, ...(staffLink ? { staffLink } : {}) },
    links: { personalinterno: { module: 'contacto' } },
    modules: {
      contacto: { schema: 'contacto' },
      permiso: { schema: 'permiso', areaPermissions: { person: 'asignado', area: 'area', write: 'escritura' } },
      equipo: { schema: 'equipo', teams: { members: 'personas' } },
      ...extra,
    },
  }) as unknown as ScreensConfig;

const declared: Record<string, { link?: string; search?: string }> = {
  'permiso.asignado': { link: 'personalinterno' },
  'equipo.personas': { search: 'personalinterno' },
};
const kinds: LinkKindOf = (schema, field) => declared[`${schema}.${field}`];

describe('the staff contacts (company.staffLink, decision 161)', () => {
  it('are the records of the staff kind’s module', () => {
    expect(staffContactModule(config('personalinterno'))).toBe('contacto');
    expect(staffContactModule(config(undefined))).toBeNull();
    expect(staffContactModule(config('otro'))).toBeNull();
  });

  it('a sound config has no problem: the permissions’ person and the teams’ members link the staff kind', () => {
    expect(staffContactProblems(config('personalinterno'), kinds)).toEqual([]);
  });

  it('an undeclared kind, a missing staffLink or a person of another kind is a problem at its path', () => {
    expect(staffContactProblems(config('otro'), kinds).map((p) => p.path)).toEqual([
      '/company/staffLink',
      '/modules/permiso/areaPermissions/person',
      '/modules/equipo/teams/members',
    ]);
    expect(staffContactProblems(config(undefined), kinds).map((p) => p.path)).toEqual([
      '/modules/permiso/areaPermissions/person',
      '/modules/equipo/teams/members',
    ]);
    const other: LinkKindOf = (schema, field) => (schema === 'permiso' && field === 'asignado' ? { link: 'contacto' } : kinds(schema, field));
    const [problem] = staffContactProblems(config('personalinterno'), other);
    expect(problem).toEqual({
      path: '/modules/permiso/areaPermissions/person',
      message: "el campo 'asignado' debe vincular el personal: su x-link.kind es 'contacto' y company.staffLink es 'personalinterno'",
    });
  });
});
