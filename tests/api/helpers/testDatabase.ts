/**
 * A fresh, migrated database for one API test file. `TEST_DB=postgres` creates a throwaway
 * database (`test_<random>`) on the server at TEST_DATABASE_URL, so test files running in parallel
 * never see each other's rows, and drops it on close; otherwise (pglite, the default) an in-memory
 * PGlite instance.
 *
 * PGlite runs initdb in WebAssembly on every start (3–10 s on a loaded 2-core machine, the biggest
 * part of a real-API file's set-up); started from a dumped data dir it takes about 1 s. So the first
 * PGlite database of a kind (empty, or migrated) is dumped once, and the later ones start from that
 * dump: the same files initdb and the migrations would have written. The dumps are kept in memory
 * for this file and in the test run's snapshot folder (TEST_SNAPSHOT_DIR, tests/setup/testRun.ts)
 * for the other files; their names carry a hash of the migrations, so a changed migration is never
 * served from an old dump.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Blob } from 'node:buffer';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../../server/db/openDatabase';
import { migrateToLatest } from '../../../server/db/migrate';

/** Which database the API suite runs on (set per vitest project; read per file, as a worker's modules outlive its files). */
function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

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
  if (testDatabaseKind() === 'pglite') {
    const opened = await openSnapshotPglite(migrate);
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

/** The files whose content decides what a migrated database holds (and the PGlite build that wrote it). */
let migrationsHashed: string | undefined;
function migrationsHash(): string {
  if (migrationsHashed) return migrationsHashed;
  const hash = createHash('sha256');
  const migrations = resolve('server/db/migrations');
  const files = [
    resolve('server/db/migrate.ts'),
    resolve('server/search/searchIndex.ts'),
    resolve('node_modules/@electric-sql/pglite/package.json'),
    ...readdirSync(migrations)
      .sort()
      .map((file) => join(migrations, file)),
  ];
  for (const file of files) hash.update(file).update(readFileSync(file));
  return (migrationsHashed = hash.digest('hex').slice(0, 16));
}

/** This file's dumps by kind ('empty' | 'migrated'), once read or written. */
const pgliteDumps = new Map<string, Promise<Blob | undefined>>();

/** The dump of `kind` this run already has (this file's, or one another file wrote to the snapshot folder). */
function storedDump(kind: string): Promise<Blob | undefined> {
  let dump = pgliteDumps.get(kind);
  if (!dump) {
    const dir = process.env.TEST_SNAPSHOT_DIR;
    dump = Promise.resolve().then(() => {
      if (!dir) return undefined;
      try {
        return new Blob([readFileSync(join(dir, `pglite-${kind}-${migrationsHash()}.tar`))]);
      } catch {
        return undefined;
      }
    });
    pgliteDumps.set(kind, dump);
  }
  return dump;
}

/** An in-memory PGlite, empty or migrated: started from this run's dump of that kind, or made (and dumped) when there is none yet. */
async function openSnapshotPglite(migrate: boolean): Promise<OpenedDatabase> {
  const kind = migrate ? 'migrated' : 'empty';
  const dump = await storedDump(kind);
  const opened = await openDatabase({ dataDir: 'memory://', loadDataDir: dump as globalThis.Blob | undefined });
  if (dump) return opened;
  if (migrate) await migrateOrClose(opened);
  try {
    const made = new Blob([await (await opened.dumpDataDir!()).arrayBuffer()]);
    pgliteDumps.set(kind, Promise.resolve(made));
    const dir = process.env.TEST_SNAPSHOT_DIR;
    if (dir) {
      // Written under a name of its own, then renamed: another worker never reads half a file.
      const file = join(dir, `pglite-${kind}-${migrationsHash()}.tar`);
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, new Uint8Array(await made.arrayBuffer()));
      renameSync(partial, file);
    }
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
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
