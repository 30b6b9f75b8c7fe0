/**
 * Home's calls (HOM-14, HOM-16, HOM-17): the user's accounts (what Home polls for), each account's
 * access data in the spec's reply shape (`datos`, `extras.version`, `error.has`, `error.mensajes`,
 * HOM-03) and the footer data. Also at the spec's names (`gestionate/data/index/{x}`,
 * `gestionate/data/footer`). Signed-in users only: a temporary token's Home is its opportunity's
 * passengers (HOM-05), none of these routes is open to it.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { t } from '../../engine/core/messages';
import { requireUser } from '../auth/authenticate';
import { HttpError } from '../http/httpError';
import { routePlugin } from '../services/routePlugin';
import { linkedRecordName, accountLinkKind } from '../session/sessionRoutes';
import { accessItems } from '../../engine/core/homeAccess';
import { userAccountIds } from './homeAccess';

export interface HomeRoutesOptions {
  /** The server's version: `extras.version` of the access data (HOM-15). */
  readonly version: string;
  /** The name of an account that has no record (the company without a configured account). */
  readonly companyName: string;
}

const tags = ['Inicio'];
const accountParams = {
  type: 'object',
  required: ['x'],
  properties: { x: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

/** HOM-14: the user's accounts, each with its display name. */
const accountsResponse = {
  type: 'object',
  required: ['datos'],
  additionalProperties: true,
  properties: {
    datos: {
      type: 'array',
      items: { type: 'object', required: ['id', 'nombre'], additionalProperties: true, properties: { id: { type: 'integer' }, nombre: { type: 'string' } } },
    },
  },
} as const;

/** HOM-03's reply shape: the accesses (`datos`, items of the screen config), `extras` and the problems the server can say (`error`). */
const accessesResponse = {
  type: 'object',
  required: ['datos', 'extras', 'error'],
  additionalProperties: true,
  properties: {
    datos: { type: 'array', description: 'Los accesos de la entidad: los enlaces y tarjetas del inicio (objetos)' },
    extras: {
      type: 'object',
      required: ['version', 'entidad'],
      additionalProperties: true,
      properties: {
        version: { type: 'string' },
        entidad: {
          type: 'object',
          required: ['id', 'nombre'],
          additionalProperties: true,
          properties: { id: { type: 'integer' }, nombre: { type: 'string' } },
        },
      },
    },
    error: {
      type: 'object',
      required: ['has', 'mensajes'],
      additionalProperties: true,
      properties: { has: { type: 'boolean' }, mensajes: { type: 'array', items: { type: 'string' } } },
    },
  },
} as const;

/** HOM-17: the footer's text and links (`home.footer` of the screen config) and the server's version. */
const footerResponse = {
  type: 'object',
  required: ['datos'],
  additionalProperties: true,
  properties: {
    datos: {
      type: 'object',
      required: ['texto', 'enlaces', 'version'],
      additionalProperties: true,
      properties: { texto: { type: 'string' }, enlaces: { type: 'array', items: { type: 'object', additionalProperties: true } }, version: { type: 'string' } },
    },
  },
} as const;

async function homeRoutesPlugin(app: FastifyInstance, options: HomeRoutesOptions): Promise<void> {
  const { db, config, registry } = app;
  const kind = accountLinkKind(config, registry);

  /** An account's display name and whether it is vigente (a voided account has no accesses). */
  const accountOf = async (id: number) => {
    const nombre = kind ? await linkedRecordName(db, config, kind, id) : null;
    const module = kind ? config.links?.[kind]?.module : undefined;
    const row = module ? await db.selectFrom('records').select('vigente').where('module', '=', module).where('id', '=', id).executeTakeFirst() : undefined;
    return { id, nombre: nombre ?? options.companyName, vigente: row?.vigente !== false };
  };

  // HOM-14: the ids (and names) of the user's accounts; Home polls it until it holds one.
  app.get(
    '/api/inicio/cuentas',
    { schema: { tags, summary: 'Entidades del usuario para el inicio (HOM-14)', response: { 200: accountsResponse } } },
    async (request) => {
      const user = requireUser(request);
      const datos = await Promise.all(userAccountIds(user, config).map(async (id) => ({ id, nombre: (await accountOf(id)).nombre })));
      return { datos };
    },
  );

  // HOM-16: the access listing of one of the user's accounts (HOM-03's shape). A problem the server
  // can say (the account is no longer vigente) is `error.has` with its messages (HOM-19), not an HTTP failure.
  for (const path of ['/api/inicio/accesos/:x', '/api/gestionate/data/index/:x']) {
    app
      .withTypeProvider<JsonSchemaToTsProvider>()
      .get(
        path,
        { schema: { tags, summary: 'Accesos del inicio de una entidad del usuario (HOM-16)', params: accountParams, response: { 200: accessesResponse } } },
        async (request, reply) => {
          const user = requireUser(request);
          const id = Number(request.params.x);
          if (!userAccountIds(user, config).includes(id)) throw new HttpError(403, 'sin_permisos', t('access.module'));
          const account = await accountOf(id);
          reply.header('Cache-Control', 'private, no-store');
          const mensajes = account.vigente ? [] : [t('home.accountInactive', { nombre: account.nombre })];
          return {
            datos: account.vigente ? accessItems(config, user) : [],
            extras: { version: options.version, entidad: { id: account.id, nombre: account.nombre } },
            error: { has: mensajes.length > 0, mensajes },
          };
        },
      );
  }

  // HOM-17, HOM-OP06: the footer's text and links, from the screen config (`home.footer`).
  const footer = { texto: config.home?.footer?.texto ?? '', enlaces: config.home?.footer?.enlaces ?? [] };
  for (const path of ['/api/inicio/pie', '/api/gestionate/data/footer']) {
    app.get(path, { schema: { tags, summary: 'Pie del inicio (HOM-17)', response: { 200: footerResponse } } }, async (request) => {
      requireUser(request);
      return { datos: { ...footer, version: options.version } };
    });
  }
}

/** Home's calls, reading the database, the screen config and the registry. */
export const homeRoutes = routePlugin('homeRoutes', ['db', 'config', 'registry'], homeRoutesPlugin);
