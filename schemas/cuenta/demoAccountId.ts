/** The id of a demo account by its display name (`mostrarNombre`), or undefined when it is not there. */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { demoRecordId } from '../../server/seed/demoRecordId';

export function demoAccountId(db: Kysely<Database>, mostrarNombre: string): Promise<number | undefined> {
  return demoRecordId(db, 'cuenta', 'mostrarNombre', mostrarNombre);
}
