/**
 * The search index (server/search/searchIndex.ts): a narrow `record_search` table, one row per
 * record, with the trigram index that `records.search_text` had, plus the list's sort key and filter
 * columns. Backfilled from every existing record in the migration's transaction: the search text is
 * copied from `records.search_text` (built by the same normaliser when each record was written),
 * the sort key computed from the record with the modules' sort fields; then `records.search_text`
 * and its index go (the records table no longer carries search data). `npm run check-search-index`
 * rebuilds any entry that drifted (e.g. a module's `x-search` fields changed since).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { sortKeyByModule, type IndexedModule } from '../../search/searchIndex';

export function searchIndexMigration(modules: readonly IndexedModule[] | undefined): Migration {
  return {
    async up(db: Kysely<any>) {
      await sql`
        create table record_search (
          record_id bigint primary key references records(id) on delete cascade,
          module text not null,
          search_text text not null,
          sort_key text,
          vigente boolean not null,
          owner_account text
        )`.execute(db);
      const existing = await sql`select 1 from records limit 1`.execute(db);
      if (existing.rows.length > 0 && !modules) {
        throw new Error('El índice de búsqueda necesita los módulos registrados para completarse con los registros existentes');
      }
      await sql`
        insert into record_search (record_id, module, search_text, sort_key, vigente, owner_account)
        select records.id, records.module, records.search_text, ${sortKeyByModule(modules ?? [])}, records.vigente, records.owner_account
        from records`.execute(db);
      await sql`create index record_search_trgm on record_search using gin (search_text gin_trgm_ops)`.execute(db);
      await sql`create index record_search_sort on record_search (module, sort_key, record_id)`.execute(db);
      await sql`create index record_search_owner on record_search (module, owner_account) where owner_account is not null`.execute(db);
      await sql`drop index if exists records_search_trgm`.execute(db);
      await sql`alter table records drop column search_text`.execute(db);
      await sql`analyze record_search`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`alter table records add column search_text text not null default ''`.execute(db);
      await sql`update records set search_text = record_search.search_text from record_search where record_search.record_id = records.id`.execute(db);
      await sql`create index records_search_trgm on records using gin (search_text gin_trgm_ops)`.execute(db);
      await sql`drop table record_search`.execute(db);
    },
  };
}
