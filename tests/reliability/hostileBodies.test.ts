/**
 * R2, generated: fast-check properties on every write operation of every module (create, update,
 * activate, row actions), with bodies derived from the module's schema and made hostile (wrong
 * types, NUL and C0 controls, lone surrogates, huge strings and arrays, deep nesting, `__proto__`,
 * not the documented shape). Whatever the body: never a 5xx, a refusal is the documented error
 * with a Spanish message, and a refused request stores nothing (no new record, the target record's
 * version and data unchanged). Runs `RELIABILITY_RUNS` bodies per operation (default 25, a few
 * seconds per module; `npm run bench` runs more).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../api/helpers/testApp';
import { isSpanishError } from './support/errorShape';
import { hostileBody } from './support/hostileValues';
import { createRecord, minimalDatos, modulesOf, type ModuleUnderTest } from './support/moduleCatalog';
import { operationsOf } from './support/moduleOperations';
import { startReliabilityApp } from './support/reliabilityApp';

const RUNS = Number(process.env.RELIABILITY_RUNS ?? 25);

let t: TestApp;
beforeAll(async () => {
  // Its set-up creates hundreds of records as admin, each create asking who holds its document: on a fast
  // machine that spent the per-user look-up budget (429). Here the budget is not under test (scopeOracles tests it).
  t = await startReliabilityApp({ lookupsPerMinute: 1_000_000 });
});
afterAll(async () => {
  await t?.close();
});

/** How many records the module holds, and the target record's version and data. */
async function snapshot(m: ModuleUnderTest, id: number) {
  const count = await t.db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('module', '=', m.module.name)
    .executeTakeFirstOrThrow();
  const target = await t.db.selectFrom('records').select(['version', 'data', 'vigente']).where('id', '=', id).executeTakeFirstOrThrow();
  return { count: Number(count.n), version: Number(target.version), data: JSON.stringify(target.data), vigente: target.vigente };
}

describe('R2 hostile bodies on every write operation, generated from the schemas', () => {
  it('never a 5xx, a Spanish refusal, nothing stored by a refused request', async () => {
    const failures: string[] = [];
    for (const m of modulesOf(t)) {
      const target = await createRecord(t, 'admin', m);
      const valid = await minimalDatos(t, m);
      for (const op of operationsOf(t, m).filter((o) => o.writes && o.campo !== 'noDeclarado')) {
        const url = op.path.replace('{id}', String(target.id)).replace('{campo}', op.campo ?? '');
        const creates = !op.forRecord;
        await fc
          .assert(
            fc.asyncProperty(hostileBody(m, valid, creates ? undefined : 0), async (body) => {
              const before = await snapshot(m, target.id);
              // Update bodies carry the record's current version, so a refusal is about the body, not a conflict.
              const sent = creates ? body : body.replace(/^\{"version":0/, `{"version":${before.version}`);
              const res = await t.as('admin', { method: op.method, url, payload: sent, headers: { 'content-type': 'application/json' } });
              const where = `${op.method} ${url} ${sent.slice(0, 160)}`;
              if (res.statusCode >= 500) failures.push(`5xx ${res.statusCode} ${where}: ${res.body.slice(0, 160)}`);
              else if (res.statusCode >= 400 && !isSpanishError(res))
                failures.push(`not a Spanish error ${res.statusCode} ${where}: ${res.body.slice(0, 160)}`);
              if (res.statusCode >= 400 && JSON.stringify(await snapshot(m, target.id)) !== JSON.stringify(before))
                failures.push(`refused but stored ${where}`);
              return failures.length === 0;
            }),
            { numRuns: RUNS, endOnFailure: true },
          )
          // The failures list says what went wrong, for every module (fast-check stops at the first).
          .catch(() => undefined);
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
