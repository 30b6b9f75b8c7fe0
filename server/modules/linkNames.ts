/**
 * The names of a list page's linked records (engine/core/format/linkNames): one query per link
 * field over the ids the page holds, each name read from the linked module's name field
 * (recordNameField, as the link's own field shows it in the form). Only the page's rows are read,
 * which the caller may already see: a link cell says whom the row names, never more.
 */
import type { Kysely } from 'kysely';
import { linkNameNeeds, type LinkNames } from '../../engine/core/format/linkNames';
import type { JsonSchemaProperty } from '../../engine/core/moduleSchema';
import { recordNameField } from '../../engine/core/recordName';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { Database } from '../db/schema';

interface Options {
  readonly db: Kysely<Database>;
  readonly registry: SchemaRegistry;
  readonly config: ScreensConfig;
}

/** `extras.nombres` of a page of `properties`' records; undefined when no link cell has a name. */
export async function linkNamesOf(
  { db, registry, config }: Options,
  properties: Readonly<Record<string, JsonSchemaProperty>>,
  rows: ReadonlyArray<{ readonly datos: Readonly<Record<string, unknown>> }>,
): Promise<LinkNames | undefined> {
  const names: Record<string, Record<string, string>> = {};
  for (const need of linkNameNeeds(properties, rows)) {
    const target = config.links?.[need.kind]?.module;
    const schema = target ? config.modules[target]?.schema : undefined;
    if (!target || !schema || !registry.has(schema)) continue;
    const module = registry.get(schema);
    const field = recordNameField(config, target, module);
    if (!field) continue;
    const found = await db.selectFrom('records').select(['id', 'data']).where('module', '=', module.name).where('id', 'in', need.ids).execute();
    for (const row of found) {
      const name = (row.data as Record<string, unknown>)[field];
      if (typeof name === 'string' && name) (names[need.field] ??= {})[String(row.id)] = name;
    }
  }
  return Object.keys(names).length ? names : undefined;
}
