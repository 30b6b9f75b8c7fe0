/**
 * Who may read a stored file: a file not attached to a record yet only its
 * uploader; a file attached to a record (`module`, `record_id`) whoever may read that record as
 * `GET /api/modulos/:m/:id` decides (read guard, record scope, the guard's record clauses:
 * server/modules/recordReadAccess.ts) and may read the field that holds it (its `x-access` read
 * guard; a file no field holds any more, through one of the record's upload fields). The uploader
 * of an attached file reads it as any other user: through its record.
 */
import type { Kysely } from 'kysely';
import { uploadedFileIds } from '../../engine/core/files/uploadedFileIds';
import { fieldAccess } from '../../engine/core/form/fieldAccess';
import type { RegisteredModule, SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import type { Database, FilesTable } from '../db/schema';
import type { RecordReadAccess } from '../modules/recordReadAccess';

/** The top-level fields of `module` that may hold files (upload fields, arrays with upload columns), and of those the ones holding `fileId` in `datos`. */
function fileFields(module: RegisteredModule, datos: Readonly<Record<string, unknown>>, fileId: string): { holding: string[]; uploads: string[] } {
  const holding: string[] = [];
  const uploads: string[] = [];
  for (const [field, property] of Object.entries(module.schema.properties)) {
    const one = { properties: { [field]: property as Record<string, unknown> } };
    const items = (property as { items?: { properties?: Record<string, Record<string, unknown>> } }).items;
    const mayHold =
      ['upload', 'logo'].includes(String((property as Record<string, unknown>)['x-widget'])) ||
      Object.values(items?.properties ?? {}).some((p) => ['upload', 'logo'].includes(String(p['x-widget'])));
    if (mayHold) uploads.push(field);
    if (uploadedFileIds(one, { [field]: datos[field] }).includes(fileId.toLowerCase())) holding.push(field);
  }
  return { holding, uploads };
}

/** True when `user` may read the file (its bytes, or its name, type and size). */
export async function canDownload(
  access: RecordReadAccess,
  user: RequestUser,
  file: Pick<FilesTable, 'id' | 'uploaded_by' | 'module' | 'record_id'>,
): Promise<boolean> {
  if (!file.module || file.record_id === null) return file.uploaded_by !== null && file.uploaded_by === user.userId;
  const found = await access.readRecord(user, file.module, Number(file.record_id));
  if (!found) return false;
  const { holding, uploads } = fileFields(found.module, found.record.datos, file.id);
  const unreadable = fieldAccess(found.module.schema, user, found.record.datos).unreadable;
  const through = holding.length ? holding : uploads;
  return through.length === 0 || through.some((field) => !unreadable.has(field));
}

/**
 * True when the logo route may send the file (ACC-40): logos brand the agencies' pages, so any user
 * with a role sees a logo, but only a real one: a file of the `logos` folder that a logo field
 * (`x-widget: "logo"`) of its record holds, or, before its record is saved, to its uploader (the
 * form's preview). Any other file, even an image of the `logos` folder attached elsewhere, is read
 * only through `GET /api/archivos/:id` and its record.
 */
export async function isServedLogo(
  db: Kysely<Database>,
  registry: SchemaRegistry,
  user: RequestUser,
  file: Pick<FilesTable, 'id' | 'uploaded_by' | 'module' | 'record_id'>,
): Promise<boolean> {
  if (!file.module || file.record_id === null) return file.uploaded_by !== null && file.uploaded_by === user.userId;
  if (!registry.has(file.module)) return false;
  const logoFields = Object.entries(registry.get(file.module).schema.properties).flatMap(([field, property]) =>
    (property as Record<string, unknown>)['x-widget'] === 'logo' ? [field] : [],
  );
  if (!logoFields.length) return false;
  const row = await db.selectFrom('records').select('data').where('module', '=', file.module).where('id', '=', Number(file.record_id)).executeTakeFirst();
  const data = (row?.data ?? {}) as Record<string, unknown>;
  return logoFields.some((field) => typeof data[field] === 'string' && (data[field] as string).toLowerCase() === file.id.toLowerCase());
}
