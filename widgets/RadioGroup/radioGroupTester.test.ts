import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE } from '../../engine/core/widgetTesters';
import { radioGroupTester } from './radioGroupTester';

const ctx = { field: 'clase', required: false };

describe('radioGroupTester', () => {
  it('picks x-widget radio on strings, numbers and booleans', () => {
    expect(radioGroupTester({ type: 'string', 'x-widget': 'radio', enum: ['Y', 'J'] }, ctx)).toBe(3);
    expect(radioGroupTester({ type: 'integer', 'x-widget': 'radio', enum: [1, 2] }, ctx)).toBe(3);
    expect(radioGroupTester({ type: 'boolean', 'x-widget': 'radio' }, ctx)).toBe(3);
  });

  it('leaves plain enums to the select', () => {
    expect(radioGroupTester({ type: 'string', enum: ['Y', 'J'] }, ctx)).toBe(NOT_APPLICABLE);
    expect(radioGroupTester({ type: 'string', 'x-widget': 'switch' }, ctx)).toBe(NOT_APPLICABLE);
  });
});
