import { describe, expect, it } from 'vitest';
import { readOnlyDefaults } from './readOnlyDefaults';

describe('read-only defaults', () => {
  it('SUP-OP05 a read-only field with a default starts with it; others do not', () => {
    const schema = {
      properties: {
        estado: { type: 'integer', readOnly: true, default: 1 },
        anulada: { type: 'boolean', readOnly: true },
        activo: { type: 'boolean', default: true },
        filas: { type: 'array', readOnly: true, default: [] },
      },
    };
    expect(readOnlyDefaults(schema)).toEqual({ estado: 1, filas: [] });
    expect(readOnlyDefaults({})).toEqual({});
  });
});
