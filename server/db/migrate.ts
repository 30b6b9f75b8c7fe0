/** Applies the migration set (the same on PGlite and PostgreSQL). */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as init from './migrations/0001_init';
import * as identity from './migrations/0002_identity';
import * as files from './migrations/0003_files';
import * as uniqueValues from './migrations/0004_unique_values';
import * as loginThrottle from './migrations/0006_login_throttle';

const migrations: Record<string, Migration> = { '0001_init': init, '0002_identity': identity, '0003_files': files, '0004_unique_values': uniqueValues, '0006_login_throttle': loginThrottle };

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`No se pudo migrar la base de datos${failed ? ` (${failed.migrationName})` : ''}: ${String((error as Error)?.message ?? error)}`);
  }
}
