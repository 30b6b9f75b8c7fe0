/**
 * Two `npm start` processes on one PostgreSQL database, as behind a load balancer (same PUBLIC_URL):
 * both start at once on an empty database (migrations, seed and keys without duplicates), a user
 * signs in on one with the real authorization code + PKCE flow, and the other accepts the token.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers';
import { Browser, oidcFlow } from '../api/helpers/oidcFlow';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../api/helpers/testDatabase';
import { freePorts, startServerProcess, type ServerProcess } from './serverProcesses';

const READY = 'Back-office en';

describe('two server processes on one PostgreSQL database', () => {
  let database: ThrowawayDatabase | undefined;
  const servers: ServerProcess[] = [];

  // Also when the test fails half-way: no process outlives it, and the database goes.
  afterAll(async () => {
    try {
      await Promise.all(servers.map((server) => server.stop()));
    } finally {
      await database?.drop();
    }
  });

  it("accept each other's tokens: sign in on A, call the API on B with the token", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      throw new Error(
        'Esta prueba necesita TEST_DATABASE_URL: la URL de un servidor PostgreSQL desechable donde pueda crear bases de datos ' +
          '(npm test la define al iniciar uno; ver scripts/test.sh y scripts/lib/pg-cluster.sh).',
      );
    }
    database = await createThrowawayDatabase(serverUrl);

    const [portA, portB] = await freePorts(2);
    const originA = `http://127.0.0.1:${portA}`;
    const originB = `http://127.0.0.1:${portB}`;
    // Both behind one public address: the issuer, redirect URIs and cookies are the same for both.
    const publicUrl = originA;
    const shared = { DATABASE_URL: database.url, PUBLIC_URL: publicUrl };
    const a = startServerProcess({ ...shared, PORT: String(portA) });
    const b = startServerProcess({ ...shared, PORT: String(portB) });
    servers.push(a, b);
    await Promise.all([a.waitFor(READY), b.waitFor(READY)]);

    // They migrated and seeded an empty database at the same time: exactly one created the demo users.
    const seeders = [a, b].filter((server) => server.output().includes('usuarios creados ahora'));
    expect(seeders, `${a.output()}\n---\n${b.output()}`).toHaveLength(1);

    // Both publish the same signing keys (generated once, stored in the database).
    const [jwksA, jwksB] = (await Promise.all(
      [originA, originB].map(async (origin) => {
        const response = await fetch(`${origin}/oauth/v2/jwks`);
        expect(response.status).toBe(200);
        return response.json();
      }),
    )) as Array<{ keys: Array<Record<string, unknown>> }>;
    expect(jwksA.keys.length).toBeGreaterThan(0);
    expect(jwksB).toEqual(jwksA);

    // The browser app's sign-in, entirely on A.
    const { signIn } = oidcFlow({ issuer: `${publicUrl}/oauth/v2`, clientId: 'backoffice-web', redirectUri: `${publicUrl}/callback` });
    const tokens = await signIn(new Browser(), { origin: originA }, 'admin', DEMO_PASSWORD);

    // B accepts A's access token.
    const me = await fetch(`${originB}/api/usuario`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ nombreUsuario: 'Ana Administradora', id_crm_usuario: 'usr-admin' });
    expect((await fetch(`${originB}/api/usuario`)).status).toBe(401);

    // Both stop cleanly on SIGTERM, and oidc-provider never complained (e.g. about the Node version).
    expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
    for (const server of [a, b]) expect(server.output()).not.toMatch(/oidc-provider (WARNING|NOTICE)|Unsupported runtime/);
  });
});
