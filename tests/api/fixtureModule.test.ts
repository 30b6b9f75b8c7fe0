/** The engine's fixture module through the API: the generic routes serve a module declared only by files and config. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(fixtureApp);
});
afterAll(async () => {
  await t?.close();
});

describe('fixture module prueba', () => {
  it('creates, lists by text and by combo, and reads back a record', async () => {
    const created = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/prueba',
      payload: { datos: { nombre: 'Prueba uno', codigo: 'P1', pais: 'AR', fecha: '2026-03-05', importe: 10.5 } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const byText = await t.as('admin', { method: 'GET', url: '/api/modulos/prueba?texto=prueba%20uno' });
    expect(byText.json().datos.map((r: { id: number }) => r.id)).toContain(id);
    const byCombo = await t.as('admin', { method: 'GET', url: '/api/modulos/prueba?pais=UY' });
    expect(byCombo.json().datos.map((r: { id: number }) => r.id)).not.toContain(id);
    const got = await t.as('admin', { method: 'GET', url: `/api/modulos/prueba/${id}` });
    expect(got.json().datos).toMatchObject({ nombre: 'Prueba uno', importe: 10.5 });
  });

  it('denies a user without the prueba area (deny by default)', async () => {
    const res = await t.as('sinpermisos', { method: 'GET', url: '/api/modulos/prueba' });
    expect(res.statusCode).toBe(403);
  });
});
