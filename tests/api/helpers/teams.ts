/**
 * The teams as tests reach them: records of the team module (decision 159), a user being a member
 * through their staff contact (the contact whose CRM id is the user's). Memberships are changed in
 * the database directly; the statements name the team module, so this process's access-write plugin
 * (server/db/accessWrites.ts) hears them at once, before the trigger's notification arrives.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

export const TEAM_MODULE = 'equipotrabajo';
const STAFF_MODULE = 'contacto';

/** The id of the team named `nombre`. */
export async function teamIdByName(db: Kysely<Database>, nombre: string): Promise<number> {
  const row = await db
    .selectFrom('records')
    .select('id')
    .where('module', '=', TEAM_MODULE)
    .where(sql<boolean>`data->>'nombre' = ${nombre}`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The staff contact of a user (created in the staff account when they have none), by username or user id. */
export async function staffContactOf(db: Kysely<Database>, user: string | number): Promise<number> {
  const found = await db
    .selectFrom('users')
    .select(['id', 'id_crm', 'username', 'nombre'])
    .where(typeof user === 'number' ? 'id' : 'username', '=', user)
    .executeTakeFirstOrThrow();
  const idCrm = found.id_crm ?? `usr-${found.username}`;
  if (!found.id_crm) await db.updateTable('users').set({ id_crm: idCrm }).where('id', '=', found.id).execute();
  const contact = await db.selectFrom('records').select('id').where('module', '=', STAFF_MODULE).where('id_crm', '=', idCrm).executeTakeFirst();
  if (contact) return Number(contact.id);
  const data = { nombre: found.nombre, apellido: found.username, mostrarNombre: found.nombre, email: `${found.username}@viajesdemo.com.ar`, cuenta: 9238 };
  const inserted = await db
    .insertInto('records')
    .values({ module: STAFF_MODULE, id_crm: idCrm, data: JSON.stringify(data) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** The ids of the teams whose members hold the user's staff contact. */
export async function teamsOfUser(db: Kysely<Database>, user: string | number): Promise<number[]> {
  const contact = await staffContactOf(db, user);
  const rows = await db
    .selectFrom('records')
    .select('id')
    .where('module', '=', TEAM_MODULE)
    .where(sql<boolean>`data->'personas' @> jsonb_build_array(jsonb_build_object('id', ${contact}::bigint))`)
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** The first team of a user (throws when they have none). */
export async function teamOfUser(db: Kysely<Database>, user: string | number): Promise<number> {
  const [first] = await teamsOfUser(db, user);
  if (first === undefined) throw new Error(`El usuario ${user} no es de ningún equipo`);
  return first;
}

/** Makes the user a member of the team (through their staff contact). */
export async function addToTeam(db: Kysely<Database>, user: string | number, teamId: number): Promise<void> {
  const contact = await staffContactOf(db, user);
  await db
    .updateTable('records')
    .set({
      data: sql`jsonb_set(data, '{personas}', coalesce(data->'personas', '[]'::jsonb) || jsonb_build_array(jsonb_build_object('id', ${contact}::bigint)))`,
    })
    .where('id', '=', teamId)
    .where('module', '=', TEAM_MODULE)
    .where(sql<boolean>`not coalesce(data->'personas', '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('id', ${contact}::bigint))`)
    .execute();
}

/** Takes the user out of the team. */
export async function removeFromTeam(db: Kysely<Database>, user: string | number, teamId: number): Promise<void> {
  const contact = await staffContactOf(db, user);
  await db
    .updateTable('records')
    .set({
      data: sql`jsonb_set(data, '{personas}', coalesce((
        select jsonb_agg(p) from jsonb_array_elements(data->'personas') p where (p->>'id')::bigint <> ${contact}::bigint
      ), '[]'::jsonb))`,
    })
    .where('id', '=', teamId)
    .where('module', '=', TEAM_MODULE)
    .execute();
}

/** The ids of the teams no user belongs to (no member is a user's staff contact). */
export async function teamsWithoutUsers(db: Kysely<Database>): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select t.id from records t where t.module = ${TEAM_MODULE} and not exists (
      select 1 from jsonb_array_elements(coalesce(t.data->'personas', '[]'::jsonb)) p
      join records c on c.id = (p->>'id')::bigint and c.module = ${STAFF_MODULE}
      join users u on u.id_crm = c.id_crm
    ) order by t.id`.execute(db);
  return rows.rows.map((row) => Number(row.id));
}
