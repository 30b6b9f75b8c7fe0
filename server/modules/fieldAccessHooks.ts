/**
 * Field access and read-only-by-state on the server, for every route of one module (a hook of the
 * module's own plugin, so that no route of it can forget them, and a check of its writes): responses lose the fields the user may not read (records, lists,
 * history, the current record of a 409); a create or update keeps the stored value of fields the
 * user may not write (ignored, not refused: the form never sends them changed); an update of a
 * record that its state makes read-only (`x-read-only-when`) is refused with 403, nothing written.
 * The same pure functions (engine/core/form) drive the form.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { dropUnreadable, fieldAccess, keepUnwritable, type FieldAccess } from '../../engine/core/form/fieldAccess';
import { readOnlyReason, readOnlyRules, recordState } from '../../engine/core/form/readOnlyWhen';
import { t } from '../../engine/core/messages';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import { getRecord } from './recordQueries';
import type { WriteCheck } from './writeRequest';
import type { LinkedGuardValues } from './linkedGuardValues';

interface Options {
  readonly db: Kysely<Database>;
  readonly module: RegisteredModule;
  /** What the read-only rules read through a link (`cuenta.activo`), when they do. */
  readonly linked?: LinkedGuardValues | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
const isRecord = (value: unknown): value is Json & { datos: Json } => isObject(value) && isObject(value.datos) && typeof value.version === 'number';
const isHistoryEntry = (value: unknown): value is Json & { cambios: Json[] } => isObject(value) && Array.isArray(value.cambios);

/** A response payload without the unreadable fields (record, list, history, error with `actual`). */
export function withoutUnreadable(payload: unknown, access: FieldAccess): unknown {
  if (!access.unreadable.size || !isObject(payload)) return payload;
  if (isRecord(payload)) return { ...payload, datos: dropUnreadable(payload.datos, access) };
  if (Array.isArray(payload.datos)) return { ...payload, datos: payload.datos.map((item) => withoutUnreadable(item, access)) };
  if (isHistoryEntry(payload)) return { ...payload, cambios: payload.cambios.filter((c) => !access.unreadable.has(String(c.campo))) };
  if (isObject(payload.error) && isRecord(payload.error.actual))
    return { ...payload, error: { ...payload.error, actual: withoutUnreadable(payload.error.actual, access) } };
  return payload;
}

/** Registers the response hook on the module's own plugin: every route of `app` is the module's. */
export function registerFieldAccessHooks(app: FastifyInstance, { module }: Pick<Options, 'module'>): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!request.user) return payload;
    return withoutUnreadable(payload, fieldAccess(module.schema, request.user));
  });
}

/** The write check: unwritable fields keep their stored value; a record read-only by its state refuses the update. */
export function fieldAccessWriteCheck({ db, module, linked }: Options): WriteCheck {
  const rules = readOnlyRules(module.schema);
  const labelOf = (field: string): string | undefined => module.labels[field];
  return async (_request, write) => {
    const { body } = write;
    // Decided on the record the write would store, as the form decides on the record being edited (ACC-41).
    const access = fieldAccess(module.schema, write.user, body.datos);
    if (write.kind === 'create') {
      body.datos = keepUnwritable(body.datos, null, access);
      return;
    }
    if (!rules.length && !access.unwritable.size) return;
    const stored = await getRecord(db, module.name, write.id!);
    if (!stored) return; // the handler answers 404
    // Checked against the stored state; the update's version check makes it hold at write time.
    const reason = readOnlyReason(rules, recordState({ ...stored, enlazados: linked ? await linked(stored.datos) : undefined }), write.user, labelOf);
    if (reason) throw new HttpError(403, 'solo_lectura', t('form.readOnlyRefused', { motivo: t(reason.key, reason.args) }));
    body.datos = keepUnwritable(body.datos, stored.datos, access);
  };
}
