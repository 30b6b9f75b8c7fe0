/** The id of a demo account by its display name (`mostrarNombre`), or undefined when it is not there. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function demoAccountId(db: Kysely<Database>, mostrarNombre: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('records')
    .select('id')
    .where('module', '=', 'cuenta')
    .where(sql<boolean>`data ->> 'mostrarNombre' = ${mostrarNombre}`)
    .orderBy('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}
