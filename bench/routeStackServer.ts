/**
 * The server process of the route-stack benchmark (bench/routeStack.ts): one Node process, one
 * database handle, two listeners. Port A is the application as `npm start` builds it (buildApp:
 * security headers, compression, rate limit, token check, guard, validation, serialisation); port
 * B is a bare Fastify instance with one route that reads the same record with the same query
 * (getRecord) and returns the same JSON. Prints one line `RUTAS {json}` with both addresses, a
 * bearer token and the record's path, then serves until it is ended.
 */
import Fastify from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/openDatabase';
import { migrateToLatest } from '../server/db/migrate';
import { createRegistry } from '../server/registry/createRegistry';
import { seedDatabase } from '../server/seed/seedDatabase';
import { buildApp } from '../server/app';
import { createIdentity } from '../server/identity/createIdentity';
import { readEnv } from '../server/config/env';
import { getRecord } from '../server/modules/recordQueries';
import { randomBytes } from 'node:crypto';
import { useFieldKey } from '../server/crypto/activeCipher';

// A throwaway database: the encrypted demo fields (cards) get a key of this process (NODE_ENV is production here).
useFieldKey(randomBytes(32));
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'bo-rutas-')),
});
const { db } = database;
const { registry, config } = await createRegistry();
await migrateToLatest(db, registry.list());
await seedDatabase(db, registry, { demo: true });
const identity = await createIdentity(db, readEnv({ PORT: '8080' }));
// BENCH_PRINCIPAL_CACHE=off: the stack as it was before decision 104 (token and principal read on every request).
const accessChanges = process.env.BENCH_PRINCIPAL_CACHE === 'off' ? undefined : database.accessChanges;
const app = await buildApp({ db, accessChanges, registry, config, identity, rateLimitPerMinute: 100_000_000 });
const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
const token = await identity.issueAccessToken(admin.id);
const bank = await db.selectFrom('records').select('id').where('module', '=', 'banco').orderBy('id').executeTakeFirstOrThrow();

const bare = Fastify({ logger: false });
bare.get('/api/modulos/banco/:id', async (request, reply) => {
  const record = await getRecord(db, 'banco', Number((request.params as { id: string }).id));
  if (!record) return reply.code(404).send({ error: 'no_encontrado' });
  return record;
});

const ours = await app.listen({ port: 0, host: '127.0.0.1' });
const plain = await bare.listen({ port: 0, host: '127.0.0.1' });
console.log(`RUTAS ${JSON.stringify({ ours, bare: plain, token, path: `/api/modulos/banco/${bank.id}` })}`);

const stop = async () => {
  await Promise.allSettled([app.close(), bare.close()]);
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
