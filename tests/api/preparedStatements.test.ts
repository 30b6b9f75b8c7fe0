/**
 * Statements marked `prepared` (server/db/preparedStatements.ts) run as named prepared statements on
 * the connection, on both databases: the same answers as unnamed ones across executions (past the
 * sixth, where a cached generic plan may be used) and an error leaves the connection usable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { prepared } from '../../server/db/preparedStatements';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const preparedNow = async (trx: typeof database.db) =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements where name like 'p\\_%'`.execute(trx)).rows.map((r) => r.statement);

describe('prepared statements', () => {
  it('a marked statement answers as an unnamed one across ten executions, prepared once on its connection', async () => {
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 10; i++) {
        const { rows } = await prepared<{ n: number }>(sql`select ${i}::int * 2 as n`).execute(trx);
        expect(rows).toEqual([{ n: i * 2 }]);
      }
      const statements = (await preparedNow(trx)).filter((s) => s.includes('* 2 as n'));
      expect(statements).toHaveLength(1);
    });
  });

  it('an error in a marked statement reaches the caller, and the statement runs again afterwards', async () => {
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 7; i++) await prepared(sql`select 10 / ${i + 1}::int as q`).execute(trx);
    });
    await expect(database.db.transaction().execute((trx) => prepared(sql`select 10 / ${0}::int as q`).execute(trx))).rejects.toThrow(/division by zero/);
    const { rows } = await prepared<{ q: number }>(sql`select 10 / ${5}::int as q`).execute(database.db);
    expect(rows).toEqual([{ q: 2 }]);
  });
});
