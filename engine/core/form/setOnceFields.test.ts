import { describe, expect, it } from 'vitest';
import { setOnceFields } from './setOnceFields';

const properties = { subdominio: { type: 'string', 'x-set-once': true }, legajo: { type: 'string' } };

describe('setOnceFields', () => {
  it('ACC-63 a set-once field is read-only once the saved record holds it, editable while it does not', () => {
    expect(setOnceFields(properties, { subdominio: 'agenciademo', legajo: 'L1' })).toEqual(['subdominio']);
    expect(setOnceFields(properties, { subdominio: '', legajo: 'L1' })).toEqual([]);
    expect(setOnceFields(properties, undefined)).toEqual([]);
  });
});
