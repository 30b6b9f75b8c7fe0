/**
 * The users' administration and password changes of the embedded identity provider (decision 154),
 * through the API and, for signing in, the real OpenID Connect flow over HTTP: admin only for every
 * call (a refused write stores nothing), a created user signs in and must change the temporary
 * password first, disabling or resetting ends the user's sessions at once, the password policy's
 * Spanish messages, duplicates and hostile input as Spanish 4xx, and the history of every change.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../engine/core/messages';
import { Browser, formOf, loginPathOf, oidcFlow, postLogin } from './helpers/oidcFlow';
import { startTestApp, type TestApp } from './helpers/testApp';

const BASE = '/api/admin/usuarios';
const ISSUER = 'http://localhost:8080/oauth/v2';
const flow = oidcFlow({ issuer: ISSUER, clientId: 'backoffice-web', redirectUri: 'http://localhost:8080/callback' });
const NEW_PASSWORD = 'Vuelo-directo-a-Ushuaia';

let tApp: TestApp;
let origin: string;

beforeAll(async () => {
  tApp = await startTestApp();
  await tApp.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(tApp.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await tApp?.close();
});

const admin = (options: Parameters<TestApp['as']>[1]) => tApp.as('admin', options);
const counts = async () => ({
  users: Number(
    (
      await tApp.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  history: Number(
    (
      await tApp.db
        .selectFrom('user_history')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  hashes: (await tApp.db.selectFrom('users').select('password_hash').orderBy('id').execute()).map((r) => r.password_hash).join(),
});

async function createUser(usuario: string, extra: Record<string, unknown> = {}) {
  const response = await admin({ method: 'POST', url: BASE, payload: { datos: { usuario, nombre: `Nombre de ${usuario}`, roles: ['ROLE_AT'], ...extra } } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; version: number; vigente: boolean; datos: Record<string, unknown>; contrasenaTemporal: string };
}

/** Starts a sign-in and posts the login form; returns the browser, the answer and the flow's state. */
async function login(username: string, password: string) {
  const browser = new Browser();
  const start = await flow.startAuthorization(browser, { origin });
  const answer = await postLogin(browser, { origin }, loginPathOf(start.response), { username, password });
  return { browser, answer, start };
}

/** Finishes a sign-in whose login answered `answer` (a redirect): the access token. */
async function tokenAfter(browser: Browser, answer: Response, start: { verifier: string; state: string }) {
  const code = await flow.codeAfterLogin(browser, { origin }, answer, start.state);
  const tokens = await flow.exchangeCode({ origin }, code, start.verifier);
  expect(tokens.status).toBe(200);
  return ((await tokens.json()) as { access_token: string }).access_token;
}

const me = (token: string) => tApp.app.inject({ url: '/api/usuario', headers: { authorization: `Bearer ${token}` } });

describe('users administration (decision 154)', () => {
  it('ROL-07 refuses every call to a user who is not an admin, and a refused write stores nothing', async () => {
    const target = await tApp.db.selectFrom('users').select(['id', 'version']).where('username', '=', 'sinpermisos').executeTakeFirstOrThrow();
    const before = await counts();
    const calls = [
      { method: 'GET', url: BASE },
      { method: 'GET', url: `${BASE}/identidad` },
      { method: 'GET', url: `${BASE}/${target.id}` },
      { method: 'GET', url: `${BASE}/${target.id}/historial` },
      { method: 'POST', url: BASE, payload: { datos: { usuario: 'intruso', nombre: 'Intruso' } } },
      {
        method: 'PUT',
        url: `${BASE}/${target.id}`,
        payload: { version: target.version, datos: { usuario: 'sinpermisos', nombre: 'X', roles: ['ROLE_ADMINISTRADOR'] } },
      },
      { method: 'POST', url: `${BASE}/${target.id}/vigencia`, payload: { version: target.version, vigente: false } },
      { method: 'POST', url: `${BASE}/${target.id}/contrasena`, payload: { version: target.version } },
    ] as const;
    for (const user of ['staff', 'sinpermisos', 'externo']) {
      for (const call of calls) {
        const response = await tApp.as(user, { ...call });
        expect(response.statusCode, `${user} ${call.method} ${call.url}`).toBe(403);
        expect(response.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
      }
    }
    expect(await counts()).toEqual(before);
    expect((await tApp.app.inject({ url: BASE })).statusCode).toBe(401);
  });

  it('SES-11 creates a user who signs in through the real OIDC flow and must change the temporary password before reaching the app', async () => {
    const created = await createUser('jperez', { email: 'jperez@viajes.com', roles: ['ROLE_AT', 'ROLE_CUENTAS'] });
    expect(created.datos).toMatchObject({ usuario: 'jperez', roles: ['ROLE_AT', 'ROLE_CUENTAS'], debeCambiarContrasena: true });
    expect(created.contrasenaTemporal).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);

    // Skipping the page does not finish the sign-in: resuming the authorization asks for the login again.
    const skipped = await login('jperez', created.contrasenaTemporal);
    const skippedForm = formOf(await skipped.answer.text());
    const resume = await skipped.browser.request(`${origin}/oauth/v2/auth/${skippedForm.action.split('/')[2]}`);
    const followed = await skipped.browser.follow(resume, `${origin}/oauth/v2/auth`, 'http://localhost:8080/callback');
    expect(followed.url).not.toContain('code=');

    const { browser, answer, start } = await login('jperez', created.contrasenaTemporal);
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain('<h1>Cambiar la contraseña</h1>');
    expect(page).toContain('Su contraseña es temporal. Elija una nueva contraseña para continuar.');
    const form = formOf(page);
    expect(form.action).toMatch(/^\/ingresar\/[A-Za-z0-9_-]+\/contrasena$/);

    const change = async (password: string, repeat = password) =>
      browser.request(`${origin}${form.action}`, { method: 'POST', body: new URLSearchParams({ ticket: form.fields.get('ticket')!, password, repeat }) });
    const tooShort = await change('Corta-1');
    expect(tooShort.status).toBe(400);
    expect(await tooShort.text()).toContain('La contraseña debe tener al menos 12 caracteres.');
    expect(await (await change('password1234')).text()).toContain('La contraseña es demasiado común o fácil de adivinar. Elija otra.');
    expect(await (await change('jperez-viajes-2026')).text()).toContain('La contraseña no puede contener el nombre de usuario.');
    expect(await (await change(NEW_PASSWORD, 'otra-cosa-distinta')).text()).toContain('Las contraseñas no coinciden.');
    expect(await (await change(created.contrasenaTemporal)).text()).toContain('La nueva contraseña debe ser distinta de la actual.');
    const forged = await browser.request(`${origin}${form.action}`, {
      method: 'POST',
      body: new URLSearchParams({ ticket: `${created.id}.9999999999.${'A'.repeat(43)}`, password: NEW_PASSWORD, repeat: NEW_PASSWORD }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(t('login.expiredTitle'));

    const done = await change(NEW_PASSWORD);
    expect(done.status).toBe(303);
    const token = await tokenAfter(browser, done, start);
    const session = await me(token);
    expect(session.statusCode).toBe(200);
    expect(session.json().nombreUsuario).toBe('Nombre de jperez');

    const stored = await tApp.db.selectFrom('users').select('must_change_password').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.must_change_password).toBe(false);
    // The temporary password is gone; the new one signs in at once, without the change page.
    expect((await login('jperez', created.contrasenaTemporal)).answer.status).toBe(401);
    const again = await login('jperez', NEW_PASSWORD);
    expect(again.answer.status).toBe(303);
  });

  it('a user created with a password the admin chose must change it too; that password meets the policy', async () => {
    const weak = await admin({ method: 'POST', url: BASE, payload: { datos: { usuario: 'mgomez', nombre: 'María Gómez' }, contrasena: 'qwerty123456' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ mensaje: 'La contraseña es demasiado común o fácil de adivinar. Elija otra.', campos: [{ path: 'contrasena' }] });
    expect(await tApp.db.selectFrom('users').select('id').where('username', '=', 'mgomez').executeTakeFirst()).toBeUndefined();
    const created = await admin({
      method: 'POST',
      url: BASE,
      payload: { datos: { usuario: 'mgomez', nombre: 'María Gómez' }, contrasena: 'Glaciar-Perito-Moreno' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().contrasenaTemporal).toBe('Glaciar-Perito-Moreno');
    expect((await login('mgomez', 'Glaciar-Perito-Moreno')).answer.status).toBe(200);
  });

  it('refuses a duplicate username, whatever its case, in Spanish and storing nothing', async () => {
    await createUser('lsosa');
    const before = await counts();
    for (const usuario of ['lsosa', 'LSosa', 'admin']) {
      const response = await admin({ method: 'POST', url: BASE, payload: { datos: { usuario, nombre: 'Otro' } } });
      expect(response.statusCode, usuario).toBe(400);
      expect(response.json().error).toMatchObject({ mensaje: 'Ya existe un usuario con ese nombre de usuario.', campos: [{ path: 'usuario' }] });
    }
    const lsosa = await tApp.db.selectFrom('users').select(['id', 'version']).where('username', '=', 'lsosa').executeTakeFirstOrThrow();
    const rename = await admin({ method: 'PUT', url: `${BASE}/${lsosa.id}`, payload: { version: lsosa.version, datos: { usuario: 'Admin', nombre: 'Otro' } } });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error.mensaje).toBe('Ya existe un usuario con ese nombre de usuario.');
    expect(await counts()).toEqual(before);
  });

  it('ROL-05 answers hostile or wrong input with Spanish 4xx, never a 500, storing nothing', async () => {
    const before = await counts();
    const bad: Array<[unknown, number, string | RegExp]> = [
      [{ datos: { usuario: 'x\u0000y', nombre: 'N' } }, 400, /no válid|caracteres/],
      [
        { datos: { usuario: 'con espacio', nombre: 'N' } },
        400,
        'El usuario solo puede tener letras sin acentos, números, punto, guion, guion bajo y arroba, y debe empezar con una letra o un número.',
      ],
      [{ datos: { usuario: 'ok', nombre: 'N', roles: ['ROLE_INVENTADO'] } }, 400, 'El rol ROLE_INVENTADO no es un rol conocido.'],
      [{ datos: { usuario: 'ok', nombre: 'N', roles: 'ROLE_AT' } }, 400, /./],
      [
        { datos: { usuario: 'ok', nombre: 'N', contacto: 99999999 } },
        400,
        'El registro vinculado en Contacto (personal o de agencia) no existe o no está disponible.',
      ],
      [{ datos: { usuario: 'ok', nombre: 'N', cuenta: 99999999 } }, 400, 'El registro vinculado en Cuenta no existe o no está disponible.'],
      [{ datos: { usuario: 'ok', nombre: '   ' } }, 400, /./],
      [{ datos: { usuario: 'ok', nombre: 'N', vigente: false } }, 400, /./],
      [{ datos: { usuario: 'a'.repeat(61), nombre: 'N' } }, 400, /./],
      [{ datos: { usuario: 'ok', nombre: 'N' }, contrasena: 'x'.repeat(2000) }, 400, /./],
      [{ datos: { usuario: 'ok', nombre: '<script>alert(1)</script>', email: 'no-es-un-correo' } }, 400, /./],
      [[], 400, /./],
    ];
    for (const [payload, status, message] of bad) {
      const response = await admin({ method: 'POST', url: BASE, payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const error = response.json().error as { mensaje: string; campos?: Array<{ mensaje: string }> };
      // Schema problems say what is wrong under each field (`campos`), the rest in the message itself.
      expect([error.mensaje, ...(error.campos ?? []).map((c) => c.mensaje)].join(' | '), JSON.stringify(payload)).toMatch(message);
    }
    for (const url of [`${BASE}/abc`, `${BASE}/0`, `${BASE}/99999999`, `${BASE}/1e3/historial`, `${BASE}?estado=borrados`, `${BASE}?pagina=-1`]) {
      const response = await admin({ url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(typeof response.json().error.mensaje).toBe('string');
    }
    expect(await counts()).toEqual(before);
  });

  it('links the user to a contact (users.id_crm from its idCrm) and an account (users.account_id), and lists and searches users', async () => {
    const contact = await tApp.db
      .selectFrom('records')
      .select(['id', 'id_crm'])
      .where('module', '=', 'contacto')
      .where('id_crm', 'is not', null)
      .executeTakeFirstOrThrow();
    const account = await tApp.db.selectFrom('records').select('id').where('module', '=', 'cuenta').executeTakeFirstOrThrow();
    const created = await createUser('vinculado', { contacto: Number(contact.id), cuenta: Number(account.id) });
    expect(created.datos).toMatchObject({ contacto: Number(contact.id), cuenta: Number(account.id) });
    const stored = await tApp.db.selectFrom('users').select(['id_crm', 'account_id']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ id_crm: contact.id_crm, account_id: String(account.id) });

    const unlinked = await admin({
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      payload: { version: created.version, datos: { usuario: 'vinculado', nombre: 'Nombre de vinculado', roles: [] } },
    });
    expect(unlinked.statusCode).toBe(200);
    expect(await tApp.db.selectFrom('users').select(['id_crm', 'account_id']).where('id', '=', created.id).executeTakeFirstOrThrow()).toEqual({
      id_crm: null,
      account_id: null,
    });

    const list = await admin({ url: `${BASE}?texto=vincul` });
    expect(list.statusCode).toBe(200);
    expect(list.json().datos.map((u: { usuario: string }) => u.usuario)).toEqual(['vinculado']);
    const all = (await admin({ url: `${BASE}?estado=vigentes` })).json();
    expect(all.datos.some((u: { usuario: string }) => u.usuario === 'admin')).toBe(true);
    expect(all.datos.every((u: { vigente: boolean }) => u.vigente)).toBe(true);
  });

  it('ROL-13 disabling a user ends their sessions at once: a token they hold is refused on the next call; enabling lets them sign in again', async () => {
    const created = await createUser('baja', {}).then(async (user) => {
      const changed = await admin({
        method: 'POST',
        url: `${BASE}/${user.id}/contrasena`,
        payload: { version: user.version, contrasena: 'Cataratas-del-Iguazu' },
      });
      return changed.json() as typeof user;
    });
    // Signs in (changing the password), holds a token that works.
    const { browser, answer, start } = await login('baja', 'Cataratas-del-Iguazu');
    const form = formOf(await answer.text());
    const done = await browser.request(`${origin}${form.action}`, {
      method: 'POST',
      body: new URLSearchParams({ ticket: form.fields.get('ticket')!, password: NEW_PASSWORD, repeat: NEW_PASSWORD }),
    });
    const token = await tokenAfter(browser, done, start);
    expect((await me(token)).statusCode).toBe(200);

    const current = (await admin({ url: `${BASE}/${created.id}` })).json();
    const off = await admin({ method: 'POST', url: `${BASE}/${created.id}/vigencia`, payload: { version: current.version, vigente: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().vigente).toBe(false);
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.mensaje).toBe('Error con credenciales de logueo');
    expect(
      await tApp.db
        .selectFrom('oidc_payloads')
        .select('id')
        .where((eb) => eb(eb.ref('payload', '->>').key('accountId' as never), '=', String(created.id)))
        .execute(),
    ).toEqual([]);
    expect((await login('baja', NEW_PASSWORD)).answer.status).toBe(401);

    const stale = await admin({ method: 'POST', url: `${BASE}/${created.id}/vigencia`, payload: { version: current.version, vigente: true } });
    expect(stale.statusCode).toBe(409);
    const on = await admin({ method: 'POST', url: `${BASE}/${created.id}/vigencia`, payload: { version: off.json().version, vigente: true } });
    expect(on.statusCode).toBe(200);
    expect((await login('baja', NEW_PASSWORD)).answer.status).toBe(303);
  });

  it('ROL-13 resetting a password ends the old sessions and the user must change the new temporary one', async () => {
    const target = await tApp.db.selectFrom('users').select(['id', 'version']).where('username', '=', 'bancos').executeTakeFirstOrThrow();
    const token = await tApp.tokenFor('bancos');
    expect((await me(token)).statusCode).toBe(200);
    const reset = await admin({ method: 'POST', url: `${BASE}/${target.id}/contrasena`, payload: { version: target.version } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().datos.debeCambiarContrasena).toBe(true);
    expect((await me(token)).statusCode).toBe(401);
    expect((await login('bancos', 'demo')).answer.status).toBe(401);
    const { answer } = await login('bancos', reset.json().contrasenaTemporal);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Cambiar la contraseña');
  });

  it('an admin may neither disable themselves nor take away their own admin role', async () => {
    const self = (await admin({ url: `${BASE}?texto=admin` })).json().datos.find((u: { usuario: string }) => u.usuario === 'admin');
    const record = (await admin({ url: `${BASE}/${self.id}` })).json();
    const off = await admin({ method: 'POST', url: `${BASE}/${self.id}/vigencia`, payload: { version: record.version, vigente: false } });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.mensaje).toBe('No puede desactivar su propio usuario.');
    const demote = await admin({
      method: 'PUT',
      url: `${BASE}/${self.id}`,
      payload: { version: record.version, datos: { ...record.datos, roles: ['ROLE_AT'] } },
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().error.mensaje).toBe('No puede quitarse a sí mismo el rol de administrador.');
  });

  it('keeps every change in the history: who, when, each field before and after', async () => {
    const created = await createUser('historia', { email: 'h@viajes.com' });
    const edited = await admin({
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      payload: {
        version: created.version,
        datos: { usuario: 'historia', nombre: 'Nombre cambiado', email: 'h@viajes.com', roles: ['ROLE_AT', 'ROLE_REPORTES'] },
      },
    });
    expect(edited.statusCode).toBe(200);
    const off = await admin({ method: 'POST', url: `${BASE}/${created.id}/vigencia`, payload: { version: edited.json().version, vigente: false } });
    await admin({ method: 'POST', url: `${BASE}/${created.id}/contrasena`, payload: { version: off.json().version } });
    const stale = await admin({
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      payload: { version: created.version, datos: { usuario: 'historia', nombre: 'Tarde' } },
    });
    expect(stale.statusCode).toBe(409);

    const history = (await admin({ url: `${BASE}/${created.id}/historial` })).json().datos;
    expect(history.map((e: { accion: string }) => e.accion)).toEqual(['contrasena', 'vigencia', 'modificacion', 'alta']);
    expect(history.every((e: { usuario: string; fecha: string }) => e.usuario === 'Ana Administradora' && !Number.isNaN(Date.parse(e.fecha)))).toBe(true);
    expect(history[2].cambios).toEqual([
      { campo: 'nombre', etiqueta: 'Nombre y apellido', antes: 'Nombre de historia', despues: 'Nombre cambiado' },
      { campo: 'roles', etiqueta: 'Roles', antes: ['ROLE_AT'], despues: ['ROLE_AT', 'ROLE_REPORTES'] },
    ]);
    expect(history[1].cambios).toEqual([{ campo: 'vigente', etiqueta: 'Vigente', antes: true, despues: false }]);
    expect(history[0].cambios).toEqual([{ campo: 'contrasena', etiqueta: 'Contraseña', antes: null, despues: 'Restablecida por un administrador' }]);
    expect(JSON.stringify(history)).not.toMatch(/scrypt/);
  });

  it('says the users are managed by the embedded provider and the policy minimum', async () => {
    expect((await admin({ url: `${BASE}/identidad` })).json()).toEqual({ externo: false, largoMinimo: 12 });
  });
});

describe('own password change (decision 154)', () => {
  it('SES-17 checks the current password and the policy in Spanish, then ends every session of the user', async () => {
    const token = await tApp.tokenFor('auditor');
    const change = (payload: object) =>
      tApp.app.inject({ method: 'POST', url: '/api/usuario/contrasena', headers: { authorization: `Bearer ${token}` }, payload });
    const cases: Array<[object, string, string]> = [
      [{ actual: '', nueva: NEW_PASSWORD, repetida: NEW_PASSWORD }, 'actual', 'Debe ingresar la contraseña actual.'],
      [{ actual: 'no-es', nueva: NEW_PASSWORD, repetida: NEW_PASSWORD }, 'actual', 'La contraseña actual no es correcta.'],
      [{ actual: 'demo', nueva: 'corta', repetida: 'corta' }, 'nueva', 'La contraseña debe tener al menos 12 caracteres.'],
      [{ actual: 'demo', nueva: 'letmein12345', repetida: 'letmein12345' }, 'nueva', 'La contraseña es demasiado común o fácil de adivinar. Elija otra.'],
      [{ actual: 'demo', nueva: NEW_PASSWORD, repetida: 'otra' }, 'repetida', 'Las contraseñas no coinciden.'],
    ];
    const before = await counts();
    for (const [payload, path, mensaje] of cases) {
      const response = await change(payload);
      expect(response.statusCode, mensaje).toBe(400);
      expect(response.json().error).toEqual({ codigo: 'validacion', mensaje, campos: [{ path, mensaje }] });
    }
    expect(await counts()).toEqual(before);

    const done = await change({ actual: 'demo', nueva: NEW_PASSWORD, repetida: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json().mensaje).toBe('Se cambió la contraseña. Sus sesiones se cerraron: ingrese nuevamente con la nueva contraseña.');
    expect((await me(token)).statusCode).toBe(401);
    expect((await login('auditor', 'demo')).answer.status).toBe(401);
    expect((await login('auditor', NEW_PASSWORD)).answer.status).toBe(303);
  });

  it('is not open to a temporary access token', async () => {
    const response = await tApp.app.inject({
      method: 'POST',
      url: '/api/usuario/contrasena?token=demo-vigente',
      payload: { actual: 'demo', nueva: NEW_PASSWORD, repetida: NEW_PASSWORD },
    });
    expect([401, 403]).toContain(response.statusCode);
  });
});
