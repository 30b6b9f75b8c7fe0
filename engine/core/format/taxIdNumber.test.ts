import { describe, expect, it } from 'vitest';
import { isTaxIdNumber } from './taxIdNumber';

describe('ACC-68 SUP-25 the numbers the tax register is asked about', () => {
  it('are exactly 11 digits', () => {
    expect(isTaxIdNumber('30712345604')).toBe(true);
    for (const text of ['3071234560', '307123456041', '30-71234560-4', '3071234560A', '', ' 30712345604']) expect(isTaxIdNumber(text), text).toBe(false);
  });
});
