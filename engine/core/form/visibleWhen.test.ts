import { describe, expect, it } from 'vitest';
import { fieldsHiddenByState, visibleWhenProblems } from './visibleWhen';
import { fieldAccess } from './fieldAccess';

const schema = {
  properties: {
    tipo: { type: 'string' },
    jurisdiccion: { type: 'string', 'x-visible-when': { field: 'tipo', in: ['IIBB'] } },
    firmante: { type: 'string', 'x-visible-when': { field: 'tipo', in: ['IIBB', 'DOC'] } },
    nombre: { type: 'string' },
  },
};

describe('x-visible-when', () => {
  it("NOT-OP04 hides a type's own fields while the record is of another type (or of none)", () => {
    expect([...fieldsHiddenByState(schema, { tipo: 'GEN' })].sort()).toEqual(['firmante', 'jurisdiccion']);
    expect([...fieldsHiddenByState(schema, { tipo: 'DOC' })]).toEqual(['jurisdiccion']);
    expect([...fieldsHiddenByState(schema, { tipo: 'IIBB' })]).toEqual([]);
    expect([...fieldsHiddenByState(schema, undefined)].sort()).toEqual(['firmante', 'jurisdiccion']);
  });

  it("the form's field access hides them, without making them unwritable for the server", () => {
    const access = fieldAccess(schema, null, { tipo: 'GEN' });
    expect(access.hidden.has('jurisdiccion')).toBe(true);
    expect(access.unwritable.has('jurisdiccion')).toBe(false);
  });

  it('start-up names a condition on a field that does not exist', () => {
    expect(visibleWhenProblems({ properties: { a: { 'x-visible-when': { field: 'nada', in: [1] } } } })).toEqual([
      "/properties/a/x-visible-when/field: el campo 'nada' no existe",
    ]);
    expect(visibleWhenProblems(schema)).toEqual([]);
  });
});
