/** Home's calls (HOM-03, HOM-04, HOM-14..17, HOM-19): the user's accounts, each account's access data in the spec's shape, the footer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessItems } from '../../engine/core/homeAccess';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let agency: number;
beforeAll(async () => {
  t = await startTestApp();
  const externo = await t.db.selectFrom('users').select('account_id').where('username', '=', 'externo').executeTakeFirstOrThrow();
  agency = Number(externo.account_id);
});
afterAll(async () => {
  await t?.close();
});

const get = (user: string, url: string) => t.as(user, { method: 'GET', url });

describe('Home access data (HOM)', () => {
  it("HOM-14 HOM-04 the user's accounts: an agency user's own account, by id and name", async () => {
    const res = await get('externo', '/api/inicio/cuentas');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ datos: [{ id: agency, nombre: 'Agencia Demo' }] });
  });

  it("HOM-03 HOM-16 HOM-OP01 an account's access data: datos (one item per screen the user may open), extras.version, error.has and error.mensajes", async () => {
    const res = await get('externo', `/api/inicio/accesos/${agency}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['datos', 'error', 'extras']);
    expect(body.extras).toEqual({ version: '0.1.0', entidad: { id: agency, nombre: 'Agencia Demo' } });
    expect(body.error).toEqual({ has: false, mensajes: [] });
    expect(body.datos.length).toBeGreaterThan(0);
    for (const item of body.datos) {
      expect(Object.keys(item).sort()).toEqual(['etiqueta', 'externo', 'grupo', 'icono', 'ruta']);
      expect(item.ruta).not.toBe('/inicio');
    }
  });

  it('HOM-04 the items are the screens of the menu the user may open: every one answers the user, a screen they may not open is not listed', async () => {
    const usuario = (await get('externo', '/api/usuario')).json();
    const items: { ruta: string }[] = (await get('externo', `/api/inicio/accesos/${agency}`)).json().datos;
    expect(items).toEqual(
      accessItems(t.config, {
        userId: 0,
        username: 'externo',
        roles: usuario.roles.map((r: { descripcion: string }) => r.descripcion),
        permissions: (await get('externo', '/api/permisos/usuario')).json().datos,
        accountId: String(agency),
        teams: usuario.equipos,
      }),
    );
    expect(items.map((i) => i.ruta)).not.toContain('/herramientas/abm/bancos');
    const admin = (await get('admin', '/api/inicio/cuentas')).json().datos;
    if (admin.length) {
      const adminItems = (await get('admin', `/api/inicio/accesos/${admin[0].id}`)).json().datos.map((i: { ruta: string }) => i.ruta);
      expect(adminItems).toContain('/herramientas/abm/bancos');
    }
  });

  it("HOM-16 the spec's name gestionate/data/index/{x} answers the same; another account's data is refused (403)", async () => {
    const ours = await get('externo', `/api/inicio/accesos/${agency}`);
    expect((await get('externo', `/api/gestionate/data/index/${agency}`)).json()).toEqual(ours.json());
    const other = await get('externo', `/api/inicio/accesos/${agency + 1}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
    expect((await get('externo', '/api/inicio/accesos/abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/inicio/accesos/${agency}` })).statusCode).toBe(401);
  });

  it('HOM-19 a problem the server can say is error.has with its messages, not an HTTP failure: an account no longer vigente lists nothing', async () => {
    await t.db.updateTable('records').set({ vigente: false }).where('id', '=', agency).execute();
    try {
      const res = await get('externo', `/api/inicio/accesos/${agency}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().datos).toEqual([]);
      expect(res.json().error).toEqual({ has: true, mensajes: ['La cuenta Agencia Demo no está vigente: sus accesos no están disponibles.'] });
    } finally {
      await t.db.updateTable('records').set({ vigente: true }).where('id', '=', agency).execute();
    }
  });

  it('HOM-12 the access data is never cached by the browser or a proxy: the client keeps it 15 minutes per user and account', async () => {
    expect((await get('externo', `/api/inicio/accesos/${agency}`)).headers['cache-control']).toBe('private, no-store');
  });

  it('HOM-17 HOM-OP06 the footer data (gestionate/data/footer): the configured text and links and the version', async () => {
    const res = await get('externo', '/api/inicio/pie');
    expect(res.statusCode).toBe(200);
    expect(res.json().datos).toEqual({ ...t.config.home?.footer, version: '0.1.0' });
    expect((await get('externo', '/api/gestionate/data/footer')).json()).toEqual(res.json());
  });

  it("HOM-05 a temporary token's Home is its opportunity: none of the access calls answers it", async () => {
    for (const url of ['/api/inicio/cuentas', `/api/inicio/accesos/${agency}`, '/api/inicio/pie']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer demo-pasajeros' } });
      expect(res.statusCode).toBe(403);
    }
  });
});
