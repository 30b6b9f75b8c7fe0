/**
 * The external identity provider: JWT access tokens checked against the issuer's published keys
 * (served here by a tiny local issuer on 127.0.0.1) and mapped to our users by username.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fastify from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExternalIdentity } from '../../server/identity/external';
import type { IdentityService } from '../../server/identity/types';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase';

const CLIENT_ID = 'backoffice-spa';

describe('external identity provider', () => {
  let database: TestDatabase;
  let issuerServer: Server;
  let issuer: string;
  let signingKey: CryptoKey;
  let identity: IdentityService;
  let userId: number;
  let jwksRequests = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    const user = await database.db.insertInto('users').values({ username: 'dora', nombre: 'Dora' }).returning('id').executeTakeFirstOrThrow();
    userId = user.id;
    await database.db.insertInto('users').values({ username: 'ema', nombre: 'Ema', vigente: false }).execute();

    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };

    issuerServer = createServer((request, response) => {
      const send = (body: unknown) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(body));
      };
      if (request.url === '/realms/bo/.well-known/openid-configuration') return send({ issuer, jwks_uri: `${issuer}/certs` });
      if (request.url === '/realms/bo/certs') {
        jwksRequests++;
        return send({ keys: [publicJwk] });
      }
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}/realms/bo`;
    identity = createExternalIdentity({ issuer, clientId: CLIENT_ID, db: database.db });
  });

  afterAll(async () => {
    await new Promise((resolve) => issuerServer?.close(resolve));
    await database?.close();
  });

  const token = (claims: Record<string, unknown>, options: { key?: CryptoKey; issuer?: string; expiresIn?: string; kid?: string } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'k1' })
      .setIssuer(options.issuer ?? issuer)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '5m')
      .sign(options.key ?? signingKey);

  it('resolves a token signed by the issuer to the user with that preferred_username', async () => {
    expect(await identity.verifyAccessToken(await token({ sub: 'abc-123', preferred_username: 'dora' }))).toEqual({ userId, validUntil: expect.any(Number) });
    expect(jwksRequests).toBe(1);
  });

  it('falls back to sub when the token has no preferred_username', async () => {
    expect(await identity.verifyAccessToken(await token({ sub: 'dora' }))).toEqual({ userId, validUntil: expect.any(Number) });
  });

  it('answers null for an unknown or inactive user', async () => {
    expect(await identity.verifyAccessToken(await token({ sub: 'x', preferred_username: 'nadie' }))).toBeNull();
    expect(await identity.verifyAccessToken(await token({ sub: 'x', preferred_username: 'ema' }))).toBeNull();
  });

  it('answers null for a token from another issuer, signed by another key, expired, or not a JWT', async () => {
    const other = await generateKeyPair('RS256');
    expect(await identity.verifyAccessToken(await token({ preferred_username: 'dora' }, { issuer: 'http://127.0.0.1:1/otro' }))).toBeNull();
    expect(await identity.verifyAccessToken(await token({ preferred_username: 'dora' }, { key: other.privateKey }))).toBeNull();
    expect(await identity.verifyAccessToken(await token({ preferred_username: 'dora' }, { expiresIn: '-1m' }))).toBeNull();
    expect(await identity.verifyAccessToken('no.es.jwt')).toBeNull();
    expect(await identity.verifyAccessToken('opaco')).toBeNull();
  });

  it('gives the browser app the external authority and client id', () => {
    expect(identity.clientConfig).toEqual({ authority: issuer, clientId: CLIENT_ID, scope: 'openid profile' });
  });

  it('mounts nothing on the app', async () => {
    const app = fastify();
    await identity.register(app);
    const response = await app.inject({ url: '/oauth/v2/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(404);
    await app.close();
  });

  it('refuses to issue tokens, with a clear error', async () => {
    await expect(identity.issueAccessToken(userId)).rejects.toThrow(/proveedor de identidad externo/);
  });

  it('fails loudly (not as "signed out") when the issuer cannot be reached', async () => {
    const unreachable = createExternalIdentity({ issuer: 'http://127.0.0.1:1/realms/bo', clientId: CLIENT_ID, db: database.db });
    await expect(unreachable.verifyAccessToken(await token({ preferred_username: 'dora' }))).rejects.toThrow();
  });
});
