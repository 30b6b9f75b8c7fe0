/**
 * The actions on one record that write one field, each versioned and in the history: toggle a
 * sí/no field a list screen declares (`…/:id/alternar/:campo`), annul (`…/:id/anular/:campo`, a list's
 * or a form's action), switch `vigente` (`…/:id/vigente`), and, where the module allows it
 * (modules.<m>.delete: CRD-12/13, FEE-13/14), remove a record from its parent's list (`DELETE …/:id`).
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../../../engine/core/messages';
import { fieldAccess } from '../../../engine/core/form/fieldAccess';
import { readOnlyReason, readOnlyRules, recordState } from '../../../engine/core/form/readOnlyWhen';
import type { RequestUser } from '../../auth/principal';
import { HttpError } from '../../http/httpError';
import { ref, type SharedSchemaProvider } from '../../http/sharedSchemas';
import { removeRecord, setFlag, toggleVigente } from '../recordFieldWrites';
import type { ModuleContext } from './moduleContext';

/** Registers the module's row actions. */
export async function rowActionRoutes(scope: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const app = scope.withTypeProvider<SharedSchemaProvider>();
  const { db } = scope;
  const { base, name, config, module, tags, textFields, load, inWrite, settle } = ctx;
  // Row actions declared by the module's list screens: the boolean fields they may toggle or annul.
  const actionFields = (kind: 'toggle' | 'annul') =>
    new Set(ctx.listScreens.flatMap((s) => (s.rowActions ?? []).flatMap((a) => (a.kind === kind ? [a.field] : []))));
  const toggles = actionFields('toggle');
  // ... and the fields the module's form screens annul from the record (`actions`, FEE-13).
  const formAnnuls = scope.config.screens.flatMap((s) =>
    s.kind === 'form' && s.module === name ? (s.actions ?? []).flatMap((a) => (a.kind === 'annul' ? [a.field] : [])) : [],
  );
  const annuls = new Set([...actionFields('annul'), ...formAnnuls]);
  // A row action writes one field: the field's own write guard (`x-access`, e.g. approve needs `aprueba`) applies as in a save.
  const refuseUnwritable = (user: RequestUser, campo: string) => {
    if (fieldAccess(module.schema, user).unwritable.has(campo)) throw new HttpError(403, 'sin_permisos', t('access.write'));
  };

  app.post(
    `${base}/:id/alternar/:campo`,
    {
      config: { textFields },
      schema: {
        tags,
        summary: 'Alterna un campo sí/no declarado como acción de la lista',
        params: ref('CampoParams'),
        body: ref('Version'),
        response: { 200: ref('Registro') },
      },
    },
    async (request) => {
      const user = ctx.authorizeWrite(request);
      const { id, campo } = request.params;
      // The record first: a caller outside it learns nothing about the module's fields.
      await load(id, user, config.access.write);
      if (!toggles.has(campo)) throw new HttpError(400, 'campo_invalido', t('list.unknownField', { field: campo }));
      refuseUnwritable(user, campo);
      const { version } = request.body;
      const authorized = await inWrite(user);
      const outcome =
        campo === 'vigente'
          ? await toggleVigente(db, module, id, version, user, undefined, authorized)
          : await setFlag(db, module, id, version, campo, 'toggle', user, authorized);
      await settle(outcome, id, user);
      return load(id, user);
    },
  );

  app.post(
    `${base}/:id/anular/:campo`,
    {
      config: { textFields },
      schema: { tags, summary: 'Anula el registro (acción de la lista)', params: ref('CampoParams'), body: ref('Version'), response: { 200: ref('Registro') } },
    },
    async (request) => {
      const user = ctx.authorizeWrite(request);
      const { id, campo } = request.params;
      await load(id, user, config.access.write);
      if (!annuls.has(campo)) throw new HttpError(400, 'campo_invalido', t('list.unknownField', { field: campo }));
      refuseUnwritable(user, campo);
      // Annulling `vigente` (the record's own flag) sets it to false: the record leaves lists that show vigente ones (CON-OP09).
      const authorized = await inWrite(user);
      const outcome =
        campo === 'vigente'
          ? await toggleVigente(db, module, id, request.body.version, user, false, authorized)
          : await setFlag(db, module, id, request.body.version, campo, 'annul', user, authorized);
      await settle(outcome, id, user);
      return load(id, user);
    },
  );

  app.post(
    `${base}/:id/vigente`,
    {
      config: { textFields },
      schema: { tags, summary: 'Activa o desactiva el registro', params: ref('IdParams'), body: ref('Version'), response: { 200: ref('Registro') } },
    },
    async (request) => {
      const user = ctx.authorizeWrite(request);
      const { id } = request.params;
      await load(id, user, config.access.write);
      const outcome = await toggleVigente(db, module, id, request.body.version, user, undefined, await inWrite(user));
      await settle(outcome, id, user);
      return load(id, user);
    },
  );

  // The write guard on the record, its read-only state (x-read-only-when) and its version decide, as for an
  // update; the row-removal rule (removalOf) deletes a record new in the caller's session (`nuevo`, believed
  // only when the stored record agrees: 204) and marks any other `eliminar` (vigente off: 200, the record).
  if (!config.delete) return;
  const removeResponse = { 200: ref('Registro'), 204: { type: 'null' } } as const;
  app.delete(
    `${base}/:id`,
    {
      config: { textFields },
      schema: {
        tags,
        summary: 'Quita el registro de la lista de su padre: lo elimina si es nuevo de la sesión, si no lo marca eliminado (no vigente)',
        params: ref('IdParams'),
        body: ref('Quitar'),
        response: removeResponse,
      },
    },
    async (request, reply) => {
      const user = ctx.authorize(request, config.access.write, true);
      const { id } = request.params;
      const record = await load(id, user, config.access.write);
      const reason = readOnlyReason(readOnlyRules(module.schema), recordState(record), user, (f) => module.labels[f]);
      if (reason) throw new HttpError(403, 'solo_lectura', t('form.readOnlyRefused', { motivo: t(reason.key, reason.args) }));
      const outcome = await removeRecord(db, module, id, request.body.version, user, request.body.nuevo === true, await inWrite(user, true));
      await settle(outcome, id, user);
      if (outcome.removal === 'delete') return reply.status(204).send(null);
      return load(id, user);
    },
  );
}
