/**
 * The spec's named save calls of a module (`modules.<m>.saveRoutes`; ACC-34 `guardarCuenta`,
 * `guardarCuentaProv`, ACC-35 `nuevaCuentaCrm`): each is the module's own create (or update) route
 * called in-process with the caller's credentials, so every guard, field access, rule, write check,
 * version check and history entry is exactly the module's. The route forces its `values` onto the
 * record; a caller who may not write one of them (`x-access.write`) is refused with 403 before
 * anything runs, since the module's create would otherwise keep the field's stored value and the
 * call would claim what it did not do. Answers are the stored record or `{ id }`, errors the
 * module route's own (status and body).
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { fieldAccess } from '../../../engine/core/form/fieldAccess';
import { t } from '../../../engine/core/messages';
import type { RegisteredModule } from '../../../engine/core/schemaRegistry';
import type { SaveRouteConfig } from '../../../engine/core/screenConfig';
import { requireUser } from '../../auth/authenticate';
import { HttpError } from '../../http/httpError';
import { recordResponse } from '../moduleResponses';
import type { TextFields } from '../../http/textSafety';

interface Options {
  readonly name: string;
  readonly module: RegisteredModule;
  readonly title: string;
  readonly routes: readonly SaveRouteConfig[];
  readonly textFields: TextFields;
}

const datos = { type: 'object', additionalProperties: true } as const;
const createBody = { type: 'object', required: ['datos'], additionalProperties: false, properties: { datos } } as const;
const saveBody = {
  type: 'object',
  required: ['datos'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1, description: 'Presente para modificar un registro existente' },
    version: { type: 'integer', minimum: 1, description: 'Versión leída (obligatoria al modificar)' },
    datos,
  },
} as const;
const idResponse = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } as const;

/**
 * Forces a save route's `values` onto the body's record, refusing a caller who may not write one of
 * them (403, before anything runs: the module's create would otherwise keep the field's stored value).
 */
export function forceRouteValues(request: FastifyRequest, module: RegisteredModule, route: SaveRouteConfig): void {
  const forced = route.values ?? {};
  const unwritable = fieldAccess(module.schema, requireUser(request)).unwritable;
  const refused = Object.keys(forced).find((field) => unwritable.has(field));
  if (refused) throw new HttpError(403, 'sin_permisos', t(route.deniedMessage ?? 'access.forcedField', { campo: module.labels[refused] ?? refused }));
  const body = request.body as { datos?: unknown } | null;
  if (body?.datos && typeof body.datos === 'object' && !Array.isArray(body.datos)) Object.assign(body.datos, forced);
}

/** Registers the module's save routes on its own plugin. */
export function registerSaveRoutes(scope: FastifyInstance, options: Options): void {
  const base = `/api/modulos/${options.name}`;
  for (const route of options.routes) {
    const answer = route.answer === 'record' ? recordResponse : idResponse;
    const schema: FastifySchema = {
      tags: [options.title],
      summary:
        route.mode === 'create'
          ? `Crea un registro de ${options.title} (${route.path.slice(5)})`
          : `Guarda un registro de ${options.title}: alta sin id, modificación con id y versión (${route.path.slice(5)})`,
      body: route.mode === 'create' ? createBody : saveBody,
      response: { 200: answer, 201: answer },
    };
    scope.post(route.path, { config: { textFields: options.textFields }, schema }, async (request: FastifyRequest, reply) => {
      const body = request.body as { id?: number; version?: number; datos: Record<string, unknown> };
      forceRouteValues(request, options.module, route);
      const record = body.datos;
      const update = route.mode === 'save' && body.id !== undefined;
      const response = await request.server.inject({
        method: update ? 'PUT' : 'POST',
        url: update ? `${base}/${body.id}` : base,
        headers: { authorization: request.headers.authorization ?? '', 'content-type': 'application/json' },
        payload: JSON.stringify(update ? { version: body.version, datos: record } : { datos: record }),
      });
      const result = response.json() as { id?: number };
      if (response.statusCode >= 300) return reply.status(response.statusCode).send(result);
      return reply.status(response.statusCode).send(route.answer === 'record' ? result : { id: result.id });
    });
  }
}
