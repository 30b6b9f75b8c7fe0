import { describe, expect, it } from 'vitest';
import { registerMessages } from '../messages';
import { computationOf, hasComputation, registerComputation, type ComputationPorts } from './computations';
import { computedFieldProblems, computedMessageKey, computedSpecs, computeFields } from './computedFields';

const ports = (extra: Record<string, unknown> = { iva: '21', gastoAdministrativo: '3' }): ComputationPorts => ({
  lookupRows: async (combo) => (combo === 'tiposRuta' ? [{ codigo: 'NAC', extra }] : []),
});

const schema = {
  'x-module': 'pruebacalculo',
  properties: {
    importe: { type: 'string' },
    incluyeGastosIva: { type: 'boolean' },
    incluyeGastosAdministrativos: { type: 'boolean' },
    tipoRuta: { type: 'string' },
    finalFee: { type: 'string', readOnly: true, 'x-computed': { computation: 'finalFee', message: 'calcError' } },
  },
};

describe('x-computed fields (engine/core/computed)', () => {
  it('FEE-10 reads the computed fields of a schema and runs their registered computation', async () => {
    expect(Object.keys(computedSpecs(schema))).toEqual(['finalFee']);
    expect(await computeFields(schema, { importe: '1000', tipoRuta: 'NAC' }, ports())).toEqual({ values: { finalFee: '1246.30' }, failed: [] });
    expect(await computeFields(schema, { importe: '1000', tipoRuta: 'NAC', incluyeGastosIva: true, incluyeGastosAdministrativos: true }, ports())).toEqual({
      values: { finalFee: '1000.00' },
      failed: [],
    });
  });

  it('FEE-10 gives null while an input is empty, so the form shows nothing yet', async () => {
    expect((await computeFields(schema, { tipoRuta: 'NAC' }, ports())).values).toEqual({ finalFee: null });
    expect((await computeFields(schema, { importe: '10' }, ports())).values).toEqual({ finalFee: null });
  });

  it('FEE-11 fails (no value) on an unknown route, malformed rates or an importe that is not an amount', async () => {
    expect((await computeFields(schema, { importe: '10', tipoRuta: 'XXX' }, ports())).failed).toEqual(['finalFee']);
    expect((await computeFields(schema, { importe: '10', tipoRuta: 'NAC' }, ports({ iva: 'mucho' }))).failed).toEqual(['finalFee']);
    for (const importe of ['diez', '1e3', true, { a: 1 }])
      expect((await computeFields(schema, { importe, tipoRuta: 'NAC' }, ports())).failed).toEqual(['finalFee']);
  });

  it('names the module message of a failed computation, or the generic one', () => {
    expect(computedMessageKey('servicefee', { computation: 'finalFee', message: 'calcError' })).toBe('servicefee.calcError');
    expect(computedMessageKey('servicefee', { computation: 'finalFee' })).toBe('computed.error');
  });

  it('start-up: an unknown computation, a field that is not readOnly, a missing input or message is a problem with its path', () => {
    registerMessages({ 'pruebacalculo.calcError': { text: 'No se pudo calcular.', spec: false } });
    expect(computedFieldProblems('pruebacalculo', schema)).toEqual([]);
    const broken = {
      properties: {
        total: { type: 'string', 'x-computed': { computation: 'noExiste' } },
        finalFee: { type: 'string', 'x-computed': { computation: 'finalFee', message: 'falta' } },
      },
    };
    expect(computedFieldProblems('pruebacalculo', broken)).toEqual([
      "/properties/total/x-computed/computation: el cálculo 'noExiste' no está registrado",
      "/properties/finalFee/x-computed: un campo calculado debe ser 'readOnly: true' (lo escribe el servidor)",
      "/properties/finalFee/x-computed: el cálculo 'finalFee' lee el campo 'importe', que no existe",
      "/properties/finalFee/x-computed: el cálculo 'finalFee' lee el campo 'incluyeGastosIva', que no existe",
      "/properties/finalFee/x-computed: el cálculo 'finalFee' lee el campo 'incluyeGastosAdministrativos', que no existe",
      "/properties/finalFee/x-computed: el cálculo 'finalFee' lee el campo 'tipoRuta', que no existe",
      "/properties/finalFee/x-computed/message: falta el mensaje 'falta' en pruebacalculo.messages.json",
    ]);
  });

  it('a registry of computations: a name registered twice throws, an unknown one throws naming who asked', async () => {
    expect(hasComputation('finalFee')).toBe(true);
    registerComputation('pruebaDoble', { fields: ['a'], compute: async (record) => ({ value: Number(record.a) * 2 }) });
    expect(() => registerComputation('pruebaDoble', { fields: [], compute: async () => ({ value: 0 }) })).toThrow(
      "El cálculo 'pruebaDoble' ya está registrado",
    );
    expect(await computationOf('pruebaDoble').compute({ a: 21 }, ports())).toEqual({ value: 42 });
    expect(() => computationOf('noExiste', 'schemas/x')).toThrow("El cálculo 'noExiste' referenciado en schemas/x no está registrado");
  });
});
