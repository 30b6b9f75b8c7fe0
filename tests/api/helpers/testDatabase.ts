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
import { openDatabase, type OpenedDatabase } from '../../../server/db/openDatabase';
import { migrateToLatest } from '../../../server/db/migrate';
import { runId, templateName, withAdminClient } from './seededTemplates';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

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

  const dropping = await openPostgresCopy(postgresServerUrl());
  if (migrate) await stepOrClose(dropping, migrateToLatest);
  return dropping;
}

function postgresServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error('TEST_DB=postgres necesita TEST_DATABASE_URL (la URL de un servidor PostgreSQL desechable; ver scripts/test.sh)');
  }
  return serverUrl;
}

/** A throwaway database on the server (a copy of `template` when given, else empty), opened; `close()` drops it. */
async function openPostgresCopy(serverUrl: string, template?: string): Promise<TestDatabase> {
  const created = await createThrowawayDatabase(serverUrl, undefined, template);
  let opened: OpenedDatabase;
  try {
    opened = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
  } catch (error) {
    await created.drop();
    throw error;
  }
  return {
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
}

export interface ThrowawayDatabase {
  /** Its name, `test_<random hex>`. */
  readonly name: string;
  /** The server URL with this database as its path. */
  readonly url: string;
  /** Drops it, ending any connection still open to it. */
  drop(): Promise<void>;
}

/** Creates a database on the PostgreSQL server at `serverUrl`: empty (no tables), or a copy of `template`. */
export async function createThrowawayDatabase(
  serverUrl: string,
  name = `test_${randomBytes(8).toString('hex')}`,
  template?: string,
): Promise<ThrowawayDatabase> {
  // The names are ours (hex and fixed prefixes), so interpolating them into DDL is safe; DDL takes no bind parameters.
  await adminQuery(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
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
  if (migrate) await stepOrClose(opened, migrateToLatest);
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

/**
 * A fresh database holding what `seed` writes on a migrated one (the demo data of one registry and
 * config), for the test files whose app is built from the same ones: `key` names that content. On
 * PostgreSQL the first file of the run writes it once into a template database, and the next files
 * are created from it with CREATE DATABASE … TEMPLATE, with no migration and no seed of their own
 * (about 0.8 s of each file's set-up on an idle machine). On PGlite, and without the run's snapshot
 * folder (tests/setup/testRun.ts, which also drops the templates), each file seeds its own.
 */
export async function openSeededTestDatabase(key: string, seed: (db: Kysely<Database>) => Promise<unknown>): Promise<TestDatabase> {
  const run = runId();
  if (!run || testDatabaseKind() === 'pglite') {
    const database = await openTestDatabase();
    await stepOrClose(database, seed);
    return database;
  }
  const serverUrl = postgresServerUrl();
  const template = templateName(run, key);
  await withAdminClient(serverUrl, async (admin) => {
    // One file writes the template while the others wait: a transaction-level lock named by the template.
    await admin.query('BEGIN');
    try {
      await admin.query('SELECT pg_advisory_xact_lock(hashtext($1))', [template]);
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (!exists.rowCount) {
        const made = await createThrowawayDatabase(serverUrl, `${template}_w`);
        try {
          const opened = await openDatabase({ databaseUrl: made.url, poolSize: 5 });
          await stepOrClose(opened, migrateToLatest);
          await stepOrClose(opened, seed);
          await opened.close();
          // Renamed once complete: a template is never seen half-written.
          await admin.query(`ALTER DATABASE ${made.name} RENAME TO ${template}`);
        } catch (error) {
          await made.drop();
          throw error;
        }
      }
    } finally {
      await admin.query('COMMIT');
    }
  });
  return openPostgresCopy(serverUrl, template);
}

/** Runs `step` on the opened database; closes it when the step fails. */
async function stepOrClose(opened: OpenedDatabase, step: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  try {
    await step(opened.db);
  } catch (error) {
    await opened.close();
    throw error;
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(statement));
}
