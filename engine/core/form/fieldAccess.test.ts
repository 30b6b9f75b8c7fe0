import { describe, expect, it } from 'vitest';
import type { Principal } from '../permissions';
import { fieldAccess, keepUnwritable, sameFieldAccess } from './fieldAccess';

const agencyWrite = {
  anyOf: [
    {
      allOf: [
        { field: 'tipo', equals: 'EMP' },
        { field: 'equipos', holdsSetting: 'equipoAgencias' },
        { area: 'cuentaegencia', level: 'w' as const },
      ],
    },
  ],
};
const schema = {
  properties: {
    tipo: { type: 'string' },
    equipos: { type: 'array' },
    legajo: { type: 'string', 'x-access': { write: agencyWrite, hideUnwritable: true } },
    esProveedor: { type: 'boolean', 'x-access': { write: { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] } } },
  },
};
const writer: Principal = {
  userId: 1,
  username: 'a',
  roles: [],
  permissions: [{ area: 'cuentaegencia', vigente: true, escritura: true }],
  settings: { equipoAgencias: 9 },
};

describe('field access on the record being written (ACC-41)', () => {
  it('ACC-41 agency data is writable and shown only on a company of the agency team, for its writers', () => {
    const open = fieldAccess(schema, writer, { tipo: 'EMP', equipos: ['9'] });
    expect(open.unwritable.has('legajo')).toBe(false);
    expect(open.hidden.has('legajo')).toBe(false);
    const closed = fieldAccess(schema, writer, { tipo: 'PAR', equipos: ['9'] });
    expect(closed.unwritable.has('legajo')).toBe(true);
    expect(closed.hidden.has('legajo')).toBe(true);
    expect(closed.unreadable.has('legajo')).toBe(false);
  });

  it('ACC-41 an unwritable field without hideUnwritable stays shown (disabled)', () => {
    const access = fieldAccess(schema, writer, { tipo: 'EMP', equipos: ['9'] });
    expect(access.unwritable.has('esProveedor')).toBe(true);
    expect(access.hidden.has('esProveedor')).toBe(false);
  });

  it('ACC-41 a write that may not touch the agency data keeps the stored value', () => {
    const access = fieldAccess(schema, { ...writer, permissions: [] }, { tipo: 'EMP', equipos: ['9'] });
    expect(keepUnwritable({ tipo: 'EMP', legajo: 'nuevo' }, { legajo: 'EVT-1' }, access)).toEqual({ tipo: 'EMP', legajo: 'EVT-1' });
  });

  it('two evaluations that decide the same are the same (the form keeps its ui schema while typing)', () => {
    const a = fieldAccess(schema, writer, { tipo: 'EMP', equipos: ['9'], legajo: 'x' });
    expect(sameFieldAccess(a, fieldAccess(schema, writer, { tipo: 'EMP', equipos: ['9'], legajo: 'y' }))).toBe(true);
    expect(sameFieldAccess(a, fieldAccess(schema, writer, { tipo: 'PAR' }))).toBe(false);
  });
});
