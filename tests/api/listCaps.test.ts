/**
 * The spec's list caps and their exact warnings through the API (ACC-18, CON-11: 100; CON-40: 999)
 * on list screens of the fixture module `prueba` (tests/fixtures/fixtureListVariants.ts), and a text
 * filter's own minimum-length message (SGC-11) in the list and the export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { seedRecords } from './helpers/seedRecords';
import { startTestApp, type TestApp } from './helpers/testApp';
import { withCapScreens, withOwnMinLengthMessage } from '../fixtures/fixtureListVariants';

let t: TestApp;
const list = (query: string) => t.as('admin', { method: 'GET', url: `/api/modulos/prueba?${query}` });
const pad = (i: number) => String(i).padStart(4, '0');

beforeAll(async () => {
  t = await startTestApp({
    ...fixtureApp,
    config: (config) => {
      fixtureApp.config?.(config);
      withCapScreens(config);
      withOwnMinLengthMessage(config);
    },
  });
  // 101 "cien" records, the first 100 with code C100; 1000 "mil" records.
  await seedRecords(
    t,
    'prueba',
    ['nombre', 'codigo'],
    Array.from({ length: 101 }, (_, i) => ({ nombre: `Cien ${pad(i)}`, codigo: i < 100 ? 'C100' : 'C101' })),
  );
  await seedRecords(
    t,
    'prueba',
    ['nombre', 'codigo'],
    Array.from({ length: 1000 }, (_, i) => ({ nombre: `Mil ${pad(i)}` })),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('list caps of the spec (API)', () => {
  it('ACC-18 / CON-11 101 matches on a screen capped at 100 give 100 rows and the exact warning', async () => {
    const res = await list('texto=cien&pantalla=pruebas.tope100&limit=1000');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.datos).toHaveLength(100);
    expect(body.total).toBe(100);
    expect(body.extras).toEqual({ cap: 100, capReached: true, mensaje: 'Se mostraron 100 resultados, existen más disponibles refinando la búsqueda.' });
    expect(body.datos.map((r: { datos: { nombre: string } }) => r.datos.nombre).at(-1)).toBe('Cien 0099');
  });

  it('ACC-18 exactly 100 matches fill the cap without the warning', async () => {
    const body = (await list('texto=cien%20c100&pantalla=pruebas.tope100&limit=1000')).json();
    expect(body.datos).toHaveLength(100);
    expect(body.extras).toEqual({ cap: 100, capReached: false });
  });

  it('CON-40 1000 matches on the 999 screen give 999 rows and its warning; no 100 cap applies there', async () => {
    const body = (await list('texto=mil&pantalla=pruebas.tope999&limit=1000')).json();
    expect(body.datos).toHaveLength(999);
    expect(body.total).toBe(999);
    expect(body.extras).toEqual({ cap: 999, capReached: true, mensaje: 'Se mostraron 999 resultados, existen más disponibles refinando la búsqueda.' });
    const lastPage = (await list('texto=mil&pantalla=pruebas.tope999&limit=100&offset=900')).json();
    expect(lastPage.datos).toHaveLength(99);
  });

  it('ACC-18 the total of every page is the capped count, also where the page alone tells it (a short last page needs no count)', async () => {
    const page = async (query: string) => {
      const body = (await list(query)).json();
      return { rows: body.datos.length, total: body.total, capReached: body.extras.capReached };
    };
    // One match: the first page is short, so it is the whole list.
    expect(await page('texto=cien%20c101&limit=25')).toEqual({ rows: 1, total: 1, capReached: false });
    // 100 matches on the 999 screen: a short page at an offset, an empty page past the end, a full page.
    expect(await page('texto=cien%20c100&pantalla=pruebas.tope999&limit=40&offset=80')).toEqual({ rows: 20, total: 100, capReached: false });
    expect(await page('texto=cien%20c100&pantalla=pruebas.tope999&limit=40&offset=120')).toEqual({ rows: 0, total: 100, capReached: false });
    expect(await page('texto=cien%20c100&pantalla=pruebas.tope999&limit=40&offset=40')).toEqual({ rows: 40, total: 100, capReached: false });
    // 101 matches, cap 100: the last page inside the cap is full, and the count says there are more.
    expect(await page('texto=cien&limit=30&offset=90')).toEqual({ rows: 10, total: 100, capReached: true });
    // No match at all.
    expect(await page('texto=ninguno&limit=25')).toEqual({ rows: 0, total: 0, capReached: false });
  });

  it("without pantalla the module's cap (100) and the generic warning apply", async () => {
    const body = (await list('texto=mil&limit=1000')).json();
    expect(body.datos).toHaveLength(100);
    expect(body.extras).toEqual({ cap: 100, capReached: true, mensaje: 'Se mostraron 100 resultados, existen más disponibles refinando la búsqueda.' });
  });
});

describe("a text filter's own minimum-length message (API)", () => {
  it('SGC-11 a short text gets the filter’s own message in the list and in the export', async () => {
    for (const texto of ['ab', 'a%20b']) {
      const res = await list(`texto=${texto}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.mensaje).toBe('Debe ingresar al menos tres caracteres en la búsqueda.');
    }
    const exported = await t.as('admin', { method: 'GET', url: '/api/modulos/prueba/exportar/csv?texto=ab' });
    expect(exported.statusCode).toBe(400);
    expect(exported.json().error.mensaje).toBe('Debe ingresar al menos tres caracteres en la búsqueda.');
    expect((await list('texto=cie')).statusCode).toBe(200);
  });
});
