import { describe, expect, it } from 'vitest';
import { absentDefaults } from './absentDefaults';

const schema = {
  properties: {
    activo: { type: 'boolean', default: true },
    etapa: { type: 'string', default: 'oportunidad' },
    estado: { type: 'integer', readOnly: true, default: 1 },
    nombre: { type: 'string' },
  },
};

describe('a record created without a field starts with its default', () => {
  it('fills the defaults of the fields the record does not hold, not of read-only ones', () => {
    expect(absentDefaults(schema, { nombre: 'X' })).toEqual({ activo: true, etapa: 'oportunidad' });
  });

  it('keeps what was sent, even false or empty', () => {
    expect(absentDefaults(schema, { activo: false, etapa: '' })).toEqual({});
  });
});
