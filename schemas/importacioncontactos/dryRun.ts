/**
 * The dry run of a contact import (ADM-50…57, ADM-60, ADM-OP05…07; decision 153): every row of the
 * file judged, as it streams in, and stored server-side (import_rows) for the preview to page
 * through: `existente` when it matches a contact of the account (by e-mail, by name and surname, or
 * by document; ADM-53) or an earlier row of the file, with the reason and whom it matched;
 * `invalido` with each field's Spanish message when the contact form's own validation (the
 * engine's server-side judgement of a create, recordValidation.ts: schema, combos, rules,
 * unique document) refuses the contact it would create; `nuevo` otherwise. Nothing is written to
 * the contacts.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { t } from '../../engine/core/messages';
import { headerFields, missingFields, rowValues } from '../../engine/core/bulkImport/importColumns';
import { MatchIndex, type MatchReason } from '../../engine/core/bulkImport/importMatch';
import { absentDefaults } from '../../engine/core/form/absentDefaults';
import { derivedPartNeeds, serverDerivedValues } from '../../engine/core/form/derivedFields';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import { uniqueClaimIn, uniqueFields } from '../../engine/core/unique/uniqueFields';
import type { RequestUser } from '../../server/auth/principal';
import type { ImportRowsTable } from '../../server/db/schema';
import { HttpError, type FieldProblem } from '../../server/http/httpError';
import { derivedPartTexts } from '../../server/modules/derivedPartTexts';
import { recordValidator } from '../../server/modules/recordValidation';
import { accountContacts, type ExistingContact } from './accountContacts';
import { COMBO_FIELDS, CONTACT_COLUMNS, ONE_OF_COLUMNS, REQUIRED_COLUMNS, contactOf, type ComboOptions } from './contactRows';

export const IMPORT_MODULE = 'importacioncontactos';
/** Rows judged (and stored) per batch: one unique-values query and one insert each. */
const BATCH = 500;
const msg = (key: string, args?: Record<string, string | number>) => t(`${IMPORT_MODULE}.${key}`, args);

export type RowState = 'nuevo' | 'existente' | 'invalido';
/** Why a row is not new: the contact or earlier row it matched, or its problems. */
export type RowDetail =
  | { readonly motivo: MatchReason; readonly contacto: ExistingContact }
  | { readonly motivo: MatchReason; readonly fila: number }
  | { readonly problemas: readonly FieldProblem[] };

export type Totals = {
  nuevo: number;
  existente: number;
  invalido: number;
  total: number;
};

type Services = Pick<FastifyInstance, 'db' | 'registry' | 'config' | 'lookups'>;

/** The options of the combos the rows are mapped with (ADM-60: the contact form's combos). */
export async function comboOptions(db: Services['db']): Promise<ComboOptions> {
  const rows = await db
    .selectFrom('lookups')
    .select(['combo', 'codigo', 'descripcion'])
    .where('combo', 'in', Object.values(COMBO_FIELDS))
    .orderBy('orden')
    .execute();
  const of = (combo: string) => rows.filter((row) => row.combo === combo);
  return { tipoDocumento: of(COMBO_FIELDS.tipoDocumento), genero: of(COMBO_FIELDS.genero), relacionCuenta: of(COMBO_FIELDS.relacionCuenta) };
}

export interface DryRunInput {
  readonly rows: AsyncIterable<string[]>;
  readonly account: number;
  readonly user: RequestUser;
  readonly fileName: string;
  readonly maxRows: number;
}

/** Judges every row of the file and stores the job; answers its id and totals. */
export async function dryRun(app: Services, contacts: RegisteredModule, input: DryRunInput): Promise<{ id: string; totals: Totals }> {
  const { db } = app;
  const validator = recordValidator(app, contacts);
  const [existing, combos] = await Promise.all([accountContacts(db, input.account), comboOptions(db)]);
  const inFile = new MatchIndex<number>();
  const unique = uniqueFields(contacts.schema);
  const id = randomUUID();
  const totals: Totals = { nuevo: 0, existente: 0, invalido: 0, total: 0 };
  let fields: (string | null)[] | null = null;
  let pending: Array<{ n: number; datos: Record<string, unknown>; existe?: RowDetail }> = [];
  let stored = false;

  const store = async (rows: Insertable<ImportRowsTable>[]) => {
    if (!stored) {
      await db
        .insertInto('import_jobs')
        .values({
          id,
          module: IMPORT_MODULE,
          user_id: input.user.userId,
          account: String(input.account),
          file_name: input.fileName,
          totals: JSON.stringify(totals),
        })
        .execute();
      stored = true;
    }
    if (rows.length) await db.insertInto('import_rows').values(rows).execute();
  };

  // The batch's unique values (the document) asked in one query: the rules' `exists` port answers from it, as a save would.
  const judgeBatch = async () => {
    const batch = pending;
    pending = [];
    const taken = new Set<string>();
    for (const spec of unique) {
      const keys = [
        ...new Set(
          batch
            .filter((row) => !row.existe)
            .map((row) => uniqueClaimIn(spec, row.datos[spec.field], row.datos))
            .filter((k): k is string => k !== null),
        ),
      ];
      if (!keys.length) continue;
      const rows = await db
        .selectFrom('unique_values')
        .select('value')
        .where('module', '=', contacts.name)
        .where('field', '=', spec.field)
        .where('value', 'in', keys)
        .execute();
      for (const row of rows) taken.add(`${spec.field}\u0000${row.value}`);
    }
    const exists = async (module: string, field: string, value: string, _excludeId?: number, within?: Readonly<Record<string, unknown>>) => {
      const spec = unique.find((s) => s.field === field);
      if (module !== contacts.name || !spec) return app.lookups.exists(input.user, 'save', module, field, value, undefined, within);
      const key = uniqueClaimIn(spec, value, within);
      return key !== null && taken.has(`${field}\u0000${key}`);
    };
    const out: Insertable<ImportRowsTable>[] = [];
    for (const { n, datos, existe } of batch) {
      if (existe) {
        totals.existente++;
        out.push({ job_id: id, n, state: 'existente', data: JSON.stringify(datos), detail: JSON.stringify(existe) });
        continue;
      }
      const earlier = inFile.find(datos);
      if (earlier) {
        totals.existente++;
        out.push({ job_id: id, n, state: 'existente', data: JSON.stringify(datos), detail: JSON.stringify({ motivo: earlier.reason, fila: earlier.ref }) });
        continue;
      }
      const problemas = await validator.problems(datos, input.user, exists);
      if (problemas.length) {
        totals.invalido++;
        out.push({ job_id: id, n, state: 'invalido', data: JSON.stringify(datos), detail: JSON.stringify({ problemas }) });
        continue;
      }
      totals.nuevo++;
      inFile.add(datos, n);
      out.push({ job_id: id, n, state: 'nuevo', data: JSON.stringify(datos), detail: null });
    }
    await store(out);
  };

  try {
    await judgeRows();
  } catch (error) {
    // A file refused part-way (too many rows, too large, unreadable) leaves no job behind.
    if (stored) await db.deleteFrom('import_jobs').where('id', '=', id).execute();
    throw error;
  }
  await db
    .updateTable('import_jobs')
    .set({ totals: JSON.stringify(totals) })
    .where('id', '=', id)
    .execute();
  return { id, totals };

  async function judgeRows() {
    let n = 0;
    for await (const cells of input.rows) {
      n++;
      if (fields === null) {
        fields = headerFields(cells, CONTACT_COLUMNS);
        const missing = missingFields(fields, REQUIRED_COLUMNS);
        if (missing.length || !ONE_OF_COLUMNS.some((field) => fields!.includes(field)))
          throw new HttpError(400, 'columnas_faltantes', msg('faltanColumnas', { columnas: missing.join(', ') || '—' }));
        continue;
      }
      const values = rowValues(fields, cells);
      if (!Object.keys(values).length) continue;
      if (totals.total >= input.maxRows) throw new HttpError(400, 'demasiadas_filas', msg('demasiadasFilas', { max: input.maxRows.toLocaleString('es-AR') }));
      totals.total++;
      // The contact the form would save: mapped values, the schema's defaults, derived fields (mostrarNombre) as the save derives them.
      const datos = contactOf(values, input.account, combos);
      Object.assign(datos, absentDefaults(contacts.schema, datos));
      const needs = derivedPartNeeds(contacts.schema, datos);
      Object.assign(datos, serverDerivedValues(contacts.schema, datos, needs.length ? await derivedPartTexts(app, needs) : undefined));
      const match = existing.find(datos);
      pending.push(match ? { n, datos, existe: { motivo: match.reason, contacto: match.ref } } : { n, datos });
      if (pending.length >= BATCH) await judgeBatch();
    }
    if (fields === null || totals.total === 0) throw new HttpError(400, 'archivo_vacio', msg('archivoVacio'));
    if (pending.length) await judgeBatch();
  }
}
