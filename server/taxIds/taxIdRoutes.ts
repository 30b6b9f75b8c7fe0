/**
 * Document look-ups a module serves from its server extension (`<m>.server.ts`): a route that asks
 * the tax-id register about a document (`dataCuit/{x}`: reply `success`, `data`, `agip`; a register
 * that cannot be asked answers 502 with the module's message, e.g. ACC-71's `Ocurrio un error al
 * verificar los datos a ingresar.`), the records of a module holding a document, and the read guards
 * such routes use.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { tokenReaches } from '../../engine/core/recordScope';
import { canAccess } from '../../engine/core/permissions';
import { t } from '../../engine/core/messages';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { requireUser } from '../auth/authenticate';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { TaxIdLookup } from './taxIdLookup';
import { lookupDocument } from './documentLookup';

/** PostgreSQL and PGlite may answer booleans of an expression as text or boolean. */
const yes = (value: unknown) => value === true || value === 't' || value === 'true';

/**
 * The records of `module` holding `documento` (as stored), at most 20, oldest first: id, name,
 * state, and whether each is active by the module's own flag (`activo` true by default, or
 * `enDesuso` false) and a supplier account (`esProveedor`).
 */
export async function documentHolders(
  db: Kysely<Database>,
  module: string,
  documento: string,
  excludeId: number | undefined,
  active: 'activo' | 'notEnDesuso',
) {
  const rows = await db
    .selectFrom('records')
    .select([
      'id',
      sql<string>`data->>'mostrarNombre'`.as('mostrarNombre'),
      sql<boolean>`coalesce((data->>'esProveedor')::boolean, false)`.as('esProveedor'),
      active === 'activo'
        ? sql<boolean>`coalesce((data->>'activo')::boolean, true)`.as('activo')
        : sql<boolean>`not coalesce((data->>'enDesuso')::boolean, false)`.as('activo'),
      'vigente',
    ])
    .where('module', '=', module)
    .where(sql<string>`data->>'documento'`, '=', documento)
    .where('id', '!=', excludeId ?? 0)
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    mostrarNombre: row.mostrarNombre,
    vigente: yes(row.vigente),
    activo: yes(row.activo),
    esProveedor: yes(row.esProveedor),
  }));
}

/** A register look-up's answer (`dataCuit/{x}`): `data` is what the register holds (taxIdLookup.ts `TaxIdRecord` without `agip`), null when it knows none of the document's numbers. */
export const taxIdLookupResponse = {
  type: 'object',
  required: ['success', 'data', 'agip'],
  additionalProperties: true,
  properties: {
    success: { type: 'boolean', description: 'El padrón conoce el documento' },
    data: {
      type: ['object', 'null'],
      additionalProperties: true,
      properties: {
        tipo: { type: 'string', enum: ['PAR', 'EMP'], description: 'PAR: persona; EMP: empresa' },
        razonSocial: { type: 'string' },
        nombre: { type: 'string' },
        apellido: { type: 'string' },
        condicionIva: { type: 'string', description: 'Código del combo de condiciones de IVA' },
      },
    },
    agip: { type: 'boolean', description: 'Inscripto en AGIP (ingresos brutos de CABA)' },
  },
} as const;

/** One register look-up route (`dataCuit/{x}`): reply `success`, `data`, `agip`; 400 with `invalidKey` when `applies` refuses the number; 502 when the register cannot be asked. */
export function registerLookupRoute(
  app: FastifyInstance,
  taxIds: TaxIdLookup,
  route: {
    readonly url: string;
    readonly tag: string;
    readonly summary: string;
    readonly authorize: (request: FastifyRequest) => void;
    readonly applies: (documento: string) => boolean;
    readonly invalidKey: string;
    readonly errorKey: string;
    /** Declared for token mode too (its form looks documents up: the contact form of a contacts token, decision 160); `authorize` decides which token. */
    readonly tokenMode?: boolean;
  },
) {
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    route.url,
    {
      ...(route.tokenMode ? { config: { tokenMode: true } } : {}),
      schema: {
        tags: [route.tag],
        summary: route.summary,
        params: { type: 'object', required: ['documento'], additionalProperties: false, properties: { documento: { type: 'string', maxLength: 20 } } } as const,
        response: { 200: taxIdLookupResponse },
      },
    },
    async (request) => {
      route.authorize(request);
      const { documento } = request.params;
      if (!route.applies(documento)) throw new HttpError(400, 'validacion', t(route.invalidKey));
      let found;
      try {
        found = await lookupDocument(taxIds, documento);
      } catch {
        throw new HttpError(502, 'verificacion', t(route.errorKey));
      }
      if (!found) return { success: false, data: null, agip: false };
      const { agip, ...data } = found;
      return { success: true, data, agip };
    },
  );
}

/** A caller who passes the read guard of one of the modules (a module missing from the config passes nobody). */
export const readerOfAny = (config: ScreensConfig, modules: readonly string[]) => (request: FastifyRequest) => {
  const user = requireUser(request);
  const guards = modules.flatMap((module) => (config.modules[module] ? [config.modules[module].access.read] : []));
  if (!guards.some((guard) => canAccess(user, guard))) throw new HttpError(403, 'sin_permisos', t('access.module'));
};

/** A caller who passes the module's read guard; a token-mode session only when the module serves its token (recordScope.token, decision 160). */
export const readerOf = (config: ScreensConfig, module: string) => (request: FastifyRequest) => {
  const user = requireUser(request);
  const guard = config.modules[module]?.access.read;
  const tokenRefused = user.tokenMode && !(user.token && config.modules[module]?.recordScope?.token && tokenReaches(user, config.modules[module]?.recordScope));
  if (!guard || tokenRefused || !canAccess(user, guard)) throw new HttpError(403, 'sin_permisos', t('access.module'));
};
