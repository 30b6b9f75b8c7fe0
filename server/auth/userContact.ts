/**
 * Who a user is as a person (Principal.contactId, compared by `userIs` guard clauses: SGC-54's
 * preparer, ACN-OP01's `asignado`). Preparers and assignees are staff contacts, the records of the
 * company's staff link kind (`company.staffLink`, engine/core/staffContacts.ts: the same people the
 * per-area permissions and the teams name); a user is the staff contact that carries the user's CRM
 * id (`users.id_crm` = the record's `idCrm`, the identity the CRM gives both; decisions.md 62,
 * decision 161). Resolved only where a guard asks (and for the browser's session), not on every request.
 */
import type { Kysely } from 'kysely';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { staffContactModule } from '../../engine/core/staffContacts';
import type { Database } from '../db/schema';
import type { RequestUser } from './principal';

/** The id of the user's staff contact, or null when there is none (then `userIs` denies). */
export async function userContactId(db: Kysely<Database>, config: ScreensConfig, user: Pick<RequestUser, 'idCrm' | 'tokenMode'>): Promise<number | null> {
  const module = staffContactModule(config);
  // A temporary token is nobody (SES-OP04); a user without a CRM id matches no record.
  if (!module || !user.idCrm || user.tokenMode) return null;
  const row = await db.selectFrom('records').select('id').where('module', '=', module).where('id_crm', '=', user.idCrm).executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** The user with `contactId` filled (as it is when already known). */
export async function withContact(db: Kysely<Database>, config: ScreensConfig, user: RequestUser): Promise<RequestUser> {
  if (user.contactId !== undefined) return user;
  return { ...user, contactId: await userContactId(db, config, user) };
}
