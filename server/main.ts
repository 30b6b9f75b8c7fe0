/**
 * `npm start`: one process serving the app and the API on PORT (8080), with PGlite under DATA_DIR
 * (or PostgreSQL at DATABASE_URL), migrations, first-start seed, the embedded identity provider
 * (or an external one: OIDC_ISSUER / OIDC_CLIENT_ID) and demo users outside production.
 */
import { resolve } from 'node:path';
import { readEnv } from './config/env';
import { openDatabase } from './db/openDatabase';
import { migrateToLatest } from './db/migrate';
import { createRegistry } from './registry/createRegistry';
import { seedDatabase } from './seed/seedDatabase';
import { demoUsers, DEMO_PASSWORD } from './seed/demoUsers';
import { ensureClientBuild } from './client/ensureClientBuild';
import { buildApp } from './app';
import { createIdentity } from './identity/createIdentity';

async function main() {
  const env = readEnv();
  const root = resolve('.');
  const clientDir = resolve(root, 'dist/client');
  if (process.env.BUILD_CLIENT !== '0') ensureClientBuild(root, clientDir);

  const { registry, config } = await createRegistry({ configFile: process.env.SCREENS_CONFIG ? resolve(process.env.SCREENS_CONFIG) : undefined });
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: cerrando...`);
    try {
      await app?.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  await migrateToLatest(database.db);
  const seeded = await seedDatabase(database.db, registry, { demo: !env.production });
  const identity = await createIdentity(database.db, env);
  app = await buildApp({ db: database.db, registry, config, identity, clientDir, logger: { level: env.production ? 'info' : 'warn' }, files: { dir: env.filesDir, maxFileBytes: env.uploadMaxBytes }, addresses: { provider: env.addressProvider, apiKey: env.addressApiKey }, demo: !env.production });
  await app.listen({ port: env.port, host: env.host });

  // One write, so a reader of the output never sees the banner without the demo users.
  const banner = [`Back-office en ${env.publicUrl} (base de datos: ${database.kind === 'pglite' ? env.dataDir : 'PostgreSQL'})`];
  if (!env.production) {
    banner.push(`Modo demo${seeded.demoUsersCreated ? ' (usuarios creados ahora)' : ''}. Usuarios (contraseña "${DEMO_PASSWORD}"):`);
    for (const user of demoUsers) banner.push(`  ${user.username.padEnd(12)} ${user.roles.join(', ') || 'sin roles'}`);
  }
  console.log(banner.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
