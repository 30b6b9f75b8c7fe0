import { describe, expect, it } from 'vitest';
import { loadLookups } from '../../../server/registry/loadLookups';
import { labelOf, parseFieldSpec } from '../../../scripts/newModule/fieldSpec';

/** The product's lookups: the generic ones and those of every module folder. */
const lookups = loadLookups();

const ctx = { comboOptions: (combo: string) => lookups[combo] ?? [] };
const parse = (text: string) => parseFieldSpec(text, ctx);

describe('new-module field argument', () => {
  it('reads name, kind, parameter, label and flags', () => {
    expect(parse('pais:combo:paises:País:required,unique')).toEqual({
      name: 'pais',
      kind: 'combo',
      param: 'paises',
      label: 'País',
      required: true,
      unique: true,
      search: false,
    });
    expect(parse('iata:string:Código IATA:search')).toEqual({
      name: 'iata',
      kind: 'string',
      label: 'Código IATA',
      required: false,
      unique: false,
      search: true,
    });
    expect(parse('doc:mask:documento')).toMatchObject({ kind: 'mask', param: 'documento', label: 'Doc' });
  });

  it('derives a label from a camelCase name when none is given', () => {
    expect(labelOf('codigoIata')).toBe('Codigo iata');
    expect(parse('fechaAlta:date').label).toBe('Fecha alta');
  });

  it('refuses, in Spanish and naming the argument, what would not make a working field', () => {
    expect(() => parse('Nombre:string')).toThrow('Campo "Nombre:string": el nombre debe empezar con minúscula');
    expect(() => parse('idCrm:string')).toThrow('es un campo del sistema');
    expect(() => parse('x:colour')).toThrow('tipo "colour" desconocido; tipos: string, text');
    expect(() => parse('pais:combo')).toThrow('el tipo combo necesita un nombre');
    expect(() => parse('pais:combo:planetas')).toThrow('el combo "planetas" no existe');
    expect(() => parse('x:mask:iban')).toThrow('la máscara "iban" no existe');
    expect(() => parse('x:string:X:mandatory')).toThrow('marca desconocida "mandatory"');
    expect(() => parse('x:integer:X:search')).toThrow('un campo integer no entra en la búsqueda de texto');
    expect(() => parse('x:combos:paises:X:required')).toThrow('no puede ser obligatorio');
    expect(() => parse('x:string:X:required:extra')).toThrow('sobran partes');
  });
});
