/**
 * Opens the database: a PostgreSQL server when DATABASE_URL is set, else embedded PGlite under
 * the data dir. Both through Kysely's PostgresDialect, so the same SQL runs on both.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { join } from 'node:path';
import type { Database } from './schema';
import { lockDataDir } from './dataDirLock';
import { accessWritePlugin } from './accessWrites';
import { preparingPool } from './preparedStatements';
import { markConcurrentReads } from './concurrentReads';
import { pgliteAccessFeed, postgresAccessFeed, type AccessChangeFeed } from '../auth/accessChanges';

export interface OpenedDatabase {
  readonly db: Kysely<Database>;
  readonly kind: 'pglite' | 'postgres';
  /** Who may do what changed (server/auth/accessChanges.ts): heard from the database, listening from the first subscription. */
  readonly accessChanges: AccessChangeFeed;
  /** Checkpoints (PGlite) and closes; releases the data-dir lock. */
  close(): Promise<void>;
  /** PGlite only: the data dir as an uncompressed tarball, for `loadDataDir` (the tests' snapshots). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  readonly databaseUrl?: string;
  /** PGlite data dir; `memory://` for a throwaway in-memory database. */
  readonly dataDir?: string;
  readonly poolSize?: number;
  /** PGlite only: a data dir dumped by `dumpDataDir` to start from instead of running initdb (the tests' snapshots). */
  readonly loadDataDir?: Blob;
}

// bigint ids and counts as numbers: our ids stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    let closing = false;
    // An idle connection the server ends (restart, admin command, or our own close racing a
    // DROP DATABASE) is an 'error' event on the pool; unhandled, it would bring the process down.
    // pg-pool has already discarded that connection: the next query opens a new one.
    pool.on('error', (error) => {
      if (!closing) console.error(`Se perdió una conexión a PostgreSQL en reposo: ${error.message}`);
    });
    const accessChanges = postgresAccessFeed(options.databaseUrl, (error) =>
      console.error(`Se perdió la escucha de cambios de acceso en PostgreSQL: ${error.message}`),
    );
    // This process's own access-changing writes are announced before their commit's notification arrives.
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(pool) }),
      plugins: [accessWritePlugin(() => accessChanges.uncommittedWrite())],
    });
    markConcurrentReads(db);
    return {
      db,
      kind: 'postgres',
      accessChanges,
      close: async () => {
        closing = true;
        await accessChanges.close();
        await db.destroy();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const dataDir = options.dataDir ?? './data';
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(inMemory ? dataDir : join(dataDir, 'pgdata'), { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
    const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    const accessChanges = pgliteAccessFeed(pglite);
    return {
      db,
      kind: 'pglite',
      accessChanges,
      dumpDataDir: async () => (await pglite.dumpDataDir('none')) as Blob,
      async close() {
        try {
          await accessChanges.close();
          await db.destroy();
          if (!inMemory) await pglite.query('CHECKPOINT');
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
