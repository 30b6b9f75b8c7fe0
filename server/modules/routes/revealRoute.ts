/**
 * `POST /api/modulos/:m/:id/revelar/:campo`: the clear value of an encrypted field (x-encrypted),
 * the one call that answers it ("Ver datos" of a card, CRD-09), and the record of who saw it and
 * when (`field_reveals`, CRD-10; the card-view report reads it, ADM-48). Registered only for modules
 * that have encrypted fields; the module's read guard applies on the record (team of the record,
 * CRD-19) and the field's own read guard (x-access).
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../../../engine/core/messages';
import { fieldAccess } from '../../../engine/core/form/fieldAccess';
import { HttpError } from '../../http/httpError';
import { encryptedFieldsOf, openField, storedData } from '../../crypto/encryptedData';
import { ref, type SharedSchemaProvider } from '../../http/sharedSchemas';
import type { ModuleContext } from './moduleContext';

/** Registers the reveal route when the module has encrypted fields. */
export async function revealRoute(scope: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { db } = scope;
  const { module } = ctx;
  const encrypted = new Set(encryptedFieldsOf(module.schema).map((f) => f.field));
  if (!encrypted.size) return;
  const app = scope.withTypeProvider<SharedSchemaProvider>();
  const summary = 'Muestra el valor de un campo cifrado y registra quién lo vio';
  app.post(
    `/api/modulos/${module.name}/:id/revelar/:campo`,
    {
      config: { textFields: ctx.textFields, moduleGuard: 'read' },
      schema: { tags: ctx.tags, summary, params: ref('CampoParams'), response: { 200: ref('ValorRevelado') } },
    },
    async (request) => {
      const user = ctx.authorize(request, ctx.config.access.read, true);
      const { id, campo } = request.params;
      if (!encrypted.has(campo)) throw new HttpError(400, 'campo_invalido', t('list.unknownField', { field: campo }));
      if (fieldAccess(module.schema, user).unreadable.has(campo)) throw new HttpError(403, 'sin_permisos', t('access.field', { campo: module.labels[campo] }));
      await ctx.load(id, user);
      const data = await storedData(db, module.name, id);
      const valor = data ? (openField(data, campo) ?? null) : null;
      await db
        .insertInto('field_reveals')
        .values({ module: module.name, record_id: id, field: campo, user_id: user.userId, username: user.username })
        .execute();
      return { valor };
    },
  );
}
