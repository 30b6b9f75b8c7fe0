/**
 * The module `schemas/accesotemporal`: token tools (TOK-01…15) through the API: who may issue an access, what a request needs, what is
 * stored (the token's hash only, its expiry and scope), the opportunity of a VAT refund (picked or
 * created), the message queued for the recipient, and what the token then opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from './helpers/testApp';
import { accountNamed } from './helpers/accountOf';
import { openBody } from '../../server/mail/mailQueue';
import { tempTokenHash } from '../../server/session/tempTokens';

let t: TestApp;
let agencia: number;
let otraCuenta: number;
let oportunidadDemo: number;

const INCOMPLETE = 'Debe completar todos los datos obligatorios para poder generar el Token.';
const IVA = '/api/herramientas/token/devolucion/iva';
const PAX = '/api/herramientas/token/carga/pax';

/** Gives `username` a staff contact (the record that carries the user's CRM id: server/auth/userContact.ts), unless one exists. */
async function giveContact(username: string) {
  const user = await t.db.selectFrom('users').select('id_crm').where('username', '=', username).executeTakeFirstOrThrow();
  const module = 'contacto';
  const held = await t.db.selectFrom('records').select('id').where('module', '=', module).where('id_crm', '=', user.id_crm!).executeTakeFirst();
  if (held) return;
  await sql`insert into records (module, id_crm, data, created_by, updated_by) values (${module}, ${user.id_crm}, ${JSON.stringify({ nombre: username, apellido: 'Staff', mostrarNombre: `Staff, ${username}` })}::jsonb, null, null)`.execute(
    t.db,
  );
}

/** Takes `username`'s contact away (the record carrying their CRM id no longer does): TOK-13's case. */
async function withoutContact(username: string) {
  await t.db
    .updateTable('records')
    .set({ id_crm: `sin-contacto-${username}` })
    .where('id_crm', '=', `usr-${username}`)
    .execute();
}

beforeAll(async () => {
  t = await startTestApp({
    appOptions: { mail: { pollMs: 0, publicUrl: 'https://backoffice.prueba' } },
  });
  for (const username of ['staff', 'admin', 'bancos']) await giveContact(username);
  agencia = await accountNamed(t, 'Agencia Demo');
  const other = await t.db.selectFrom('records').select('id').where('module', '=', 'cuenta').where('id', '!=', agencia).orderBy('id').executeTakeFirstOrThrow();
  otraCuenta = Number(other.id);
  oportunidadDemo = Number(
    (
      await t.db
        .selectFrom('records')
        .select('id')
        .where('module', '=', 'oportunidad')
        .where(sql<string>`data->>'nombre'`, '=', 'Agencia Demo - Brasil')
        .executeTakeFirstOrThrow()
    ).id,
  );
});
afterAll(async () => {
  await t?.close();
});

const counts = async () => {
  const n = async (table: 'temp_tokens' | 'mail_outbox') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const opportunities = Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', 'oportunidad')
        .executeTakeFirstOrThrow()
    ).n,
  );
  return { tokens: await n('temp_tokens'), mails: await n('mail_outbox'), opportunities };
};
const lastMail = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
/** The token inside the last message's link (the only place it exists). */
const tokenOfLastMail = async () => {
  const body = openBody((await lastMail()).body);
  const match = /inicio\?token=([A-Za-z0-9_-]+)/.exec(body);
  expect(match, body).not.toBeNull();
  return match![1];
};
const request = (over: Record<string, unknown> = {}) => ({ nombre: 'Ana Pérez', correo: 'ana@cliente.com', cuenta: agencia, ...over });
const post = (username: string, path: string, payload: unknown) => t.as(username, { method: 'POST', url: path, payload: payload as object });

describe('TOK-15 access', () => {
  it('TOK-15 only admins and ROLE_AT may issue: anyone else is refused and nothing is stored', async () => {
    const before = await counts();
    for (const username of ['sinpermisos', 'externo', 'proveedores', 'auditor']) {
      for (const path of [IVA, PAX]) {
        const res = await post(username, path, request());
        expect(res.statusCode, `${username} ${path}`).toBe(403);
        expect(res.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
      }
      expect((await t.as(username, { method: 'GET', url: `/api/herramientas/token/oportunidades?cuenta=${agencia}` })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: PAX, payload: request() })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('TOK-15 the screens carry the same guard the server applies', () => {
    const guards = t.config.screens.filter((s) => s.id.startsWith('tokens.')).map((s) => (s.kind === 'custom' ? s.access : null));
    expect(guards).toEqual([
      { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { role: 'ROLE_AT' }] },
      { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { role: 'ROLE_AT' }] },
    ]);
  });
});

describe('TOK-05 request', () => {
  it('TOK-03 TOK-05 nombre, correo and cuenta are required: the spec message, nothing stored', async () => {
    const before = await counts();
    for (const payload of [
      request({ nombre: undefined }),
      request({ nombre: '   ' }),
      request({ correo: undefined }),
      request({ correo: '' }),
      request({ cuenta: undefined }),
      request({ cuenta: 0 }),
      request({ cuenta: 'abc' }),
      {},
    ]) {
      for (const path of [IVA, PAX]) {
        const res = await post('staff', path, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error.mensaje).toBe(INCOMPLETE);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('TOK-OP04 an invalid e-mail address is missing: the same message, nothing stored', async () => {
    const before = await counts();
    for (const correo of ['ana', 'ana@', 'ana @cliente.com', 'Ana <ana@cliente.com>']) {
      const res = await post('staff', PAX, request({ correo }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.mensaje).toBe(INCOMPLETE);
    }
    expect(await counts()).toEqual(before);
  });

  it('TOK-13 a user whose contact cannot be resolved gets the spec message and nothing is stored', async () => {
    await withoutContact('validador');
    const before = await counts();
    expect((await t.as('validador', { method: 'GET', url: '/api/herramientas/token/contacto' })).json().error.mensaje).toBe(
      'No se pudo encontrar el contacto del usuario actual.',
    );
    expect((await t.as('staff', { method: 'GET', url: '/api/herramientas/token/contacto' })).statusCode).toBe(200);
    expect((await t.as('externo', { method: 'GET', url: '/api/herramientas/token/contacto' })).statusCode).toBe(403);
    const res = await post('validador', PAX, request());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.mensaje).toBe('No se pudo encontrar el contacto del usuario actual.');
    expect(await counts()).toEqual(before);
  });

  it('TOK-11 an account that does not exist: the failure message, nothing stored', async () => {
    const before = await counts();
    const res = await post('staff', PAX, request({ cuenta: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Se produjo un error al generar el acceso.');
    expect(await counts()).toEqual(before);
  });
});

describe('TOK-02 contacts token', () => {
  it('TOK-02 TOK-04 TOK-09 issues a token for the account, stored hashed with its expiry, and mails the link', async () => {
    const before = await counts();
    const res = await post('staff', PAX, request({ nombre: 'Ana <b>Pérez</b>' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ error: false, total: 1, datos: { cuenta: agencia, oportunidad: null } });
    expect(await counts()).toEqual({ ...before, tokens: before.tokens + 1, mails: before.mails + 1 });
    const token = await tokenOfLastMail();
    expect(res.body).not.toContain(token);
    const row = await t.db.selectFrom('temp_tokens').selectAll().where('token_hash', '=', tempTokenHash(token)).executeTakeFirstOrThrow();
    // Only the hash: the token is in no column.
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Number(row.cuenta)).toBe(agencia);
    expect(row.oportunidad).toBeNull();
    const days = (new Date(row.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await lastMail();
    expect(mail).toMatchObject({
      recipient: 'ana@cliente.com',
      sender_name: 'Sergio Staff',
      state: 'pendiente',
      subject: 'Acceso temporal: Gestión - Contactos',
    });
    expect(mail.body).not.toContain(token);
    const body = openBody(mail.body);
    expect(body).toContain(`<a href="https://backoffice.prueba/inicio?token=${token}">Ingresar</a>`);
    expect(body).toContain('Hola Ana &lt;b&gt;Pérez&lt;/b&gt;:');
    expect(body).toContain('Sergio Staff le envió un acceso temporal para cargar los pasajeros y contactos de la cuenta Agencia Demo.');
  });

  it('TOK-04 with no SMTP server configured, the outbox is the delivery', async () => {
    await post('staff', PAX, request());
    await t.app.mail.deliverDue();
    expect(await lastMail()).toMatchObject({ state: 'enviado', transport: 'bandeja' });
  });

  it('TOK-OP02 the contacts token opens token mode for its account only, named as the recipient', async () => {
    await post('admin', PAX, request({ nombre: 'Bruno Díaz', correo: 'bruno@cliente.com' }));
    const token = await tokenOfLastMail();
    const bearer = { authorization: `Bearer ${token}` };
    const check = await t.app.inject({ method: 'GET', url: `/api/token/verificaAutorizacion/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()[0]).toMatchObject({ usuario_sua: 'bruno@cliente.com', usuariosfa_ua: 'Bruno Díaz', id_cuenta_prospect_crm: String(agencia) });
    const usuario = await t.app.inject({ method: 'GET', url: '/api/usuario', headers: bearer });
    expect(usuario.json()).toMatchObject({ tokenApps: true, nombreUsuario: 'Bruno Díaz', roles: [], token: { cuenta: agencia, oportunidad: null } });
    // None of the issuer's rights.
    expect((await t.app.inject({ method: 'GET', url: '/api/modulos/banco', headers: bearer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: PAX, headers: bearer, payload: request() })).statusCode).toBe(403);
    const prospect = await t.app.inject({ method: 'POST', url: '/api/cuentaProspectToken', headers: bearer });
    expect(prospect.json().id).toBe(agencia);
  });

  it('TOK-04 an expired token opens nothing and its check says so', async () => {
    await post('staff', PAX, request());
    const token = await tokenOfLastMail();
    await t.db
      .updateTable('temp_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tempTokenHash(token))
      .execute();
    const check = await t.app.inject({ method: 'GET', url: `/api/token/verificaAutorizacion/${token}` });
    expect(new Date(check.json()[0].expires_at).getTime()).toBeLessThan(Date.now());
    expect((await t.app.inject({ method: 'GET', url: '/api/usuario', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    // The hash is no token: presented as one it opens nothing.
    const hash = tempTokenHash(token);
    expect((await t.app.inject({ method: 'GET', url: `/api/token/verificaAutorizacion/${hash}` })).statusCode).toBe(404);
  });

  it('SES-10 the demo tokens still open token mode', async () => {
    const check = await t.app.inject({ method: 'GET', url: '/api/token/verificaAutorizacion/demo-vigente' });
    expect(check.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/usuario', headers: { authorization: 'Bearer demo-pasajeros' } })).json().tokenApps).toBe(true);
  });
});

describe('TOK-01 VAT refund token', () => {
  it("TOK-06 lists the account's opportunities to pick from", async () => {
    const res = await t.as('staff', { method: 'GET', url: `/api/herramientas/token/oportunidades?cuenta=${agencia}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos).toContainEqual({ id: oportunidadDemo, nombre: 'Agencia Demo - Brasil' });
  });

  it('TOK-06 a picked opportunity of the account: the token is bound to it, nothing is created', async () => {
    const before = await counts();
    const res = await post('staff', IVA, request({ oportunidad: oportunidadDemo }));
    expect(res.statusCode).toBe(201);
    expect(res.json().datos).toMatchObject({ cuenta: agencia, oportunidad: oportunidadDemo });
    expect(await counts()).toEqual({ ...before, tokens: before.tokens + 1, mails: before.mails + 1 });
    const token = await tokenOfLastMail();
    const usuario = await t.app.inject({ method: 'GET', url: '/api/usuario', headers: { authorization: `Bearer ${token}` } });
    expect(usuario.json().token).toMatchObject({ cuenta: agencia, oportunidad: oportunidadDemo });
    expect(openBody((await lastMail()).body)).toContain('de la cuenta Agencia Demo, oportunidad Agencia Demo - Brasil.');
    expect((await lastMail()).subject).toBe('Acceso temporal: Devolución de IVA');
  });

  it('TOK-06 an opportunity of another account is refused: the failure message, nothing stored', async () => {
    const before = await counts();
    const res = await post('staff', IVA, request({ cuenta: otraCuenta, oportunidad: oportunidadDemo }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Se produjo un error al generar el acceso.');
    expect(await counts()).toEqual(before);
  });

  it('TOK-07 without an opportunity, one is created for the account first and the token is bound to it', async () => {
    const before = await counts();
    const res = await post('staff', IVA, request());
    expect(res.statusCode).toBe(201);
    expect(await counts()).toEqual({ tokens: before.tokens + 1, mails: before.mails + 1, opportunities: before.opportunities + 1 });
    const id = res.json().datos.oportunidad as number;
    const created = await t.as('staff', { method: 'GET', url: `/api/modulos/oportunidad/${id}` });
    expect(created.json().datos).toMatchObject({ cuenta: agencia, nombre: 'Agencia Demo - Devolución de IVA', etapa: 'oportunidad' });
    const token = await tokenOfLastMail();
    const row = await t.db.selectFrom('temp_tokens').select(['cuenta', 'oportunidad']).where('token_hash', '=', tempTokenHash(token)).executeTakeFirstOrThrow();
    expect([Number(row.cuenta), Number(row.oportunidad)]).toEqual([agencia, id]);
  });

  it('TOK-08 when the opportunity cannot be created, the spec message and no token', async () => {
    // `bancos` holds ROLE_AT (the tool) but not ROLE_OPORTUNIDADES: the opportunity module refuses the create (OPP-42).
    const before = await counts();
    const res = await post('bancos', IVA, request());
    expect(res.json().error.mensaje).toBe('Se produjo un al crear la oportunidad.');
    expect(res.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
