/** The combos administration's API (ADM-16..18, ADM-23..35) over the lookups table, and what every form sees of its changes (decision 150). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as tr } from '../../engine/core/messages';
import { seededRecord } from './helpers/refusedWrites';
import { startTestApp, type TestApp } from './helpers/testApp';
import { grantArea } from '../support/permissionRecords';

let t: TestApp;

/** A user with the system permission ('r' or 'w', ROL-10) and no role. */
async function addSystemUser(username: string, escritura: boolean): Promise<void> {
  const user = await t.db
    .insertInto('users')
    .values({ username, nombre: username, password_hash: null, email: null, account_id: null, id_crm: `usr-${username}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await grantArea(t, user.id, 'gestionsistema', { escritura });
}

beforeAll(async () => {
  t = await startTestApp();
  await addSystemUser('sistemalee', false);
  await addSystemUser('sistemaescribe', true);
});
afterAll(async () => {
  await t?.close();
});

const MODULO = 'oportunidad';
const COMBO = 'origenesOportunidad';
const base = `/api/admin/modulos/${MODULO}/combos/${COMBO}/valores`;
const rows = (combo = COMBO) => t.db.selectFrom('lookups').selectAll().where('combo', '=', combo).orderBy('id').execute();
const DENIED = 'No tiene permisos para realizar esta acción';

describe('modules and combos', () => {
  it('ADM-23 lists the modules that have combos in datos.lista, for an admin and a system reader; ADM-16 anyone else is refused', async () => {
    const res = await t.as('sistemalee', { method: 'GET', url: '/api/admin/modulos' });
    expect(res.statusCode).toBe(200);
    const lista = res.json().datos.lista as { modulo: string; titulo: string; combos: number }[];
    expect(lista).toContainEqual({ modulo: MODULO, titulo: 'Oportunidades', combos: expect.any(Number) });
    expect(lista.map((m) => m.modulo)).not.toContain('banco');
    expect((await t.as('admin', { method: 'GET', url: '/api/admin/modulos' })).statusCode).toBe(200);
    const refused = await t.as('staff', { method: 'GET', url: '/api/admin/modulos' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/modulos' })).statusCode).toBe(401);
  });

  it('ADM-26 a module’s combos: those its fields read (generic ones too) and those it defines, with counts; ADM-25 its configuration read-only', async () => {
    const res = await t.as('admin', { method: 'GET', url: `/api/admin/modulos/${MODULO}/combos` });
    expect(res.statusCode).toBe(200);
    const combos = res.json().datos.lista as { combo: string; propio: boolean; campos: string[]; valores: number; vigentes: number }[];
    expect(combos).toContainEqual(expect.objectContaining({ combo: COMBO, propio: true, campos: ['Origen'], valores: 4, vigentes: 4 }));
    expect(combos).toContainEqual(expect.objectContaining({ combo: 'paises', propio: false }));
    const config = await t.as('admin', { method: 'GET', url: `/api/admin/modulos/${MODULO}` });
    expect(config.json().datos).toEqual(expect.objectContaining({ modulo: MODULO, titulo: 'Oportunidades', combos: expect.arrayContaining([COMBO]) }));
    expect((await t.as('admin', { method: 'GET', url: '/api/admin/modulos/noexiste/combos' })).json().error.mensaje).toBe(
      'El módulo no existe o no tiene combos.',
    );
    expect((await t.as('admin', { method: 'GET', url: `/api/admin/modulos/${MODULO}/combos/generos/valores` })).statusCode).toBe(404);
  });

  it('ADM-34 ADM-OP10 a module’s configuration is read-only: no route saves it, and the module-save error text is kept in the catalogue', async () => {
    const put = await t.as('admin', { method: 'PUT', url: `/api/admin/modulos/${MODULO}`, payload: { datos: { titulo: 'Otro' } } });
    expect(put.statusCode).toBe(404);
    expect((await t.as('admin', { method: 'GET', url: `/api/admin/modulos/${MODULO}` })).json().datos.titulo).toBe('Oportunidades');
    expect(tr('valorcombo.moduleSaveError')).toBe('Se produjo un error al guardar el módulo.');
  });

  it('ADM-02 every combo under each module that has it', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/admin/combos' });
    const lista = res.json().datos.lista as { modulo: string; combo: string }[];
    expect(lista).toContainEqual(expect.objectContaining({ modulo: MODULO, combo: COMBO }));
    expect(lista.filter((c) => c.combo === 'paises').length).toBeGreaterThan(1);
  });

  it('ADM-28 lists a combo’s values with the inactive ones, paged and filtered by text', async () => {
    const [first] = await rows();
    await t.db.updateTable('lookups').set({ vigente: false }).where('id', '=', first.id).execute();
    try {
      const res = await t.as('sistemalee', { method: 'GET', url: `${base}?limite=2` });
      expect(res.statusCode).toBe(200);
      expect(res.json().datos.total).toBe(4);
      expect(res.json().datos.lista).toHaveLength(2);
      expect(res.json().datos.lista[0]).toEqual(expect.objectContaining({ codigo: first.codigo, vigente: false, version: 2 }));
      const found = await t.as('admin', { method: 'GET', url: `${base}?texto=${encodeURIComponent(first.descripcion.slice(1, 5))}` });
      expect(found.json().datos.lista.map((v: { codigo: string }) => v.codigo)).toContain(first.codigo);
      // `%` is a letter like any other in the filter.
      expect((await t.as('admin', { method: 'GET', url: `${base}?texto=%25` })).json().datos.total).toBe(0);
    } finally {
      await t.db.updateTable('lookups').set({ vigente: true }).where('id', '=', first.id).execute();
    }
  });
});

describe('writes', () => {
  it('ADM-17 a system reader (r) and a user without the permission are refused every write, and nothing changes; ADM-18 the reader still reads', async () => {
    const before = await rows();
    const [first] = before;
    const writes = [
      { method: 'POST' as const, url: base, payload: { datos: { codigo: 'NOPUEDE', descripcion: 'No' } } },
      { method: 'PUT' as const, url: `${base}/${first.id}`, payload: { version: 1, datos: { codigo: first.codigo, descripcion: 'Cambiada' } } },
      { method: 'POST' as const, url: `${base}/${first.id}/alternar`, payload: { version: 1 } },
    ];
    for (const write of writes) {
      const reader = await t.as('sistemalee', write);
      expect(reader.statusCode).toBe(403);
      expect(reader.json().error.mensaje).toBe(DENIED);
      const other = await t.as('staff', write);
      expect(other.statusCode).toBe(403);
      expect(other.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
    }
    expect(await rows()).toEqual(before);
    expect((await t.as('sistemalee', { method: 'GET', url: `${base}/${first.id}` })).json().datos).toEqual(expect.objectContaining({ codigo: first.codigo }));
  });

  it('ADM-32 a new value is offered at once by the combo and the form’s combos, and a module save accepts it (decision 150)', async () => {
    const record = await seededRecord(t, MODULO);
    expect(record).toBeDefined();
    const save = () =>
      t.as('admin', {
        method: 'PUT',
        url: `/api/modulos/${MODULO}/${record!.id}`,
        payload: { version: record!.version, datos: { ...record!.datos, origen: 'FERIA' } },
      });
    const refused = await save();
    expect(refused.statusCode).toBe(400);

    const before = await t.as('staff', { method: 'GET', url: `/api/combos/${COMBO}` });
    const etag = before.headers.etag as string;
    expect(before.headers['cache-control']).toBe('private, no-cache');
    expect((await t.as('staff', { method: 'GET', url: `/api/combos/${COMBO}`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const revision = (await t.as('staff', { method: 'GET', url: '/api/imLoggedIn' })).json().combos;

    const created = await t.as('sistemaescribe', { method: 'POST', url: base, payload: { datos: { codigo: 'FERIA', descripcion: '  Feria de turismo ' } } });
    expect(created.statusCode).toBe(200);
    expect(created.json().datos).toEqual(expect.objectContaining({ codigo: 'FERIA', descripcion: 'Feria de turismo', vigente: true, orden: 4, version: 1 }));

    const after = await t.as('staff', { method: 'GET', url: `/api/combos/${COMBO}`, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().datos).toContainEqual(expect.objectContaining({ codigo: 'FERIA', descripcion: 'Feria de turismo' }));
    expect((await t.as('staff', { method: 'GET', url: `/api/combos/formulario/${MODULO}` })).json().datos[COMBO]).toContainEqual(
      expect.objectContaining({ codigo: 'FERIA' }),
    );
    expect((await t.as('staff', { method: 'GET', url: '/api/imLoggedIn' })).json().combos).not.toBe(revision);
    const accepted = await save();
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().datos.origen).toBe('FERIA');
  });

  it('ADM-30 toggling vigente flips it at the version read; a stale version changes nothing (409); ADM-20 the combo stops offering it', async () => {
    const value = (await rows()).find((r) => r.codigo === 'FERIA')!;
    const off = await t.as('sistemaescribe', { method: 'POST', url: `${base}/${value.id}/alternar`, payload: { version: value.version } });
    expect(off.statusCode).toBe(200);
    expect(off.json().datos).toEqual(expect.objectContaining({ vigente: false, version: value.version + 1 }));
    expect((await t.as('staff', { method: 'GET', url: `/api/combos/${COMBO}` })).json().datos.map((o: { codigo: string }) => o.codigo)).not.toContain('FERIA');
    const stale = await t.as('admin', { method: 'POST', url: `${base}/${value.id}/alternar`, payload: { version: value.version } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.actual).toEqual(expect.objectContaining({ vigente: false }));
    const on = await t.as('admin', { method: 'POST', url: `${base}/${value.id}/alternar`, payload: { version: value.version + 1 } });
    expect(on.json().datos.vigente).toBe(true);
  });

  it('ADM-32 a save changes the description and place, never the code; codes are unique per combo', async () => {
    const value = (await rows()).find((r) => r.codigo === 'FERIA')!;
    const saved = await t.as('admin', {
      method: 'PUT',
      url: `${base}/${value.id}`,
      payload: { version: value.version, datos: { codigo: 'FERIA', descripcion: 'Feria y exposición', orden: 0 } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().datos).toEqual(expect.objectContaining({ descripcion: 'Feria y exposición', orden: 0 }));
    const recoded = await t.as('admin', {
      method: 'PUT',
      url: `${base}/${value.id}`,
      payload: { version: saved.json().datos.version, datos: { codigo: 'OTRO', descripcion: 'x' } },
    });
    expect(recoded.statusCode).toBe(400);
    expect(recoded.json().error.campos).toEqual([{ path: 'codigo', mensaje: 'El código de un valor no se cambia una vez creado.' }]);
    const count = (await rows()).length;
    const twice = await t.as('admin', { method: 'POST', url: base, payload: { datos: { codigo: 'FERIA', descripcion: 'Otra' } } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.mensaje).toBe('Ya existe un valor con el código FERIA en este combo.');
    expect((await rows()).length).toBe(count);
    // The same code in another combo is another value.
    const other = await t.as('admin', {
      method: 'POST',
      url: `/api/admin/modulos/${MODULO}/combos/etapasOportunidad/valores`,
      payload: { datos: { codigo: 'FERIA', descripcion: 'Feria' } },
    });
    expect(other.statusCode).toBe(200);
  });

  it('ADM-32 a value in use is never deleted: the API refuses it in Spanish and the value stays', async () => {
    const value = (await rows()).find((r) => r.codigo === 'FERIA')!;
    const res = await t.as('admin', { method: 'DELETE', url: `${base}/${value.id}` });
    expect(res.statusCode).toBe(405);
    expect(res.json().error.mensaje).toBe('Los valores de un combo no se eliminan: desactívelo (Vigente) para que deje de ofrecerse.');
    expect((await rows()).find((r) => r.id === value.id)).toBeDefined();
    expect((await t.as('sistemalee', { method: 'DELETE', url: `${base}/${value.id}` })).json().error.mensaje).toBe(DENIED);
  });

  it('ADM-26 a combo another module’s records fill (the accounts’ teams) is listed with its origin and not written here', async () => {
    const combos = (await t.as('admin', { method: 'GET', url: '/api/admin/modulos/cuenta/combos' })).json().datos.lista as {
      combo: string;
      origen: string | null;
    }[];
    expect(combos.find((c) => c.combo === 'equipos')?.origen).toBe('Equipos');
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/admin/modulos/cuenta/combos/equipos/valores',
      payload: { datos: { codigo: '999', descripcion: 'x' } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.mensaje).toBe('Los valores de este combo se cargan desde Equipos: se editan allí.');
    expect(await t.db.selectFrom('lookups').select('id').where('combo', '=', 'equipos').where('codigo', '=', '999').execute()).toEqual([]);
  });

  it('ADM-33 hostile or oversized input is a Spanish 400 and stores nothing', async () => {
    const count = (await rows()).length;
    const bad = [
      { codigo: 'CON ESPACIO', descripcion: 'x' },
      { codigo: 'Ñandú', descripcion: 'x' },
      { codigo: 'A'.repeat(41), descripcion: 'x' },
      { codigo: 'OK1', descripcion: 'x'.repeat(201) },
      { codigo: 'OK2', descripcion: '   ' },
      { codigo: 'OK3', descripcion: 'con\u0000nulo' },
      { codigo: 'OK4', descripcion: 'x', orden: -1 },
      { codigo: 'OK5', descripcion: 'x', extra: { precio: 1 } },
      { descripcion: 'sin código' },
    ];
    for (const datos of bad) {
      const res = await t.as('admin', { method: 'POST', url: base, payload: { datos } });
      expect(res.statusCode, JSON.stringify(datos)).toBe(400);
      expect(res.json().error.mensaje).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
    }
    const format = await t.as('admin', { method: 'POST', url: base, payload: { datos: { codigo: 'CON ESPACIO', descripcion: 'x' } } });
    expect(format.json().error.campos).toContainEqual({ path: 'codigo', mensaje: 'El código admite letras sin acentos, números, guion, punto y guion bajo.' });
    expect((await t.as('admin', { method: 'GET', url: `${base}?limite=100000` })).statusCode).toBe(400);
    expect((await t.as('admin', { method: 'GET', url: `/api/admin/modulos/${MODULO}/combos/${'x'.repeat(80)}/valores` })).statusCode).toBe(400);
    expect((await t.as('admin', { method: 'POST', url: base, payload: '{"datos":', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect((await rows()).length).toBe(count);
  });
});
