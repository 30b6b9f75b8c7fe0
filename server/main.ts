/**
 * `npm start`: one process serving the app and the API on PORT (8080), with PGlite under DATA_DIR
 * (or PostgreSQL at DATABASE_URL), migrations, first-start seed, the embedded identity provider
 * (or an external one: OIDC_ISSUER / OIDC_CLIENT_ID) and demo users outside production.
 */
import { resolve } from 'node:path';
import { readEnv } from './config/env';
import { openDatabase, type OpenedDatabase } from './db/openDatabase';
import { migrateToLatest } from './db/migrate';
import { permissionMoveOf } from './db/permissionMove';
import { createRegistry } from './registry/createRegistry';
import { seedDatabase } from './seed/seedDatabase';
import { demoUsers, DEMO_PASSWORD } from './seed/demoUsers';
import { ensureClientBuild } from './client/ensureClientBuild';
import { buildApp } from './app';
import { loadFieldKey } from './crypto/fieldKey';
import { useFieldKey } from './crypto/activeCipher';
import { createIdentity } from './identity/createIdentity';

/**
 * How long requests under way get to finish on SIGTERM. R4 met a kept-alive connection that Node's
 * server.close() never counted as idle (no request in Fastify, bytes exchanged): without this
 * bound the restarted server never exited.
 */
const CLOSE_GRACE_MS = 10_000;
/** Set once a signal arrived: the shutdown owns the exit from then on. */
let closing = false;

async function main() {
  const env = readEnv();
  const root = resolve('.');
  // CLIENT_DIR: another built client (the delivery benchmark serves the app beside its baseline page).
  const clientDir = resolve(root, process.env.CLIENT_DIR ?? 'dist/client');
  let database: OpenedDatabase | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let started: Promise<void> = Promise.resolve();

  // Installed before anything is opened: a signal during start-up lets the step under way finish
  // (never a half-opened data dir), stops the rest, then closes what was opened: checkpoint, lock
  // released, exit 0. A second signal forces the exit.
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      console.log(`${signal}: salida forzada.`);
      process.exit(1);
    }
    closing = true;
    console.log(`\n${signal}: cerrando...`);
    await started.catch(() => undefined);
    // Requests under way get a few seconds to finish; then every connection still open is closed,
    // so that a client holding one (half-sent request, stalled socket) cannot keep the server up.
    // Node's own list of the server's connections (closeAllConnections) holds every one, idle, busy
    // or half-sent: no set of our own to keep in step.
    const force = setTimeout(() => {
      console.log(`Conexiones abiertas tras ${CLOSE_GRACE_MS / 1000} s: se cierran.`);
      app?.server.closeAllConnections();
    }, CLOSE_GRACE_MS);
    force.unref();
    // The two steps are timed in the output: after a crash recovery PGlite's checkpoint can be long.
    const began = Date.now();
    let appClosedAt = began;
    try {
      await app?.close();
      appClosedAt = Date.now();
    } finally {
      await database?.close();
      console.log(`Cerrado (servidor ${appClosedAt - began} ms, base de datos ${Date.now() - appClosedAt} ms).`);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  started = (async () => {
    // The modules and the config are checked first (the same code as `npm run check`): a broken
    // module stops the start in seconds with its lines, before a client build that would also fail.
    const { registry, config } = await createRegistry({
      schemasDir: process.env.SCHEMAS_DIR ? resolve(process.env.SCHEMAS_DIR) : undefined,
      configFile: process.env.SCREENS_CONFIG ? resolve(process.env.SCREENS_CONFIG) : undefined,
    });
    if (closing) return;
    if (process.env.BUILD_CLIENT !== '0') ensureClientBuild(root, clientDir);
    if (closing) return;
    // The key of the encrypted fields before anything seals or opens one (the demo seed included).
    useFieldKey(loadFieldKey({ envKey: env.fieldEncryptionKey, keyFile: env.fieldEncryptionKeyFile, dataDir: env.dataDir, production: env.production }));
    database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
    if (closing) return;
    await migrateToLatest(database.db, registry.list(), permissionMoveOf(config, registry));
    const seeded = await seedDatabase(database.db, registry, { demo: !env.production, config });
    if (closing) return;
    const identity = await createIdentity(database.db, env);
    app = await buildApp({
      db: database.db,
      accessChanges: database.accessChanges,
      registry,
      config,
      identity,
      clientDir,
      rateLimitPerMinute: env.rateLimitPerMinute,
      logger: { level: env.production ? 'info' : 'warn' },
      files: { dir: env.filesDir, maxFileBytes: env.uploadMaxBytes },
      addresses: { provider: env.addressProvider, apiKey: env.addressApiKey },
      demo: !env.production,
      publicUrl: env.publicUrl,
    });
    if (closing) return;
    await app.listen({ port: env.port, host: env.host });

    // One write, so a reader of the output never sees the banner without the demo users.
    const banner = [`Back-office en ${env.publicUrl} (base de datos: ${database.kind === 'pglite' ? env.dataDir : 'PostgreSQL'})`];
    if (!env.production) {
      banner.push(`Modo demo${seeded.demoUsersCreated ? ' (usuarios creados ahora)' : ''}. Usuarios (contraseña "${DEMO_PASSWORD}"):`);
      for (const user of demoUsers) banner.push(`  ${user.username.padEnd(12)} ${user.roles.join(', ') || 'sin roles'}`);
    }
    console.log(banner.join('\n'));
  })();
  try {
    await started;
  } catch (error) {
    // A failed start-up still releases what it opened (the data-dir lock), unless a signal's shutdown does.
    if (!closing) await database?.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  // After a signal a failed start-up step is the shutdown's business (it closes what was opened).
  if (closing) return;
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
