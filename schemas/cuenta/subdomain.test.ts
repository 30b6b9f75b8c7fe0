import { describe, expect, it } from 'vitest';
import { normalizeSubdomain } from './subdomain';

describe('account subdomain', () => {
  it('ACC-59 keeps letters only, in lower case', () => {
    expect(normalizeSubdomain('Viajes-Sur 2026')).toBe('viajessur');
    expect(normalizeSubdomain('Ñandú')).toBe('nandu');
  });
});
