import { describe, expect, it } from 'vitest';
import type { Principal } from '../permissions';
import { formAnnotationProblems } from './checkFormAnnotations';
import { conflictFields, defaultChoice, lastChange, mergeConflict } from './conflictMerge';
import { applyDerived, deriveValue, initialTouched, nextTouched } from './derivedFields';
import { dropUnreadable, fieldAccess, keepUnwritable } from './fieldAccess';
import { readOnlyReason, recordState, type ReadOnlyRule } from './readOnlyWhen';

const who = (roles: string[]): Principal => ({ userId: 1, username: 'u', roles, permissions: [] });
const admin = who(['ROLE_ADMINISTRADOR']);
const staff = who(['ROLE_AT']);

describe('read-only by state (x-read-only-when)', () => {
  const rules: ReadOnlyRule[] = [
    { field: 'activo', equals: false },
    { field: 'vigente', equals: false, unlessRole: 'ROLE_ADMINISTRADOR' },
  ];
  it('ACC-44 a record with activo = no opens read-only for everyone, with the reason', () => {
    const reason = readOnlyReason(rules, recordState({ datos: { activo: false }, vigente: true }), admin, (f) => (f === 'activo' ? 'Activo' : undefined));
    expect(reason).toEqual({ field: 'activo', key: 'form.readOnlyByState', args: { campo: 'Activo', valor: 'No' } });
  });
  it('SGC-52 / ACC-45 vigente (a system column) is visible to the rules; the role exception lets an admin edit', () => {
    const state = recordState({ datos: { activo: true }, vigente: false });
    expect(readOnlyReason(rules, state, staff)?.field).toBe('vigente');
    expect(readOnlyReason(rules, state, admin)).toBeNull();
  });
  it('an editable record (or a new one) has no reason', () => {
    expect(readOnlyReason(rules, recordState({ datos: { activo: true }, vigente: true }), staff)).toBeNull();
    expect(readOnlyReason(rules, recordState({ datos: {} }), staff)).toBeNull();
  });
});

describe('fields hidden or read-only by permission (x-access)', () => {
  const schema = {
    properties: {
      nombre: {},
      costo: { 'x-access': { read: { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] } } },
      codigo: { 'x-access': { write: { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] } } },
    },
  };
  it('an admin reads and writes everything', () => {
    const access = fieldAccess(schema, admin);
    expect([...access.unreadable]).toEqual([]);
    expect([...access.unwritable]).toEqual([]);
  });
  it('another user may not read costo (nor write it) and may not write codigo', () => {
    const access = fieldAccess(schema, staff);
    expect([...access.unreadable]).toEqual(['costo']);
    expect([...access.unwritable].sort()).toEqual(['codigo', 'costo']);
    expect(dropUnreadable({ nombre: 'a', costo: 5, codigo: 'X' }, access)).toEqual({ nombre: 'a', codigo: 'X' });
  });
  it('writes to fields the user may not write keep the stored value (absent on create)', () => {
    const access = fieldAccess(schema, staff);
    expect(keepUnwritable({ nombre: 'b', codigo: 'Y', costo: 1 }, { nombre: 'a', codigo: 'X', costo: 5 }, access)).toEqual({
      nombre: 'b',
      codigo: 'X',
      costo: 5,
    });
    expect(keepUnwritable({ nombre: 'b', codigo: 'Y' }, null, access)).toEqual({ nombre: 'b' });
  });
});

describe('derived field until touched (x-derived)', () => {
  const schema = { properties: { cuenta: {}, destino: {}, nombre: { 'x-derived': { from: ['cuenta', 'destino'], template: '{cuenta} - {destino}' } } } };
  it('GRP-OP01 / FEE-OP02 the template joins the sources; an empty one drops its separator', () => {
    const spec = schema.properties.nombre['x-derived'];
    expect(deriveValue(spec, { cuenta: 'Acme', destino: 'Bariloche' })).toBe('Acme - Bariloche');
    expect(deriveValue(spec, { destino: 'Bariloche' })).toBe('Bariloche');
    expect(deriveValue(spec, {})).toBe('');
  });
  it('follows its sources while untouched', () => {
    expect(applyDerived(schema, { cuenta: 'Acme' }, new Set())).toEqual({ cuenta: 'Acme', nombre: 'Acme' });
    expect(applyDerived(schema, { cuenta: 'Acme', destino: 'Salta', nombre: 'Acme' }, new Set())).toEqual({
      cuenta: 'Acme',
      destino: 'Salta',
      nombre: 'Acme - Salta',
    });
  });
  it('stops following once the user edits it; emptying it follows again', () => {
    const before = { cuenta: 'Acme', nombre: 'Acme' };
    const edited = { cuenta: 'Acme', nombre: 'Viaje especial' };
    const touched = nextTouched(schema, before, edited, new Set());
    expect([...touched]).toEqual(['nombre']);
    expect(applyDerived(schema, { ...edited, destino: 'Salta' }, touched).nombre).toBe('Viaje especial');
    expect([...nextTouched(schema, edited, { cuenta: 'Acme', nombre: '' }, touched)]).toEqual([]);
  });
  it('an existing record whose value differs from the derivation counts as touched', () => {
    expect([...initialTouched(schema, { cuenta: 'Acme', destino: 'Salta', nombre: 'Otro nombre' })]).toEqual(['nombre']);
    expect([...initialTouched(schema, { cuenta: 'Acme', destino: 'Salta', nombre: 'Acme - Salta' })]).toEqual([]);
  });
});

describe('derived field from a registered display (x-derived display)', () => {
  const schema = { properties: { numeroCuenta: {}, moneda: {}, nombre: { 'x-derived': { from: ['numeroCuenta', 'moneda'], display: 'bankAccountName' } } } };
  it('BAC-04 the bank-account name is the account number, " - " and the currency code (bankAccountName)', () => {
    const spec = schema.properties.nombre['x-derived'];
    expect(deriveValue(spec, { numeroCuenta: '12345', moneda: 'usd' })).toBe('12345 - USD');
    expect(deriveValue(spec, { numeroCuenta: '12345' })).toBe('12345');
    expect(deriveValue(spec, { moneda: 'USD' })).toBe('');
    expect(applyDerived(schema, { numeroCuenta: '987', moneda: 'ARS' }, new Set())).toEqual({ numeroCuenta: '987', moneda: 'ARS', nombre: '987 - ARS' });
  });
  it('an unknown display or source field is a start-up problem with its path', () => {
    const bad = { properties: { a: {}, b: { 'x-derived': { from: ['a', 'zz'], display: 'noExiste' } } } };
    expect(formAnnotationProblems(bad, {})).toEqual([
      "/properties/b/x-derived/display: presentación desconocida 'noExiste'",
      "/properties/b/x-derived: el campo 'zz' no existe",
    ]);
  });
});

describe('conflict merge field by field', () => {
  const opened = { nombre: 'A', codigo: 'X', importe: 1 };
  const mine = { nombre: 'A mío', codigo: 'X', importe: 2 };
  const theirs = { nombre: 'A', codigo: 'Z', importe: 3 };
  it('lists each differing field with both values and who changed it', () => {
    expect(conflictFields(opened, mine, theirs)).toEqual([
      { field: 'nombre', mine: 'A mío', theirs: 'A', changedByMe: true, changedByThem: false },
      { field: 'codigo', mine: 'X', theirs: 'Z', changedByMe: false, changedByThem: true },
      { field: 'importe', mine: 2, theirs: 3, changedByMe: true, changedByThem: true },
    ]);
  });
  it('preselects mine only where only I changed it; nothing of theirs is overwritten unless chosen', () => {
    const fields = conflictFields(opened, mine, theirs);
    expect(fields.map(defaultChoice)).toEqual(['mine', 'theirs', 'theirs']);
    expect(mergeConflict(mine, theirs, fields, {})).toEqual({ nombre: 'A mío', codigo: 'Z', importe: 3 });
    expect(mergeConflict(mine, theirs, fields, { importe: 'mine', nombre: 'theirs' })).toEqual({ nombre: 'A', codigo: 'Z', importe: 2 });
  });
  it('finds who changed a field last after the version the user opened', () => {
    const history = [
      { version: 3, fecha: '2024-05-03T10:00:00Z', usuario: 'Beatriz', cambios: [{ campo: 'codigo' }] },
      { version: 2, fecha: '2024-05-02T10:00:00Z', usuario: 'Carlos', cambios: [{ campo: 'importe' }] },
      { version: 1, fecha: '2024-05-01T10:00:00Z', usuario: 'Ana', cambios: [{ campo: 'codigo' }] },
    ];
    expect(lastChange(history, 'codigo', 1)).toEqual({ usuario: 'Beatriz', fecha: '2024-05-03T10:00:00Z' });
    expect(lastChange(history, 'importe', 2)).toBeNull();
  });
});

describe('read-only by the state of a linked record (x-read-only-when on cuenta.activo)', () => {
  const rules: ReadOnlyRule[] = [
    { field: 'cuenta.activo', equals: false },
    { field: 'cuenta.esProveedor', equals: true, unlessRole: 'ROLE_ADMINISTRADOR' },
  ];
  it('CRD-18 reads what the server read through the link (enlazados)', () => {
    expect(readOnlyReason(rules, recordState({ datos: { cuenta: 3 }, enlazados: { 'cuenta.activo': false } }), staff)?.field).toBe('cuenta.activo');
    expect(readOnlyReason(rules, recordState({ datos: { cuenta: 3 }, enlazados: { 'cuenta.esProveedor': true } }), staff)?.field).toBe('cuenta.esProveedor');
    expect(readOnlyReason(rules, recordState({ datos: { cuenta: 3 }, enlazados: { 'cuenta.esProveedor': true } }), admin)).toBeNull();
    expect(readOnlyReason(rules, recordState({ datos: { cuenta: 3 }, enlazados: { 'cuenta.activo': true } }), staff)).toBeNull();
  });
  it('CRD-18 a dotted field must start with an integer link field of the record', () => {
    const schema = {
      'x-read-only-when': [
        { field: 'cuenta.activo', equals: false },
        { field: 'nombre.x', equals: 1 },
      ],
      properties: { cuenta: { type: 'integer' }, nombre: { type: 'string' } },
    };
    expect(formAnnotationProblems(schema, {})).toEqual(["/x-read-only-when/1/field: el campo 'nombre.x' no existe"]);
  });
});

describe('form annotation checks', () => {
  it('names the JSON path of a bad reference', () => {
    const schema = {
      'x-read-only-when': [
        { field: 'vigente', equals: false },
        { field: 'noExiste', equals: 1 },
      ],
      properties: { a: {}, b: { 'x-derived': { from: ['a'], template: '{a} {zz}' } } },
    };
    expect(formAnnotationProblems(schema, { 'ui:tabs': [{ title: 'T', fields: ['a', 'c'] }] })).toEqual([
      "/x-read-only-when/1/field: el campo 'noExiste' no existe",
      "/properties/b/x-derived: el campo 'zz' no existe",
      "ui:tabs/0/fields: el campo 'c' no existe",
    ]);
  });
});
