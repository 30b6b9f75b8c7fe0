/**
 * A temporary token is single-purpose (SES-OP04, COP-OP02, HOM-05): walking EVERY route the app
 * registered (app.routeList, an onRoute hook of buildApp), a token is refused (401/403) on each but
 * the few its purpose needs — the session calls, the passenger form's module and combos, its passport
 * files, its opportunity and the passenger removal — and those answer only its account and opportunity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/app';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let opportunity: number;
let cuenta: number;
let otherOpportunity: number;
let otherPassenger: number;
const TOKEN = 'demo-pasajeros';
const EXPIRED = 'demo-expirado';

/** The routes a passenger-loading token needs: `METHOD url-pattern`. */
const TOKEN_ROUTES = new Set([
  // Its session (SES-03/10/13/14/16/22/23) and the screen config.
  'GET /api/usuario',
  'GET /api/json/usuario',
  'GET /api/idCrm',
  'GET /api/permisos/usuario',
  'GET /api/imLoggedIn',
  'GET /api/sesion',
  'GET /api/config',
  'POST /api/cuentaProspectToken',
  // The passenger form's combos (only those: lookupRoutes refuses any other combo to a token).
  'GET /api/combos/:combo',
  'GET /api/getDataCombos',
  // Its passengers' passport files (HOM-10, HOM-OP05).
  'POST /api/archivos',
  'GET /api/archivos/:id/datos',
  'GET /api/archivos/:id',
  // Home in token mode: its opportunity (HOM-06) and the removal of a passenger (HOM-09).
  'GET /api/getOportunidad/:id',
  'POST /api/removeContactOportunidad',
]);
/** The module open to tokens (`recordScope.token`): every route of its API, limited by the record scope. */
const TOKEN_MODULE_PREFIX = '/api/modulos/contactooportunidad';

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
});
afterAll(async () => {
  await t?.close();
});

describe('a temporary token reaches only what its purpose needs (SES-OP04)', () => {
  it('SES-OP04 COP-OP02 HOM-05 every registered API route refuses the token (401/403) except the token routes, its module and the public ones', async () => {
    const routes = t.app.routeList;
    expect(routes.length).toBeGreaterThan(100);
    const open: string[] = [];
    const refused: string[] = [];
    const publicRoutes: string[] = [];
    for (const route of routes) {
      for (const method of methodsOf(route)) {
        const key = `${method} ${route.url}`;
        if (OUTSIDE_API.test(route.url) || !route.url.startsWith('/api/')) continue;
        const res = await call(method, urlOf(route.url), TOKEN);
        const anonymous = await t.app.inject({ method: method as 'GET', url: urlOf(route.url) });
        if (anonymous.statusCode !== 401) {
          // A public route (login config, token check, API docs) answers the token as it answers no session at all.
          publicRoutes.push(key);
          expect(res.statusCode, key).toBe(anonymous.statusCode);
          continue;
        }
        const tokenRoute = TOKEN_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${route.url}`) || route.url.startsWith(`${TOKEN_MODULE_PREFIX}`);
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
    for (const declared of TOKEN_ROUTES) expect(open, declared).toContain(declared);
  });

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
  });
});
