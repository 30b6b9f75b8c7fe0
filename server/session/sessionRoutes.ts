/**
 * Session calls of the spec on our own API: the browser's OIDC settings, the temporary token check
 * (SES-08), the user's roles (SES-14, shape of SES-03), per-area permissions (SES-16), the keepalive
 * (SES-13) and the effective screen config.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { ModuleRegistry } from '../../engine/core/schemaRegistry';
import { ADMIN_ROLE, effectiveRoles, hasRole } from '../../engine/core/permissions';
import { firstListCall } from '../../engine/core/listScreenCall';
import { t } from '../../engine/core/messages';
import { requireUser } from '../auth/authenticate';
import { lookupRevision } from '../lookups/lookupRevision';
import { HttpError } from '../http/httpError';
import { sendVersioned, versionedJson } from '../http/sendVersioned';
import { findTempToken } from './tempTokens';
import { userContactId } from '../auth/userContact';
import { loadPrincipal, type RequestUser } from '../auth/principal';
import { principalSources } from '../auth/principalSources';
import { sql } from 'kysely';
import { routePlugin } from '../services/routePlugin';
import { ref, type SharedSchemaProvider } from '../http/sharedSchemas';
import { sessionConfig, type SessionConfig } from './sessionConfig';
import { screenAtPath } from '../../engine/core/screenAtPath';
import { idCrmResponse, keepaliveResponse, publicConfigResponse, screensConfigResponse, sessionStartResponse, tokenCheckResponse } from './sessionSchemas';

/**
 * The display name of record `id` of the module link kind `kind` searches (by the kind's first
 * column), or null when there is no such record or kind. What the session tells about the records it
 * names (the user's own account, a token's account and opportunity): the user may not read their
 * modules, yet sees their names where a form links them.
 */
export async function linkedRecordName(db: Kysely<Database>, config: ScreensConfig, kind: string, id: number): Promise<string | null> {
  const link = config.links?.[kind];
  if (!link || !Number.isSafeInteger(id) || id < 1) return null;
  const row = await db
    .selectFrom('records')
    .select(sql<string | null>`data->>${link.columns[0].field}`.as('nombre'))
    .where('module', '=', link.module)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.nombre || null;
}

/**
 * The link kind of the users' accounts: what record scope compares with a user's account, the link
 * of a scoped module's owner field (`recordScope.ownerField`, e.g. the contact's `cuenta`).
 */
export function accountLinkKind(config: ScreensConfig, registry: ModuleRegistry): string | undefined {
  for (const module of Object.values(config.modules)) {
    const field = module.recordScope?.ownerField;
    if (!field || !registry.has(module.schema)) continue;
    const link = (registry.get(module.schema).schema.properties?.[field] as { 'x-link'?: { kind?: unknown } } | undefined)?.['x-link'];
    if (typeof link?.kind === 'string') return link.kind;
  }
  return undefined;
}

/** The display name of a user's own account (the record `accountId` of the accounts' link kind), or the id itself when there is no such record. */
export async function ownAccountName(db: Kysely<Database>, config: ScreensConfig, registry: ModuleRegistry, accountId: string): Promise<string> {
  const kind = accountLinkKind(config, registry);
  return (kind ? await linkedRecordName(db, config, kind, Number(accountId)) : null) ?? accountId;
}

/**
 * A token-mode session's claims with the names of its account and opportunity (`nombres`, by record
 * id; COP-OP02): the passenger form links both, and a token may read neither module.
 */
async function tokenWithNames(db: Kysely<Database>, config: ScreensConfig, token: RequestUser['token']) {
  if (!token) return null;
  const nombres: Record<string, string> = {};
  // Each claim holding a record id is named after the link kind of that record (the account, the opportunity).
  for (const [kind, id] of Object.entries(token)) {
    if (typeof id !== 'number') continue;
    const name = await linkedRecordName(db, config, kind, id);
    if (name) nombres[String(id)] = name;
  }
  return { ...token, nombres };
}

/** The longest `ruta` the start call reads (a path and its list's query). */
const MAX_RUTA = 2000;

/** The page the session opens (`ruta`: a path of this app, with its query), or null: none, not such a path, or token mode (its gate decides the routes). */
function openedRuta(user: RequestUser, ruta: unknown): URL | null {
  if (typeof ruta !== 'string' || !ruta.startsWith('/') || ruta.startsWith('//') || ruta.length > MAX_RUTA || user.tokenMode) return null;
  return new URL(ruta, 'http://ruta.invalid');
}

/**
 * The first list page of the path being opened (`ruta`, path and query: decision 119), as the JSON
 * the start call carries (`{ modulo, parametros, respuesta }`), or null. The request is the one the
 * list screen would make (`firstListCall`, engine/core, shared with the browser) and the list route
 * answers it for the same bearer and address, so its guards, scope, filter rules and caps apply; any
 * answer but 200 (the user may not read the module) carries nothing, and the screen asks as before.
 * Not in token mode (its gate decides the routes).
 */
async function firstListPage(app: FastifyInstance, request: FastifyRequest, user: RequestUser, config: ScreensConfig, ruta: unknown): Promise<string | null> {
  const authorization = request.headers.authorization;
  const opened = openedRuta(user, ruta);
  if (!opened || !authorization) return null;
  const call = firstListCall(config, user, opened.pathname, Object.fromEntries(opened.searchParams));
  if (!call) return null;
  const answer = await app.inject({
    method: 'GET',
    url: `/api/modulos/${encodeURIComponent(call.module)}?${new URLSearchParams(call.params)}`,
    headers: { authorization },
    remoteAddress: request.ip,
  });
  if (answer.statusCode !== 200) return null;
  return `{"modulo":${JSON.stringify(call.module)},"parametros":${JSON.stringify(call.params)},"respuesta":${answer.body}}`;
}

export interface SessionRoutesOptions {
  readonly clientConfig: { readonly authority: string; readonly clientId: string; readonly scope: string };
  readonly version: string;
  /** Demo mode: the browser honours its dev/test idle-timing override only then (decision in docs/decisions.md). */
  readonly demo: boolean;
  /** Display name of an agency account id (entidad). */
  readonly companyName: string;
}

async function sessionRoutesPlugin(app: FastifyInstance, options: SessionRoutesOptions): Promise<void> {
  // The settings are the back end's the browser's guards read (`ajustes`: the agency team, the default logo).
  const { db, config, settings, registry } = app;
  const tags = ['Sesión'];

  const publicConfig = versionedJson({ oidc: options.clientConfig, version: options.version, demo: options.demo });
  app.get(
    '/api/public/config',
    { config: { public: true }, schema: { tags, summary: 'Configuración OIDC del navegador', response: { 200: publicConfigResponse } } },
    async (request, reply) => sendVersioned(request, reply, publicConfig, 'no-cache'),
  );

  // The spec's names of the identity calls (SES-20) answer the same: `token_crm/verificaAutorizacion/{x}`
  // beside our `/api/token/…`, `json/usuario` beside `/api/usuario` (decision 101).
  for (const path of ['/api/token/verificaAutorizacion/:token', '/api/token_crm/verificaAutorizacion/:token']) {
    app.withTypeProvider<JsonSchemaToTsProvider>().get(
      path,
      {
        config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Verifica un token temporal de acceso (SES-08)',
          params: {
            type: 'object',
            required: ['token'],
            properties: { token: { type: 'string', minLength: 8, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } },
          } as const,
          response: { 200: tokenCheckResponse },
        },
      },
      async (request) => {
        const row = await findTempToken(db, request.params.token);
        if (!row) throw new HttpError(404, 'token_inexistente', t('session.tokenExpired'));
        return [
          {
            expires_at: new Date(row.expires_at).toISOString(),
            // The prospect account bound to the token (SES-OP08): the legacy CRM id when the token has one, else the account it is for.
            id_cuenta_prospect_crm: row.id_cuenta_prospect_crm ?? (row.cuenta === null ? null : String(row.cuenta)),
            usuario_sua: row.usuario_sua,
            usuariosfa_ua: row.usuariosfa_ua,
          },
        ];
      },
    );
  }

  const userResponse = async (user: RequestUser) => ({
    roles: [...effectiveRoles(user.roles)].map((descripcion) => ({ descripcion })),
    id_crm_usuario: user.idCrm,
    // The agency's name (its account's display name) is the user's own: they read it without the accounts' read guard.
    entidad: {
      id_crm: user.accountId ?? null,
      descripcion: user.accountId ? await ownAccountName(db, config, registry, user.accountId) : options.companyName,
      id_cliente: user.accountId ?? null,
    },
    tokenApps: user.tokenMode,
    // A token-mode session's account and opportunity (COP-OP02): what its screens reach.
    token: await tokenWithNames(db, config, user.token),
    nombreUsuario: user.name,
    // What the browser's guards need beyond roles, as the server evaluates them: the user's teams
    // (`teamOf`) and staff contact (`userIs`, SGC-54, ACN-OP01).
    equipos: user.tokenMode ? [] : [...(user.teams ?? [])],
    id_contacto: await userContactId(db, config, user),
    // Back-end settings the guards may name (`holdsSetting`, ACC-41) and the default logo (ACC-40).
    ajustes: { ...settings },
  });
  for (const path of ['/api/usuario', '/api/json/usuario']) {
    app.get(
      path,
      { config: { tokenMode: true }, schema: { tags, summary: 'Roles del usuario (SES-14)', response: { 200: ref('Usuario') } } },
      async (request) => userResponse(requireUser(request)),
    );
  }

  // `idCrm` and `usuario/{id}` of the main CRM base (SES-22, SES-OP08: their purpose is not given):
  // the signed-in user's CRM id, and a user's roles answer by that id — one's own, or any user's for an admin.
  app.get(
    '/api/idCrm',
    { config: { tokenMode: true }, schema: { tags, summary: 'Identificador CRM del usuario (SES-22)', response: { 200: idCrmResponse } } },
    async (request) => ({
      id_crm_usuario: requireUser(request).idCrm,
    }),
  );
  app.withTypeProvider<SharedSchemaProvider>().get(
    '/api/usuario/:id',
    {
      schema: {
        tags,
        summary: 'Roles de un usuario por su identificador CRM (SES-22)',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' } },
        } as const,
        response: { 200: ref('Usuario') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.idCrm === request.params.id) return userResponse(user);
      if (!hasRole(user, ADMIN_ROLE)) throw new HttpError(403, 'sin_permisos', t('access.module'));
      const row = await db.selectFrom('users').select('id').where('id_crm', '=', request.params.id).executeTakeFirst();
      const other = row ? await loadPrincipal(db, row.id, false, principalSources(app.config)) : null;
      if (!other) throw new HttpError(404, 'usuario_inexistente', t('api.notFound'));
      return userResponse(other);
    },
  );

  app.get(
    '/api/permisos/usuario',
    { config: { tokenMode: true }, schema: { tags, summary: 'Permisos por área del usuario (SES-16)', response: { 200: ref('PermisosArea') } } },
    async (request) => {
      const user = requireUser(request);
      return { datos: user.permissions };
    },
  );

  // The keepalive also carries the lookups' revision: a browser that sees it change reloads its combos (decision 150).
  app.get(
    '/api/imLoggedIn',
    { config: { tokenMode: true }, schema: { tags, summary: 'Sesión activa (SES-13)', response: { 200: keepaliveResponse } } },
    async (request) => {
      requireUser(request);
      return { ok: true, combos: await lookupRevision(db) };
    },
  );

  const screensConfig = versionedJson(config);
  // The start's config by first screen (decision 169): its modules whole, the others outlined.
  const startConfigs = new Map<string, SessionConfig>();
  const startConfig = (user: RequestUser, ruta: unknown): SessionConfig => {
    const opened = openedRuta(user, ruta);
    const screen = opened ? (screenAtPath(config, opened.pathname)?.screen ?? null) : null;
    return sessionConfig(config, registry, screen, screensConfig.body, startConfigs);
  };

  // The browser's start in one call (one round trip before the first screen instead of
  // three after each other): the answers of /api/usuario and /api/permisos/usuario, the screen
  // config and demo mode; with `ruta`, the first page of the list screen at that path (decision 119),
  // and a config that describes whole only the modules of that screen, the others outlined
  // (`descritos` names the whole ones; decision 169).
  // The four calls stay for the spec and other clients.
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/api/sesion',
    {
      config: { tokenMode: true },
      schema: {
        tags,
        summary: 'Arranque de la sesión: usuario, permisos, configuración de pantallas, modo demo y la primera página de la lista que se abre',
        querystring: {
          type: 'object',
          properties: {
            ruta: {
              type: 'string',
              maxLength: MAX_RUTA,
              description:
                'Ruta (y consulta) de la pantalla que se abre: si es una lista que el usuario puede leer, la respuesta trae su primera página (pagina)',
            },
          },
        } as const,
        // Sent as text (the config's JSON is serialised once): the schema documents the answer.
        response: { 200: sessionStartResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const [usuario, pagina] = await Promise.all([
        userResponse(user),
        firstListPage(app, request, user, config, request.query.ruta).catch((error: unknown) => {
          // The page is a head start only: without it the screen asks itself; the session still starts.
          request.log.error({ err: error }, 'primera página de la sesión');
          return null;
        }),
      ]);
      const permisos = { datos: user.permissions };
      const started = startConfig(user, request.query.ruta);
      const descritos = started.described ? `,"descritos":${JSON.stringify(started.described)}` : '';
      reply.header('Cache-Control', 'private, no-store').type('application/json; charset=utf-8');
      return reply.send(
        `{"usuario":${JSON.stringify(usuario)},"permisos":${JSON.stringify(permisos)},"demo":${options.demo},"config":${started.json}${descritos}${pagina ? `,"pagina":${pagina}` : ''}}`,
      );
    },
  );
  app.get(
    '/api/config',
    { config: { tokenMode: true }, schema: { tags, summary: 'Configuración de pantallas vigente', response: { 200: screensConfigResponse } } },
    async (request, reply) => {
      requireUser(request);
      return sendVersioned(request, reply, screensConfig, 'private, no-cache');
    },
  );
}

/** The session calls, reading the database, the screen config and the settings. */
export const sessionRoutes = routePlugin('sessionRoutes', ['db', 'config', 'settings', 'registry'], sessionRoutesPlugin);
