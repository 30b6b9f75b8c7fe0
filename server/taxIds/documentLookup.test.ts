import { describe, expect, it } from 'vitest';
import { isValidCuit } from '../../engine/core/format/cuitCheckDigit';
import { documentValidated, lookupDocument, taxIdCandidates } from './documentLookup';
import { embeddedTaxIdRegister } from './embeddedTaxIdRegister';

describe('tax-id look-up of a document (CON-35)', () => {
  it('CON-35 an 11-digit number is asked as is; a DNI of 7 or 8 digits as the CUIT/CUIL numbers of a person', () => {
    expect(taxIdCandidates('30712345604')).toEqual(['30712345604']);
    const dni = taxIdCandidates('30111222');
    expect(dni.length).toBeGreaterThan(0);
    expect(dni.every((cuit) => isValidCuit(cuit) && cuit.slice(2, 10) === '30111222')).toBe(true);
    expect(taxIdCandidates('1234567').every((cuit) => cuit.slice(2, 10) === '01234567')).toBe(true);
    // Six digits or fewer, 9 or 10 digits, or letters: nothing to ask.
    for (const documento of ['123456', '123456789', '1234567890', 'AB123456']) expect(taxIdCandidates(documento)).toEqual([]);
  });

  it('CON-35 finds a person of the register by DNI; an unknown one is not validated; a failing register is not either', async () => {
    const register = embeddedTaxIdRegister();
    expect(await lookupDocument(register, '30111222')).toMatchObject({ nombre: 'Laura Beatriz', apellido: 'Fernández' });
    expect(await lookupDocument(register, '39999111')).toBeNull();
    const atLeast7 = (d: string) => /^\d{7,}$/.test(d);
    expect(await documentValidated(register, '30111222', atLeast7)).toBe(true);
    expect(await documentValidated(register, '39999111', atLeast7)).toBe(false);
    expect(
      await documentValidated(
        {
          lookup: async () => {
            throw new Error('sin conexión');
          },
        },
        '30111222',
        atLeast7,
      ),
    ).toBe(false);
    expect(await documentValidated(register, 30111222, atLeast7)).toBe(false);
  });
});
