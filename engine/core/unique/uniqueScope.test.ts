import { describe, expect, it } from 'vitest';
import { uniqueScopeFromText } from './uniqueScope';

const spec = { per: ['hotel', 'piso'] };

describe('the scope of an existe question about a per-unique value', () => {
  it('20 reads an object of plain values of the fields the value is unique per', () => {
    expect(uniqueScopeFromText('{"hotel":12,"piso":"3"}', spec)).toEqual({ hotel: 12, piso: '3' });
    expect(uniqueScopeFromText('{"hotel":null}', spec)).toEqual({ hotel: null });
    expect(uniqueScopeFromText('{}', spec)).toEqual({});
  });

  it('20 refuses what is not a scope: not JSON, not an object, another field, a nested value, a field without per', () => {
    for (const text of ['hotel=12', '[12]', '12', 'null', '{"otro":1}', '{"hotel":{"id":12}}', '{"hotel":[12]}'])
      expect(uniqueScopeFromText(text, spec), text).toBeNull();
    expect(uniqueScopeFromText('{"hotel":12}', {})).toBeNull();
  });
});
