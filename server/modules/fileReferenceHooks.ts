/**
 * File references on the server (upload fields, WID-01/02): a create or update
 * may store, in an upload field at any depth (engine/core/files/uploadedFileIds.ts), only the id of
 * a stored file that is the user's own upload not attached yet (the save attaches it, recordWrites.ts)
 * or one already attached to this record; an update may also keep a value the record already holds.
 * Anything else (an unknown id, a made-up name, another user's file, a file of another record) is a
 * Spanish problem at the value's path in the request's one 400, and nothing is written.
 */
import type { Kysely } from 'kysely';
import { fileIdOf, isUpload, uploadValues } from '../../engine/core/files/uploadedFileIds';
import { fieldLabeler } from '../../engine/core/fieldLabels';
import { t } from '../../engine/core/messages';
import { declaresAnnotated } from '../../engine/core/schemaValues/annotatedValues';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { Database } from '../db/schema';
import { reportProblem, type WriteCheck } from './writeRequest';

interface Options {
  readonly db: Kysely<Database>;
  readonly module: RegisteredModule;
}

/** The upload values the stored record holds (kept as they are by a save that sends them back). */
async function storedUploads({ db, module }: Options, id: number): Promise<Set<string>> {
  const row = await db.selectFrom('records').select('data').where('id', '=', id).where('module', '=', module.name).executeTakeFirst();
  return new Set(uploadValues(module.schema, (row?.data ?? {}) as Record<string, unknown>).map((found) => String(found.value)));
}

/** The write check of the module's upload fields; null when it has none. */
export function fileReferenceCheck(options: Options): WriteCheck | null {
  const { db, module } = options;
  if (!declaresAnnotated(module.schema, isUpload)) return null;
  const labelOf = fieldLabeler(module.schema);
  const label = (path: string) => (Object.hasOwn(module.labels, path) ? module.labels[path] : labelOf(path));
  return async (request, write) => {
    const sent = uploadValues(module.schema, write.body.datos).filter((found) => !write.invalid.has(found.field));
    if (!sent.length) return;
    const kept = write.kind === 'update' && write.id !== undefined ? await storedUploads(options, write.id) : new Set<string>();
    const fresh = sent.filter((found) => !kept.has(String(found.value)));
    const ids = [...new Set(fresh.flatMap((found) => fileIdOf(found.value) ?? []))];
    const usable = new Set<string>();
    if (ids.length) {
      const rows = await db
        .selectFrom('files')
        .select('id')
        .where('id', 'in', ids)
        .where((eb) =>
          eb.or([
            eb.and([eb('module', 'is', null), eb('uploaded_by', '=', write.user.userId)]),
            ...(write.id !== undefined ? [eb.and([eb('module', '=', module.name), eb('record_id', '=', write.id)])] : []),
          ]),
        )
        .execute();
      for (const row of rows) usable.add(row.id.toLowerCase());
    }
    for (const found of fresh) {
      const id = fileIdOf(found.value);
      if (!id || !usable.has(id)) reportProblem(request, { path: found.path, mensaje: t('upload.unavailable', { campo: label(found.path) }) });
    }
  };
}
