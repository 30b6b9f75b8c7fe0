import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldText } from './foldText';

describe('foldText', () => {
  it('compares place names without accents, case or punctuation', () => {
    expect(foldText('Ciudad Autónoma de Bs. As.')).toBe('ciudad autonoma de bs as');
    expect(foldText('  SAN   MARTÍN ')).toBe('san martin');
    expect(foldText('C.A.B.A.')).toBe('c a b a');
    expect(foldText('Neuquén')).toBe(foldText('neuquen'));
  });

  it('is idempotent and never throws', () => {
    fc.assert(fc.property(fc.string(), (text) => foldText(foldText(text)) === foldText(text)));
  });
});
