import { describe, expect, it } from 'vitest';
import { checklistOptions, toggleChecklistValue } from './checklistOptions';

describe('checklistOptions (WID-18)', () => {
  it('drops options without a value or a label', () => {
    const given = [
      { value: 'a', label: 'A' },
      { value: '', label: 'Vacío' },
      { value: 'b', label: ' ' },
      { value: null, label: 'Nulo' },
      { value: 'c', label: 'C' },
    ];
    expect(checklistOptions(given, { type: 'array' }).map((o) => o.value)).toEqual(['a', 'c']);
  });

  it('reads the items schema when rjsf gave no options', () => {
    const schema = {
      type: 'array' as const,
      items: {
        type: 'string' as const,
        oneOf: [
          { const: 'x', title: 'Equis' },
          { const: 'y', title: 'Ye' },
        ],
      },
    };
    expect(checklistOptions(undefined, schema)).toEqual([
      { value: 'x', label: 'Equis', schema: { const: 'x', title: 'Equis' } },
      { value: 'y', label: 'Ye', schema: { const: 'y', title: 'Ye' } },
    ]);
    expect(checklistOptions(undefined, { type: 'array', items: { type: 'string', enum: ['p'] } }, { 'ui:enumNames': ['Pe'] })).toEqual([
      { value: 'p', label: 'Pe' },
    ]);
  });
});

describe('toggleChecklistValue', () => {
  const options = ['a', 'b', 'c'].map((value) => ({ value, label: value.toUpperCase() }));

  it('keeps the options order and values it does not know', () => {
    expect(toggleChecklistValue(['c'], options, 'a', true)).toEqual(['a', 'c']);
    expect(toggleChecklistValue(['a', 'c', 'viejo'], options, 'a', false)).toEqual(['c', 'viejo']);
    expect(toggleChecklistValue([], options, 'b', false)).toEqual([]);
  });
});
