/**
 * The import of a dry run's new rows (ADM-58, ADM-59; decisions 153, 165): in ONE transaction, each
 * row created exactly as the contact form's save creates a contact (the row, its search entry, its
 * unique document, its "alta" history entry; the module's own write checks first, e.g. the
 * validated-document flag), owned by the account — a page of rows at a time (insertRecords, the
 * batch of the form's create: a few statements per page, not eight per row). The account's contacts are
 * matched again inside the transaction, under a lock on the account's imports: a row that exists
 * by now (another import of the same file) is skipped, so importing twice adds nothing. Progress
 * is kept in memory for the browser's progress bar.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { t } from '../../engine/core/messages';
import { ownerAccountFor, recordScopeOf } from '../../engine/core/recordScope';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../../server/auth/principal';
import { HttpError } from '../../server/http/httpError';
import { insertRecords, RecordBatchError, type RecordToCreate } from '../../server/modules/recordBatchWrites';
import { reportedProblems, type WriteCheck } from '../../server/modules/writeRequest';
import { accountContacts } from './accountContacts';
import { IMPORT_MODULE } from './dryRun';

const PAGE = 1000;
const msg = (key: string, args?: Record<string, string | number>) => t(`${IMPORT_MODULE}.${key}`, args);

/** Rows created so far by each running import (its job id), for `GET …/:id`. */
export const progress = new Map<string, { readonly total: number; done: number }>();

type Services = Pick<FastifyInstance, 'db' | 'config'>;

/** Imports the new rows of job `id` (the caller's); answers how many were created and skipped. */
export async function runImport(
  app: Services,
  contacts: RegisteredModule,
  checks: readonly WriteCheck[],
  id: string,
  user: RequestUser,
): Promise<{ importados: number; omitidos: number; cuenta: number }> {
  const job = await app.db.selectFrom('import_jobs').selectAll().where('id', '=', id).where('module', '=', IMPORT_MODULE).executeTakeFirst();
  if (!job || Number(job.user_id) !== user.userId) throw new HttpError(404, 'no_encontrado', msg('noEncontrada'));
  if (job.state === 'importado') throw new HttpError(409, 'ya_importado', msg('yaImportada'));
  if (progress.has(id)) throw new HttpError(409, 'en_curso', msg('enCurso'));
  const account = Number(job.account);
  const recordScope = Object.values(app.config.modules).find((m) => m.schema === contacts.name)?.recordScope;
  const scope = recordScopeOf(user, recordScope);
  const state = { total: job.totals.nuevo, done: 0 };
  progress.set(id, state);
  try {
    return await app.db.transaction().execute(async (trx) => {
      // One import of an account at a time, and the job read again under it: a second click or a second tab imports nothing twice.
      await sql`select pg_advisory_xact_lock(hashtext(${`importacion:${account}`}))`.execute(trx);
      const locked = await trx.selectFrom('import_jobs').select('state').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
      if (locked.state === 'importado') throw new HttpError(409, 'ya_importado', msg('yaImportada'));
      const existing = await accountContacts(trx, account);
      let importados = 0;
      let omitidos = 0;
      for (let after = 0; ;) {
        const rows = await trx
          .selectFrom('import_rows')
          .select(['n', 'data'])
          .where('job_id', '=', id)
          .where('state', '=', 'nuevo')
          .where('n', '>', after)
          .orderBy('n')
          .limit(PAGE)
          .execute();
        if (!rows.length) break;
        // The page's new rows are created together (insertRecords: a few statements for the page, each
        // contact stored as the form's save stores it); a refusal names its file row.
        const batch: Array<RecordToCreate & { readonly n: number }> = [];
        const write = async () => {
          try {
            await insertRecords(trx, contacts, batch, user);
          } catch (error) {
            const cause = error instanceof RecordBatchError ? error.error : error;
            if (error instanceof RecordBatchError && cause instanceof HttpError)
              throw new HttpError(cause.statusCode, 'validacion', msg('filaInvalida', { fila: batch[error.index].n, mensaje: cause.message }), cause.campos);
            throw cause;
          }
          importados += batch.length;
          state.done += batch.length;
          batch.length = 0;
        };
        for (const row of rows) {
          after = row.n;
          const datos = { ...(row.data as Record<string, unknown>) };
          if (existing.find(datos)) {
            omitidos++;
            continue;
          }
          // The module's own write checks of a create (the validated-document flag: CON-35), as the save runs them.
          const request = { user, body: { datos } };
          for (const check of checks) await check(request as never, { kind: 'create', user, invalid: new Set(), body: request.body });
          const problem = reportedProblems(request as never)[0];
          if (problem) {
            // The rows before it are written first: a refusal of one of them comes first, as one by one.
            await write();
            throw new HttpError(400, 'validacion', msg('filaInvalida', { fila: row.n, mensaje: problem.mensaje }), [problem]);
          }
          batch.push({ datos, ownerAccount: ownerAccountFor(scope, recordScope, datos), n: row.n });
          existing.add(datos, { id: 0, nombre: '' });
        }
        await write();
      }
      await trx.updateTable('import_jobs').set({ state: 'importado', imported: importados, imported_at: new Date() }).where('id', '=', id).execute();
      return { importados, omitidos, cuenta: account };
    });
  } finally {
    progress.delete(id);
  }
}
