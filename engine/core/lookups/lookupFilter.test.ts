import { describe, expect, it } from 'vitest';
import { allowedOptions, lookupFilterValue, optionAllowed, type LookupFilterRule } from './lookupFilter';

const rules: LookupFilterRule[] = [
  { extra: 'tiposCuenta', field: 'tipoCuenta' },
  { extra: 'pais', field: 'pais' },
];
const options = [
  { codigo: 'DNI', extra: { tiposCuenta: ['PAR'], pais: 'AR' } },
  { codigo: 'CUIT', extra: { tiposCuenta: ['EMP', 'PAR'], pais: 'AR' } },
  { codigo: 'PAS', extra: { tiposCuenta: ['PAR'] } },
  { codigo: 'TAX', extra: {} },
];
const codes = (record: Record<string, unknown>) => allowedOptions(options, rules, record).map((o) => o.codigo);

describe('lookup options filtered by other fields', () => {
  it('keeps the options whose declared extra matches every rule (value or list)', () => {
    expect(codes({ tipoCuenta: 'EMP', pais: 'AR' })).toEqual(['CUIT', 'TAX']);
    expect(codes({ tipoCuenta: 'PAR', pais: 'UY' })).toEqual(['PAS', 'TAX']);
    expect(codes({ tipoCuenta: 'PAR', pais: 'AR' })).toEqual(['DNI', 'CUIT', 'PAS', 'TAX']);
  });

  it('an empty driving field does not restrict; an option without the extra applies to all', () => {
    expect(codes({})).toEqual(['DNI', 'CUIT', 'PAS', 'TAX']);
    expect(codes({ tipoCuenta: 'EMP' })).toEqual(['CUIT', 'TAX']);
    expect(optionAllowed({ codigo: 'X' }, rules, { tipoCuenta: 'EMP', pais: 'AR' })).toBe(true);
  });

  it('without rules every option stays', () => {
    expect(allowedOptions(options, [], { tipoCuenta: 'EMP' })).toBe(options);
  });
});

describe('named option filters (x-combo-filter "filter")', () => {
  const banks = ['HSBC', 'SANTANDER', 'GALICIA', 'HIPOTECARIO', 'AMEX DIRECTO', 'NACION'].map((codigo) => ({ codigo, descripcion: codigo }));
  const rules = [{ filter: 'bancosPorTarjeta', field: 'prestadora' }] as const;
  const offered = (prestadora?: string) => allowedOptions(banks, rules, { prestadora }).map((o) => o.codigo);

  it('CRD-16 the banks follow the card brand: Visa without AMEX DIRECTO, MasterCard also without HIPOTECARIO, Amex only its banks', () => {
    expect(offered('VISA')).toEqual(['HSBC', 'SANTANDER', 'GALICIA', 'HIPOTECARIO', 'NACION']);
    expect(offered('MASTERCARD')).toEqual(['HSBC', 'SANTANDER', 'GALICIA', 'NACION']);
    expect(offered('AMEX')).toEqual(['HSBC', 'SANTANDER', 'GALICIA', 'AMEX DIRECTO']);
  });

  it('CRD-16 with no brand chosen every bank is offered', () => {
    expect(offered(undefined)).toHaveLength(6);
  });
});

describe('a rule comparing a value computed from the field (value: mainAddressScope)', () => {
  const scope: LookupFilterRule[] = [{ extra: 'ambitos', field: 'direcciones', value: 'mainAddressScope' }];
  const byScope = [
    { codigo: 'CUIT', extra: { ambitos: ['AR'] } },
    { codigo: 'EXT', extra: { ambitos: ['EXT'] } },
    { codigo: 'PAS', extra: {} },
  ];
  const scoped = (direcciones: unknown) => allowedOptions(byScope, scope, { direcciones }).map((o) => o.codigo);

  it('ACC-64 offers the domestic options for a main address in AR and the foreign ones abroad', () => {
    expect(scoped([{ principal: true, paisCodigo: 'AR' }])).toEqual(['CUIT', 'PAS']);
    expect(
      scoped([
        { principal: false, paisCodigo: 'AR' },
        { principal: true, paisCodigo: 'uy' },
      ]),
    ).toEqual(['EXT', 'PAS']);
    expect(lookupFilterValue(scope[0], { direcciones: [{ principal: true, paisCodigo: 'BR' }] })).toBe('EXT');
  });

  it('ACC-64 without a main address (or only one marked eliminar) nothing is restricted', () => {
    expect(scoped(undefined)).toEqual(['CUIT', 'EXT', 'PAS']);
    expect(scoped([{ principal: true, paisCodigo: 'UY', eliminar: true }])).toEqual(['CUIT', 'EXT', 'PAS']);
  });
});
