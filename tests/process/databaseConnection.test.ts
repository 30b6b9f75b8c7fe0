/**
 * The server's PostgreSQL pool survives connections the database ends on its own (a restart, an
 * administrator's pg_terminate_backend, a DROP DATABASE ... WITH (FORCE) while it closes): the
 * process keeps running and the next query gets a new connection.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../server/db/openDatabase';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../api/helpers/testDatabase';

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Esta prueba necesita TEST_DATABASE_URL (npm test inicia un servidor PostgreSQL desechable).');
  return url;
}

async function terminateOthers(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

describe('PostgreSQL pool', () => {
  let database: ThrowawayDatabase | undefined;
  let opened: OpenedDatabase | undefined;
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it('keeps answering after the server ends its idle connections', async () => {
    database = await createThrowawayDatabase(serverUrl());
    opened = await openDatabase({ databaseUrl: database.url, poolSize: 3 });
    const one = async () => (await sql<{ n: number }>`SELECT 1 AS n`.execute(opened!.db)).rows[0].n;
    // Three idle connections in the pool.
    expect(await Promise.all([one(), one(), one()])).toEqual([1, 1, 1]);

    const unhandled: unknown[] = [];
    const onUncaught = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      expect(await terminateOthers(database.url)).toBeGreaterThan(0);
      // Let the FATAL messages reach the idle clients.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await one()).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(unhandled).toEqual([]);
  });

  it('closes quietly when its database is dropped right after', async () => {
    const other = await createThrowawayDatabase(serverUrl());
    const pool = await openDatabase({ databaseUrl: other.url, poolSize: 3 });
    const one = async () => (await sql<{ n: number }>`SELECT 1 AS n`.execute(pool.db)).rows[0].n;
    expect(await Promise.all([one(), one(), one()])).toEqual([1, 1, 1]);
    await pool.close();
    await other.drop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Reaching here without an unhandled 'error' event is the assertion vitest makes for us;
    // the database is really gone.
    const client = new pg.Client({ connectionString: serverUrl() });
    await client.connect();
    const left = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [other.name]);
    await client.end();
    expect(left.rowCount).toBe(0);
  });
});
