/**
 * The sort key of a module's search index (server/search): the field its list sorts by when the
 * user picked no other order, i.e. the default sort of the first list (config order) that shows the
 * module's records, when that is a field of the schema (a system field such as `creadoEn` is a
 * column of the record itself and needs no key). One field per module, because one module's records
 * have one index entry each.
 */
import type { ScreensConfig } from './screenConfig';

export function searchSortFields(config: Pick<ScreensConfig, 'modules'>, schemaFields: ReadonlyMap<string, ReadonlySet<string>>): Map<string, string> {
  const fields = new Map<string, string>();
  for (const module of Object.values(config.modules)) {
    if (fields.has(module.schema)) continue;
    const field = module.list.defaultSort.field;
    if (schemaFields.get(module.schema)?.has(field)) fields.set(module.schema, field);
  }
  return fields;
}
