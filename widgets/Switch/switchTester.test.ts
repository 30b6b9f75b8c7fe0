import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE } from '../../engine/core/widgetTesters';
import { switchTester } from './switchTester';

const ctx = { field: 'vigente', required: false };

describe('switchTester', () => {
  it('picks booleans with x-widget switch', () => {
    expect(switchTester({ type: 'boolean', 'x-widget': 'switch' }, ctx)).toBe(3);
  });

  it('leaves plain booleans to the checkbox and non-booleans alone', () => {
    expect(switchTester({ type: 'boolean' }, ctx)).toBe(NOT_APPLICABLE);
    expect(switchTester({ type: 'string', 'x-widget': 'switch' }, ctx)).toBe(NOT_APPLICABLE);
  });
});
