import { describe, expect, it } from 'vitest';
import { changedComboValues, comboOf, comboValueProblems, comboValues } from './comboValueProblems';

const schema = {
  properties: {
    equipos: { type: 'array', title: 'Equipos', items: { type: 'string', 'x-combo': 'equipos' } },
    files: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          tipo: { type: 'string', title: 'Tipo', 'x-combo': 'tiposFile' },
          documento: { type: 'string', title: 'Documento', 'x-combo': 'documentos', 'x-combo-filter': [{ extra: 'tipos', field: 'tipo' }] },
        },
      },
    },
  },
};
const options: Record<string, Array<{ codigo: string; extra?: unknown }>> = {
  equipos: [{ codigo: '1' }, { codigo: '2' }],
  tiposFile: [{ codigo: 'AER' }, { codigo: 'HOT' }],
  documentos: [{ codigo: 'DNI', extra: { tipos: ['AER'] } }],
};
const label = (path: string) => `«${path}»`;

describe('comboValueProblems', () => {
  it("19-7 comboOf reads a field's x-combo or its items'", () => {
    expect(comboOf(schema.properties.equipos)).toBe('equipos');
    expect(comboOf(schema.properties.files)).toBeUndefined();
  });

  it("19-7 a code its combo lacks, in a row, is a problem at the row's path; a list of codes is judged as one value", () => {
    const values = comboValues(schema, { equipos: ['1', '9'], files: [{ tipo: 'AER' }, { tipo: 'ZZZ' }] });
    expect(comboValueProblems(values, (c) => options[c], label)).toEqual([
      { path: 'equipos', key: 'lookup.invalidValue', args: { campo: '«equipos»' } },
      { path: 'files.1.tipo', key: 'lookup.invalidValue', args: { campo: '«files.1.tipo»' } },
    ]);
  });

  it('19-7 a filtered combo in a row is filtered by the values of its row', () => {
    const values = comboValues(schema, {
      files: [
        { tipo: 'AER', documento: 'DNI' },
        { tipo: 'HOT', documento: 'DNI' },
      ],
    });
    expect(comboValueProblems(values, (c) => options[c], label).map((i) => i.path)).toEqual(['files.1.documento']);
  });

  it('19-7 a combo whose options are not known is not judged (the browser before it loads them); empty values are none', () => {
    const values = comboValues(schema, { equipos: [], files: [{ tipo: 'ZZZ', documento: '' }] });
    expect(values.map((v) => v.path)).toEqual(['files.0.tipo']);
    expect(comboValueProblems(values, () => undefined, label)).toEqual([]);
  });

  it('19-7 changedComboValues leaves out what the loaded record already held at the same path (a code no longer offered)', () => {
    const base = comboValues(schema, { files: [{ tipo: 'VIEJO' }] });
    expect(changedComboValues(comboValues(schema, { files: [{ tipo: 'VIEJO' }, { tipo: 'VIEJO' }] }), base).map((v) => v.path)).toEqual(['files.1.tipo']);
  });
});
