/** Applies the migration set (the same on PGlite and PostgreSQL). */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as init from './migrations/0001_init';
import * as identity from './migrations/0002_identity';
import * as files from './migrations/0003_files';
import * as uniqueValues from './migrations/0004_unique_values';
import * as loginThrottle from './migrations/0006_login_throttle';
import { searchIndexMigration } from './migrations/0005_search_index';
import * as naming from './migrations/0007_naming';
import * as fieldReveals from './migrations/0008_field_reveals';
import * as tokenScope from './migrations/0009_token_scope';
import * as accessNotify from './migrations/0010_access_notify';
import * as lookupVersions from './migrations/0012_lookup_versions';
import * as userAdmin from './migrations/0015_user_admin';
import { teamRecordsMigration } from './migrations/0017_team_records';
import * as mailOutbox from './migrations/0013_mail_outbox';
import * as importJobs from './migrations/0014_import_jobs';
import * as oneOwnerIndex from './migrations/0018_one_owner_index';
import type { IndexedModule } from '../search/searchIndex';
import { permissionRecordsMigration, type PermissionMove } from './migrations/0011_permission_records';

/**
 * The migrations by name. `modules` (the registry's) lets a data migration fill derived tables from
 * existing records (0005, the search index), and `permissions` (permissionMoveOf) tells 0011 where
 * the old permission rows go; a database without records or permission rows needs neither.
 */
export function migrationSet(modules?: readonly IndexedModule[], permissions?: PermissionMove): Record<string, Migration> {
  return {
    '0001_init': init,
    '0002_identity': identity,
    '0003_files': files,
    '0004_unique_values': uniqueValues,
    '0005_search_index': searchIndexMigration(modules),
    '0006_login_throttle': loginThrottle,
    '0007_naming': naming,
    '0008_field_reveals': fieldReveals,
    '0009_token_scope': tokenScope,
    '0010_access_notify': accessNotify,
    '0012_lookup_versions': lookupVersions,
    '0015_user_admin': userAdmin,
    '0017_team_records': teamRecordsMigration(modules),
    '0013_mail_outbox': mailOutbox,
    '0014_import_jobs': importJobs,
    '0018_one_owner_index': oneOwnerIndex,
    '0011_permission_records': permissionRecordsMigration(permissions),
  };
}

/**
 * Unordered migrations are allowed: a number is reserved per piece of parallel work, so a database
 * may already have run a later number (0006, created from a main without 0005) when an earlier one
 * lands; the missing one then runs after it. Each migration is independent of the later numbers.
 */
export function migrator(db: Kysely<any>, modules?: readonly IndexedModule[], permissions?: PermissionMove): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrationSet(modules, permissions) };
  return new Migrator({ db, provider, allowUnorderedMigrations: true });
}

export async function migrateToLatest(db: Kysely<any>, modules?: readonly IndexedModule[], permissions?: PermissionMove): Promise<void> {
  const { error, results } = await migrator(db, modules, permissions).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`No se pudo migrar la base de datos${failed ? ` (${failed.migrationName})` : ''}: ${String((error as Error)?.message ?? error)}`);
  }
}
