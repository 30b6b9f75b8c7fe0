/** Banks (BNK-*) through the generic module API, as callers see it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { setPermissionRecords } from '../support/permissionRecords';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bank = (over: Record<string, unknown> = {}) => ({
  descripcion: 'Banco de Prueba',
  pais: 'Argentina',
  provincia: 'Mendoza',
  localidad: 'Mendoza',
  ...over,
});
const countBanks = async () =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', 'banco')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('bank form combos', () => {
  it("BNK-08 bancosComboFormulario answers the bank form's combos as /api/combos/formulario/banco does (the form has none: every field is text)", async () => {
    const legacy = await t.as('bancos', { method: 'GET', url: '/api/bancosComboFormulario' });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toEqual({ datos: {} });
    expect((await t.as('bancos', { method: 'GET', url: '/api/combos/formulario/banco' })).json()).toEqual(legacy.json());
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/bancosComboFormulario' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('NOT-10 notasComboFormulario answers every combo of the note form, in one answer', async () => {
    const res = await t.as('staff', { method: 'GET', url: '/api/notasComboFormulario' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().datos)).toEqual(['tiposNota', 'subtiposNota', 'jurisdicciones', 'tiposDocumentoNota']);
    expect(res.json().datos.tiposNota).toContainEqual(expect.objectContaining({ codigo: 'IIBB', descripcion: 'Ingresos brutos (IIBB)' }));
    expect((await t.as('staff', { method: 'GET', url: '/api/combos/formulario/noexiste' })).statusCode).toBe(404);
  });
});

describe('bank list', () => {
  it('BNK-05 lists the banks sorted by name with the total', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/modulos/banco?limit=25' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(15);
    const names = body.datos.map((r: { datos: { descripcion: string } }) => r.datos.descripcion);
    expect(names[0]).toBe('Amex Directo');
    expect([...names].sort((a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' }))).toEqual(names);
    expect(body.extras).toEqual({ cap: 1000, capReached: false });
  });

  it('BNK-06 pages with limit and offset', async () => {
    const first = (await t.as('admin', { method: 'GET', url: '/api/modulos/banco?limit=5&offset=0' })).json();
    const second = (await t.as('admin', { method: 'GET', url: '/api/modulos/banco?limit=5&offset=5' })).json();
    expect(first.datos).toHaveLength(5);
    expect(second.datos).toHaveLength(5);
    expect(second.datos[0].id).not.toBe(first.datos[0].id);
    expect(first.total).toBe(15);
  });

  it('searches by words, ignoring accents and case', async () => {
    const res = await t.as('staff', { method: 'GET', url: `/api/modulos/banco?texto=${encodeURIComponent('CORDOBA banco')}` });
    expect(res.json().datos.map((r: { datos: { descripcion: string } }) => r.datos.descripcion)).toEqual(['Banco de Córdoba']);
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    const res = await t.as('staff', { method: 'GET', url: `/api/modulos/banco?texto=${encodeURIComponent('%%%')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
  });

  it('SHR-15 rejects a search shorter than 3 characters with the spec message', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/modulos/banco?texto=ga' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Mínimo 3 caracteres para realizar la búsqueda');
  });

  it('sorts by a declared column, descending', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/modulos/banco?orden=pais&dir=desc&limit=1' });
    expect(res.json().datos[0].datos.pais).toBe('Uruguay');
  });

  it('rejects unknown parameters and undeclared sort fields with a 400', async () => {
    expect((await t.as('admin', { method: 'GET', url: '/api/modulos/banco?hack=1' })).statusCode).toBe(400);
    const res = await t.as('admin', { method: 'GET', url: '/api/modulos/banco?orden=data' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('La solicitud no es válida.');
  });

  it('filters by vigente', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/modulos/banco?vigente=false' });
    expect(res.json().total).toBe(0);
  });
});

describe('bank access (BNK-16, BNK-17, ROL-07)', () => {
  it('denies the list to a user without role or bank permission', async () => {
    const res = await t.as('sinpermisos', { method: 'GET', url: '/api/modulos/banco' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
  });

  it('denies external and supplier users too', async () => {
    for (const user of ['externo', 'proveedores', 'auditor']) {
      expect((await t.as(user, { method: 'GET', url: '/api/modulos/banco' })).statusCode).toBe(403);
    }
  });

  it("BNK-15 lets 'r' read but not create, edit or toggle", async () => {
    const list = await t.as('staff', { method: 'GET', url: '/api/modulos/banco' });
    expect(list.statusCode).toBe(200);
    const id = list.json().datos[0].id;
    expect((await t.as('staff', { method: 'GET', url: `/api/modulos/banco/${id}` })).statusCode).toBe(200);
    const before = await countBanks();
    const created = await t.as('staff', { method: 'POST', url: '/api/modulos/banco', payload: { datos: bank({ descripcion: 'No debería' }) } });
    expect(created.statusCode).toBe(403);
    const updated = await t.as('staff', { method: 'PUT', url: `/api/modulos/banco/${id}`, payload: { version: 1, datos: bank() } });
    expect(updated.statusCode).toBe(403);
    expect((await t.as('staff', { method: 'POST', url: `/api/modulos/banco/${id}/vigente`, payload: { version: 1 } })).statusCode).toBe(403);
    expect(await countBanks()).toBe(before);
  });

  it("BNK-17 lets 'w' create and edit", async () => {
    const created = await t.as('bancos', { method: 'POST', url: '/api/modulos/banco', payload: { datos: bank({ descripcion: 'Banco Escritor' }) } });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json();
    const updated = await t.as('bancos', {
      method: 'PUT',
      url: `/api/modulos/banco/${id}`,
      payload: { version, datos: bank({ descripcion: 'Banco Escritor', localidad: 'Godoy Cruz' }) },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().datos.localidad).toBe('Godoy Cruz');
  });

  it('SES-17 answers 401 with the spec message without a token or with a bad one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/modulos/banco' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.mensaje).toBe('Error con credenciales de logueo');
    const bad = await t.app.inject({ method: 'GET', url: '/api/modulos/banco', headers: { authorization: 'Bearer not-a-real-token-at-all' } });
    expect(bad.statusCode).toBe(401);
    // Tokens travel in the Authorization header only (override of SHR-18): a query token is no session.
    const query = await t.app.inject({ method: 'GET', url: `/api/modulos/banco?access_token=${await t.tokenFor('admin')}` });
    expect(query.statusCode).toBe(401);
  });

  it('ROL-13 checks write rights at the moment of the action', async () => {
    const created = (await t.as('bancos', { method: 'POST', url: '/api/modulos/banco', payload: { datos: bank({ descripcion: 'Banco Revocado' }) } })).json();
    const user = await t.db.selectFrom('users').select('id').where('username', '=', 'bancos').executeTakeFirstOrThrow();
    await setPermissionRecords(t, { userId: user.id }, { escritura: false });
    try {
      const res = await t.as('bancos', {
        method: 'PUT',
        url: `/api/modulos/banco/${created.id}`,
        payload: { version: created.version, datos: bank({ descripcion: 'Banco Revocado 2' }) },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await setPermissionRecords(t, { userId: user.id }, { escritura: true });
    }
  });
});

describe('bank create, edit, history and conflicts', () => {
  it('creates a bank with a server-generated CRM id and an "alta" history entry', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      payload: { datos: bank({ descripcion: 'Banco Nuevo', idCrm: 'elegido-por-mi' }) },
    });
    expect(res.statusCode).toBe(201);
    const record = res.json();
    expect(record.version).toBe(1);
    expect(record.vigente).toBe(true);
    expect(record.datos).not.toHaveProperty('idCrm');
    expect(record.idCrm).toMatch(/^[0-9a-f-]{36}$/);
    expect(record.creadoPor).toBe('Ana Administradora');
    const history = (await t.as('admin', { method: 'GET', url: `/api/modulos/banco/${record.id}/historial` })).json().datos;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ version: 1, accion: 'alta', usuario: 'Ana Administradora' });
    expect(history[0].cambios).toContainEqual({ campo: 'descripcion', etiqueta: 'Nombre', antes: null, despues: 'Banco Nuevo' });
  });

  it('updates with the version read, and the history names the changed fields', async () => {
    const created = (await t.as('admin', { method: 'POST', url: '/api/modulos/banco', payload: { datos: bank({ descripcion: 'Banco Historia' }) } })).json();
    const res = await t.as('bancos', {
      method: 'PUT',
      url: `/api/modulos/banco/${created.id}`,
      payload: { version: 1, datos: { ...created.datos, provincia: 'San Juan', localidad: 'San Juan' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, modificadoPor: 'Beatriz Bancos' });
    const history = (await t.as('admin', { method: 'GET', url: `/api/modulos/banco/${created.id}/historial` })).json().datos;
    expect(history[0]).toMatchObject({ version: 2, accion: 'modificacion', usuario: 'Beatriz Bancos' });
    expect(history[0].cambios).toHaveLength(2);
    expect(history[0].cambios).toEqual(
      expect.arrayContaining([
        { campo: 'provincia', etiqueta: 'Provincia', antes: 'Mendoza', despues: 'San Juan' },
        { campo: 'localidad', etiqueta: 'Localidad', antes: 'Mendoza', despues: 'San Juan' },
      ]),
    );
  });

  it('answers 409 with the current record on a stale version and overwrites nothing', async () => {
    const created = (await t.as('admin', { method: 'POST', url: '/api/modulos/banco', payload: { datos: bank({ descripcion: 'Banco Conflicto' }) } })).json();
    await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/banco/${created.id}`,
      payload: { version: 1, datos: bank({ descripcion: 'Banco Conflicto', localidad: 'Primera' }) },
    });
    const stale = await t.as('bancos', {
      method: 'PUT',
      url: `/api/modulos/banco/${created.id}`,
      payload: { version: 1, datos: bank({ descripcion: 'Banco Conflicto', localidad: 'Segunda' }) },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.mensaje).toBe('Otro usuario modificó este registro mientras usted lo editaba. Revise los cambios antes de guardar.');
    expect(stale.json().error.actual).toMatchObject({ version: 2, datos: { localidad: 'Primera' } });
    const now = (await t.as('admin', { method: 'GET', url: `/api/modulos/banco/${created.id}` })).json();
    expect(now).toMatchObject({ version: 2, datos: { localidad: 'Primera' } });
  });

  it('toggles vigente with the version and records it in the history', async () => {
    const created = (await t.as('admin', { method: 'POST', url: '/api/modulos/banco', payload: { datos: bank({ descripcion: 'Banco Vigencia' }) } })).json();
    const res = await t.as('admin', { method: 'POST', url: `/api/modulos/banco/${created.id}/vigente`, payload: { version: 1 } });
    expect(res.json()).toMatchObject({ vigente: false, version: 2 });
    expect((await t.as('admin', { method: 'POST', url: `/api/modulos/banco/${created.id}/vigente`, payload: { version: 1 } })).statusCode).toBe(409);
    const history = (await t.as('admin', { method: 'GET', url: `/api/modulos/banco/${created.id}/historial` })).json().datos;
    expect(history[0]).toMatchObject({ accion: 'vigencia', cambios: [{ campo: 'vigente', etiqueta: 'Vigente', antes: true, despues: false }] });
  });

  it('answers 404 for a bank that does not exist and 400 for a malformed id', async () => {
    const missing = await t.as('admin', { method: 'GET', url: '/api/modulos/banco/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.mensaje).toBe('El registro solicitado no existe.');
    expect(
      (await t.as('admin', { method: 'PUT', url: '/api/modulos/banco/999999', payload: { version: 1, datos: bank({ descripcion: 'Nadie' }) } })).statusCode,
    ).toBe(404);
    expect((await t.as('admin', { method: 'GET', url: '/api/modulos/banco/abc' })).statusCode).toBe(400);
    expect((await t.as('admin', { method: 'GET', url: '/api/modulos/banco/-1' })).statusCode).toBe(400);
  });
});

describe('bad input never stores anything and answers in Spanish', () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.as('admin', { method: 'POST', url: '/api/modulos/banco', payload: payload as string, headers });

  const invalid = 'La solicitud no es válida.';

  /** A bad body: `datos` (and what goes beside it), or a raw payload; what the API must answer. */
  interface BadBody {
    readonly name: string;
    readonly datos?: unknown;
    readonly beside?: Record<string, unknown>;
    readonly raw?: { readonly payload: string; readonly contentType: string };
    readonly status: number;
    readonly mensaje: string;
    readonly campo?: { readonly path: string; readonly mensaje: string };
  }

  const badBodies: readonly BadBody[] = [
    {
      name: 'a number sent as text (no coercion)',
      datos: bank({ latitud: '12.5' }),
      status: 400,
      mensaje: invalid,
      campo: { path: 'latitud', mensaje: 'El campo Latitud tiene un formato inválido.' },
    },
    {
      name: 'an operator object where text goes ({ $ne: 1 })',
      datos: bank({ descripcion: { $ne: 1 } }),
      status: 400,
      mensaje: invalid,
      campo: { path: 'descripcion', mensaje: 'El campo Nombre tiene un formato inválido.' },
    },
    { name: 'datos as an array', datos: [], status: 400, mensaje: invalid, campo: { path: '', mensaje: 'El campo Banco tiene un formato inválido.' } },
    {
      name: "datos as text ('texto')",
      datos: 'texto',
      status: 400,
      mensaje: invalid,
      campo: { path: '', mensaje: 'El campo Banco tiene un formato inválido.' },
    },
    {
      name: 'an unknown field in datos',
      datos: bank({ sucursal: 'x' }),
      status: 400,
      mensaje: invalid,
      campo: { path: 'sucursal', mensaje: 'El campo sucursal no es válido para este formulario.' },
    },
    {
      name: 'an unknown field beside datos',
      datos: bank(),
      beside: { extra: 1 },
      status: 400,
      mensaje: invalid,
      campo: { path: 'extra', mensaje: 'El campo extra no es válido para este formulario.' },
    },
    {
      name: 'a 5,000-character string',
      datos: bank({ descripcion: 'x'.repeat(5000) }),
      status: 400,
      mensaje: invalid,
      campo: { path: 'descripcion', mensaje: 'El campo Nombre admite como máximo 120 caracteres.' },
    },
    { name: 'a 2 MB body', datos: bank({ descripcion: 'y'.repeat(2_000_000) }), status: 413, mensaje: 'La solicitud supera el tamaño máximo permitido.' },
    {
      name: 'malformed JSON',
      raw: { payload: '{"version": 1, "datos": {"descripcion": ', contentType: 'application/json' },
      status: 400,
      mensaje: 'El cuerpo de la solicitud no es un JSON válido.',
    },
    {
      name: 'a body that is not JSON',
      raw: { payload: 'descripcion=x', contentType: 'text/plain' },
      status: 415,
      mensaje: 'El tipo de contenido de la solicitud no es compatible.',
    },
  ];

  /** The answer is the expected status with its Spanish message (and the field's, where one is at fault). */
  function expectRefused(res: Awaited<ReturnType<typeof post>>, bad: BadBody) {
    expect(res.statusCode).toBe(bad.status);
    expect(res.json().error.mensaje).toBe(bad.mensaje);
    if (bad.campo) expect(res.json().error.campos).toContainEqual(bad.campo);
  }

  it.each(badBodies)('POST with $name is refused in Spanish and stores nothing', async (bad) => {
    const before = await countBanks();
    const res = bad.raw ? await post(bad.raw.payload, { 'content-type': bad.raw.contentType }) : await post({ datos: bad.datos, ...bad.beside });
    expectRefused(res, bad);
    expect(await countBanks()).toBe(before);
  });

  it.each(badBodies)('PUT with $name is refused in Spanish and leaves the stored bank as it was', async (bad) => {
    const created = (await post({ datos: bank({ descripcion: `Banco Intacto ${badBodies.indexOf(bad)}` }) })).json();
    const url = `/api/modulos/banco/${created.id}`;
    const stored = async () => ({
      record: (await t.as('admin', { method: 'GET', url })).json(),
      history: (await t.as('admin', { method: 'GET', url: `${url}/historial` })).json(),
    });
    const before = await stored();
    const count = await countBanks();
    const res = bad.raw
      ? await t.as('admin', { method: 'PUT', url, payload: bad.raw.payload, headers: { 'content-type': bad.raw.contentType } })
      : await t.as('admin', { method: 'PUT', url, payload: { version: created.version, datos: bad.datos, ...bad.beside } });
    expectRefused(res, bad);
    expect(await stored()).toEqual(before);
    expect(await countBanks()).toBe(count);
  });

  it('missing required fields name the field by its label, on create and on update', async () => {
    const before = await countBanks();
    const res = await post({ datos: { descripcion: 'Sin país' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.campos).toContainEqual({ path: 'pais', mensaje: 'El campo País es obligatorio.' });
    expect(await countBanks()).toBe(before);
    const created = (await post({ datos: bank({ descripcion: 'Banco Con País' }) })).json();
    const update = await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/banco/${created.id}`,
      payload: { version: created.version, datos: { descripcion: 'Banco Con País' } },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().error.campos).toContainEqual({ path: 'pais', mensaje: 'El campo País es obligatorio.' });
    expect((await t.as('admin', { method: 'GET', url: `/api/modulos/banco/${created.id}` })).json()).toEqual(created);
  });

  it('blank names are rejected', async () => {
    expect((await post({ datos: bank({ descripcion: '   ' }) })).statusCode).toBe(400);
  });

  it('the server enforces the duplicate-name rule the form also runs', async () => {
    const res = await post({ datos: bank({ descripcion: 'banco galicia' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.campos).toEqual([{ path: 'descripcion', mensaje: 'Ya existe un banco con ese nombre.' }]);
    const exists = await t.as('admin', { method: 'GET', url: `/api/modulos/banco/existe?campo=descripcion&valor=${encodeURIComponent('BANCO GALICIA')}` });
    expect(exists.json()).toEqual({ existe: true });
  });

  it('a stale update with invalid data still changes nothing', async () => {
    const created = (await post({ datos: bank({ descripcion: 'Banco Intacto' }) })).json();
    const res = await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/banco/${created.id}`,
      payload: { version: 1, datos: { descripcion: 'Banco Intacto' } },
    });
    expect(res.statusCode).toBe(400);
    const now = (await t.as('admin', { method: 'GET', url: `/api/modulos/banco/${created.id}` })).json();
    expect(now).toMatchObject({ version: 1, datos: { pais: 'Argentina' } });
  });
});
