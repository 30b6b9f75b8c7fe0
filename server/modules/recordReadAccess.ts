/**
 * Who may read a stored record, decided as `GET /api/modulos/:m/:id` decides: the module's read
 * guard, its record scope (in the query), and the guard's record clauses (`teamOf`, `userIs`,
 * `field`) on the stored record with the values it reads through a link (`cuenta.equipos`). For the
 * reads that reach a record without being its route: a file attached to it
 * (server/files/fileAccess.ts) and the yes/no look-ups about its values (recordLookups.ts), so that
 * neither answers more than the record's own route would.
 */
import type { Kysely } from 'kysely';
import { canAccess, guardNeedsContact, guardNeedsRecord, mayPassOnSomeRecord, type Guard } from '../../engine/core/permissions';
import { recordScopeOf, tokenReaches, type RecordScope } from '../../engine/core/recordScope';
import type { ModuleConfig, ScreensConfig } from '../../engine/core/screenConfig';
import type { RegisteredModule, SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import { withContact } from '../auth/userContact';
import type { Database } from '../db/schema';
import { linkedGuardResolver, type LinkedGuardValues } from './linkedGuardValues';
import { getRecord } from './recordQueries';
import type { RecordDto } from './recordDto';

/** What one user may read of one module: the rows of `scope`, and of those the ones `passes` accepts. */
export interface ModuleReader {
  readonly module: RegisteredModule;
  readonly scope: RecordScope;
  /** True when the read guard's record clauses pass on this stored record (always, for a guard without any). */
  passes(datos: Readonly<Record<string, unknown>>): Promise<boolean>;
}

export interface RecordReadAccess {
  /** How `user` may read the records of the schema `module` (one per config module on it); none when the read guard refuses them every record. */
  readersOf(user: RequestUser, module: string): ModuleReader[];
  /** The record as `user` may read it, or null (not there, outside the scope, or refused by the guard: one answer). */
  readRecord(user: RequestUser, module: string, id: number): Promise<{ record: RecordDto; module: RegisteredModule } | null>;
}

interface Entry {
  readonly module: RegisteredModule;
  readonly config: ModuleConfig;
  readonly linked: LinkedGuardValues | null;
}

/** The read access of every module of the config (built once per app: the link resolvers are). */
export function recordReadAccess(db: Kysely<Database>, appConfig: ScreensConfig, registry: SchemaRegistry): RecordReadAccess {
  const bySchema = new Map<string, Entry[]>();
  for (const config of Object.values(appConfig.modules)) {
    if (!registry.has(config.schema)) continue;
    const module = registry.get(config.schema);
    const entry = { module, config, linked: linkedGuardResolver(db, appConfig, module, [config.access.read]) };
    bySchema.set(module.name, [...(bySchema.get(module.name) ?? []), entry]);
  }

  const readerOf = (user: RequestUser, entry: Entry): ModuleReader | null => {
    const guard: Guard = entry.config.access.read;
    // A temporary `?token=` session reads only a module open to tokens of its binding, for a token with an account (as the module routes).
    if (user.tokenMode && (!entry.config.recordScope?.token || !user.token || !tokenReaches(user, entry.config.recordScope))) return null;
    if (!mayPassOnSomeRecord(user, guard)) return null;
    const scope = recordScopeOf(user, entry.config.recordScope);
    if (scope.kind === 'none') return null;
    const open = !guardNeedsRecord(guard) || canAccess(user, guard);
    let who: Promise<RequestUser> | undefined;
    return {
      module: entry.module,
      scope,
      async passes(datos) {
        if (open) return true;
        const values = entry.linked ? await entry.linked(datos) : {};
        const principal = guardNeedsContact(guard) ? await (who ??= withContact(db, appConfig, user)) : user;
        return canAccess(principal, guard, { ...datos, ...values });
      },
    };
  };

  const readersOf = (user: RequestUser, module: string) => (bySchema.get(module) ?? []).flatMap((entry) => readerOf(user, entry) ?? []);

  return {
    readersOf,
    async readRecord(user, module, id) {
      for (const reader of readersOf(user, module)) {
        const record = await getRecord(db, module, id, reader.scope);
        if (record && (await reader.passes(record.datos))) return { record, module: reader.module };
      }
      return null;
    },
  };
}
