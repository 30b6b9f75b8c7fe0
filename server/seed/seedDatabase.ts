/**
 * First-start data: lookups (the generic ones and each module folder's) and the config's module roles (moduleRoles.ts) always; demo users, tokens
 * and each module folder's demo records (`<m>.seed.ts`) only in demo mode (never when
 * NODE_ENV=production). Idempotent: an already seeded database is left as it is, also when several
 * server processes start at once on an empty database (one seeds, the others wait and find it done).
 */
import { tempTokenRow } from '../session/tempTokens';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import { hashPassword } from '../identity/passwords';
import { backfillUniqueValues } from '../modules/uniqueValues';
import { loadPrincipal } from '../auth/principal';
import { loadedLookups } from '../registry/loadLookups';
import { DEMO_PASSWORD, demoTempTokens, demoUsers } from './demoUsers';
import { syncModuleRoles } from './moduleRoles';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { demoGrants, loadModuleSeeds, type LoadedSeed } from './moduleSeed';

/** The generic lookups and those of the registry's module folders, stored once (an admin's later edits are kept). */
async function seedLookupRows(db: Transaction<Database>, registry: SchemaRegistry) {
  const rows = Object.entries(loadedLookups(registry.list())).flatMap(([combo, items]) =>
    items.map(({ extra, ...item }, orden) => ({ combo, ...item, orden, extra: JSON.stringify(extra ?? {}) })),
  );
  await db
    .insertInto('lookups')
    .values(rows)
    .onConflict((oc) => oc.columns(['combo', 'codigo']).doNothing())
    .execute();
}

/** The demo users and tokens (their permissions are records, written by the permission module's seed: demoGrants; their teams are the team module's seed's). */
async function seedUsers(trx: Transaction<Database>) {
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const demo of demoUsers) {
    const user = await trx
      .insertInto('users')
      .values({
        username: demo.username,
        nombre: demo.nombre,
        password_hash: hash,
        email: `${demo.username}@demo.local`,
        account_id: demo.accountId ?? null,
        id_crm: `usr-${demo.username}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (demo.roles.length)
      await trx
        .insertInto('user_roles')
        .values(demo.roles.map((role) => ({ user_id: user.id, role })))
        .execute();
  }
  for (const token of demoTempTokens) {
    const owner = await trx.selectFrom('users').select('id').where('username', '=', token.owner).executeTakeFirstOrThrow();
    await trx
      .insertInto('temp_tokens')
      .values(
        tempTokenRow(token.token, {
          user_id: owner.id,
          expires_at: new Date(Date.now() + token.expiresInDays * 86_400_000),
          id_cuenta_prospect_crm: null,
          usuario_sua: token.owner,
          usuariosfa_ua: null,
          cuenta: null,
          oportunidad: null,
        }),
      )
      .execute();
  }
}

export interface SeedResult {
  readonly demoUsersCreated: boolean;
}

// Any constant will do, as long as nothing else locks it; hashtext() maps a name to one.
const SEED_LOCK = sql`hashtext('backoffice.seed')`;

export interface SeedOptions {
  readonly demo: boolean;
  /** The effective config: what module records are besides records (moduleRoles.ts); without it the stored roles stay as they are. */
  readonly config?: ScreensConfig;
}

export async function seedDatabase(db: Kysely<Database>, registry: SchemaRegistry, options: SeedOptions): Promise<SeedResult> {
  // The module folders' demo seeds (`<m>.seed.ts`), in the order their `after` asks: read only on
  // the start that writes them (a restart does not import a seed file per module).
  let seeds: LoadedSeed[] = [];
  // One transaction under a transaction-level advisory lock: a process that comes second waits here
  // until the first has committed, then sees the demo users and adds nothing (no duplicate users).
  const demoUsersCreated = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    await seedLookupRows(trx, registry);
    // Before any demo record is written: the database's trigger then keeps the fed combos and the teams' notifications.
    if (options.config) await syncModuleRoles(trx, options.config);
    if (!options.demo) return false;
    const already = await trx.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
    if (already) return false;
    seeds = await loadModuleSeeds(registry.list());
    await seedUsers(trx);
    return true;
  });
  if (demoUsersCreated) {
    // Only the process that created the demo users writes the modules' demo records (each record in its own transaction).
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const author = await loadPrincipal(db, admin.id);
    // Each demo user's permissions: their own and those the module seeds grant them, written as records by the module that holds them.
    const grants = demoGrants(seeds.flatMap(({ seed }) => seed.grants ?? []));
    if (author) for (const { module, seed } of seeds) await seed.run({ db, registry, module: registry.get(module), author, grants });
  }
  // Records stored before a field became unique (x-unique) claim their values now (idempotent).
  await backfillUniqueValues(db, registry);
  return { demoUsersCreated };
}
