/**
 * The users of the embedded identity provider as the users' screen reads and writes them: the
 * `users` row with its roles, its contact (a contact record whose `idCrm` is `users.id_crm`,
 * server/auth/userContact.ts) and its account (`users.account_id`, a record id of the account kind),
 * as the module's `datos`. The identity tables are the login's store: no copy lives in `records`.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { Database } from '../../server/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The module's record of a user (its schema's fields). */
export type UserDatos = {
  usuario: string;
  nombre: string;
  email?: string;
  roles: string[];
  contacto?: number;
  cuenta?: number;
  debeCambiarContrasena: boolean;
};

/** A user as the API answers it. */
export type UserRecord = {
  readonly id: number;
  readonly version: number;
  readonly vigente: boolean;
  readonly datos: UserDatos;
};

/** The stored module of a link kind's records (`contacto`, `cuenta`), or null when the config has no such kind. */
export function linkModule(config: ScreensConfig, kind: string): string | null {
  return config.links?.[kind]?.module ?? null;
}

/** The contact record carrying `idCrm` (the user's contact), or undefined. */
async function contactOf(db: Db, module: string | null, idCrm: string | null): Promise<number | undefined> {
  if (!module || !idCrm) return undefined;
  const row = await db.selectFrom('records').select('id').where('module', '=', module).where('id_crm', '=', idCrm).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** The user's `users` row with roles; undefined when there is none. */
export async function userRow(db: Db, id: number, lock = false) {
  let query = db
    .selectFrom('users')
    .select(['id', 'username', 'nombre', 'email', 'account_id', 'id_crm', 'vigente', 'version', 'must_change_password', 'password_hash'])
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  const user = await query.executeTakeFirst();
  if (!user) return undefined;
  const roles = (await db.selectFrom('user_roles').select('role').where('user_id', '=', id).orderBy('role').execute()).map((r) => r.role);
  return { ...user, roles };
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof userRow>>>;

/** A stored user as the module's record. */
export async function recordOf(db: Db, config: ScreensConfig, row: UserRow): Promise<UserRecord> {
  const contacto = await contactOf(db, linkModule(config, 'contacto'), row.id_crm);
  const cuenta = row.account_id && /^[1-9][0-9]{0,15}$/.test(row.account_id) ? Number(row.account_id) : undefined;
  return {
    id: Number(row.id),
    version: row.version,
    vigente: row.vigente,
    datos: {
      usuario: row.username,
      nombre: row.nombre,
      ...(row.email ? { email: row.email } : {}),
      roles: row.roles,
      ...(contacto !== undefined ? { contacto } : {}),
      ...(cuenta !== undefined ? { cuenta } : {}),
      debeCambiarContrasena: row.must_change_password,
    },
  };
}

/** One row of the users' list. */
export type UserListRow = {
  readonly id: number;
  readonly vigente: boolean;
  readonly usuario: string;
  readonly nombre: string;
  readonly email: string | null;
  readonly roles: string[];
  readonly debeCambiarContrasena: boolean;
};

export const PAGE_SIZE = 25;

/** The users matching a text (username, name or e-mail) and a state, a page at a time by username. */
export async function listUsers(db: Db, filter: { texto?: string; estado: 'vigentes' | 'inactivos' | 'todos'; pagina: number }) {
  let query = db.selectFrom('users');
  const text = filter.texto?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('username', 'ilike', like), eb('nombre', 'ilike', like), eb(sql<string>`coalesce(email, '')`, 'ilike', like)]));
  }
  if (filter.estado !== 'todos') query = query.where('vigente', '=', filter.estado === 'vigentes');
  const total = Number((await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()).total);
  const rows = await query
    .select(['id', 'username', 'nombre', 'email', 'vigente', 'must_change_password'])
    .orderBy(sql`lower(username)`)
    .orderBy('id')
    .limit(PAGE_SIZE)
    .offset((filter.pagina - 1) * PAGE_SIZE)
    .execute();
  const ids = rows.map((row) => row.id);
  const roles = ids.length ? await db.selectFrom('user_roles').select(['user_id', 'role']).where('user_id', 'in', ids).orderBy('role').execute() : [];
  const datos: UserListRow[] = rows.map((row) => ({
    id: Number(row.id),
    vigente: row.vigente,
    usuario: row.username,
    nombre: row.nombre,
    email: row.email,
    roles: roles.filter((r) => Number(r.user_id) === Number(row.id)).map((r) => r.role),
    debeCambiarContrasena: row.must_change_password,
  }));
  return { datos, total };
}

/** The id of another user with this username, compared without case; undefined when it is free. */
export async function usernameTaken(db: Db, username: string, except?: number): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase());
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Makes a user's roles exactly `roles`. */
export async function replaceRoles(db: Db, userId: number, roles: readonly string[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roles.length)
    await db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: userId, role })))
      .execute();
}

/** A user's history, newest first, in the shape of a record's (`GET …/historial`). */
export async function userHistory(db: Db, userId: number, labels: Readonly<Record<string, string>>) {
  const rows = await db.selectFrom('user_history').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    version: row.version,
    accion: row.action,
    fecha: new Date(row.changed_at).toISOString(),
    usuario: row.changed_by_name,
    cambios: (typeof row.changes === 'string' ? (JSON.parse(row.changes) as typeof row.changes) : row.changes).map((c) => ({
      ...c,
      etiqueta: labels[c.campo] ?? c.campo,
    })),
  }));
}
