import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE } from '../../engine/core/widgetTesters';
import { linkListTester } from './linkListTester';

const ctx = { field: 'direcciones', required: false };
const items = { type: 'object', properties: { tipo: { type: 'string' } } };

describe('linkListTester', () => {
  it('picks an array annotated x-link-list at rank 6, whatever its policy', () => {
    expect(linkListTester({ type: 'array', 'x-link-list': {}, items }, ctx)).toBe(6);
    expect(linkListTester({ type: 'array', 'x-link-list': { principal: true, pageSize: 10, columns: ['tipo'] }, items }, ctx)).toBe(6);
  });

  it('leaves plain arrays (multi-selects, checklists) and annotated non-arrays alone', () => {
    expect(linkListTester({ type: 'array', items }, ctx)).toBe(NOT_APPLICABLE);
    expect(linkListTester({ type: 'array', items: { type: 'string', 'x-combo': 'paises' } }, ctx)).toBe(NOT_APPLICABLE);
    expect(linkListTester({ type: 'object', 'x-link-list': {} }, ctx)).toBe(NOT_APPLICABLE);
    expect(linkListTester({ type: 'string' }, ctx)).toBe(NOT_APPLICABLE);
  });
});
