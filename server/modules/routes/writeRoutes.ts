/**
 * A module's creates and updates: `POST /api/modulos/<m>` and `PUT …/:id`, the spec's named save
 * calls (saveRoutes.ts) and the creates of a part of the record under their own path
 * (`saveRoutes[].fields`, LNK-OP04). A caller who may write no record is refused before what they
 * sent is read; the write checks run as a route preHandler (field access, links, combo values, file
 * references, then the module's own), and every problem comes back in one 400.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '../../../engine/core/messages';
import { ownerAccountFor } from '../../../engine/core/recordScope';
import { readOnlyDefaults } from '../../../engine/core/form/readOnlyDefaults';
import { absentDefaults } from '../../../engine/core/form/absentDefaults';
import { partSchema, recordPart } from '../../../engine/core/form/recordPart';
import type { SaveRouteConfig } from '../../../engine/core/screenConfig';
import type { ModuleSchema } from '../../../engine/core/schemaRegistry';
import { HttpError } from '../../http/httpError';
import { restoreRedacted, storedData } from '../../crypto/encryptedData';
import { comboValueCheck } from '../comboValueHooks';
import { fieldAccessWriteCheck } from '../fieldAccessHooks';
import { fileReferenceCheck } from '../fileReferenceHooks';
import { linkedRecordCheck } from '../linkedRecordHooks';
import { ref, type SharedSchemaProvider } from '../../http/sharedSchemas';
import { createBody, datosRef, updateBody } from '../moduleSchemas';
import { createRecord, updateRecord } from '../recordWrites';
import { moduleWriteOf, runWriteChecks, type WriteCheck } from '../writeRequest';
import type { ModuleContext } from './moduleContext';
import { forceRouteValues, registerSaveRoutes } from './saveRoutes';
import { refuseUnreadable, writeInput } from './writeInput';
import { refuseProblems, refuseRedacted } from './writeProblems';
import { canAccess } from '../../../engine/core/permissions';

/** Registers the module's create, update and save routes. */
export async function writeRoutes(scope: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const app = scope.withTypeProvider<SharedSchemaProvider>();
  const { db } = scope;
  const { base, name, config, module, tags, tokenOpen, authorizeWrite, load, inWrite, scopeOf } = ctx;
  const preValidation = writeInput(scope, ctx);
  // The checks see the body as the schema typed it once refuseUnreadable let it through (its `datos` an object).
  const writeChecks = [
    fieldAccessWriteCheck({ db, module, linked: ctx.linked }),
    linkedRecordCheck({ db, registry: scope.registry, appConfig: scope.config, module }),
    comboValueCheck({ db, module }),
    fileReferenceCheck({ db, module }),
    ...ctx.writeChecks,
  ].filter((check): check is WriteCheck => check !== null);

  // A save route that creates a part of the record is this create under its own path, its body the
  // schema narrowed to the part (recordPart.ts) and its `values` forced before validation.
  const registerCreate = (path: string, body: ReturnType<typeof createBody>, summary: string, route?: SaveRouteConfig) =>
    app.post(
      path,
      {
        preValidation: async (request: FastifyRequest) => {
          if (route) forceRouteValues(request, module, route);
          await preValidation(request);
          const datos = (request.body as { datos?: unknown } | null)?.datos;
          // A field the caller did not send starts with its `default`, as in the form; a read-only one
          // with its schema `default` (a supplier's pending state, SUP-OP05).
          if (datos && typeof datos === 'object' && !Array.isArray(datos)) {
            Object.assign(datos, absentDefaults(module.schema, datos as Record<string, unknown>), readOnlyDefaults(module.schema));
          }
        },
        attachValidation: true,
        preHandler: async (request) => {
          // A caller who may write no record is refused before what they sent is read.
          authorizeWrite(request);
          refuseUnreadable(request);
          await runWriteChecks(request, writeChecks, moduleWriteOf(request, config.access.write, { kind: 'create', body: request.body }, tokenOpen));
        },
        config: ctx.writeConfig,
        schema: { tags, summary, body, response: route ? { 201: ref('Registro'), 200: ref('Registro') } : { 201: ref('Registro') } },
      },
      async (request, reply) => {
        ctx.refuseWriteDenied(request, false);
        // The record as it will be decides the guard's clauses on its own fields (ADM-OP01: a permission's area), with what
        // it reads through its links; the write's transaction decides again on exactly what it stores (inWrite).
        const sent = request.body.datos;
        const caller = request.user;
        const asWritten =
          !!caller && !caller.tokenMode && canAccess(caller, config.access.write, { ...sent, ...(await ctx.namedLinks(config.access.write, sent)) });
        const { user } = asWritten ? { user: caller } : await ctx.authorizeByLink(request, config.access.write, sent);
        const scope = scopeOf(user);
        // A scoped user without an account owns nothing, so may create nothing (deny by default).
        if (scope.kind === 'none') throw new HttpError(403, 'sin_permisos', t('access.module'));
        const { datos } = request.body;
        refuseRedacted(request, module, restoreRedacted(module.schema, datos, undefined));
        await refuseProblems(app, request, module, datos, { mode: 'create', principal: user });
        const id = await createRecord(db, module, datos, user, ownerAccountFor(scope, config.recordScope, datos), await inWrite(user));
        const created = await load(id, user);
        return reply.status(201).send(route?.answer === 'id' ? ({ id } as never) : created);
      },
    );
  registerCreate(base, createBody(module), `Crea un registro de ${config.title}`);

  app.put(
    `${base}/:id`,
    {
      preValidation,
      attachValidation: true,
      preHandler: async (request) => {
        authorizeWrite(request);
        refuseUnreadable(request);
        await ctx.loadForUpdate(request.user, request.params.id);
        await runWriteChecks(
          request,
          writeChecks,
          moduleWriteOf(request, config.access.write, { kind: 'update', body: request.body, id: request.params.id }, tokenOpen),
        );
      },
      config: ctx.writeConfig,
      schema: {
        tags,
        summary: `Modifica un registro de ${config.title}`,
        params: ref('IdParams'),
        body: updateBody(module),
        response: { 200: ref('Registro') },
      },
    },
    async (request) => {
      const user = authorizeWrite(request);
      const { id } = request.params;
      const { version, datos } = request.body;
      const stored = await load(id, user, config.access.write);
      // The write guard on the record as it will be, early (its 403 before the body's 400), as the write's
      // transaction decides it finally (inWrite): moving a card to another team's account, a bank account
      // to an owner the caller may not write (BAC-OP02), is refused like writing there.
      await ctx.refuseNext(user, stored.datos, datos);
      // An encrypted field sent back as it was read (its redaction) is the stored value (x-encrypted).
      refuseRedacted(request, module, restoreRedacted(module.schema, datos, await storedData(db, module.name, id)));
      await refuseProblems(app, request, module, datos, { mode: 'edit', recordId: id, principal: user });
      const owner = config.recordScope?.ownerField ? ownerAccountFor(scopeOf(user), config.recordScope, datos) : undefined;
      const outcome = await updateRecord(db, module, id, version, datos, user, owner, await inWrite(user, true));
      await ctx.settle(outcome, id, user);
      return load(id, user);
    },
  );

  // The spec's named save calls of the module (ACC-34, ACC-35): its create and update above, under their own paths.
  if (config.saveRoutes?.length)
    registerSaveRoutes(scope, { name, module, title: config.title, routes: config.saveRoutes.filter((r) => !r.fields), textFields: ctx.textFields });
  for (const route of config.saveRoutes ?? []) {
    if (!route.fields) continue;
    const part = recordPart(module.schema, route.fields, route.values);
    registerCreate(
      route.path,
      { ...createBody(module), properties: { datos: partSchema(datosRef(module) as unknown as ModuleSchema, part) as unknown as ReturnType<typeof datosRef> } },
      `Crea un registro de ${config.title} con ${route.fields.join(', ')} (${route.path.slice(5)})`,
      route,
    );
  }
}
