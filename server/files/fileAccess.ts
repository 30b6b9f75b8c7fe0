/**
 * Who may download a file: its uploader, an administrator, and — once the file is attached to a
 * record (`module`, `record_id`) — whoever passes that module's `access.read` guard
 * (screens.config.json, the same `canAccess` as the module API) while the record exists.
 */
import type { Kysely } from 'kysely';
import { ADMIN_ROLE, canAccess, hasRole } from '../../engine/core/permissions';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { RequestUser } from '../auth/principal';
import type { Database, FilesTable } from '../db/schema';

export async function canDownload(
  db: Kysely<Database>,
  config: ScreensConfig,
  user: RequestUser,
  file: Pick<FilesTable, 'uploaded_by' | 'module' | 'record_id'>,
): Promise<boolean> {
  if (file.uploaded_by !== null && file.uploaded_by === user.userId) return true;
  if (hasRole(user, ADMIN_ROLE)) return true;
  if (!file.module || file.record_id === null) return false;
  const module = Object.hasOwn(config.modules, file.module) ? config.modules[file.module] : undefined;
  if (!module || !canAccess(user, module.access.read)) return false;
  const record = await db
    .selectFrom('records')
    .select('id')
    .where('id', '=', file.record_id)
    .where('module', '=', module.schema)
    .executeTakeFirst();
  return record !== undefined;
}
