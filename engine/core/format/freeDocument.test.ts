import { describe, expect, it } from 'vitest';
import { maskRegistry } from './masks';
import { freeDocumentMask, searchWordAsStored } from './freeDocument';
import { maskedDisplay } from './fieldDisplay';

const mask = freeDocumentMask(maskRegistry.get('documento'));
const property = { type: 'string', 'x-display': 'documento' };

describe('freeDocumentMask', () => {
  it('WID-14 a CUIT or DNI typed with dashes, dots or spaces is stored as its digits', () => {
    expect(mask.parse('30-71234560-4')).toBe('30712345604');
    expect(mask.parse('23.456.789')).toBe('23456789');
    expect(mask.parse(' 23 456 789 ')).toBe('23456789');
  });

  it('WID-07 WID-08 the form shows a document of digits as the lists do', () => {
    for (const stored of ['30712345604', '23456789']) expect(mask.format(stored)).toBe(maskedDisplay(stored, property));
    expect(mask.format('30712345604')).toBe('30-71234560-4');
    expect(mask.format('23456789')).toBe('23.456.789');
    expect(mask.format(mask.parse('30-71234560-4'))).toBe('30-71234560-4');
  });

  it('WID-OP04 a passport keeps its letters as typed (less separators), shown as it is', () => {
    expect(mask.parse('AB-123456')).toBe('AB123456');
    expect(mask.format('AB123456')).toBe('AB123456');
    expect(mask.accepts).toBeUndefined();
  });
});

describe('searchWordAsStored', () => {
  it('WID-07 WID-08 a document written as the lists show it is searched as its stored digits', () => {
    expect(searchWordAsStored('23.456.789')).toBe('23456789');
    expect(searchWordAsStored('30-71234560-4')).toBe('30712345604');
    expect(searchWordAsStored('30-7123')).toBe('307123');
  });

  it('other words stay as they are (names, dates, passports, plain digits)', () => {
    for (const word of ['garcia', '2026-01-31', '31-01-2026', 'ab123456', '30712345604', 'av.', '1.5']) expect(searchWordAsStored(word)).toBe(word);
  });
});
