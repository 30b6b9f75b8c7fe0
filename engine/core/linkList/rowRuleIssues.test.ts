import { describe, expect, it } from 'vitest';
import { rowDatesInOrderRule } from '../rules/datesInOrderRule';
import type { RuleDefinition } from '../validators';
import { rowRuleIssues } from './rowRuleIssues';

const ctx = { mode: 'edit' as const, module: 'm', ports: { exists: async () => false, today: () => new Date() } };
const order = rowDatesInOrderRule({ name: 'm.fileFechas', field: 'files', from: 'fechaDesde', to: 'fechaHasta', key: 'm.fileFechas' });
const listWide: RuleDefinition = { name: 'm.lista', fields: ['files'], validate: () => [{ path: 'files', key: 'm.lista' }] };
const slow: RuleDefinition = { name: 'm.lenta', fields: ['files'], validate: async () => [{ path: 'files.0.fechaDesde', key: 'm.lenta' }] };
const other: RuleDefinition = { name: 'm.otra', fields: ['nombre'], validate: () => [{ path: 'files.0.fechaDesde', key: 'm.otra' }] };

describe('rowRuleIssues', () => {
  it("21 gives the row's own problems on its fields: not the list's, not other rows', not those of rules that answer later or read other fields", () => {
    const files = [
      { fechaDesde: '2026-03-10', fechaHasta: '2026-03-01' },
      { fechaDesde: '2026-03-10', fechaHasta: '2026-03-01' },
    ];
    expect(rowRuleIssues([order, listWide, slow, other], { files }, 'files', 1, ctx)).toEqual([{ path: 'fechaHasta', key: 'm.fileFechas' }]);
    expect(rowRuleIssues([order], { files: [{ fechaDesde: '2026-03-01', fechaHasta: '2026-03-10' }] }, 'files', 0, ctx)).toEqual([]);
  });
});
