import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './emailAddress';

describe('isEmailAddress', () => {
  it('TOK-OP04 accepts an address and refuses what is not one', () => {
    expect(isEmailAddress('ana.perez+viajes@cliente.com.ar')).toBe(true);
    for (const bad of ['', 'ana', 'ana@', '@cliente.com', 'ana @cliente.com', 'Ana <ana@cliente.com>', 'ana@cliente', 'ana@@cliente.com', 12, null]) {
      expect(isEmailAddress(bad)).toBe(false);
    }
    expect(isEmailAddress(`${'a'.repeat(250)}@b.cc`)).toBe(false);
  });
});
