/**
 * The users' administration with an external OpenID Connect provider (decision 154): users,
 * passwords and sessions are managed there, so every write is refused in Spanish and nothing
 * changes; the screen's answer names the issuer and the mapping of its claim to roles, which each
 * verified token applies to the user's roles.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExternalIdentity } from '../../server/identity/external';
import { roleMappingOf } from '../../server/identity/roleMapping';
import { startTestApp, type TestApp } from './helpers/testApp';

const BASE = '/api/admin/usuarios';
const MAP = 'bo-admins=ROLE_ADMINISTRADOR;ventas=ROLE_OPORTUNIDADES,ROLE_AT';

let issuerServer: Server;
let issuer = '';
let signingKey: CryptoKey;
let tApp: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  issuerServer = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/realms/bo/.well-known/openid-configuration') return response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/certs` }));
    if (request.url === '/realms/bo/certs') return response.end(JSON.stringify({ keys: [publicJwk] }));
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}/realms/bo`;
  tApp = await startTestApp({
    identity: (db) => createExternalIdentity({ issuer, clientId: 'backoffice-web', db, roleMapping: roleMappingOf('groups', MAP) }),
  });
});
afterAll(async () => {
  await tApp?.close();
  await new Promise((resolve) => issuerServer?.close(resolve));
});

const tokenOf = (username: string, groups: string[]) =>
  new SignJWT({ preferred_username: username, groups })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(signingKey);
const call = async (username: string, groups: string[], options: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }) =>
  tApp.app.inject({ ...options, headers: { authorization: `Bearer ${await tokenOf(username, groups)}` } });

describe('users administration with an external identity provider (decision 154)', () => {
  it('ROL-01 takes the roles from the token’s claim as the mapping says, and shows the issuer and the mapping to an admin', async () => {
    const answer = await call('admin', ['bo-admins'], { url: `${BASE}/identidad` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      externo: true,
      emisor: issuer,
      claim: 'groups',
      reglas: [
        { valor: 'bo-admins', rol: 'ROLE_ADMINISTRADOR' },
        { valor: 'ventas', rol: 'ROLE_OPORTUNIDADES' },
        { valor: 'ventas', rol: 'ROLE_AT' },
      ],
    });
    // The staff user's stored roles become exactly what the claim maps to: no admin screen for them.
    expect((await call('staff', ['ventas', 'otro'], { url: BASE })).statusCode).toBe(403);
    const roles = await tApp.db
      .selectFrom('user_roles')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .select('role')
      .where('username', '=', 'staff')
      .orderBy('role')
      .execute();
    expect(roles.map((r) => r.role)).toEqual(['ROLE_AT', 'ROLE_OPORTUNIDADES']);
  });

  it('ROL-07 refuses every write (users are managed at the issuer) in Spanish, storing nothing; the list stays readable', async () => {
    const users = async () =>
      (await tApp.db.selectFrom('users').select(['username', 'version', 'vigente', 'password_hash']).orderBy('id').execute())
        .map((u) => JSON.stringify(u))
        .join();
    const before = await users();
    const target = await tApp.db.selectFrom('users').select(['id', 'version']).where('username', '=', 'bancos').executeTakeFirstOrThrow();
    const message = `Los usuarios y sus contraseñas se administran en el servicio de identidad externo (${issuer}).`;
    const writes = [
      { method: 'POST' as const, url: BASE, payload: { datos: { usuario: 'nuevo', nombre: 'Nuevo' } } },
      { method: 'PUT' as const, url: `${BASE}/${target.id}`, payload: { version: target.version, datos: { usuario: 'bancos', nombre: 'Otro' } } },
      { method: 'POST' as const, url: `${BASE}/${target.id}/vigencia`, payload: { version: target.version, vigente: false } },
      { method: 'POST' as const, url: `${BASE}/${target.id}/contrasena`, payload: { version: target.version } },
    ];
    for (const write of writes) {
      const response = await call('admin', ['bo-admins'], write);
      expect(response.statusCode, write.url).toBe(409);
      expect(response.json().error.mensaje).toBe(message);
    }
    const own = await call('bancos', [], {
      method: 'POST',
      url: '/api/usuario/contrasena',
      payload: { actual: 'demo', nueva: 'Glaciar-Perito-Moreno', repetida: 'Glaciar-Perito-Moreno' },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.mensaje).toBe(message);
    expect(await users()).toBe(before);
    expect((await call('admin', ['bo-admins'], { url: BASE })).json().total).toBeGreaterThan(0);
  });
});
