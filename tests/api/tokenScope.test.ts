/**
 * A temporary token is single-purpose (SES-OP04, COP-OP02, HOM-05, TOK-OP02, decision 160): walking
 * EVERY route the app registered (app.routeList, an onRoute hook of buildApp), a token is refused
 * (401/403) on each but the few its purpose needs. A trip's token (bound to an opportunity): the
 * session calls, the passenger form's module and combos, its passport files, its opportunity and the
 * passenger removal — answering only its account and opportunity. A contacts token (bound to the
 * account only): the session calls, the contact form's module and combos and its files — answering
 * only its account (tests/api/tokenContacts.test.ts). Neither reaches the other's module.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/app';
import { tempTokenRow } from '../../server/session/tempTokens';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let opportunity: number;
let cuenta: number;
let otherOpportunity: number;
let otherPassenger: number;
const TOKEN = 'demo-pasajeros';
const EXPIRED = 'demo-expirado';
/** A contacts token (TOK-02: the account only), inserted as the tool stores it. */
const ACCOUNT_TOKEN = 'prueba-token-de-la-cuenta';

/** What every token's session needs: `METHOD url-pattern`. */
const SESSION_ROUTES = [
  // Its session (SES-03/10/13/14/16/22/23) and the screen config.
  'GET /api/usuario',
  'GET /api/json/usuario',
  'GET /api/idCrm',
  'GET /api/permisos/usuario',
  'GET /api/imLoggedIn',
  'GET /api/sesion',
  'GET /api/config',
  'POST /api/cuentaProspectToken',
  // Its form's combos (only those: lookupRoutes refuses any other combo to a token).
  'GET /api/combos/:combo',
  'GET /api/getDataCombos',
  // Its form's files (the passport files, HOM-10, HOM-OP05; a contact's documents).
  'POST /api/archivos',
  'GET /api/archivos/:id/datos',
  'GET /api/archivos/:id',
];
/** The routes a passenger-loading token needs: `METHOD url-pattern`. */
const TOKEN_ROUTES = new Set([
  ...SESSION_ROUTES,
  // Home in token mode: its opportunity (HOM-06) and the removal of a passenger (HOM-09).
  'GET /api/getOportunidad/:id',
  'POST /api/removeContactOportunidad',
]);
/** The module open to trip tokens (`recordScope.token` with the opportunity field): every route of its API, limited by the record scope. */
const TOKEN_MODULE_PREFIX = '/api/modulos/contactooportunidad';
/** The module open to contacts tokens (`recordScope.token` without one). */
const ACCOUNT_MODULE_PREFIX = '/api/modulos/contacto';
const underPrefix = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** Routes anyone reaches without a session (`config.public`): the token adds nothing to them. */
const PUBLIC_PREFIXES = ['/api/public/config', '/api/token/verificaAutorizacion/', '/api/token_crm/verificaAutorizacion/', '/api/docs', '/api/openapi.json'];
/** Outside the API: the identity provider (its own bearer checks) and the client's files. */
const OUTSIDE_API = /^\/(oauth\/|$|\*|assets|favicon|index\.html|robots)/;

const methodsOf = (route: RegisteredRoute) => [route.method].flat().filter((m) => m !== 'OPTIONS');
const urlOf = (pattern: string) => pattern.replace(/:(\w+)(\([^)]*\))?/g, (_m, name: string) => (name === 'token' ? 'xxxxxxxxxx' : '1')).replace(/\*/g, 'x');
const call = (method: string, url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' }) },
    payload: method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(payload ?? {}),
  });

beforeAll(async () => {
  t = await startTestApp();
  const row = await t.db
    .selectFrom('temp_tokens')
    .select(['cuenta', 'oportunidad'])
    .where('usuario_sua', '=', 'externo')
    .where('oportunidad', 'is not', null)
    .executeTakeFirstOrThrow();
  opportunity = Number(row.oportunidad);
  cuenta = Number(row.cuenta);
  otherOpportunity = (
    await t.as('staff', { method: 'POST', url: '/api/modulos/oportunidad', payload: { datos: { nombre: 'Otro viaje', cuenta, etapa: 'oportunidad' } } })
  ).json().id;
  otherPassenger = (
    await t.as('staff', {
      method: 'POST',
      url: '/api/modulos/contactooportunidad',
      payload: { datos: { cuenta, oportunidad: otherOpportunity, nombre: 'Otra', apellido: 'Persona', fechaNacimiento: '1980-01-01' } },
    })
  ).json().id;
  const owner = await t.db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
  await t.db
    .insertInto('temp_tokens')
    .values(
      tempTokenRow(ACCOUNT_TOKEN, {
        user_id: owner.id,
        expires_at: new Date(Date.now() + 86_400_000),
        id_cuenta_prospect_crm: null,
        usuario_sua: 'lucia@cliente.com',
        usuariosfa_ua: 'Lucía Viajera',
        cuenta,
        oportunidad: null,
      }),
    )
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe('a temporary token reaches only what its purpose needs (SES-OP04)', () => {
  it.each([
    { kind: 'a trip token', token: TOKEN, declared: TOKEN_ROUTES, prefix: TOKEN_MODULE_PREFIX },
    // Its contact form's document look-up (CON-35) besides.
    {
      kind: 'a contacts token',
      token: ACCOUNT_TOKEN,
      declared: new Set([...SESSION_ROUTES, 'GET /api/contactos/padron/:documento']),
      prefix: ACCOUNT_MODULE_PREFIX,
    },
  ])(
    'SES-OP04 COP-OP02 HOM-05 TOK-OP02 every registered API route refuses $kind (401/403) except its routes, its module and the public ones',
    async ({ token, declared, prefix }) => {
      const routes = t.app.routeList;
      expect(routes.length).toBeGreaterThan(100);
      const open: string[] = [];
      const refused: string[] = [];
      const publicRoutes: string[] = [];
      for (const route of routes) {
        for (const method of methodsOf(route)) {
          const key = `${method} ${route.url}`;
          if (OUTSIDE_API.test(route.url) || !route.url.startsWith('/api/')) continue;
          const res = await call(method, urlOf(route.url), token);
          const anonymous = await t.app.inject({ method: method as 'GET', url: urlOf(route.url) });
          if (anonymous.statusCode !== 401) {
            // A public route (login config, token check, API docs) answers the token as it answers no session at all.
            publicRoutes.push(key);
            expect(res.statusCode, key).toBe(anonymous.statusCode);
            continue;
          }
          const tokenRoute = declared.has(`${method === 'HEAD' ? 'GET' : method} ${route.url}`) || underPrefix(route.url, prefix);
          if (tokenRoute) open.push(key);
          else if (res.statusCode === 401 || res.statusCode === 403) refused.push(key);
          else expect.fail(`${key} answered the token ${res.statusCode}: ${res.body.slice(0, 200)}`);
        }
      }
      expect(refused.length).toBeGreaterThan(50);
      // The public ones are those of the sign-in, the token check and the API docs.
      for (const key of publicRoutes)
        expect(
          PUBLIC_PREFIXES.some((prefix) => key.split(' ')[1].startsWith(prefix)),
          key,
        ).toBe(true);
      // Every declared token route exists (the list is not stale).
      for (const route of declared) expect(open, route).toContain(route);
    },
  );

  it('SES-OP04 SES-09 an expired token is refused (401) by every route that needs a session', async () => {
    for (const route of t.app.routeList) {
      if (!route.url.startsWith('/api/') || PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) continue;
      for (const method of methodsOf(route)) {
        const res = await call(method, urlOf(route.url), EXPIRED);
        // A route a session-less caller reaches is public: the expired token changes nothing there.
        if ((await t.app.inject({ method: method as 'GET', url: urlOf(route.url) })).statusCode !== 401) continue;
        expect(res.statusCode, `${method} ${route.url}`).toBe(401);
      }
    }
  });

  it("COP-OP02 HOM-07 its module answers only its opportunity's passengers; another opportunity's are not found and are not removed", async () => {
    const list = (await call('GET', `${TOKEN_MODULE_PREFIX}?limit=100&offset=0`, TOKEN)).json();
    expect(list.datos.length).toBeGreaterThan(0);
    expect(list.datos.every((r: { datos: { oportunidad: number; cuenta: number } }) => r.datos.oportunidad === opportunity && r.datos.cuenta === cuenta)).toBe(
      true,
    );
    expect((await call('GET', `${TOKEN_MODULE_PREFIX}/${otherPassenger}`, TOKEN)).statusCode).toBe(404);
    const removal = await call('POST', '/api/removeContactOportunidad', TOKEN, { id: otherPassenger, oportunidad: otherOpportunity });
    expect(removal.statusCode).toBe(404);
    const stored = await t.db.selectFrom('records').select('vigente').where('id', '=', otherPassenger).executeTakeFirstOrThrow();
    expect(stored.vigente).toBe(true);
  });

  it('HOM-06 getOportunidad answers the token its own opportunity only', async () => {
    const own = await call('GET', `/api/getOportunidad/${opportunity}`, TOKEN);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: opportunity, datos: { cuenta } });
    expect((await call('GET', `/api/getOportunidad/${otherOpportunity}`, TOKEN)).statusCode).toBe(403);
    // Anyone else gets the module's record route's answer: staff read it, an agency user of another account does not.
    expect((await t.as('staff', { method: 'GET', url: `/api/getOportunidad/${otherOpportunity}` })).json().id).toBe(otherOpportunity);
    expect((await t.as('sinpermisos', { method: 'GET', url: `/api/getOportunidad/${otherOpportunity}` })).statusCode).toBe(403);
  });

  it("SES-OP04 the token reads only its passenger form's combos", async () => {
    expect((await call('GET', '/api/combos/paises', TOKEN)).statusCode).toBe(200);
    expect((await call('GET', '/api/combos/tiposDocumentoContacto', TOKEN)).statusCode).toBe(200);
    const other = (
      await t.db
        .selectFrom('lookups')
        .select('combo')
        .where('combo', 'not in', ['paises', 'tiposDocumentoContacto', 'tiposDocumentoNota'])
        .executeTakeFirstOrThrow()
    ).combo;
    expect((await call('GET', `/api/combos/${other}`, TOKEN)).statusCode).toBe(403);
    expect((await call('GET', `/api/getDataCombos?combos=paises,${other}`, TOKEN)).statusCode).toBe(403);
    expect((await t.as('staff', { method: 'GET', url: `/api/combos/${other}` })).statusCode).toBe(200);
    // The contact form's combos are the contacts token's, not the trip token's (decision 160).
    expect((await call('GET', '/api/combos/generos', TOKEN)).statusCode).toBe(403);
    expect((await call('GET', '/api/combos/generos', ACCOUNT_TOKEN)).statusCode).toBe(200);
    expect((await call('GET', '/api/combos/paises', ACCOUNT_TOKEN)).statusCode).toBe(200);
    expect((await call('GET', '/api/combos/etapasOportunidad', ACCOUNT_TOKEN)).statusCode).toBe(403);
  });
});
