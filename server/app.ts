/**
 * Builds the HTTP application: security headers, rate limits, error handling, authentication,
 * the session calls, the generic module API, the identity provider, API docs and the client.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { SchemaRegistry } from '../engine/core/schemaRegistry';
import type { ScreensConfig } from '../engine/core/screenConfig';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/errorHandler';
import { installBodyDecoding } from './http/bodyDecoding';
import { installTextSafety } from './http/textSafety';
import { installValidatorCompiler } from './http/validatorCompiler';
import { sharedSerializers } from './http/serializerCompiler';
import { installSharedSchemas } from './http/sharedSchemas';
import { namedPlugin } from './modules/routes/modulePlugin';
import { installSecurityHeaders } from './http/security';
import { installCompression } from './http/compression';
import { installOpenApi } from './http/openApi';
import { authenticate } from './auth/authenticate';
import type { AccessChangeFeed } from './auth/accessChanges';
import { sessionRoutes } from './session/sessionRoutes';
import { homeRoutes } from './home/homeRoutes';
import { moduleRoutes } from './modules/moduleRoutes';
import { lookupRoutes } from './lookups/lookupRoutes';
import { formComboRoutes } from './lookups/formComboRoutes';
import { fileRoutes } from './files/fileRoutes';
import { addressRoutes } from './addresses/addressRoutes';
import type { AddressSettings } from './addresses/createAddressSuggester';
import { serveClient } from './client/serveClient';
import type { IdentityService } from './identityService';
import type { TaxIdLookup } from './taxIds/taxIdLookup';
import { transitionRoutes } from './modules/transitionRoutes';
import { loadModuleServers, moduleWriteChecksOf } from './modules/moduleServer';
import type { BackOfficeSettings } from './config/settings';
import { appServices } from './services/appServices';
import { mailSettingsFromEnv, type MailSettings } from './services/mailPlugin';

export interface AppOptions {
  readonly db: Kysely<Database>;
  readonly registry: SchemaRegistry;
  readonly config: ScreensConfig;
  readonly identity: IdentityService;
  /**
   * The database's access-change notifier (`OpenedDatabase.accessChanges`): with it, what a token
   * stands for is cached in this process until a change is heard (server/auth/principalCache.ts);
   * without it every request reads the token and the user from the database.
   */
  readonly accessChanges?: AccessChangeFeed;
  /** Built client (dist/client); when absent only the API is served. */
  readonly clientDir?: string;
  readonly logger?: boolean | object;
  readonly version?: string;
  /** Requests per minute per client IP on the API (default 600). */
  readonly rateLimitPerMinute?: number;
  /** Look-ups beyond the caller's scope per user and minute (default 60, server/http/lookupBudget.ts). */
  readonly lookupsPerMinute?: number;
  /** Uploaded files: local directory and size limit per file (default FILES_DIR / UPLOAD_MAX_MB). */
  readonly files?: { readonly dir?: string; readonly maxFileBytes?: number };
  /** Address-suggestion adapter (default ADDRESS_PROVIDER / ADDRESS_API_KEY, else the offline gazetteer). */
  readonly addresses?: AddressSettings;
  /** Demo mode (`npm start` outside production): told to the browser, which then honours the idle-timing override. Default false. */
  readonly demo?: boolean;
  /** The address users reach the server at (PUBLIC_URL); when it is https, browsers are told to use only https (HSTS). */
  readonly publicUrl?: string;
  /** Tax-id register of the account look-ups (ACC-68; default: the embedded offline register). */
  readonly taxIds?: TaxIdLookup;
  /** Back-office settings (agency team, default logo; default: from the environment, server/config/settings.ts). */
  readonly settings?: BackOfficeSettings;
  /** How mail goes out (default: SMTP_URL and MAIL_FROM, else the outbox; links at `publicUrl`). */
  readonly mail?: MailSettings;
}

export const BODY_LIMIT = 256 * 1024;

/** A route of the app: its method(s) and URL pattern. */
export interface RegisteredRoute {
  readonly method: string | readonly string[];
  readonly url: string;
  /** Its response schemas by status (`schema.response`), and whether the route is left out of the API's document. */
  readonly response: Readonly<Record<string, unknown>>;
  readonly hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, in registration order. */
    readonly routeList: readonly RegisteredRoute[];
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    ajv: undefined,
    routerOptions: { maxParamLength: 500 },
    // Every error in the documented Spanish shape, also those Fastify answers before any route runs.
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: false,
    // Response serializers compiled on their first call, one per distinct schema (serializerCompiler.ts).
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers() } },
  });
  const version = options.version ?? '0.1.0';
  // Every route the app registers, as registered (the token-scope test walks them all).
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook(
    'onRoute',
    (route) =>
      void routeList.push({
        method: route.method,
        url: route.url,
        response: (route.schema?.response as Record<string, unknown> | undefined) ?? {},
        hidden: route.schema?.hide === true,
      }),
  );
  installErrorHandling(app);
  app.removeContentTypeParser('text/plain'); // the API speaks JSON only: anything else is a 415
  installBodyDecoding(app);
  installTextSafety(app);
  installValidatorCompiler(app);
  installSharedSchemas(app);
  await installSecurityHeaders(app, { https: options.publicUrl?.startsWith('https:') === true });
  await installCompression(app);
  // The limit guards the API and the sign-in. The client's files are not limited: a first visit
  // loads dozens of chunks (each screen, widget and module on demand), and a refused chunk breaks
  // the screen that asked for it (an e2e run of five specs met it at 600 requests a minute).
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 600,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/') && !request.url.startsWith('/oauth/'),
  });
  await installOpenApi(app, version, options.publicUrl);
  // The services every route plugin reads from the instance (app.db, app.registry, app.config…).
  const { db, registry, config } = options;
  const mail = { ...mailSettingsFromEnv(), publicUrl: options.publicUrl, ...options.mail };
  await app.register(appServices, {
    db,
    registry,
    config,
    settings: options.settings,
    taxIds: options.taxIds,
    mail,
    lookupsPerMinute: options.lookupsPerMinute,
  });
  await options.identity.register(app);
  app.decorate('identity', options.identity);
  await app.register(authenticate, { identity: options.identity, accessChanges: options.accessChanges });
  await app.register(sessionRoutes, { clientConfig: options.identity.clientConfig, version, demo: options.demo === true, companyName: 'Casa central' });
  await app.register(homeRoutes, { version, companyName: 'Casa central' });
  await app.register(lookupRoutes);
  await app.register(formComboRoutes);
  // What each module folder adds (`schemas/<m>/<m>.server.ts`): save decisions the rules cannot make, and routes of its own.
  const moduleServers = await loadModuleServers(registry.list());
  await app.register(moduleRoutes, { moduleWriteChecks: moduleWriteChecksOf(moduleServers, app) });
  await app.register(fileRoutes, { ...options.files });
  await app.register(addressRoutes, { settings: options.addresses });
  await app.register(transitionRoutes);
  for (const { module, server } of moduleServers) if (server.routes) await app.register(namedPlugin(server.routes, `${module}.server routes`));
  await serveClient(app, options.clientDir ?? '');
  return app;
}
