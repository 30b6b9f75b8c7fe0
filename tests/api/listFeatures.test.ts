/**
 * The list screen features through the API on the fixture module `prueba`: every filter kind
 * (text, combo, multi, date range, boolean, link) applied in SQL with the browser's rules, the
 * list screen's own cap (read from the config by `pantalla`), and the row actions (toggle a
 * declared boolean field, annul) guarded, version-checked and recorded in history.
 */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const ids: Record<string, number> = {};
let contacto = 0;

const list = async (query: string, user = 'admin') => t.as(user, { method: 'GET', url: `/api/modulos/prueba?${query}` });
const found = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().datos as Array<{ id: number }>)
    .map((r) => r.id)
    .filter((id) => Object.values(ids).includes(id))
    .sort((a, b) => a - b);
};
const idsOf = (...names: string[]) => names.map((n) => ids[n]).sort((a, b) => a - b);

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  const c = await t.as('admin', { method: 'POST', url: '/api/modulos/pruebacontacto', payload: { datos: { nombre: 'Contacto filtro' } } });
  contacto = c.json().id;
  const rows = {
    alfa: { nombre: 'Filtro alfa', pais: 'AR', fecha: '2026-01-10', activo: true, contacto, importe: 2 },
    beta: { nombre: 'Filtro beta', pais: 'UY', fecha: '2026-02-15', activo: false, importe: 10.5 },
    gama: { nombre: 'Filtro gama', pais: 'CL', fecha: '2026-03-20', activo: true, contacto },
  };
  for (const [key, datos] of Object.entries(rows)) {
    const res = await t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos } });
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = res.json().id;
  }
});
afterAll(async () => {
  await t?.close();
});

describe('list filters of every kind (API)', () => {
  it('combo single and multi (repeated or comma list)', async () => {
    expect(await found('texto=filtro&pais=UY')).toEqual(idsOf('beta'));
    expect(await found('texto=filtro&paises=AR,CL')).toEqual(idsOf('alfa', 'gama'));
    expect(await found('texto=filtro&paises=AR&paises=UY')).toEqual(idsOf('alfa', 'beta'));
  });

  it('date range with desde/hasta ISO dates, either end optional', async () => {
    expect(await found('texto=filtro&fechaDesde=2026-02-01&fechaHasta=2026-03-20')).toEqual(idsOf('beta', 'gama'));
    expect(await found('texto=filtro&fechaHasta=2026-01-10')).toEqual(idsOf('alfa'));
  });

  it('an invalid date or a reversed range is a 400 with a Spanish message', async () => {
    const bad = await list('fechaDesde=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.mensaje).toBe('La fecha del filtro Fecha no es válida.');
    const reversed = await list('fechaDesde=2026-03-01&fechaHasta=2026-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.mensaje).toBe('En el filtro Fecha la fecha desde no puede ser posterior a la fecha hasta.');
  });

  it('number range compares numbers (not text), each end included and optional; a record without the number matches no range', async () => {
    expect(await found('texto=filtro&importeDesde=2&importeHasta=10,5')).toEqual(idsOf('alfa', 'beta'));
    expect(await found('texto=filtro&importeDesde=3')).toEqual(idsOf('beta'));
    expect(await found('texto=filtro&importeHasta=9')).toEqual(idsOf('alfa'));
  });

  it('a number range end that is not a number, or a reversed range, is a 400 with a Spanish message', async () => {
    const bad = await list('importeDesde=diez');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.mensaje).toBe('El valor del filtro Importe no es un número válido.');
    const reversed = await list('importeDesde=5&importeHasta=1');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.mensaje).toBe('En el filtro Importe el valor desde no puede ser mayor que el valor hasta.');
  });

  it('boolean on a data field (unset counts as no) and link by the linked record id', async () => {
    expect(await found('texto=filtro&activo=false')).toEqual(idsOf('beta'));
    expect(await found(`texto=filtro&contacto=${contacto}`)).toEqual(idsOf('alfa', 'gama'));
    const bad = await list('contacto=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.mensaje).toBe('El registro elegido en el filtro Contacto no es válido.');
  });

  it('SHR-15 the minimum text length applies to the API as in the browser', async () => {
    const res = await list('texto=filtro&activo=true&texto=');
    expect(res.statusCode).toBe(400);
    const short = await list('texto=ab');
    expect(short.json().error.mensaje).toBe('Mínimo 3 caracteres para realizar la búsqueda');
  });
});

describe('list rules with the new filter kinds', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({
      ...fixtureApp,
      config: (config) => {
        fixtureApp.config?.(config);
        config.modules.prueba.list.requireFilter = true;
      },
    });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('a date range, a multi or a link filter counts as the one filter required', async () => {
    const none = await strict.as('admin', { method: 'GET', url: '/api/modulos/prueba' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.mensaje).toBe('Debe seleccionar al menos un filtro de busqueda');
    for (const query of ['fechaDesde=2026-01-01', 'paises=AR', 'contacto=1']) {
      expect((await strict.as('admin', { method: 'GET', url: `/api/modulos/prueba?${query}` })).statusCode).toBe(200);
    }
  });
});

describe('result cap per list screen', () => {
  it('ACT-10 applies the cap of the screen named in pantalla, never a number from the client', async () => {
    for (let i = 0; i < 52; i++) {
      await t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos: { nombre: `Tope ${String(i).padStart(2, '0')}` } } });
    }
    const screen = await list('texto=tope&pantalla=pruebas.lista&limit=100');
    expect(screen.json().datos).toHaveLength(50);
    expect(screen.json().extras).toEqual({ cap: 50, capReached: true, mensaje: 'Se mostraron 50 resultados, existen más disponibles refinando la búsqueda' });
    const moduleCap = await list('texto=tope&limit=100');
    expect(moduleCap.json().datos).toHaveLength(52);
    expect(moduleCap.json().extras).toEqual({ cap: 100, capReached: false });
    expect((await list('texto=tope&cap=1000')).statusCode).toBe(400);
    expect((await list('texto=tope&pantalla=otra.lista')).statusCode).toBe(400);
  });
});

describe('row actions', () => {
  const post = (user: string, url: string, version: number) => t.as(user, { method: 'POST', url, payload: { version } });
  const current = async (id: number) => (await t.as('admin', { method: 'GET', url: `/api/modulos/prueba/${id}` })).json();

  it('toggles a declared boolean field, version-checked and recorded in history', async () => {
    const before = await current(ids.alfa);
    const res = await post('admin', `/api/modulos/prueba/${ids.alfa}/alternar/activo`, before.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: before.version + 1, datos: { activo: false } });
    const stale = await post('admin', `/api/modulos/prueba/${ids.alfa}/alternar/activo`, before.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.actual.datos.activo).toBe(false);
    const history = (await t.as('admin', { method: 'GET', url: `/api/modulos/prueba/${ids.alfa}/historial` })).json().datos;
    expect(history[0]).toMatchObject({ version: before.version + 1, cambios: [{ campo: 'activo', etiqueta: 'Activo', antes: true, despues: false }] });
  });

  it('toggles vigente through the same route', async () => {
    const before = await current(ids.beta);
    const res = await post('admin', `/api/modulos/prueba/${ids.beta}/alternar/vigente`, before.version);
    expect(res.json()).toMatchObject({ vigente: false, version: before.version + 1 });
  });

  it('refuses a field that is not a declared toggle (400) and a user without write (403)', async () => {
    const { version } = await current(ids.gama);
    const unknown = await post('admin', `/api/modulos/prueba/${ids.gama}/alternar/importe`, version);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.mensaje).toBe('El campo importe no admite esta acción en este módulo.');
    const denied = await post('staff', `/api/modulos/prueba/${ids.gama}/alternar/activo`, version);
    expect(denied.statusCode).toBe(403);
    expect((await current(ids.gama)).version).toBe(version);
  });

  it('annuls a record once; a later edit keeps it annulled', async () => {
    const before = await current(ids.gama);
    expect((await post('staff', `/api/modulos/prueba/${ids.gama}/anular/anulado`, before.version)).statusCode).toBe(403);
    expect((await post('admin', `/api/modulos/prueba/${ids.gama}/anular/activo`, before.version)).statusCode).toBe(400);
    const res = await post('admin', `/api/modulos/prueba/${ids.gama}/anular/anulado`, before.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().datos.anulado).toBe(true);
    expect((await post('admin', `/api/modulos/prueba/${ids.gama}/anular/anulado`, before.version)).statusCode).toBe(409);
    const edited = await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/prueba/${ids.gama}`,
      payload: { version: res.json().version, datos: { nombre: 'Filtro gama 2', anulado: false } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().datos).toMatchObject({ nombre: 'Filtro gama 2', anulado: true });
  });
});

describe('export with the list filters', () => {
  it('exports the rows of a multi and date range filter, and refuses an invalid date like the list', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/modulos/prueba/exportar/csv?texto=filtro&paises=AR&paises=UY&fechaHasta=2026-01-31' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Filtro alfa']);
    const bad = await t.as('admin', { method: 'GET', url: '/api/modulos/prueba/exportar/csv?fechaDesde=2026-13-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.mensaje).toBe('La fecha del filtro Fecha no es válida.');
  });
});

describe('OpenAPI of the list features', () => {
  it('documents the filter parameters of every kind, pantalla and the row action routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    const names = spec.paths['/api/modulos/prueba'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['texto', 'pais', 'paises', 'fechaDesde', 'fechaHasta', 'activo', 'contacto', 'pantalla']));
    expect(spec.paths).toHaveProperty(['/api/modulos/prueba/{id}/alternar/{campo}']);
    expect(spec.paths).toHaveProperty(['/api/modulos/prueba/{id}/anular/{campo}']);
  });
});
