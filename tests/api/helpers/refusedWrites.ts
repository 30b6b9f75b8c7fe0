/**
 * What the write-refusal suites share: a module's record count, a seeded record as admin reads it,
 * and "this change is refused as an update and as a create, and nothing is stored" (issue 19:
 * a refused write stores nothing: same version, same data, same number of records).
 */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './testApp';

export interface StoredRecord {
  readonly id: number;
  readonly version: number;
  readonly datos: Record<string, unknown>;
}

/** How many records `module` holds in the database. */
export async function recordCount(t: TestApp, module: string): Promise<number> {
  const row = await t.db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('module', '=', module)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The first seeded record of `module` (by id) that `where` holds for, as admin reads it; undefined when none. */
export async function seededRecord(
  t: TestApp,
  module: string,
  where: (datos: Record<string, unknown>) => boolean = () => true,
): Promise<StoredRecord | undefined> {
  const rows = await t.db.selectFrom('records').select(['id']).where('module', '=', module).orderBy('id').execute();
  for (const { id } of rows) {
    const res = await t.as('admin', { method: 'GET', url: `/api/modulos/${module}/${id}` });
    const record = res.json() as StoredRecord;
    if (res.statusCode === 200 && where(record.datos)) return record;
  }
  return undefined;
}

/**
 * Sends `record` with `changes` as admin, as an update and as a new record: both answer 400 and
 * pass `check`, the record keeps its version and data, and the module holds no more records.
 */
export async function expectRefusedAsUpdateAndCreate(
  t: TestApp,
  module: string,
  record: StoredRecord,
  changes: Record<string, unknown>,
  check: (res: LightMyRequestResponse) => void,
): Promise<void> {
  const before = await recordCount(t, module);
  const url = `/api/modulos/${module}`;
  const update = await t.as('admin', {
    method: 'PUT',
    url: `${url}/${record.id}`,
    payload: { version: record.version, datos: { ...record.datos, ...changes } },
  });
  const create = await t.as('admin', { method: 'POST', url, payload: { datos: { ...record.datos, ...changes } } });
  for (const res of [update, create]) {
    expect(res.statusCode, res.body).toBe(400);
    check(res);
  }
  const after = (await t.as('admin', { method: 'GET', url: `${url}/${record.id}` })).json() as StoredRecord;
  expect(after.version).toBe(record.version);
  expect(after.datos).toEqual(record.datos);
  expect(await recordCount(t, module)).toBe(before);
}
