/**
 * The contacts of one account a row may match (ADM-52, ADM-53, ADM-OP07; decision 153): read once
 * per import through the index of a module's records by owner account (`records_owner`), vigente or
 * not (a voided contact still holds its document), and kept as match keys only — an account's
 * contacts, not the million of the whole database.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { MatchIndex } from '../../engine/core/bulkImport/importMatch';
import type { Database } from '../../server/db/schema';

export const CONTACTS = 'contacto';

/** An existing contact a row matched: its id and display name. */
export interface ExistingContact {
  readonly id: number;
  readonly nombre: string;
}

/** The match index of the contacts of `account`. */
export async function accountContacts(db: Kysely<Database>, account: number): Promise<MatchIndex<ExistingContact>> {
  const rows = await db
    .selectFrom('records')
    .select([
      'id',
      sql<string | null>`data->>'email'`.as('email'),
      sql<string | null>`data->>'nombre'`.as('nombre'),
      sql<string | null>`data->>'apellido'`.as('apellido'),
      sql<string | null>`data->>'documento'`.as('documento'),
      sql<string | null>`data->>'mostrarNombre'`.as('mostrar'),
    ])
    .where('module', '=', CONTACTS)
    .where('owner_account', '=', String(account))
    .orderBy('id')
    .execute();
  const index = new MatchIndex<ExistingContact>();
  for (const row of rows) index.add(row, { id: Number(row.id), nombre: row.mostrar ?? `${row.apellido ?? ''}, ${row.nombre ?? ''}` });
  return index;
}
