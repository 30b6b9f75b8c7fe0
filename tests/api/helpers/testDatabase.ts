/**
 * A fresh, migrated database for one API test file. `TEST_DB=postgres` creates a throwaway
 * database (`test_<random>`) on the server at TEST_DATABASE_URL, so test files running in parallel
 * never see each other's rows, and drops it on close; otherwise (pglite, the default) an in-memory
 * PGlite instance.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../../server/db/openDatabase';
import { migrateToLatest } from '../../../server/db/migrate';

/** Which database the API suite runs on (set per vitest project). */
export const testDatabaseKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends OpenedDatabase {
  /**
   * Another connection pool to the same database, as a second server process would have
   * (PostgreSQL); on PGlite, which lives inside this process, the same connection. Closing it
   * leaves the database in place.
   */
  connectAgain(): Promise<OpenedDatabase>;
}

/**
 * Opens a fresh database with every migration applied (`migrate: false`: none, for migration
 * tests); `close()` also drops it (PostgreSQL).
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (testDatabaseKind === 'pglite') {
    const opened = await openDatabase({ dataDir: 'memory://' });
    if (migrate) await migrateOrClose(opened);
    return {
      db: opened.db,
      kind: opened.kind,
      accessChanges: opened.accessChanges,
      close: () => opened.close(),
      connectAgain: async () => ({ db: opened.db, kind: opened.kind, accessChanges: opened.accessChanges, close: async () => {} }),
    };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error('TEST_DB=postgres necesita TEST_DATABASE_URL (la URL de un servidor PostgreSQL desechable; ver scripts/test.sh)');
  }
  const created = await createThrowawayDatabase(serverUrl);
  let opened: OpenedDatabase;
  try {
    opened = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
  } catch (error) {
    await created.drop();
    throw error;
  }
  const dropping: TestDatabase = {
    db: opened.db,
    kind: opened.kind,
    accessChanges: opened.accessChanges,
    async close() {
      try {
        await opened.close();
      } finally {
        await created.drop();
      }
    },
    connectAgain: () => openDatabase({ databaseUrl: created.url, poolSize: 5 }),
  };
  if (migrate) await migrateOrClose(dropping);
  return dropping;
}

export interface ThrowawayDatabase {
  /** Its name, `test_<random hex>`. */
  readonly name: string;
  /** The server URL with this database as its path. */
  readonly url: string;
  /** Drops it, ending any connection still open to it. */
  drop(): Promise<void>;
}

/** Creates an empty database (no tables) on the PostgreSQL server at `serverUrl`. */
export async function createThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  // The name is ours (hex), so interpolating it into DDL is safe; DDL takes no bind parameters.
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function migrateOrClose(opened: OpenedDatabase): Promise<void> {
  try {
    await migrateToLatest(opened.db);
  } catch (error) {
    await opened.close();
    throw error;
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
