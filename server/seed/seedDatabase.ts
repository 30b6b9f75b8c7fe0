/**
 * First-start data: lookups always; demo users, tokens and banks only in demo mode (never when
 * NODE_ENV=production). Idempotent: an already seeded database is left as it is.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import { hashPassword } from '../identity/passwords';
import { createRecord } from '../modules/recordWrites';
import { loadPrincipal } from '../auth/principal';
import { seedLookups } from './lookups';
import { demoBanks } from './demoBanks';
import { DEMO_PASSWORD, demoTempTokens, demoUsers } from './demoUsers';

async function seedLookupRows(db: Kysely<Database>) {
  const rows = Object.entries(seedLookups).flatMap(([combo, items]) => items.map((item, orden) => ({ combo, ...item, orden, extra: '{}' })));
  await db.insertInto('lookups').values(rows).onConflict((oc) => oc.columns(['combo', 'codigo']).doNothing()).execute();
}

async function seedUsers(db: Kysely<Database>) {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    for (const demo of demoUsers) {
      const user = await trx
        .insertInto('users')
        .values({ username: demo.username, nombre: demo.nombre, password_hash: hash, email: `${demo.username}@demo.local`, account_id: demo.accountId ?? null, id_crm: `usr-${demo.username}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (demo.roles.length) await trx.insertInto('user_roles').values(demo.roles.map((role) => ({ user_id: user.id, role }))).execute();
      for (const p of demo.permissions) {
        await trx.insertInto('permissions').values({ user_id: user.id, area: p.area, vigente: true, escritura: p.escritura, flags: '{}' }).execute();
      }
      if (demo.team) {
        const team =
          (await trx.selectFrom('teams').select('id').where('nombre', '=', demo.team).executeTakeFirst()) ??
          (await trx.insertInto('teams').values({ nombre: demo.team }).returning('id').executeTakeFirstOrThrow());
        await trx.insertInto('team_members').values({ team_id: team.id, user_id: user.id }).execute();
      }
    }
    for (const token of demoTempTokens) {
      const owner = await trx.selectFrom('users').select('id').where('username', '=', token.owner).executeTakeFirstOrThrow();
      await trx
        .insertInto('temp_tokens')
        .values({ token: token.token, user_id: owner.id, expires_at: new Date(Date.now() + token.expiresInDays * 86_400_000), id_cuenta_prospect_crm: null, usuario_sua: token.owner, usuariosfa_ua: null })
        .execute();
    }
  });
}

export interface SeedResult {
  readonly demoUsersCreated: boolean;
}

export async function seedDatabase(db: Kysely<Database>, registry: SchemaRegistry, options: { demo: boolean }): Promise<SeedResult> {
  await seedLookupRows(db);
  if (!options.demo) return { demoUsersCreated: false };
  const already = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (already) return { demoUsersCreated: false };
  await seedUsers(db);
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const author = await loadPrincipal(db, admin.id);
  if (author && registry.has('banco')) {
    for (const bank of demoBanks) await createRecord(db, registry.get('banco'), bank, author);
  }
  return { demoUsersCreated: true };
}
