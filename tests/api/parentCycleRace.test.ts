/**
 * Issue 19, defect 7 follow-up (decision 124): two updates that close a parent cycle from both ends
 * at the same time (A's parent B while B's parent A) cannot both be stored. The cycle check is
 * repeated inside each write's transaction, under a lock per parent link, so the second write sees
 * the first one's parent and is refused with the same 400 (message at `padre`) as a single write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { accountNamed } from './helpers/accountOf';

let t: TestApp;
let a: number;
let b: number;

const CYCLE = 'El registro elegido en Cuenta padre (grupo económico) no puede ser este mismo registro ni uno que dependa de él.';
const ROUNDS = 20;

const read = async (id: number) => (await t.as('admin', { method: 'GET', url: `/api/modulos/cuenta/${id}` })).json();
const put = (id: number, version: number, datos: Record<string, unknown>) =>
  t.as('admin', { method: 'PUT', url: `/api/modulos/cuenta/${id}`, payload: { version, datos } });
/** The stored parent, version and history count of account `id`. */
const stored = async (id: number) => {
  const row = await t.db.selectFrom('records').select(['version', 'data']).where('id', '=', id).executeTakeFirstOrThrow();
  const history = await t.db
    .selectFrom('record_history')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('record_id', '=', id)
    .executeTakeFirstOrThrow();
  return { padre: (row.data as Record<string, unknown>).padre ?? null, version: row.version, history: Number(history.n) };
};
/** Account `id` without a parent (its read record sent back without `padre`). */
async function clearParent(id: number) {
  const record = await read(id);
  if (record.datos.padre === undefined || record.datos.padre === null) return;
  const { padre: _dropped, ...datos } = record.datos;
  const res = await put(id, record.version, datos);
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp();
  a = await accountNamed(t, 'Turismo del Sur S.R.L.');
  b = await accountNamed(t, 'Viajes Andinos S.A.');
});
afterAll(async () => {
  await t?.close();
});

describe('19-7 a parent cycle cannot be closed from both ends at once (ACC-12, x-link.acyclic)', () => {
  it(`19-7 ACC-12 A→B and B→A sent together, ${ROUNDS} times: one is stored, the other refused at padre, never both`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await clearParent(a);
      await clearParent(b);
      const [ra, rb] = await Promise.all([read(a), read(b)]);
      const [before_a, before_b] = await Promise.all([stored(a), stored(b)]);
      const [ab, ba] = await Promise.all([put(a, ra.version, { ...ra.datos, padre: b }), put(b, rb.version, { ...rb.datos, padre: a })]);
      const after = { a: await stored(a), b: await stored(b) };
      // The stored chain has no cycle, whatever the order the two writes ran in.
      expect(after.a.padre === b && after.b.padre === a, `round ${round}: both stored`).toBe(false);
      // One of them wins; the other answers as a single cyclic write does and stores nothing.
      const statuses = [ab.statusCode, ba.statusCode].sort();
      expect(statuses, `round ${round}: ${ab.body} / ${ba.body}`).toEqual([200, 400]);
      const [refused, refusedBefore, refusedAfter] = ab.statusCode === 400 ? [ab, before_a, after.a] : [ba, before_b, after.b];
      expect(refused.json().error).toEqual({ codigo: 'validacion', mensaje: CYCLE, campos: [{ path: 'padre', mensaje: CYCLE }] });
      expect(refusedAfter).toEqual(refusedBefore);
    }
  });
});
