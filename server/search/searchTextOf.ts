/**
 * A record's search text as the index stores it: its `x-search` fields (buildSearchText) and, of
 * each encrypted field that shows an end (`"x-encrypted": { "visibleEnd": 4 }`: a card's last four
 * digits), only that end as its redaction shows it. The end is what every list already
 * shows anyone who may see the record; the clear value is never indexed (CRD-OP03).
 */
import { buildSearchText } from '../../engine/core/searchText';
import { REDACTION_CHAR } from '../../engine/core/encryption/encryptedFields';
import type { ModuleSchema } from '../../engine/core/moduleSchema';
import { encryptedFieldsOf } from '../crypto/encryptedData';
import { isSealed, redactionOf } from '../crypto/fieldCipher';

/** What the search text needs of a module (a RegisteredModule has it; `schema` for its encrypted fields). */
export interface SearchedModule {
  readonly searchFields: readonly string[];
  readonly schema?: ModuleSchema;
}

/** The visible end of a stored (sealed) value; nothing for a value that is not sealed (never index a clear one). */
function visibleEndOf(value: unknown): string | undefined {
  if (!isSealed(value)) return undefined;
  const redaction = redactionOf(value);
  return redaction.slice(redaction.lastIndexOf(REDACTION_CHAR) + 1) || undefined;
}

/** The search text of `data` (a record's data as stored) in `module`. */
export function searchTextOf(module: SearchedModule, data: Readonly<Record<string, unknown>>): string {
  const ends = module.schema ? encryptedFieldsOf(module.schema).filter((field) => field.visibleEnd > 0) : [];
  if (!ends.length) return buildSearchText(data, module.searchFields);
  const shown: Record<string, unknown> = { ...data };
  for (const { field } of ends) shown[field] = visibleEndOf(data[field]);
  return buildSearchText(shown, [...module.searchFields, ...ends.map((end) => end.field)]);
}
