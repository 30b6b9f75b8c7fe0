/**
 * The questions a module's form asks while a record is edited, nothing stored: does a value exist
 * (`GET …/existe`), does another record hold this combination (`POST …/coincide`, the rules'
 * `existsMatching` port: FEE-15), and what are the computed fields (`POST …/calcular`, x-computed,
 * only for a module that declares some). Each answers only about what the caller may read.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../../../engine/core/messages';
import { dropUnreadable, fieldAccess } from '../../../engine/core/form/fieldAccess';
import { computedSpecs } from '../../../engine/core/computed/computedFields';
import type { MatchValue } from '../../../engine/core/validators';
import type { RegisteredModule } from '../../../engine/core/schemaRegistry';
import { uniqueFields } from '../../../engine/core/unique/uniqueFields';
import { uniqueScopeFromText } from '../../../engine/core/unique/uniqueScope';
import { HttpError } from '../../http/httpError';
import { computedValues } from '../computedValues';
import { ref, type SharedSchemaProvider } from '../../http/sharedSchemas';
import { computeBody, existsQuery, matchBody } from '../moduleSchemas';
import { recordMatches } from '../recordQueries';
import type { ModuleContext } from './moduleContext';

/** The scope sent with a question about a `per` unique value (`ambito`); a 400 when it is not one. */
function scopeOfQuestion(module: RegisteredModule, campo: string, ambito: string): Record<string, unknown> {
  const spec = uniqueFields(module.schema).find((s) => s.field === campo);
  const scope = spec ? uniqueScopeFromText(ambito, spec) : null;
  if (!scope)
    throw new HttpError(400, 'validacion', t('validation.uniqueScope', { fields: (spec?.per ?? []).map((f) => module.labels[f] ?? f).join(', ') || '—' }));
  return scope;
}

/** Registers the module's exists, match and compute routes. */
export async function formQueryRoutes(scope: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const app = scope.withTypeProvider<SharedSchemaProvider>();
  const { base, config, module, tags, textFields } = ctx;
  app.get(
    `${base}/existe`,
    {
      config: { textFields },
      schema: { tags, summary: 'Verifica si un valor ya existe', querystring: existsQuery(module), response: { 200: ref('Existe') } },
    },
    async (request) => {
      // A reader by the record (a card's team, CRD-19) may ask too: the answer is about the records they may read (recordLookups).
      const user = ctx.authorize(request, config.access.read, true);
      const { campo, valor, excluir, ambito } = request.query;
      // A field the caller may not read answers no question about its values (x-access, R1).
      if (fieldAccess(module.schema, user).unreadable.has(campo)) throw new HttpError(403, 'sin_permisos', t('access.field', { campo: module.labels[campo] }));
      const within = ambito === undefined ? undefined : scopeOfQuestion(module, campo, ambito);
      return { existe: await scope.lookups.exists(user, 'form', module.name, campo, valor, excluir, within) };
    },
  );

  // Asked by the form being edited, so under the write guard as a create is: one whose access goes through a link
  // (the account's team, CRD-19) asks about a combination that names a linked record they may write. Checked before
  // the body is validated (a caller without access learns nothing from a 400). Within the caller's scope.
  app.post(
    `${base}/coincide`,
    {
      attachValidation: true,
      config: { textFields },
      schema: { tags, summary: 'Verifica si otro registro tiene la misma combinación de valores', body: matchBody(module), response: { 200: ref('Existe') } },
    },
    async (request) => {
      const named = (request.body as { valores?: unknown } | null)?.valores;
      const { user } = await ctx.authorizeByLink(request, config.access.write, named && typeof named === 'object' ? (named as Record<string, unknown>) : {});
      if (request.validationError) throw request.validationError;
      const { valores, salvo, excluir } = request.body;
      const unreadable = fieldAccess(module.schema, user).unreadable;
      const hidden = [...Object.keys(valores), ...Object.keys(salvo ?? {})].find((campo) => unreadable.has(campo));
      if (hidden) throw new HttpError(403, 'sin_permisos', t('access.field', { campo: module.labels[hidden] }));
      return {
        existe: await recordMatches(scope.db, module.name, valores as Record<string, MatchValue>, {
          excludeId: excluir,
          unless: salvo as Record<string, MatchValue> | undefined,
          scope: ctx.scopeOf(user),
        }),
      };
    },
  );

  // The form's preview of its computed fields (FEE-10's final fee): the same computation a save runs, on the values being edited.
  if (!Object.keys(computedSpecs(module.schema)).length) return;
  const computeSchema = {
    tags,
    summary: 'Calcula los campos calculados del registro que se edita (no guarda nada)',
    body: computeBody,
    response: { 200: ref('Calculo') },
  };
  app.post(`${base}/calcular`, { attachValidation: true, config: { textFields }, schema: computeSchema }, async (request) => {
    const user = ctx.authorize(request, config.access.write);
    if (request.validationError) throw request.validationError;
    const values = await computedValues(scope.db, module, request.body.datos as Record<string, unknown>);
    return { datos: { resultado: [dropUnreadable(values, fieldAccess(module.schema, user))] } };
  });
}
