/**
 * Per-area permissions become records (decision 148): the rows of `permissions` move into the
 * module the config names (`areaPermissions`), one record per row, for the staff contact that is
 * the user (the person module's record carrying the user's CRM id); then the table goes. A user
 * without a staff contact gets one in the staff account, with what the users table knows (name,
 * e-mail) and the user's CRM id (`usuario-<id>` written to the user when it had none): the
 * documented fallback of decision 148, so that no right is lost (an admin completes that contact).
 *
 * Access changes keep reaching the principal caches: the permission module is a module whose
 * records grant access (`module_roles.grants_access`, written from the config at every start:
 * server/seed/moduleRoles.ts), so the trigger of 0017 on `records` notifies `access_changed` for
 * each of their writes.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import { diffRecords } from '../../../engine/core/diffRecords';
import { insertIndexed, type IndexedModule } from '../../search/searchIndex';
import type { PermissionSource } from '../../auth/principalSources';

/** Where the rows go, from the config and the registry (absent: a database without permission rows needs none). */
export interface PermissionMove {
  readonly source: PermissionSource;
  readonly permissionModule: IndexedModule;
  /** The staff contacts' module (`company.staffLink`'s, engine/core/staffContacts.ts). */
  readonly personModule: IndexedModule;
  /** The company's own account (`company.account`), where a missing staff contact is created. */
  readonly staffAccount: number | null;
}

interface PermissionRow {
  readonly user_id: string | number;
  readonly area: string;
  readonly vigente: boolean;
  readonly escritura: boolean;
  readonly flags: Record<string, unknown> | null;
  readonly username: string;
  readonly nombre: string;
  readonly email: string | null;
  readonly id_crm: string | null;
}

const AUTHOR = 'Migración de permisos (0011)';

/** The id of the user's staff contact, created (fallback) when there is none. */
async function personOf(db: Kysely<any>, move: PermissionMove, row: PermissionRow): Promise<number> {
  let idCrm = row.id_crm;
  if (idCrm) {
    const found = await sql<{ id: string }>`select id from records where module = ${move.personModule.name} and id_crm = ${idCrm}`.execute(db);
    if (found.rows[0]) return Number(found.rows[0].id);
  } else {
    idCrm = `usuario-${row.user_id}`;
    await sql`update users set id_crm = ${idCrm} where id = ${row.user_id}`.execute(db);
  }
  const [nombre, ...rest] = row.nombre.trim().split(/\s+/);
  const data: Record<string, unknown> = {
    nombre: nombre || row.username,
    apellido: rest.join(' ') || row.username,
    mostrarNombre: row.nombre.trim() || row.username,
    ...(row.email ? { email: row.email } : {}),
    ...(move.staffAccount ? { cuenta: move.staffAccount } : {}),
  };
  const owner = move.staffAccount ? String(move.staffAccount) : null;
  const id = await insertIndexed(
    db,
    move.personModule,
    data,
    db
      .insertInto('records')
      .values({ module: move.personModule.name, id_crm: idCrm, data: JSON.stringify(data), owner_account: owner })
      .returning(['id', 'module', 'vigente', 'owner_account']),
  );
  await history(db, move.personModule.name, id!, data);
  return id!;
}

async function history(db: Kysely<any>, module: string, recordId: number, data: Record<string, unknown>) {
  await db
    .insertInto('record_history')
    .values({
      record_id: recordId,
      module,
      version: 1,
      action: 'alta',
      changes: JSON.stringify(diffRecords(null, data)),
      changed_by: null,
      changed_by_name: AUTHOR,
    })
    .execute();
}

/** Moves every row of `permissions` into records. */
async function moveRows(db: Kysely<any>, move: PermissionMove | undefined) {
  const { rows } = await sql<PermissionRow>`
    select p.user_id, p.area, p.vigente, p.escritura, p.flags, u.username, u.nombre, u.email, u.id_crm
    from permissions p join users u on u.id = p.user_id order by p.id`.execute(db);
  if (!rows.length) return;
  if (!move) throw new Error('Los permisos existentes necesitan el módulo de permisos configurado (areaPermissions) para pasar a registros');
  const { source } = move;
  for (const row of rows) {
    const person = await personOf(db, move, row);
    const flags = Object.fromEntries((source.flags ?? []).filter((flag) => row.flags?.[flag] === true).map((flag) => [flag, true]));
    const data = { [source.person]: person, [source.area]: row.area, [source.write]: row.escritura, ...flags };
    const id = await insertIndexed(
      db,
      move.permissionModule,
      data,
      db
        .insertInto('records')
        .values({ module: move.permissionModule.name, id_crm: randomUUID(), data: JSON.stringify(data), vigente: row.vigente })
        .returning(['id', 'module', 'vigente', 'owner_account']),
    );
    await history(db, move.permissionModule.name, id!, data);
  }
}

export function permissionRecordsMigration(move?: PermissionMove): Migration {
  return {
    async up(db: Kysely<any>) {
      await moveRows(db, move);
      await sql`drop table permissions`.execute(db);
    },
    async down(db: Kysely<any>) {
      // The records stay where they are (a later 0011 finds no rows to move); the table comes back empty, with 0010's triggers.
      await sql`
        create table permissions (
          id bigserial primary key,
          user_id bigint not null references users(id) on delete cascade,
          area text not null,
          vigente boolean not null,
          escritura boolean not null,
          flags jsonb not null default '{}'::jsonb
        )`.execute(db);
      await sql`create index permissions_user on permissions (user_id)`.execute(db);
      await sql`CREATE TRIGGER permissions_access_changed AFTER INSERT OR UPDATE OR DELETE ON permissions FOR EACH ROW EXECUTE FUNCTION notify_access_changed()`.execute(
        db,
      );
      await sql`CREATE TRIGGER permissions_access_truncated AFTER TRUNCATE ON permissions FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed()`.execute(
        db,
      );
    },
  };
}
