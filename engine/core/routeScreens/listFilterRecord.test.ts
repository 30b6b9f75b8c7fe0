import { describe, expect, it } from 'vitest';
import type { Guard, Principal } from '../permissions';
import type { FilterConfig } from '../screenConfig';
import { listFilterRecord, passesOnFilteredList, recordClauseFields } from './listFilterRecord';

const filters: FilterConfig[] = [
  { name: 'texto', kind: 'text', label: 'Buscar' },
  { name: 'area', kind: 'combo', label: 'Área', field: 'area', combo: 'areasPermiso' },
  { name: 'asignado', kind: 'link', label: 'Persona', field: 'asignado', target: 'contacto' },
];
// ADM-OP01: admins, or 'w' on gestionsistema for any area but gestionsistema itself.
const guard: Guard = {
  anyOf: [
    { role: 'ROLE_ADMINISTRADOR' },
    {
      allOf: [
        { area: 'gestionsistema', level: 'w' },
        { field: 'area', differs: 'gestionsistema' },
      ],
    },
  ],
};
const user = (roles: string[], escritura: boolean | null): Principal => ({
  userId: 1,
  username: 'u',
  roles,
  permissions: escritura === null ? [] : [{ area: 'gestionsistema', vigente: true, escritura }],
});

describe('a list whose filters fix the fields a guard reads (ADM-OP01)', () => {
  it('ADM-OP01 the record a list shares is its combo filters set to one code (text and link filters say nothing)', () => {
    expect(listFilterRecord(filters, { texto: 'ana', area: 'banco', asignado: '5' })).toEqual({ area: 'banco' });
    expect(listFilterRecord(filters, { area: '' })).toEqual({});
  });

  it("ADM-OP01 a gestionsistema writer lists an area's permissions but not the system area's, nor an unfiltered list; an admin lists all", () => {
    const writer = user(['ROLE_AT'], true);
    expect(passesOnFilteredList(writer, guard, { area: 'banco' })).toBe(true);
    expect(passesOnFilteredList(writer, guard, { area: 'gestionsistema' })).toBe(false);
    expect(passesOnFilteredList(writer, guard, {})).toBe(false);
    expect(passesOnFilteredList(user(['ROLE_AT'], false), guard, { area: 'banco' })).toBe(false);
    expect(passesOnFilteredList(user(['ROLE_ADMINISTRADOR'], null), guard, {})).toBe(true);
    expect(passesOnFilteredList(null, guard, { area: 'banco' })).toBe(false);
  });

  it('ADM-OP01 a record clause on a field the filters do not fix refuses (some row could fail it)', () => {
    const team: Guard = { anyOf: [{ allOf: [{ field: 'area', differs: 'x' }, { teamOf: 'equipos' }] }] };
    expect(recordClauseFields(team)).toEqual(new Set(['area', 'equipos']));
    expect(passesOnFilteredList({ ...user([], null), teams: [1] }, team, { area: 'banco' })).toBe(false);
  });
});
