/** Session calls (SES-*), temporary tokens, the cached token and principal, API docs and security headers. */
import type { AddressInfo } from 'node:net';
import { sql, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOf } from './helpers/accountOf';
import { Browser, formOf, oidcFlow } from './helpers/oidcFlow';
import { startTestApp, type TestApp } from './helpers/testApp';
import { buildApp } from '../../server/app';
import { createIdentity } from '../../server/identity/createIdentity';
import { readEnv } from '../../server/config/env';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers';
import { tempTokenHash } from '../../server/session/tempTokens';
import { setPermissionRecords } from '../support/permissionRecords';

let t: TestApp;
/** The tables a request's authentication reads, and the statements sent since `queries` was last emptied. */
const AUTH_TABLES = /\bfrom "(oidc_payloads|users|user_roles|permissions|team_members|temp_tokens)"/;
let queries: RootOperationNode[] = [];
beforeAll(async () => {
  t = await startTestApp({ onQuery: (node) => queries.push(node) });
});
afterAll(async () => {
  await t?.close();
});

describe('session', () => {
  it('SES-03 returns the roles in the spec shape, ROLE_ADMINISTRADOR implying ROLE_GRUPOS', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/usuario' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.roles).toEqual(expect.arrayContaining([{ descripcion: 'ROLE_ADMINISTRADOR' }, { descripcion: 'ROLE_GRUPOS' }]));
    expect(body).toMatchObject({ nombreUsuario: 'Ana Administradora', id_crm_usuario: 'usr-admin', tokenApps: false });
    expect(body.entidad).toHaveProperty('id_crm');
  });

  it('SES-16 returns the per-area permissions of the user', async () => {
    const res = await t.as('bancos', { method: 'GET', url: '/api/permisos/usuario' });
    expect(res.json().datos).toEqual([{ area: 'banco', vigente: true, escritura: true, flags: {} }]);
  });

  it('the external user belongs to an agency account', async () => {
    const res = await t.as('externo', { method: 'GET', url: '/api/usuario' });
    expect(res.json().entidad.id_crm).toBe(await accountOf(t, 'externo'));
  });

  it('a user with no role gets an empty role list, not an error', async () => {
    const res = await t.as('sinpermisos', { method: 'GET', url: '/api/usuario' });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual([]);
  });

  it('the start call answers in one round trip what /api/usuario, /api/permisos/usuario, /api/config and the demo flag answer', async () => {
    const [start, usuario, permisos, config] = await Promise.all(
      ['/api/sesion', '/api/usuario', '/api/permisos/usuario', '/api/config'].map((url) => t.as('bancos', { method: 'GET', url })),
    );
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('private, no-store');
    expect(start.json()).toEqual({ usuario: usuario.json(), permisos: permisos.json(), config: config.json(), demo: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/sesion' })).statusCode).toBe(401);
  });

  it('SES-13 keepalive answers for a live session and 401 otherwise', async () => {
    expect((await t.as('staff', { method: 'GET', url: '/api/imLoggedIn' })).json()).toEqual({ ok: true, combos: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/imLoggedIn' })).statusCode).toBe(401);
  });

  it('an inactive user is refused even with a valid token', async () => {
    const token = await t.tokenFor('proveedores');
    await t.db.updateTable('users').set({ vigente: false }).where('username', '=', 'proveedores').execute();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/usuario', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ vigente: true }).where('username', '=', 'proveedores').execute();
    }
  });

  it('serves the effective screen config to a signed-in user only', async () => {
    expect((await t.as('staff', { method: 'GET', url: '/api/config' })).json().defaultRoute).toBe('/inicio');
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(401);
  });

  it('publishes the OIDC settings for the browser without a session; demo mode only when the app is told so', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(res.json().oidc).toMatchObject({ authority: 'http://localhost:8080/oauth/v2', clientId: 'backoffice-web' });
    // buildApp without `demo` is not demo mode: the browser ignores its idle-timing override.
    expect(res.json().demo).toBe(false);
  });
});

describe('temporary tokens (SES-04, SES-08, SES-09)', () => {
  it('reports the expiry of a known token in the spec shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/token/verificaAutorizacion/demo-expirado' });
    expect(res.statusCode).toBe(200);
    const [item] = res.json();
    expect(Object.keys(item).sort()).toEqual(['expires_at', 'id_cuenta_prospect_crm', 'usuario_sua', 'usuariosfa_ua']);
    expect(new Date(item.expires_at).getTime()).toBeLessThan(Date.now());
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/token/verificaAutorizacion/no-existe-este' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/token/verificaAutorizacion/${encodeURIComponent("' or 1=1 --")}` })).statusCode).toBe(400);
  });

  it("SES-10 a valid token works as the bearer in token mode, without its owner's rights; an expired one does not", async () => {
    const valid = await t.app.inject({ method: 'GET', url: '/api/usuario', headers: { authorization: 'Bearer demo-vigente' } });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().tokenApps).toBe(true);
    expect(valid.json().roles).toEqual([]);
    const permisos = await t.app.inject({ method: 'GET', url: '/api/permisos/usuario', headers: { authorization: 'Bearer demo-vigente' } });
    expect(permisos.json().datos).toEqual([]);
    const expired = await t.app.inject({ method: 'GET', url: '/api/usuario', headers: { authorization: 'Bearer demo-expirado' } });
    expect(expired.statusCode).toBe(401);
  });
});

describe("the spec's session calls by their names (SES-20, SES-22, SES-23)", () => {
  it('SES-05 signs in either way: an access token of the OAuth provider, or a temporary access token', async () => {
    const oauth = await t.as('staff', { method: 'GET', url: '/api/usuario' });
    expect(oauth.statusCode).toBe(200);
    expect(oauth.json()).toMatchObject({ tokenApps: false, nombreUsuario: 'Sergio Staff' });
    const temporary = await t.app.inject({ method: 'GET', url: '/api/usuario', headers: { authorization: 'Bearer demo-vigente' } });
    expect(temporary.statusCode).toBe(200);
    expect(temporary.json().tokenApps).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/usuario' })).statusCode).toBe(401);
  });

  it("SES-20 the identity calls answer at the spec's names too: json/usuario (roles) and token_crm/verificaAutorizacion/{x} (token check)", async () => {
    const ours = await t.as('admin', { method: 'GET', url: '/api/usuario' });
    const legacy = await t.as('admin', { method: 'GET', url: '/api/json/usuario' });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toEqual(ours.json());
    expect((await t.app.inject({ method: 'GET', url: '/api/json/usuario' })).statusCode).toBe(401);
    const check = await t.app.inject({ method: 'GET', url: '/api/token_crm/verificaAutorizacion/demo-expirado' });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual((await t.app.inject({ method: 'GET', url: '/api/token/verificaAutorizacion/demo-expirado' })).json());
    expect((await t.app.inject({ method: 'GET', url: '/api/token_crm/verificaAutorizacion/no-existe-este' })).statusCode).toBe(404);
  });

  it("SES-22 imLoggedIn, idCrm, usuario/{id} and cuentaPorUsuarioLogueado answer the signed-in user; another user's roles only for an admin", async () => {
    expect((await t.as('staff', { method: 'GET', url: '/api/imLoggedIn' })).json()).toEqual({ ok: true, combos: expect.any(String) });
    const staff = await t.db.selectFrom('users').select('id_crm').where('username', '=', 'staff').executeTakeFirstOrThrow();
    expect(staff.id_crm).toBeTruthy();
    expect((await t.as('staff', { method: 'GET', url: '/api/idCrm' })).json()).toEqual({ id_crm_usuario: staff.id_crm });
    const own = await t.as('staff', { method: 'GET', url: `/api/usuario/${staff.id_crm}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual((await t.as('staff', { method: 'GET', url: '/api/usuario' })).json());
    const other = await t.as('staff', { method: 'GET', url: '/api/usuario/usr-admin' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
    const byAdmin = await t.as('admin', { method: 'GET', url: `/api/usuario/${staff.id_crm}` });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ id_crm_usuario: staff.id_crm, nombreUsuario: 'Sergio Staff' });
    expect((await t.as('admin', { method: 'GET', url: '/api/usuario/no-existe' })).statusCode).toBe(404);
    const account = await t.as('externo', { method: 'GET', url: '/api/cuentaPorUsuarioLogueado' });
    expect(account.statusCode).toBe(200);
    expect(String(account.json().id)).toBe(await accountOf(t, 'externo'));
  });

  it('SES-23 / SES-OP08 cuentaProspectToken answers the account a temporary token is for, and the token check names it as id_cuenta_prospect_crm', async () => {
    const owner = await t.db.selectFrom('users').select('id').where('username', '=', 'externo').executeTakeFirstOrThrow();
    const cuenta = Number(await accountOf(t, 'externo'));
    const values = { user_id: owner.id, expires_at: new Date(Date.now() + 60_000), id_cuenta_prospect_crm: null, usuario_sua: 'externo', usuariosfa_ua: null };
    await t.db
      .insertInto('temp_tokens')
      .values({ ...values, token_hash: tempTokenHash('token-prospecto'), cuenta })
      .execute();
    await t.db
      .insertInto('temp_tokens')
      .values({ ...values, token_hash: tempTokenHash('token-sin-cuenta') })
      .execute();
    const bound = await t.app.inject({ method: 'POST', url: '/api/cuentaProspectToken', headers: { authorization: 'Bearer token-prospecto' } });
    expect(bound.statusCode).toBe(200);
    expect(bound.json()).toMatchObject({ id: cuenta, datos: { mostrarNombre: 'Agencia Demo' } });
    const [check] = (await t.app.inject({ method: 'GET', url: '/api/token/verificaAutorizacion/token-prospecto' })).json();
    expect(check).toMatchObject({ id_cuenta_prospect_crm: String(cuenta), usuario_sua: 'externo' });
    const unbound = await t.app.inject({ method: 'POST', url: '/api/cuentaProspectToken', headers: { authorization: 'Bearer token-sin-cuenta' } });
    expect(unbound.statusCode).toBe(404);
    expect(unbound.json().error.mensaje).toBe('El token no tiene una cuenta asociada.');
    // A signed-in user has no token: the call is not theirs.
    expect((await t.as('admin', { method: 'POST', url: '/api/cuentaProspectToken' })).statusCode).toBe(403);
  });

  it('SHR-21 a list answers datos, total and extras; a failure answers error (Spanish mensaje)', async () => {
    const list = await t.as('admin', { method: 'GET', url: '/api/modulos/banco?limit=2' });
    expect(Object.keys(list.json()).sort()).toEqual(['datos', 'extras', 'total']);
    expect(list.json().datos).toHaveLength(2);
    expect(list.json().total).toBeGreaterThan(2);
    const failed = await t.as('sinpermisos', { method: 'GET', url: '/api/modulos/banco' });
    expect(failed.statusCode).toBe(403);
    expect(Object.keys(failed.json())).toEqual(['error']);
    expect(failed.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
  });

  it('SHR-18 the access token travels in the Authorization header: an access_token (or token) in the query is no session for an API call', async () => {
    const token = await t.tokenFor('admin');
    for (const url of [
      `/api/usuario?access_token=${token}`,
      `/api/imLoggedIn?access_token=${token}`,
      '/api/usuario?token=demo-vigente',
      '/api/combos/paises?access_token=demo-vigente',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.mensaje).toBe('Error con credenciales de logueo');
    }
    // With the header, the same calls answer; the temporary token too (token mode carries it as the bearer).
    expect((await t.app.inject({ method: 'GET', url: '/api/imLoggedIn', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    // (A token bound to an opportunity reads its passenger form's combos; one bound to nothing reads none, decision 160.)
    expect((await t.app.inject({ method: 'GET', url: '/api/combos/paises', headers: { authorization: 'Bearer demo-pasajeros' } })).statusCode).toBe(200);
  });
});

describe("the spec's API conventions in our form (SHR-19, SHR-24)", () => {
  it('SHR-19 request bodies are JSON (a form-encoded body is refused, nothing written); uploads are multipart', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('records')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('module', '=', 'banco')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const form = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      payload: 'datos%5Bdescripcion%5D=Banco+Formulario&datos%5Bpais%5D=Argentina',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().error.mensaje).toBe('El tipo de contenido de la solicitud no es compatible.');
    expect(await count()).toBe(before);
    const json = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      payload: { datos: { descripcion: 'Banco Json', pais: 'Argentina', provincia: 'Santa Fe', localidad: 'Rosario' } },
    });
    expect(json.statusCode).toBe(201);
    const boundary = 'limite';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="app"',
      '',
      '17',
      `--${boundary}`,
      'Content-Disposition: form-data; name="archivo[]"; filename="nota.txt"',
      'Content-Type: text/plain',
      '',
      'hola',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const upload = await t.as('admin', {
      method: 'POST',
      url: '/api/archivos',
      payload: multipart,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json().datos[0]).toMatchObject({ nombre: 'nota.txt' });
  });

  it('SHR-24 the generic entity calls, in REST form: get/{id}, lista/{limit}/{offset}, filtro/{term}, guardar and toggle/{id}', async () => {
    const saved = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      payload: { datos: { descripcion: 'Banco Genérico', pais: 'Argentina', provincia: 'Salta', localidad: 'Salta' } },
    });
    expect(saved.statusCode).toBe(201);
    const { id, version } = saved.json();
    expect((await t.as('admin', { method: 'GET', url: `/api/modulos/banco/${id}` })).json()).toMatchObject({ id, datos: { descripcion: 'Banco Genérico' } });
    const all = (await t.as('admin', { method: 'GET', url: '/api/modulos/banco?limit=100' })).json();
    const page = (await t.as('admin', { method: 'GET', url: '/api/modulos/banco?limit=2&offset=1' })).json();
    expect(page.datos.map((r: { id: number }) => r.id)).toEqual(all.datos.slice(1, 3).map((r: { id: number }) => r.id));
    const found = (await t.as('admin', { method: 'GET', url: '/api/modulos/banco?texto=generico' })).json();
    expect(found.datos.map((r: { id: number }) => r.id)).toEqual([id]);
    const updated = await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/banco/${id}`,
      payload: { version, datos: { descripcion: 'Banco Genérico Dos', pais: 'Argentina', provincia: 'Salta', localidad: 'Salta' } },
    });
    expect(updated.statusCode).toBe(200);
    const toggled = await t.as('admin', { method: 'POST', url: `/api/modulos/banco/${id}/vigente`, payload: { version: updated.json().version } });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json().vigente).toBe(false);
  });
});

describe('API documentation and headers', () => {
  it('generates the OpenAPI document from the registry', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/modulos/banco', '/api/modulos/banco/{id}', '/api/modulos/banco/{id}/historial', '/api/modulos/banco/{id}/vigente']),
    );
    expect(JSON.stringify(doc)).toContain('Banco');
    // Only the API: no identity-provider catch-all, login asset or page route.
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('serves the browsable docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it("serves the browsable docs under the strict Content-Security-Policy, not swagger-ui's own", async () => {
    for (const url of ['/api/docs/', '/api/docs/static/swagger-initializer.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(csp).not.toContain('unsafe-eval');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).body).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });

  it('sends a strict Content-Security-Policy without unsafe-eval', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    // ACC-40: a logo fetched with the token shows from a local blob: URL; no other origin is allowed.
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('unknown API paths are a Spanish 404 in JSON', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.mensaje).toBe('El recurso solicitado no existe.');
  });
});

describe('token mode (SES-OP04)', () => {
  it('a temporary token opens no module data, whoever owns it', async () => {
    const admin = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await t.db
      .insertInto('temp_tokens')
      .values({
        token_hash: tempTokenHash('token-de-admin'),
        user_id: admin.id,
        expires_at: new Date(Date.now() + 60_000),
        id_cuenta_prospect_crm: null,
        usuario_sua: 'admin',
        usuariosfa_ua: null,
      })
      .execute();
    const headers = { authorization: 'Bearer token-de-admin' };
    expect((await t.app.inject({ method: 'GET', url: '/api/usuario', headers })).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/modulos/banco', headers });
    expect(list.statusCode).toBe(403);
    expect(list.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
    expect((await t.app.inject({ method: 'GET', url: '/api/modulos/banco/exportar/csv', headers })).statusCode).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/modulos/banco',
      headers,
      payload: { datos: { descripcion: 'Por token', pais: 'Argentina' } },
    });
    expect(created.statusCode).toBe(403);
    // Deny by default: routes not declared for token mode refuse it. Combos are declared (a token's form reads them, COP-OP02),
    // but only a token bound to an account has a form, so this one reads none (decision 160).
    expect((await t.app.inject({ method: 'GET', url: '/api/combos/paises', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/direcciones/sugerencias?texto=corrientes', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/imLoggedIn', headers })).statusCode).toBe(200);
  });
});

describe('the verified token and principal, cached per process (docs/decisions.md)', () => {
  const sentSql = () => queries.map((node) => t.db.getExecutor().compileQuery(node, { queryId: 'x' } as never).sql);
  const bankOf = async () => (await t.db.selectFrom('records').select('id').where('module', '=', 'banco').orderBy('id').executeTakeFirstOrThrow()).id;
  const userIdOf = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  it('a cache hit reads nothing about the token or the user from the database', async () => {
    const url = `/api/modulos/banco/${await bankOf()}`;
    expect((await t.as('bancos', { method: 'GET', url })).statusCode).toBe(200);
    // On PostgreSQL this process's own access writes (earlier tests) keep the cache aside for 2 s: poll, do not sleep.
    await expect
      .poll(
        async () => {
          queries = [];
          expect((await t.as('bancos', { method: 'GET', url })).statusCode).toBe(200);
          return sentSql().filter((text) => AUTH_TABLES.test(text));
        },
        { timeout: 15_000, interval: 100 },
      )
      .toEqual([]);
    // Only the record itself was read (with its creator's and editor's names).
    expect(sentSql()).toEqual([expect.stringMatching(/from "records"/)]);
    // A miss does read the token and the principal: a token never used before.
    queries = [];
    const fresh = await t.identity.issueAccessToken(await userIdOf('bancos'));
    queries = [];
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${fresh}` } })).statusCode).toBe(200);
    expect(sentSql().filter((text) => AUTH_TABLES.test(text)).length).toBeGreaterThanOrEqual(2);
  });

  it('ROL-13 a permission removed: the very next call is refused, and a right given back is seen at once', async () => {
    const userId = await userIdOf('bancos');
    const list = () => t.as('bancos', { method: 'GET', url: '/api/modulos/banco?limit=5' });
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    await setPermissionRecords(t, { userId }, { vigente: false });
    try {
      expect((await list()).statusCode).toBe(403);
    } finally {
      await setPermissionRecords(t, { userId }, { vigente: true });
    }
    expect((await list()).statusCode).toBe(200);
  });

  it('ROL-13 a role removed: the very next call is refused', async () => {
    const userId = await userIdOf('admin');
    const roles = await t.db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
    const lookups = () => t.as('admin', { method: 'GET', url: '/api/usuario' });
    expect((await lookups()).json().roles).toEqual(expect.arrayContaining([{ descripcion: 'ROLE_ADMINISTRADOR' }]));
    await t.db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    try {
      expect((await lookups()).json().roles).toEqual([]);
    } finally {
      await t.db
        .insertInto('user_roles')
        .values(roles.map(({ role }) => ({ user_id: userId, role })))
        .execute();
    }
    expect((await lookups()).json().roles).toEqual(expect.arrayContaining([{ descripcion: 'ROLE_ADMINISTRADOR' }]));
  });

  it('a user deactivated: the very next call is 401', async () => {
    const me = () => t.as('sinpermisos', { method: 'GET', url: '/api/usuario' });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    await t.db.updateTable('users').set({ vigente: false }).where('username', '=', 'sinpermisos').execute();
    try {
      expect((await me()).statusCode).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ vigente: true }).where('username', '=', 'sinpermisos').execute();
    }
    expect((await me()).statusCode).toBe(200);
  });

  it('SES-10 a cached temporary token keeps its token mode and scope, and stops at once when it is removed', async () => {
    const bearer = { authorization: 'Bearer demo-vigente' };
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/usuario', headers: bearer });
      expect(res.json()).toMatchObject({ tokenApps: true, roles: [] });
      // Deny by default on a hit too: no module data for a temporary token.
      expect((await t.app.inject({ method: 'GET', url: '/api/modulos/banco?limit=5', headers: bearer })).statusCode).toBe(403);
    }
    const row = await t.db.selectFrom('temp_tokens').selectAll().where('token_hash', '=', tempTokenHash('demo-vigente')).executeTakeFirstOrThrow();
    await t.db.deleteFrom('temp_tokens').where('token_hash', '=', tempTokenHash('demo-vigente')).execute();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/usuario', headers: bearer })).statusCode).toBe(401);
    } finally {
      await t.db.insertInto('temp_tokens').values(row).execute();
    }
  });

  it('SES-18 logout: the signed-out access token is refused at once', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' }).then(() => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    const server = { origin };
    const { signIn } = oidcFlow({ issuer: 'http://localhost:8080/oauth/v2', clientId: 'backoffice-web', redirectUri: 'http://localhost:8080/callback' });
    const browser = new Browser();
    const tokens = await signIn(browser, server, 'staff', DEMO_PASSWORD);
    const me = () => t.app.inject({ method: 'GET', url: '/api/usuario', headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    const query = new URLSearchParams({ client_id: 'backoffice-web', post_logout_redirect_uri: 'http://localhost:8080/', id_token_hint: tokens.idToken });
    const confirm = await browser.request(`${origin}/oauth/v2/session/end?${query}`);
    const { action, fields } = formOf(await confirm.text());
    expect((await browser.request(new URL(action, origin).href, { method: 'POST', body: fields })).status).toBe(303);
    expect((await me()).statusCode).toBe(401);
  });

  it("with two server processes on one database, a change made through one is seen by the other's next request after the notification", async () => {
    const other = await t.connectAgain();
    const identity = await createIdentity(other.db, readEnv({ PORT: '8080' }));
    const second = await buildApp({ db: other.db, accessChanges: other.accessChanges, registry: t.registry, config: t.config, identity });
    try {
      const token = await t.tokenFor('bancos');
      const list = () => second.inject({ method: 'GET', url: '/api/modulos/banco?limit=5', headers: { authorization: `Bearer ${token}` } });
      expect((await list()).statusCode).toBe(200);
      expect((await list()).statusCode).toBe(200);
      expect(second.principalCache!.size).toBeGreaterThan(0);
      const userId = await userIdOf('bancos');
      await setPermissionRecords(t, { userId }, { vigente: false });
      try {
        expect((await t.as('bancos', { method: 'GET', url: '/api/modulos/banco?limit=5' })).statusCode).toBe(403);
        await expect.poll(async () => (await list()).statusCode, { timeout: 15_000, interval: 50 }).toBe(403);
      } finally {
        await setPermissionRecords(t, { userId }, { vigente: true });
      }
      await expect.poll(async () => (await list()).statusCode, { timeout: 15_000, interval: 50 }).toBe(200);
      // A notification that names no user empties the whole cache.
      await expect.poll(async () => (await list(), second.principalCache!.size), { timeout: 15_000, interval: 50 }).toBeGreaterThan(0);
      await sql`SELECT pg_notify('access_changed', '')`.execute(t.db);
      await expect.poll(() => second.principalCache!.size, { timeout: 15_000, interval: 50 }).toBe(0);
    } finally {
      await second.close();
      await other.close();
    }
  });
});
