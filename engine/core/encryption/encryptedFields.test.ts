import { describe, expect, it } from 'vitest';
import { encryptedFields, looksRedacted, redact } from './encryptedFields';

describe('encrypted fields (x-encrypted)', () => {
  it('CRD-OP03 lists the annotated fields with their visible end', () => {
    const schema = {
      properties: { numero: { type: 'string', 'x-encrypted': { visibleEnd: 4 } }, clave: { type: 'string', 'x-encrypted': true }, nombre: { type: 'string' } },
    };
    expect(encryptedFields(schema as never)).toEqual([
      { field: 'numero', visibleEnd: 4 },
      { field: 'clave', visibleEnd: 0 },
    ]);
  });

  it('CRD-OP03 redacts all but the last 4 digits, keeping the length', () => {
    expect(redact('4111111111111111', 4)).toBe('XXXXXXXXXXXX1111');
    expect(redact('378282246310005', 4)).toBe('XXXXXXXXXXX0005');
    expect(redact('secreto', 0)).toBe('XXXXXXX');
  });

  it('CRD-OP03 never shows a whole short value', () => {
    expect(redact('1234', 4)).toBe('X234');
    expect(redact('', 4)).toBe('');
  });

  it('CRD-OP03 recognises redactions and not clear values', () => {
    expect(looksRedacted('XXXXXXXXXXXX1111')).toBe(true);
    expect(looksRedacted('4111111111111111')).toBe(false);
    expect(looksRedacted('XX12X')).toBe(false);
    expect(looksRedacted(1234)).toBe(false);
  });
});
