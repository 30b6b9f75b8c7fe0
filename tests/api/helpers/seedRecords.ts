/**
 * Inserts many records of a module in one statement through the test app's database handle (for
 * caps and exports: a thousand API calls would only test the API a thousand times), and their
 * search-index entries as the server writes them (checkSearchIndex with `fix`, which uses the
 * writes' own indexRecord); the data is stored as given, without the schema's checks.
 */
import { checkSearchIndex } from '../../../server/search/checkSearchIndex';
import type { TestApp } from './testApp';

export async function seedRecords(
  t: TestApp,
  module: string,
  searchFields: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
  ownerAccount: string | null = null,
): Promise<number[]> {
  const inserted = await t.db
    .insertInto('records')
    .values(rows.map((data) => ({ module, data: JSON.stringify(data), owner_account: ownerAccount })))
    .returning('id')
    .execute();
  const ids = inserted.map((row) => row.id);
  const registered = t.registry.has(module) ? t.registry.get(module) : undefined;
  await checkSearchIndex(t.db, [{ name: module, searchFields, searchSortField: registered?.searchSortField }], { fix: true, ids });
  return ids;
}
