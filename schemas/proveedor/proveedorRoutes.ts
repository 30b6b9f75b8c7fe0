/**
 * Supplier authorisation (SUP-15…18, SUP-27, SUP-39, SUP-OP05, SUP-OP06): a pending supplier
 * (estado 1) is authorised (2) or rejected (3, with an optional reason) by an admin only; a
 * supplier that is not pending is refused. The spec's calls are served too: `autorizaProveedor`,
 * `rechazaProveedor`, `getProveedoresPendientes`, `getProveedoresByEstado/{estado}` (POST), and the
 * pending count (SUP-16) for whoever reads suppliers.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { canAccess } from '../../engine/core/permissions';
import { dropUnreadable, fieldAccess } from '../../engine/core/form/fieldAccess';
import { t } from '../../engine/core/messages';
import { ESTADO_AUTORIZADO, ESTADO_PENDIENTE, ESTADO_RECHAZADO } from './proveedor.rules';
import { requireUser } from '../../server/auth/authenticate';
import type { RequestUser } from '../../server/auth/principal';
import { HttpError } from '../../server/http/httpError';
import { ref, type SharedSchemaProvider } from '../../server/http/sharedSchemas';
import { datosResponse, recordResponse } from '../../server/modules/moduleResponses';
import { getRecord } from '../../server/modules/recordQueries';
import { bodyOf, runTransition, transitionBody, transitionOf } from '../../server/modules/transitionRoutes';

const MODULE = 'proveedor';

/** The suppliers in a state, each a record as the caller may read it. */
const suppliersResponse = datosResponse({ type: 'array', items: ref('Registro') } as const);

const legacyBody = {
  type: 'object',
  required: ['id', 'version'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1 }, ...transitionBody.properties },
} as const;

export async function proveedorRoutes(scope: FastifyInstance): Promise<void> {
  const moduleConfig = scope.config.modules[MODULE];
  if (!moduleConfig) return;
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const module = scope.registry.get(moduleConfig.schema);
  const tags = ['Proveedores'];

  const reader = (request: FastifyRequest): RequestUser => {
    const user = requireUser(request);
    if (user.tokenMode || !canAccess(user, moduleConfig.access.read)) throw new HttpError(403, 'sin_permisos', t('access.module'));
    return user;
  };
  const shown = (user: RequestUser, record: NonNullable<Awaited<ReturnType<typeof getRecord>>>) => ({
    ...record,
    datos: dropUnreadable(record.datos, fieldAccess(module.schema, user)),
  });

  // Authorise and reject are the module's transitions (screens.config.json, engine/core/transitions.ts),
  // served at their own paths by transitionRoutes; here the spec's calls of the same, the id in the body.
  const calls = [
    { name: 'autorizar', legacy: '/api/autorizaProveedor', summary: 'Autoriza un proveedor pendiente (solo administradores; llamada del sistema anterior)' },
    {
      name: 'rechazar',
      legacy: '/api/rechazaProveedor',
      summary: 'Rechaza un proveedor pendiente, con un motivo opcional (solo administradores; llamada del sistema anterior)',
    },
  ] as const;
  for (const call of calls) {
    const transition = transitionOf(scope.config, MODULE, call.name);
    app.post(
      call.legacy,
      { attachValidation: true, schema: { tags, summary: call.summary, body: legacyBody, response: { 200: recordResponse } } },
      async (request) =>
        runTransition(
          scope,
          request,
          MODULE,
          transition,
          bodyOf(request.body).id as number,
          bodyOf(request.body).version as number,
          bodyOf(request.body).motivo,
        ),
    );
  }

  /** The suppliers in one state, by name (the spec's pending lists). */
  const inState = async (user: RequestUser, estado: number) => {
    const rows = await scope.db
      .selectFrom('records')
      .select('id')
      .where('module', '=', MODULE)
      .where(sql<string>`data->>'estado'`, '=', String(estado))
      .orderBy(sql`data->>'mostrarNombre'`)
      .limit(moduleConfig.list.cap)
      .execute();
    const records = await Promise.all(rows.map((row) => getRecord(scope.db, MODULE, Number(row.id))));
    return { datos: records.flatMap((record) => (record ? [shown(user, record)] : [])) };
  };
  const estadoParams = {
    type: 'object',
    required: ['estado'],
    additionalProperties: false,
    properties: { estado: { type: 'integer', enum: [ESTADO_PENDIENTE, ESTADO_AUTORIZADO, ESTADO_RECHAZADO] } },
  } as const;
  const shared = scope.withTypeProvider<SharedSchemaProvider>();
  shared.post(
    '/api/getProveedoresPendientes',
    { schema: { tags, summary: 'Proveedores pendientes de autorización (estado 1)', response: { 200: suppliersResponse } } },
    async (request) => inState(reader(request), ESTADO_PENDIENTE),
  );
  // The reader first, then the state asked for (a caller without access hears 403 whatever they sent).
  shared.post(
    '/api/getProveedoresByEstado/:estado',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Proveedores en un estado (1 pendiente, 2 autorizado, 3 rechazado)',
        params: estadoParams,
        response: { 200: suppliersResponse },
      },
    },
    async (request) => {
      const user = reader(request);
      if (request.validationError) throw request.validationError;
      return inState(user, request.params.estado);
    },
  );

  // SUP-16: how many suppliers await authorisation.
  app.get(
    '/api/proveedores/pendientes/cantidad',
    {
      schema: {
        tags,
        summary: 'Cantidad de proveedores pendientes de autorización',
        response: { 200: { type: 'object', required: ['cantidad'], properties: { cantidad: { type: 'integer' } } } },
      },
    },
    async (request) => {
      reader(request);
      const row = await scope.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', MODULE)
        .where('vigente', '=', true)
        .where(sql<string>`data->>'estado'`, '=', String(ESTADO_PENDIENTE))
        .executeTakeFirstOrThrow();
      return { cantidad: Number(row.n) };
    },
  );
}
