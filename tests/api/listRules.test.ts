/** List rules declared in screens.config.json, enforced by the API whatever the browser does. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    config: (config) => {
      config.modules.banco.list.requireFilter = true;
      config.modules.banco.list.cap = 5;
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('list rules from the config', () => {
  it('asks for at least one filter when the module requires one', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/modulos/banco' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Debe seleccionar al menos un filtro de busqueda');
    expect((await t.as('admin', { method: 'GET', url: '/api/modulos/banco?vigente=true' })).statusCode).toBe(200);
  });

  it('caps the results and says more are available', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/modulos/banco?texto=banco&limit=25' });
    const body = res.json();
    expect(body.datos).toHaveLength(5);
    expect(body.total).toBe(5);
    expect(body.extras).toEqual({ cap: 5, capReached: true, mensaje: 'Se mostraron 5 resultados, existen más disponibles refinando la búsqueda.' });
  });

  it('never pages past the cap', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/modulos/banco?texto=banco&limit=25&offset=5' });
    expect(res.json().datos).toEqual([]);
  });

  it('a search that exactly fills the cap does not claim there are more', async () => {
    const res = await t.as('admin', { method: 'GET', url: `/api/modulos/banco?texto=${encodeURIComponent('buenos aires')}` });
    const body = res.json();
    expect(body.total).toBeLessThanOrEqual(5);
    const all = await t.db
      .selectFrom('record_search')
      .select('record_id')
      .where('module', '=', 'banco')
      .where('search_text', 'ilike', '%buenos%')
      .where('search_text', 'ilike', '%aires%')
      .execute();
    expect(body.extras.capReached).toBe(all.length > 5);
  });
});
