import { describe, expect, it } from 'vitest';
import type { JsonSchemaProperty } from '../moduleSchema';
import { linkCellName, linkNameNeeds } from './linkNames';

const properties: Record<string, JsonSchemaProperty> = {
  cuenta: { type: 'integer', 'x-link': { kind: 'cuenta' } },
  banco: { type: 'integer', 'x-link': { kind: 'banco' } },
  titular: { type: 'string' },
};

describe('linkNames', () => {
  it('21 a page needs, per link field, the distinct ids its rows hold (no blank nor bad ids)', () => {
    const rows = [{ datos: { cuenta: 19, banco: 2, titular: 'A' } }, { datos: { cuenta: 19, titular: 'B' } }, { datos: { cuenta: 'x', banco: -1 } }];
    expect(linkNameNeeds(properties, rows)).toEqual([
      { field: 'cuenta', kind: 'cuenta', ids: [19] },
      { field: 'banco', kind: 'banco', ids: [2] },
    ]);
    expect(linkNameNeeds(properties, [])).toEqual([]);
  });

  it('21 a link cell shows the name the page brought, else nothing (the id stands in)', () => {
    const names = { cuenta: { '19': 'Corporación Pampa S.A.' } };
    expect(linkCellName(names, 'cuenta', 19)).toBe('Corporación Pampa S.A.');
    expect(linkCellName(names, 'cuenta', 20)).toBeNull();
    expect(linkCellName(names, 'titular', 'A')).toBeNull();
    expect(linkCellName(undefined, 'cuenta', 19)).toBeNull();
  });
});
