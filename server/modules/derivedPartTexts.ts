/**
 * The texts a derived field's parts stand for, read on the server: a combo code's
 * description (the `lookups` table) and a linked record's name (its module's name field,
 * recordNameField), so that a write that leaves a derived field empty (a fee saved from any editor,
 * an API call) gets the name the form gives it (FEE-05, FEE-OP02). One query per kind of text.
 */
import type { Kysely } from 'kysely';
import type { DerivedPartNeed } from '../../engine/core/form/derivedFields';
import type { PartText } from '../../engine/core/form/derivedParts';
import { recordNameField } from '../../engine/core/recordName';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { Database } from '../db/schema';

interface Options {
  readonly db: Kysely<Database>;
  readonly registry: SchemaRegistry;
  readonly config: ScreensConfig;
}

/** The part texts of `needs` (a text not found answers null: the raw value stands in, as the form shows it). */
export async function derivedPartTexts({ db, registry, config }: Options, needs: readonly DerivedPartNeed[]): Promise<PartText> {
  const texts = new Map<string, string>();
  const descriptions = needs.filter((need) => need.text === 'description');
  if (descriptions.length) {
    const rows = await db
      .selectFrom('lookups')
      .select(['combo', 'codigo', 'descripcion'])
      .where('combo', 'in', [...new Set(descriptions.map((need) => need.combo))])
      .where('codigo', 'in', [...new Set(descriptions.map((need) => need.value))])
      .execute();
    for (const row of rows) texts.set(`description:${row.combo}:${row.codigo}`, row.descripcion);
  }
  for (const need of needs) {
    if (need.text !== 'linkName') continue;
    const target = config.links?.[need.kind]?.module;
    const schema = target ? config.modules[target]?.schema : undefined;
    // An id that names no record (not a positive safe integer) must not reach the query.
    if (!target || !schema || !registry.has(schema) || !Number.isSafeInteger(need.value) || need.value < 1) continue;
    const module = registry.get(schema);
    const field = recordNameField(config, target, module);
    if (!field) continue;
    const row = await db.selectFrom('records').select('data').where('module', '=', module.name).where('id', '=', need.value).executeTakeFirst();
    const name = (row?.data as Record<string, unknown> | undefined)?.[field];
    if (typeof name === 'string' && name) texts.set(`linkName:${need.kind}:${need.value}`, name);
  }
  return (part, value) => {
    const need = needs.find((n) => n.text === part.text && String(n.value) === String(value));
    if (!need) return null;
    return texts.get(need.text === 'description' ? `description:${need.combo}:${need.value}` : `linkName:${need.kind}:${need.value}`) ?? null;
  };
}
