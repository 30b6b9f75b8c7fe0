/**
 * The second floor of the bulk import benchmark (bench/contactImport.ts, decision 165): the same
 * rows written set-based into every table a create writes — the record, its search-index entry
 * (search text and sort key computed by the database), a unique claim (under another field name, so
 * as not to meet the import's own claims) and a history entry holding the record — one statement per
 * 5,000 rows, one transaction. What the import cannot go under while it stores what a save stores;
 * its rows are removed afterwards.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { RegisteredModule } from '../engine/core/schemaRegistry';
import { sortKeyOf } from '../server/search/searchIndex';

/** Writes `rows` as described into `account`; answers the milliseconds the transaction took. */
export async function fullWriteFloor(
  db: Kysely<Database>,
  module: RegisteredModule,
  rows: ReadonlyArray<{ readonly data: unknown }>,
  account: number,
  run: string,
): Promise<number> {
  const prefix = `piso-${run}-`;
  const start = performance.now();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 5000) {
      const chunk = rows.slice(i, i + 5000);
      await sql`
        with input as (select * from unnest(${chunk.map((_, j) => `${prefix}${i + j}`)}::text[], ${chunk.map((r) => JSON.stringify(r.data))}::text[]) as t(id_crm, data)),
        written as (
          insert into records (module, id_crm, data, owner_account)
          select 'contacto', id_crm, data::jsonb, ${String(account)}::text from input
          returning id, module, data, vigente, owner_account),
        indexed as (
          insert into record_search (record_id, module, search_text, sort_key, vigente, owner_account)
          select written.id, written.module, lower(concat_ws(' ', ${sql.join(module.searchFields.map((f) => sql`written.data->>${f}::text`))})),
            ${sortKeyOf(module.searchSortField, 'written')}, written.vigente, written.owner_account
          from written returning record_id),
        claimed as (
          insert into unique_values (module, field, value, record_id)
          select 'contacto', 'documento.piso', written.data->>'documento', written.id from written returning record_id)
        insert into record_history (record_id, module, version, action, changes, changed_by_name)
        select written.id, 'contacto', 1, 'alta', jsonb_build_array(written.data), 'piso' from written`.execute(trx);
    }
  });
  const elapsed = performance.now() - start;
  const ids = sql`(select id from records where module = 'contacto' and id_crm like ${`${prefix}%`})`;
  await sql`delete from unique_values where record_id in ${ids}`.execute(db);
  await sql`delete from record_history where record_id in ${ids}`.execute(db);
  await sql`delete from record_search where record_id in ${ids}`.execute(db);
  await sql`delete from records where id in ${ids}`.execute(db);
  return Math.round(elapsed);
}
