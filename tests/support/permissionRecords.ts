/**
 * Per-area permissions in tests: they are records of the module the config names
 * (`areaPermissions`, decision 148), for the staff contact that is the user. These helpers write
 * them as the database would hold them (a user without a staff contact gets one), and change the
 * ones a user holds in place, as an admin's toggle would.
 */
import { sql, type Kysely } from 'kysely';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../../server/auth/principal';
import { permissionSourceOf, type PermissionSource } from '../../server/auth/principalSources';
import type { Database } from '../../server/db/schema';
import { createRecord } from '../../server/modules/recordWrites';

/** What the helpers need of a test app. */
export interface PermissionWorld {
  readonly db: Kysely<Database>;
  readonly config: ScreensConfig;
  readonly registry: SchemaRegistry;
}

export interface GrantOptions {
  readonly vigente?: boolean;
  readonly escritura?: boolean;
  readonly flags?: Readonly<Record<string, boolean>>;
}

const AUTHOR: RequestUser = { userId: 0, username: 'pruebas', name: 'Pruebas', idCrm: null, roles: ['ROLE_ADMINISTRADOR'], permissions: [], tokenMode: false };

function sourceOf(world: PermissionWorld): PermissionSource {
  const source = permissionSourceOf(world.config);
  if (!source) throw new Error('La configuración no declara el módulo de permisos (areaPermissions)');
  return source;
}

/** The record id of the staff contact that is the user (engine/core/staffContacts.ts), created (with the user's CRM id) when there is none. */
export async function personOfUser(world: PermissionWorld, userId: number): Promise<number> {
  const user = await world.db.selectFrom('users').select(['id_crm', 'username', 'nombre']).where('id', '=', userId).executeTakeFirstOrThrow();
  let idCrm = user.id_crm;
  if (!idCrm) {
    idCrm = `usr-${user.username}`;
    await world.db.updateTable('users').set({ id_crm: idCrm }).where('id', '=', userId).execute();
  }
  const module = sourceOf(world).staffModule;
  const found = await world.db.selectFrom('records').select('id').where('module', '=', module).where('id_crm', '=', idCrm).orderBy('id').executeTakeFirst();
  if (found) return Number(found.id);
  // A contact of the company's own account, as the staff link kind finds it (LNK-14, CST-43).
  const account = world.config.company?.account;
  const id = await createRecord(
    world.db,
    world.registry.get(module),
    { nombre: user.nombre, apellido: user.username, mostrarNombre: user.nombre, ...(account ? { cuenta: account } : {}) },
    AUTHOR,
    account ? String(account) : null,
  );
  await world.db.updateTable('records').set({ id_crm: idCrm }).where('id', '=', id).execute();
  return id;
}

/** Adds a permission record on `area` for the user (vigente, read-only unless said); its record id. */
export async function grantArea(world: PermissionWorld, userId: number, area: string, options: GrantOptions = {}): Promise<number> {
  const source = sourceOf(world);
  const person = await personOfUser(world, userId);
  const data = { [source.person]: person, [source.area]: area, [source.write]: options.escritura ?? false, ...options.flags };
  const id = await createRecord(world.db, world.registry.get(source.module), data, AUTHOR);
  if (options.vigente === false) await setPermissionRecords(world, { id }, { vigente: false });
  return id;
}

/** Which permission records to change: one by id, or a user's (on one area, or all), or every user's on an area. */
export interface PermissionWhere {
  readonly id?: number;
  readonly userId?: number;
  readonly area?: string;
}

/** Sets `vigente` and/or `escritura` on the permission records `where` names (record and search index alike); how many changed. */
export async function setPermissionRecords(world: PermissionWorld, where: PermissionWhere, set: { vigente?: boolean; escritura?: boolean }): Promise<number> {
  const source = sourceOf(world);
  let query = world.db.updateTable('records').where('module', '=', source.module);
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.area !== undefined) query = query.where(sql<boolean>`data ->> ${source.area} = ${where.area}`);
  if (where.userId !== undefined) {
    const person = await personOfUser(world, where.userId);
    query = query.where(sql<boolean>`data ->> ${source.person} = ${String(person)}`);
  }
  const data = set.escritura === undefined ? sql`data` : sql`jsonb_set(data, ${sql.val(`{${source.write}}`)}::text[], ${JSON.stringify(set.escritura)}::jsonb)`;
  const rows = await query
    .set({ data: data as never, ...(set.vigente === undefined ? {} : { vigente: set.vigente }), version: sql`version + 1` as never })
    .returning(['id', 'vigente'])
    .execute();
  for (const row of rows) await world.db.updateTable('record_search').set({ vigente: row.vigente }).where('record_id', '=', row.id).execute();
  return rows.length;
}
