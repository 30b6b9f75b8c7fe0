/** Property tests: whatever the sequence of operations, the list keeps its invariants. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addRow } from './addRow';
import { commitLinkList } from './commitLinkList';
import { editRow } from './editRow';
import { isLive, type LinkRow } from './linkRow';
import type { LinkListPolicy } from './linkListPolicy';
import { makePrincipal } from './makePrincipal';
import { removeRow, restoreRow } from './removeRow';
import { linkListPrincipalRule } from './principalRule';

const tipo = fc.constantFrom('legal', 'comercial', 'DNI');
const operation = fc.oneof(
  fc.record({ op: fc.constant('add' as const), tipo, principal: fc.option(fc.boolean(), { nil: undefined }) }),
  fc.record({ op: fc.constant('edit' as const), at: fc.nat(), tipo, principal: fc.option(fc.boolean(), { nil: undefined }) }),
  fc.record({ op: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('restore' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('principal' as const), at: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;

// Saved rows as read from the server: at most one principal per policy.
const start: LinkRow[] = [
  { id: 1, tipo: 'legal', principal: true },
  { id: 2, tipo: 'comercial' },
  { id: 3, tipo: 'DNI' },
];

function apply(rows: LinkRow[], step: Operation, policy: LinkListPolicy, random: () => number): LinkRow[] {
  const at = 'at' in step && rows.length ? step.at % rows.length : -1;
  switch (step.op) {
    case 'add':
      return addRow(rows, { tipo: step.tipo, ...(step.principal === undefined ? {} : { principal: step.principal }) }, policy, random);
    case 'edit':
      return at < 0
        ? rows
        : editRow(rows, at, { ...rows[at], tipo: step.tipo, ...(step.principal === undefined ? {} : { principal: step.principal }) }, policy);
    case 'remove':
      return at < 0 ? rows : removeRow(rows, at);
    case 'restore':
      return at < 0 ? rows : restoreRow(rows, at, policy);
    case 'principal':
      return at < 0 ? rows : makePrincipal(rows, at, policy);
  }
}

const ctx = { mode: 'edit' as const, module: 'prueba', ports: { exists: async () => false, today: () => new Date() } };

describe('link list invariants (property)', () => {
  for (const [name, policy] of [
    ['principal', { principal: true }],
    ['principalPerType', { principalPerType: 'tipo' }],
  ] as const) {
    it(`LNK-35 / LNK-41 (${name}) any sequence of operations leaves the principal rule satisfied`, () => {
      const rule = linkListPrincipalRule({ field: 'lista', label: 'Lista', policy });
      fc.assert(
        fc.property(fc.array(operation, { maxLength: 25 }), (steps) => {
          let rows = start;
          steps.forEach((step) => {
            rows = apply(rows, step, policy, Math.random);
          });
          expect(rule.validate({ lista: rows }, ctx)).toEqual([]);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('LNK-29 / LNK-31 saved rows are never deleted before saving, new rows always carry nuevo and a unique 5-character id, and commit keeps exactly the live rows without flags', () => {
    const policy: LinkListPolicy = { principal: true };
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 25 }), (steps) => {
        let rows = start;
        steps.forEach((step) => {
          rows = apply(rows, step, policy, Math.random);
        });
        expect(rows.filter((r) => !r.nuevo).map((r) => r.id)).toEqual([1, 2, 3]);
        const fresh = rows.filter((r) => r.nuevo);
        for (const row of fresh) expect(row.id).toMatch(/^[A-Za-z0-9]{5}$/);
        expect(new Set(fresh.map((r) => r.id)).size).toBe(fresh.length);
        const stored = commitLinkList(rows);
        expect(stored).toHaveLength(rows.filter(isLive).length);
        for (const row of stored) {
          expect(Object.keys(row).filter((k) => ['nuevo', 'editar', 'eliminar'].includes(k))).toEqual([]);
          expect(typeof row.id === 'string').toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});
