import { describe, expect, it } from 'vitest';
import { loadLookups } from '../../../server/registry/loadLookups';
import { labelOf, parseFieldSpec } from '../../../scripts/newModule/fieldSpec';

/** The product's lookups: the generic ones and those of every module folder. */
const lookups = loadLookups();

const ctx = { comboOptions: (combo: string) => lookups[combo] ?? [], linkKinds: () => ['cuenta', 'banco'] };
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

  it('reads a number range, a link and a default', () => {
    expect(parse('estrellas:integer:1-5:Estrellas:required')).toMatchObject({ kind: 'integer', param: '1-5', label: 'Estrellas', required: true });
    expect(parse('avance:number:0-100')).toMatchObject({ kind: 'number', param: '0-100', label: 'Avance' });
    expect(parse('cantidad:integer:Cantidad')).toMatchObject({ kind: 'integer', label: 'Cantidad' });
    expect(parse('cantidad:integer:Cantidad').param).toBeUndefined();
    expect(parse('cuenta:link:cuenta:Cuenta')).toMatchObject({ kind: 'link', param: 'cuenta', label: 'Cuenta' });
    expect(parse('activo:switch:Activo:default=true')).toMatchObject({ kind: 'switch', default: true, required: false });
    expect(parse('estrellas:integer:1-5:Estrellas:required,default=3')).toMatchObject({ default: 3, required: true });
    expect(parse('pais:combo:paises:País:default=AR')).toMatchObject({ default: 'AR' });
    expect(parse('ciudad:string:Ciudad:default=Buenos Aires')).toMatchObject({ default: 'Buenos Aires' });
    expect(parse('activo:switch').default).toBeUndefined();
  });

  it('refuses a range, a link or a default that would not make a working field', () => {
    expect(() => parse('x:integer:5-1')).toThrow('el rango "5-1" debe tener el mínimo menor que el máximo');
    expect(() => parse('x:integer:1.5-3')).toThrow('el rango de un integer es de enteros');
    expect(() => parse('x:integer:1-')).toThrow('el rango "1-" no es <mín>-<máx>');
    expect(() => parse('x:link')).toThrow('el tipo link necesita un nombre: link:<tipo de vínculo>');
    expect(() => parse('x:link:hotel')).toThrow('el tipo de vínculo "hotel" no existe (tipos: cuenta, banco;');
    expect(() => parse('x:link:cuenta:X:required')).toThrow('no puede ser obligatorio');
    expect(() => parse('x:switch:X:default=si')).toThrow('el valor por defecto "si" no es válido');
    expect(() => parse('x:integer:1-5:X:default=9')).toThrow('el valor por defecto "9" no es válido para un campo integer:1-5');
    expect(() => parse('x:date:X:default=mañana')).toThrow('el valor por defecto "mañana" no es válido');
    expect(() => parse('x:combo:paises:X:default=ZZ')).toThrow('no es un código del combo paises');
    expect(() => parse('x:combos:paises:X:default=AR')).toThrow('un campo combos no admite default=');
    expect(() => parse('x:link:cuenta:X:default=1')).toThrow('un campo link no admite default=');
    expect(() => parse('x:switch:X:default=true,default=false')).toThrow('hay más de un default=');
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
