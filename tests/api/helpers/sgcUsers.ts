/**
 * Users and staff contacts for the SGC-style permission tests (fixture module `pruebasgc`): a user
 * with one `documentossgc` permission record (flags `prepara`/`revisa`/`aprueba`, SGC-56) and the
 * staff contact that is that user (same CRM id, `userIs`).
 */
import type { TestApp } from './testApp';
import { staffContactModule } from '../../../engine/core/staffContacts';
import type { RequestUser } from '../../../server/auth/principal';
import { createRecord, updateRecord } from '../../../server/modules/recordWrites';
import { grantArea, personOfUser } from '../../support/permissionRecords';

const AUTHOR: RequestUser = { userId: 0, username: 'pruebas', name: 'Pruebas', idCrm: null, roles: ['ROLE_ADMINISTRADOR'], permissions: [], tokenMode: false };

export interface SgcPermission {
  readonly vigente?: boolean;
  readonly escritura?: boolean;
  readonly flags?: Readonly<Record<string, boolean>>;
}

/**
 * Adds a user known to the CRM as `usr-<username>`, with the given `documentossgc` permission (none:
 * null) and roles. Every such user is internal staff who reads contacts (ROLE_AT, ROLE_CONTACTOS), as
 * SGC users pick signers among the staff contacts, and reads the fixture's records (`prueba` r).
 */
export async function addSgcUser(t: TestApp, username: string, permission: SgcPermission | null, roles: readonly string[] = []): Promise<number> {
  const user = await t.db
    .insertInto('users')
    .values({ username, nombre: username, password_hash: null, email: null, account_id: null, id_crm: `usr-${username}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Signers are staff contacts (company.staffLink): internal staff who read contacts (ROLE_AT, ROLE_CONTACTOS) may name one.
  await t.db
    .insertInto('user_roles')
    .values([...new Set([...roles, 'ROLE_AT', 'ROLE_CONTACTOS'])].map((role) => ({ user_id: user.id, role })))
    .execute();
  await grantArea(t, user.id, 'prueba');
  if (permission) {
    await grantArea(t, user.id, 'documentossgc', {
      vigente: permission.vigente ?? true,
      escritura: permission.escritura ?? false,
      flags: permission.flags ?? {},
    });
  }
  return user.id;
}

/**
 * Adds a contact: a staff contact (engine/core/staffContacts.ts: of the company's account, as the
 * staff link kind finds it) unless `personal` is false (then a contact of no account, whom the staff
 * kind does not find); with `username`, the staff contact that user is (their CRM id), named `nombre`.
 */
export async function addStaffContact(t: TestApp, nombre: string, username?: string, personal = true): Promise<number> {
  const module = staffContactModule(t.config);
  if (!module) throw new Error('La configuración no declara el personal (company.staffLink)');
  const registered = t.registry.get(module);
  const account = personal ? t.config.company?.account : undefined;
  const data = { nombre, apellido: nombre, mostrarNombre: nombre, ...(account ? { cuenta: account } : {}) };
  if (username) {
    const user = await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    // The user's permission records already made them a person (support/permissionRecords.ts): that contact is renamed.
    const id = await personOfUser(t, Number(user.id));
    const { version } = await t.db.selectFrom('records').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    await updateRecord(t.db, registered, id, version, data, AUTHOR, account ? String(account) : null);
    return id;
  }
  return createRecord(t.db, registered, data, AUTHOR, account ? String(account) : null);
}
