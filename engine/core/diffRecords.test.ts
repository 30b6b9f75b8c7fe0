import { describe, expect, it } from 'vitest';
import { diffRecords } from './diffRecords';

describe('diffRecords', () => {
  it('lists created fields against nothing', () => {
    expect(diffRecords(null, { a: 1, b: 'x' })).toEqual([
      { campo: 'a', antes: null, despues: 1 },
      { campo: 'b', antes: null, despues: 'x' },
    ]);
  });

  it('lists only changed, added and removed fields', () => {
    expect(diffRecords({ a: 1, b: 'x', c: true }, { a: 1, b: 'y', d: [1] })).toEqual([
      { campo: 'b', antes: 'x', despues: 'y' },
      { campo: 'd', antes: null, despues: [1] },
      { campo: 'c', antes: true, despues: null },
    ]);
  });

  it('treats missing and null as the same value', () => {
    expect(diffRecords({ a: null }, {})).toEqual([]);
  });
});
