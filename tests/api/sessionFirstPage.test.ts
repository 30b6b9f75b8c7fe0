/**
 * The start call with the path being opened (`GET /api/sesion?ruta=…`, decision 119): beside the
 * session it answers the first page of the list screen at that path, exactly as the list route
 * answers the list screen's own call for the same user; nothing for a user who may not read the
 * module, a path that is not a list screen's own, or a list whose rules ask for a filter first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const start = async (username: string, ruta: string) => {
  const res = await t.as(username, {
    method: 'GET',
    url: `/api/sesion?${new URLSearchParams({ ruta })}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** The list route's answer to the call the session says the screen makes. */
const listAnswer = async (username: string, module: string, params: Record<string, string>) => {
  const res = await t.as(username, {
    method: 'GET',
    url: `/api/modulos/${module}?${new URLSearchParams(params)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the start call with the first list page', () => {
  it('BNK-01 the bank list: the page the list route gives for the screen’s default call (first page, default sort, the screen)', async () => {
    const body = await start('bancos', '/herramientas/abm/bancos');
    expect(body.pagina).toMatchObject({
      modulo: 'banco',
      parametros: { pantalla: 'bancos.lista', offset: '0' },
    });
    expect(body.pagina.respuesta.datos.length).toBeGreaterThan(0);
    expect(body.pagina.respuesta).toEqual(await listAnswer('bancos', 'banco', body.pagina.parametros));
    // The rest of the answer is the start call's as without the path, but for the config (decision 169, below).
    const plain = (await t.as('bancos', { method: 'GET', url: '/api/sesion' })).json();
    const { pagina: _pagina, config: _config, descritos: _descritos, ...rest } = body;
    const { config: _plainConfig, ...plainRest } = plain;
    expect(rest).toEqual(plainRest);
    expect(plain).not.toHaveProperty('pagina');
  });

  it('20 the bank list’s start describes the bank module whole and the others in outline; the whole config comes from /api/config', async () => {
    const body = await start('admin', '/herramientas/abm/bancos');
    const whole = (await t.as('admin', { method: 'GET', url: '/api/config' })).json();
    expect(body.descritos).toEqual(['banco']);
    expect(body.config.modules.banco).toEqual(whole.modules.banco);
    const bankScreens = whole.screens.filter((s: { module?: string }) => s.module === 'banco');
    expect(body.config.screens.filter((s: { module?: string }) => s.module === 'banco')).toEqual(bankScreens);
    // Every other module: its schema and guards; its screens: ids, kinds, paths (what the menu and the router read).
    for (const [name, module] of Object.entries<Record<string, unknown>>(body.config.modules).filter(([name]) => name !== 'banco'))
      expect(module, name).toEqual({ schema: whole.modules[name].schema, access: whole.modules[name].access });
    for (const screen of body.config.screens.filter((s: { kind: string; module?: string }) => s.kind !== 'custom' && s.module !== 'banco'))
      expect(
        Object.keys(screen).every((key) => ['id', 'kind', 'module', 'path', 'paths', 'recordPath'].includes(key)),
        screen.id,
      ).toBe(true);
    expect(body.config.screens.map((s: { id: string }) => s.id)).toEqual(whole.screens.map((s: { id: string }) => s.id));
    expect(body.config.menu).toEqual(whole.menu);
    expect(body.config.links).toEqual(whole.links);
    // The bank list's start carries about half the whole config's bytes (the other modules' outlines).
    expect(JSON.stringify(body.config).length).toBeLessThan(JSON.stringify(whole).length / 2);
  });

  it('a start without a list or form screen (Home, none, an unknown path): the whole config, as /api/config', async () => {
    const whole = (await t.as('admin', { method: 'GET', url: '/api/config' })).json();
    for (const ruta of ['/inicio', '/no-existe', undefined]) {
      const res = await t.as('admin', { method: 'GET', url: ruta ? `/api/sesion?${new URLSearchParams({ ruta })}` : '/api/sesion' });
      expect(res.json().config, ruta).toEqual(whole);
      expect(res.json(), ruta).not.toHaveProperty('descritos');
    }
  });

  it('BNK-07 the filters and page in the opened address are the page’s', async () => {
    const body = await start('admin', '/herramientas/abm/bancos?texto=naci&pagina=1');
    expect(body.pagina.parametros).toMatchObject({
      texto: 'naci',
      pantalla: 'bancos.lista',
    });
    expect(body.pagina.respuesta).toEqual(await listAnswer('admin', 'banco', body.pagina.parametros));
  });

  it('CON-37 a scoped user gets the page of their own records, as the list route scopes it', async () => {
    const body = await start('externo', '/contactos');
    expect(body.pagina).toMatchObject({
      modulo: 'contacto',
      parametros: { pantalla: 'contactos.lista', vigente: 'true' },
    });
    expect(body.pagina.respuesta).toEqual(await listAnswer('externo', 'contacto', body.pagina.parametros));
  });

  it('ROL-07 a user who may not read the module gets no page (the screen asks and is refused as before)', async () => {
    expect(await start('proveedores', '/herramientas/abm/bancos')).not.toHaveProperty('pagina');
    expect(await start('sinpermisos', '/herramientas/abm/bancos')).not.toHaveProperty('pagina');
    expect(
      (
        await t.as('proveedores', {
          method: 'GET',
          url: '/api/modulos/banco?pantalla=bancos.lista&limit=10&offset=0',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a path that is not a list screen’s own, a list that needs a filter first, or a malformed path: no page', async () => {
    for (const ruta of [
      '/herramientas/abm/bancos/nuevo',
      '/herramientas/abm/bancos/1',
      '/inicio',
      '/no-existe',
      '/listaCuentas',
      '//otro.host/herramientas/abm/bancos',
      'herramientas/abm/bancos',
    ]) {
      expect(await start('admin', ruta), ruta).not.toHaveProperty('pagina');
    }
    expect(
      (
        await t.as('admin', {
          method: 'GET',
          url: `/api/sesion?ruta=/${'x'.repeat(2100)}`,
        })
      ).statusCode,
    ).toBe(400);
  });
});
