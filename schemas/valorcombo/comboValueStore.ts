/**
 * The values of a combo in the `lookups` table, as the combos administration reads and writes them
 * (ADM-28, ADM-30..32): every value, vigente or not, paged and filtered by text; a create that
 * refuses a code the combo already has; a save and a toggle at the version read (a stale one
 * changes nothing). The forms read the same table on every request (lookupRoutes, the code checks
 * of writes), so a change here is what the next request of any form sees.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

/** A combo value as the admin API answers it. */
export type ComboValue = {
  readonly id: number;
  readonly codigo: string;
  readonly descripcion: string;
  readonly vigente: boolean;
  readonly orden: number;
  readonly version: number;
  readonly modificadoEn: string;
};

/** What a create or a save writes. */
export interface ComboValueInput {
  readonly codigo: string;
  readonly descripcion: string;
  readonly orden?: number;
}

const columns = ['id', 'codigo', 'descripcion', 'vigente', 'orden', 'version', 'modificado_en'] as const;

type Row = { id: number; codigo: string; descripcion: string; vigente: boolean; orden: number; version: number; modificado_en: Date | string };

const valueOf = (row: Row): ComboValue => ({
  id: Number(row.id),
  codigo: row.codigo,
  descripcion: row.descripcion,
  vigente: row.vigente,
  orden: row.orden,
  version: row.version,
  modificadoEn: new Date(row.modificado_en).toISOString(),
});

/** `LIKE` text with its wildcards taken literally. */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of a combo's values (inactive ones included), in the combo's order, and how many match. */
export async function listComboValues(db: Kysely<Database>, combo: string, query: { texto?: string; desde: number; limite: number }) {
  let base = db.selectFrom('lookups').where('combo', '=', combo);
  const texto = query.texto?.trim();
  if (texto) {
    const like = likeText(texto);
    base = base.where((eb) => eb.or([eb(sql`lower(codigo)`, 'like', like), eb(sql`lower(descripcion)`, 'like', like)]));
  }
  const [rows, count] = await Promise.all([
    base.select(columns).orderBy('orden').orderBy('descripcion').orderBy('id').offset(query.desde).limit(query.limite).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { lista: rows.map(valueOf), total: Number(count.total) };
}

/** How many values each combo has, and how many are vigente. */
export async function comboCounts(db: Kysely<Database>, combos: readonly string[]): Promise<Map<string, { valores: number; vigentes: number }>> {
  if (!combos.length) return new Map();
  const rows = await db
    .selectFrom('lookups')
    .select((eb) => ['combo', eb.fn.countAll<string>().as('valores'), eb.fn.sum<string>(sql`case when vigente then 1 else 0 end`).as('vigentes')])
    .where('combo', 'in', combos)
    .groupBy('combo')
    .execute();
  return new Map(rows.map((row) => [row.combo, { valores: Number(row.valores), vigentes: Number(row.vigentes ?? 0) }]));
}

/** One value of the combo, or null. */
export async function getComboValue(db: Kysely<Database>, combo: string, id: number): Promise<ComboValue | null> {
  const row = await db.selectFrom('lookups').select(columns).where('combo', '=', combo).where('id', '=', id).executeTakeFirst();
  return row ? valueOf(row) : null;
}

/** Creates a value at the end of the combo unless told its place; null when the combo already has its code. */
export async function createComboValue(db: Kysely<Database>, combo: string, input: ComboValueInput): Promise<ComboValue | null> {
  const orden =
    input.orden ??
    Number(
      (
        await db
          .selectFrom('lookups')
          .select((eb) => eb.fn.max<number>('orden').as('orden'))
          .where('combo', '=', combo)
          .executeTakeFirst()
      )?.orden ?? -1,
    ) + 1;
  const row = await db
    .insertInto('lookups')
    .values({ combo, codigo: input.codigo, descripcion: input.descripcion, orden, extra: '{}' })
    .onConflict((oc) => oc.columns(['combo', 'codigo']).doNothing())
    .returning(columns)
    .executeTakeFirst();
  return row ? valueOf(row) : null;
}

/** The outcome of a write at a version: written, no such value, or a newer version (with it). */
export type VersionedWrite = { status: 'written'; value: ComboValue } | { status: 'missing' } | { status: 'stale'; value: ComboValue };

/** Applies `change` to the value when it is still at `version` (one statement: no lost update). */
async function writeAtVersion(
  db: Kysely<Database>,
  combo: string,
  id: number,
  version: number,
  change: { descripcion?: string; orden?: number; vigente?: 'flip' },
): Promise<VersionedWrite> {
  const row = await db
    .updateTable('lookups')
    .set((eb) => ({
      ...(change.descripcion !== undefined ? { descripcion: change.descripcion } : {}),
      ...(change.orden !== undefined ? { orden: change.orden } : {}),
      ...(change.vigente ? { vigente: eb.not(eb.ref('vigente')) } : {}),
      version: eb(eb.ref('version'), '+', 1),
      modificado_en: sql`now()`,
    }))
    .where('combo', '=', combo)
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(columns)
    .executeTakeFirst();
  if (row) return { status: 'written', value: valueOf(row) };
  const current = await getComboValue(db, combo, id);
  return current ? { status: 'stale', value: current } : { status: 'missing' };
}

/** Saves a value's description and place (its code never changes). */
export function saveComboValue(db: Kysely<Database>, combo: string, id: number, version: number, input: ComboValueInput): Promise<VersionedWrite> {
  return writeAtVersion(db, combo, id, version, { descripcion: input.descripcion, ...(input.orden !== undefined ? { orden: input.orden } : {}) });
}

/** Flips a value's vigente (ADM-30). */
export function toggleComboValue(db: Kysely<Database>, combo: string, id: number, version: number): Promise<VersionedWrite> {
  return writeAtVersion(db, combo, id, version, { vigente: 'flip' });
}
