import { describe, expect, it } from 'vitest';
import { normalizeSubdomain, subdomainKept } from './subdomain';

describe('account subdomain', () => {
  it('ACC-59 keeps letters only, in lower case', () => {
    expect(normalizeSubdomain('Viajes-Sur 2026')).toBe('viajessur');
    expect(normalizeSubdomain('Ñandú')).toBe('nandu');
  });

  it('ACC-60 ACC-62 a subdomain of 4 letters or fewer, or one already used, is not kept', () => {
    expect(subdomainKept('viaje', false)).toBe(true);
    expect(subdomainKept('viaj', false)).toBe(false);
    expect(subdomainKept('viajes', true)).toBe(false);
  });
});
