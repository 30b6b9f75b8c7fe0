import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { temporaryId } from './temporaryId';

/** A random source that replays `values` in a loop. */
const replay = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};

describe('temporaryId', () => {
  it('LNK-31 is 5 alphanumeric characters', () => {
    const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
    fc.assert(
      fc.property(fc.array(unit, { minLength: 5, maxLength: 5 }), (values) => {
        expect(temporaryId(replay(values))).toMatch(/^[A-Za-z0-9]{5}$/);
      }),
      { numRuns: 200 },
    );
    expect(temporaryId()).toMatch(/^[A-Za-z0-9]{5}$/);
  });

  it('LNK-31 comes from the injected random source', () => {
    expect(temporaryId(() => 0)).toBe('AAAAA');
    expect(temporaryId(() => 0.999999)).toBe('99999');
  });

  it('LNK-31 avoids the ids already in the list', () => {
    expect(temporaryId(replay([0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5]), new Set(['AAAAA']))).toBe('fffff');
  });

  it('fails loudly when the random source can only repeat a taken id', () => {
    expect(() => temporaryId(() => 0, new Set(['AAAAA']))).toThrow(/id temporal/);
  });
});
