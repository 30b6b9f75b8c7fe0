/**
 * Users and staff contacts for the SGC-style permission tests (fixture module `pruebasgc`): a user
 * with one `documentossgc` permission record (flags `prepara`/`revisa`/`aprueba`, SGC-56) and the
 * staff contact that is that user (same CRM id, `userIs`).
 */
import type { TestApp } from './testApp';
import { grantArea } from '../../support/permissionRecords';

export interface SgcPermission {
  readonly vigente?: boolean;
  readonly escritura?: boolean;
  readonly flags?: Readonly<Record<string, boolean>>;
}

/**
 * Adds a user known to the CRM as `usr-<username>`, with the given `documentossgc` permission (none:
 * null) and roles. Every such user may read the fixture's staff contacts (`prueba` r), as SGC users
 * pick signers among them.
 */
export async function addSgcUser(t: TestApp, username: string, permission: SgcPermission | null, roles: readonly string[] = []): Promise<number> {
  const user = await t.db
    .insertInto('users')
    .values({ username, nombre: username, password_hash: null, email: null, account_id: null, id_crm: `usr-${username}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (roles.length)
    await t.db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: user.id, role })))
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

/** Adds a contact (staff unless `personal` is false); with `username`, the staff contact that user is. */
export async function addStaffContact(t: TestApp, nombre: string, username?: string, personal = true): Promise<number> {
  // The user's permission records already made them a person (support/permissionRecords.ts): that contact becomes this one.
  const existing = username
    ? await t.db
        .selectFrom('records')
        .select(['id', 'version'])
        .where('module', '=', 'pruebacontacto')
        .where('id_crm', '=', `usr-${username}`)
        .executeTakeFirst()
    : undefined;
  if (existing) {
    const id = Number(existing.id);
    const saved = await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/pruebacontacto/${id}`,
      payload: { version: existing.version, datos: { nombre, personal } },
    });
    if (saved.statusCode !== 200) throw new Error(`contacto no guardado: ${saved.body}`);
    return id;
  }
  const res = await t.as('admin', { method: 'POST', url: '/api/modulos/pruebacontacto', payload: { datos: { nombre, personal } } });
  if (res.statusCode !== 201) throw new Error(`contacto no creado: ${res.body}`);
  const id = res.json().id as number;
  if (username)
    await t.db
      .updateTable('records')
      .set({ id_crm: `usr-${username}` })
      .where('id', '=', id)
      .execute();
  return id;
}
