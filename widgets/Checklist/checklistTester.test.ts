import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE } from '../../engine/core/widgetTesters';
import { checklistTester } from './checklistTester';

const ctx = { field: 'servicios', required: false };

describe('checklistTester', () => {
  it('picks arrays of unique enum items without any annotation', () => {
    expect(checklistTester({ type: 'array', uniqueItems: true, items: { type: 'string', enum: ['a', 'b'] } }, ctx)).toBe(3);
    expect(checklistTester({ type: 'array', uniqueItems: true, items: { type: 'string', oneOf: [{ const: 'a', title: 'A' }] } }, ctx)).toBe(3);
  });

  it('picks arrays annotated x-widget checklist', () => {
    expect(checklistTester({ type: 'array', 'x-widget': 'checklist', items: { type: 'string', enum: ['a'] } }, ctx)).toBe(3);
  });

  it('leaves other arrays and non-arrays alone', () => {
    expect(checklistTester({ type: 'array', items: { type: 'string', enum: ['a'] } }, ctx)).toBe(NOT_APPLICABLE);
    expect(checklistTester({ type: 'array', uniqueItems: true, items: { type: 'string' } }, ctx)).toBe(NOT_APPLICABLE);
    expect(checklistTester({ type: 'array', uniqueItems: true, items: { type: 'object', oneOf: [{ title: 'x' }] } }, ctx)).toBe(NOT_APPLICABLE);
    expect(checklistTester({ type: 'string', 'x-widget': 'checklist' }, ctx)).toBe(NOT_APPLICABLE);
  });
});
