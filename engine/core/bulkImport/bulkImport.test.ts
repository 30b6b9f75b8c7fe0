import { describe, expect, it } from 'vitest';
import { headerFields, missingFields, rowValues } from './importColumns';
import { cellText, comboCode, isoDate } from './importValues';
import { MatchIndex, documentKey, emailKey, nameKey } from './importMatch';

const columns = { email: ['correo'], fechaNacimiento: ['fecha'], genero: ['sexo'], nombre: [], apellido: [] };
const generos = [
  { codigo: 'F', descripcion: 'Femenino' },
  { codigo: 'M', descripcion: 'Masculino' },
];
const relaciones = [
  { codigo: '1', descripcion: 'Titular' },
  { codigo: '2', descripcion: 'Empleado/a' },
];

describe('bulk import: columns (ADM-15, ADM-51)', () => {
  it('ADM-51 ADM-15 synonyms email/correo, fechaNacimiento/fecha, sexo/genero name the same field, case- and accent-insensitively', () => {
    expect(headerFields(['Nombre', ' CORREO ', 'Fecha', 'Sexo', 'otra'], columns)).toEqual(['nombre', 'email', 'fechaNacimiento', 'genero', null]);
    expect(headerFields(['email', 'correo'], columns)).toEqual(['email', null]);
    expect(missingFields(['nombre', null], ['nombre', 'apellido'])).toEqual(['apellido']);
    expect(rowValues(['nombre', null, 'email'], [' Ana ', 'x', ''])).toEqual({ nombre: 'Ana' });
  });
});

describe('bulk import: values (ADM-55, ADM-56, ADM-57, ADM-60, ADM-OP05)', () => {
  it('ADM-57 DD/MM/YYYY becomes the stored date; other text is left for the validators', () => {
    expect(isoDate('05/04/1990')).toBe('1990-04-05');
    expect(isoDate('5-4-1990')).toBe('1990-04-05');
    expect(isoDate('1990-04-05')).toBe('1990-04-05');
    expect(isoDate('ayer')).toBe('ayer');
  });
  it('ADM-55 masculino/m/varon/varón map to Masculino, case-insensitive, and the feminine values to Femenino', () => {
    const aliases = { M: ['varon', 'varón', 'hombre'], F: ['mujer'] };
    for (const value of ['masculino', 'M', 'm', 'VARON', 'Varón']) expect(comboCode(value, generos, aliases)).toBe('M');
    for (const value of ['femenino', 'F', 'Mujer']) expect(comboCode(value, generos, aliases)).toBe('F');
    expect(comboCode('otro', generos, aliases)).toBe('otro');
  });
  it('ADM-56 ADM-60 a description without its /a ending names its option (Empleado → Empleado/a)', () => {
    expect(comboCode('Empleado', relaciones)).toBe('2');
    expect(comboCode('empleado/a', relaciones)).toBe('2');
  });
  it('ADM-OP05 a formula cell is its text, never its result; rich text and dates read as text', () => {
    expect(cellText({ formula: '1+2', result: 3 })).toBe('=1+2');
    expect(cellText({ sharedFormula: 'A1', result: 3 })).toBe('=A1');
    expect(cellText('@SUM(A1:A2)')).toBe('@SUM(A1:A2)');
    expect(cellText({ richText: [{ text: '<b>' }, { text: 'x</b>' }] })).toBe('<b>x</b>');
    expect(cellText(new Date(Date.UTC(1990, 3, 5)))).toBe('1990-04-05');
    expect(cellText(null)).toBe('');
    expect(cellText(12)).toBe('12');
  });
});

describe('bulk import: matching (ADM-53, ADM-54, ADM-OP07)', () => {
  it('ADM-OP07 keys: e-mail case-insensitive, name and surname case- and accent-insensitive, documents digits only', () => {
    expect(emailKey(' Ana@X.com ')).toBe('ana@x.com');
    expect(nameKey('Tomás', 'HERRERA')).toBe(nameKey('tomas ', 'herrera'));
    expect(nameKey('Tomás', '')).toBe('');
    expect(documentKey('20.123.456')).toBe('20123456');
  });
  it('ADM-53 ADM-54 a row matches by e-mail, by name and surname, or by document, in that order; else it is new', () => {
    const index = new MatchIndex<number>();
    index.add({ email: 'marta@x.com', nombre: 'Marta', apellido: 'Suárez', documento: '23456789' }, 1);
    index.add({ email: 'tomas@x.com', nombre: 'Tomás', apellido: 'Herrera', documento: '31222444' }, 2);
    expect(index.find({ email: 'MARTA@X.COM', nombre: 'Otra', apellido: 'Persona' })).toEqual({ reason: 'email', ref: 1 });
    expect(index.find({ email: 'nuevo@x.com', nombre: 'TOMAS', apellido: 'herrera' })).toEqual({ reason: 'nombre', ref: 2 });
    expect(index.find({ nombre: 'Otro', apellido: 'Más', documento: '23.456.789' })).toEqual({ reason: 'documento', ref: 1 });
    expect(index.find({ email: 'nadie@x.com', nombre: 'Nadie', apellido: 'Nuevo', documento: '1' })).toBeNull();
    expect(index.find({ nombre: 'Marta' })).toBeNull();
  });
});
