import { describe, expect, it } from 'vitest';
import { isNewerVersion } from './isNewerVersion';

describe('isNewerVersion (HOM-15)', () => {
  it('HOM-15 compares dot-separated numbers part by part, not as text', () => {
    expect(isNewerVersion('0.1.10', '0.1.9')).toBe(true);
    expect(isNewerVersion('0.2.0', '0.10.0')).toBe(false);
    expect(isNewerVersion('1.0', '0.9.9')).toBe(true);
    expect(isNewerVersion('v1.2.0', '1.1.9')).toBe(true);
  });
  it('HOM-15 equal versions, an older server or a blank value set no flag', () => {
    expect(isNewerVersion('0.1.0', '0.1.0')).toBe(false);
    expect(isNewerVersion('0.1', '0.1.0')).toBe(false);
    expect(isNewerVersion('0.0.9', '0.1.0')).toBe(false);
    expect(isNewerVersion('', '0.1.0')).toBe(false);
    expect(isNewerVersion('0.2.0', undefined)).toBe(false);
  });
});
