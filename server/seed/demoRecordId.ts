/** Demo records find each other by a readable value (an account by its name, a bank by its description), never by an id. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The id of the first record of `module` whose `field` is `value`, or undefined when there is none. */
export async function demoRecordId(db: Kysely<Database>, module: string, field: string, value: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('records')
    .select('id')
    .where('module', '=', module)
    .where(sql<boolean>`data ->> ${field} = ${value}`)
    .orderBy('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}
