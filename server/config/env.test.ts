/** The server's settings from the environment (SHR-17, SHR-20, SES-OP06): every back-end address is configuration. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('SHR-20 / SES-OP06 the back-end addresses and the OAuth client come from the environment, none hard-coded', () => {
    const env = readEnv({
      PORT: '9090',
      DATABASE_URL: 'postgres://crm.interno:5432/backoffice',
      OIDC_ISSUER: 'https://identidad.ejemplo.com/oauth/v2',
      OIDC_CLIENT_ID: 'cliente-crm',
      PUBLIC_URL: 'https://crm.ejemplo.com/',
      FILES_DIR: '/srv/archivos',
      ADDRESS_PROVIDER: 'google',
      ADDRESS_API_KEY: 'clave',
    });
    expect(env).toMatchObject({
      port: 9090,
      databaseUrl: 'postgres://crm.interno:5432/backoffice',
      oidcIssuer: 'https://identidad.ejemplo.com/oauth/v2',
      oidcClientId: 'cliente-crm',
      publicUrl: 'https://crm.ejemplo.com',
      filesDir: '/srv/archivos',
      addressProvider: 'google',
      addressApiKey: 'clave',
    });
  });

  it('SHR-20 without configuration, everything is embedded on this host: no external address is assumed', () => {
    const env = readEnv({});
    expect(env.databaseUrl).toBeUndefined();
    expect(env.oidcIssuer).toBeUndefined();
    expect(env.addressApiKey).toBeUndefined();
    expect(env.publicUrl).toBe('http://localhost:8080');
    expect(env.addressProvider).toBe('gazetteer');
  });

  it("SHR-17 the environment prod is NODE_ENV=production (the server then seeds no demo data), and the page's locale is es", () => {
    expect(readEnv({ NODE_ENV: 'production' }).production).toBe(true);
    expect(readEnv({ NODE_ENV: 'development' }).production).toBe(false);
    expect(readFileSync('app/index.html', 'utf8')).toMatch(/<html lang="es">/);
  });

  it('refuses a port that is not one', () => {
    expect(() => readEnv({ PORT: 'ochenta' })).toThrow('PORT inválido: ochenta');
  });
});
