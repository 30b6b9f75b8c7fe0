/**
 * The real application on a fresh test database (PGlite or PostgreSQL, see testDatabase.ts), with
 * demo data and the embedded identity provider. Tokens are real access tokens issued by it.
 */
import { createHash } from 'node:crypto';
import { resolve, sep } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely, RootOperationNode } from 'kysely';
import { openSeededTestDatabase, openTestDatabase } from './testDatabase';
import type { OpenedDatabase } from '../../../server/db/openDatabase';
import { createRegistry } from '../../../server/registry/createRegistry';
import { loadScreenConfig } from '../../../server/registry/loadScreenConfig';
import { seedDatabase } from '../../../server/seed/seedDatabase';
import { loadLookups } from '../../../server/registry/loadLookups';
import { fixtureLookups } from '../../fixtures/fixtureModules';
import { buildApp, type AppOptions } from '../../../server/app';
import { createIdentity } from '../../../server/identity/createIdentity';
import { readEnv } from '../../../server/config/env';
import type { Database } from '../../../server/db/schema';
import type { IdentityService } from '../../../server/identityService';
import type { ScreensConfig } from '../../../engine/core/screenConfig';
import type { SchemaRegistry } from '../../../engine/core/schemaRegistry';

/**
 * What names the demo data of an app built from these options (the seeded template its database is
 * copied from: testDatabase.ts): the module folders and the effective config. None for module folders
 * written by the test itself (a temporary folder), which no other file shares.
 */
function seedKey(options: TestAppOptions, config: ScreensConfig): string | undefined {
  const folders = [options.schemasDir, ...(options.extraSchemasDirs ?? [])].filter((dir): dir is string => !!dir).map((dir) => resolve(dir));
  if (folders.some((dir) => !dir.startsWith(process.cwd() + sep))) return undefined;
  return createHash('sha256').update(JSON.stringify({ folders, config })).digest('hex').slice(0, 16);
}

/** The product's lookups: the generic ones and those of every module folder. */
const lookups = loadLookups();

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly identity: IdentityService;
  /** The screens config and schema registry the app was built from (suites generated from them). */
  readonly config: ScreensConfig;
  readonly registry: SchemaRegistry;
  /** A real access token for a demo user. */
  tokenFor(username: string): Promise<string>;
  /** app.inject with the user's bearer token. */
  as(username: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Another connection to the same database, as a second server process would have (testDatabase.ts). */
  connectAgain(): Promise<OpenedDatabase>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Changes to the shipped screen config (screens.config.json merged with the modules' files) for this app (validated like the files). */
  readonly config?: (config: Record<string, any>) => void;
  /** Module folders to load instead of schemas/ (fixture modules); pair it with `config`. */
  readonly schemasDir?: string;
  /** Module folders loaded besides schemas/ (e.g. the engine's fixture modules). */
  readonly extraSchemasDirs?: readonly string[];
  /** Built client to serve (dist/client); none by default. */
  readonly clientDir?: string;
  /** More buildApp options (e.g. `publicUrl`). */
  readonly appOptions?: Partial<Pick<AppOptions, 'publicUrl' | 'rateLimitPerMinute' | 'lookupsPerMinute' | 'mail'>>;
  /** Sees every statement the app, its identity provider and `db` send (counting database reads). */
  readonly onQuery?: (node: RootOperationNode) => void;
  /** Another identity service (an external issuer) instead of the embedded one; `tokenFor` then cannot issue tokens. */
  readonly identity?: (db: Kysely<Database>) => IdentityService;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  let rawConfig: Record<string, any> | undefined;
  if (options.config) {
    rawConfig = loadScreenConfig() as unknown as Record<string, any>;
    options.config(rawConfig!);
  }
  // The fixture modules name the fixture lookups (their tests seed them) besides the product's.
  const combos = [...Object.keys(lookups), ...Object.keys(fixtureLookups())];
  const { registry, config } = await createRegistry({
    config: rawConfig,
    schemasDir: options.schemasDir,
    extraSchemasDirs: options.extraSchemasDirs,
    combos,
  });
  const seed = (target: Kysely<Database>) => seedDatabase(target, registry, { demo: true, config });
  const key = seedKey(options, config);
  const database = key ? await openSeededTestDatabase(key, seed) : await openTestDatabase();
  const onQuery = options.onQuery;
  const db = onQuery
    ? database.db.withPlugin({
        transformQuery: (args) => {
          onQuery(args.node);
          return args.node;
        },
        transformResult: async (args) => args.result,
      })
    : database.db;
  try {
    if (!key) await seed(db);
    const identity = options.identity ? options.identity(db) : await createIdentity(db, readEnv({ PORT: '8080' }));
    const app = await buildApp({ db, accessChanges: database.accessChanges, registry, config, identity, clientDir: options.clientDir, ...options.appOptions });
    await app.ready();
    const tokens = new Map<string, string>();
    const tokenFor = async (username: string) => {
      if (!tokens.has(username)) {
        const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
        tokens.set(username, await identity.issueAccessToken(user.id));
      }
      return tokens.get(username)!;
    };
    return {
      app,
      db,
      identity,
      config,
      registry,
      tokenFor,
      async as(username, options) {
        const token = await tokenFor(username);
        return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
      },
      connectAgain: () => database.connectAgain(),
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
