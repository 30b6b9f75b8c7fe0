/**
 * Inserts many records of a module in one statement through the test app's database handle (for
 * caps and exports: a thousand API calls would only test the API a thousand times). The search text
 * is built as the server builds it; the data is stored as given, without the schema's checks.
 */
import { buildSearchText } from '../../../engine/core/searchText';
import type { TestApp } from './testApp';

export async function seedRecords(t: TestApp, module: string, searchFields: readonly string[], rows: ReadonlyArray<Record<string, unknown>>, ownerAccount: string | null = null): Promise<number[]> {
  const inserted = await t.db
    .insertInto('records')
    .values(rows.map((data) => ({ module, data: JSON.stringify(data), search_text: buildSearchText(data, searchFields), owner_account: ownerAccount })))
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}
