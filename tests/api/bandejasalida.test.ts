/** The module `schemas/bandejasalida`: the outbox the admin reads at /admin/correos (decision 151; TOK-04: the token's message). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let id: number;
beforeAll(async () => {
  t = await startTestApp({ appOptions: { mail: { pollMs: 0 } } });
  await t.app.mail.defineTemplate('prueba.aviso', { subject: 'Aviso para {{nombre}}', body: '<p>Hola {{nombre}}</p>' });
  const admin = await t.db.selectFrom('users').select(['id', 'nombre']).where('username', '=', 'admin').executeTakeFirstOrThrow();
  await t.app.mail.queue('prueba.aviso', 'uno@cliente.com', { nombre: 'Uno' });
  id = await t.app.mail.queue('prueba.aviso', 'dos@cliente.com', { nombre: '<i>Dos</i>' }, { sender: { id: admin.id, name: admin.nombre } });
});
afterAll(async () => {
  await t?.close();
});

describe('outbox', () => {
  it('TOK-04 the admin lists the messages newest first: who, to whom, when, subject, state', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/correos' });
    expect(res.statusCode).toBe(200);
    const { total, lista: datos } = res.json().datos;
    expect(total).toBe(2);
    expect(datos[0]).toMatchObject({
      id,
      remitente: 'Ana Administradora',
      destinatario: 'dos@cliente.com',
      asunto: 'Aviso para <i>Dos</i>',
      estado: 'pendiente',
      intentos: 0,
    });
    expect(datos[0]).not.toHaveProperty('cuerpo');
    expect(datos[1]).toMatchObject({ remitente: '', destinatario: 'uno@cliente.com' });
    await t.app.mail.deliverDue();
    const after = (await t.as('admin', { method: 'GET', url: '/api/correos?limite=1&desde=1' })).json().datos;
    expect(after.lista).toHaveLength(1);
    expect(after.total).toBe(2);
    expect(after.lista[0]).toMatchObject({ destinatario: 'uno@cliente.com', estado: 'enviado', medio: 'bandeja', intentos: 1 });
  });

  it('TOK-04 the outbox is searched by recipient, subject or who asked (LIKE characters taken literally)', async () => {
    const found = async (texto: string) =>
      (await t.as('admin', { method: 'GET', url: `/api/correos?texto=${encodeURIComponent(texto)}` }))
        .json()
        .datos.lista.map((m: { destinatario: string }) => m.destinatario);
    expect(await found('dos@')).toEqual(['dos@cliente.com']);
    expect(await found('administradora')).toEqual(['dos@cliente.com']);
    expect(await found('aviso para')).toEqual(['dos@cliente.com', 'uno@cliente.com']);
    expect(await found('%')).toEqual([]);
  });

  it('TOK-04 one message with its rendered body, values escaped', async () => {
    const res = await t.as('admin', { method: 'GET', url: `/api/correos/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().cuerpo).toBe('<p>Hola &lt;i&gt;Dos&lt;/i&gt;</p>');
    expect((await t.as('admin', { method: 'GET', url: '/api/correos/999999' })).statusCode).toBe(404);
  });

  it('TOK-04 only admins read the outbox (it holds access links)', async () => {
    for (const username of ['staff', 'sinpermisos', 'externo']) {
      expect((await t.as(username, { method: 'GET', url: '/api/correos' })).statusCode).toBe(403);
      expect((await t.as(username, { method: 'GET', url: `/api/correos/${id}` })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/correos' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/correos', headers: { authorization: 'Bearer demo-vigente' } })).statusCode).toBe(403);
  });
});
