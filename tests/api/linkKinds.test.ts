/**
 * The eleven search-and-link kinds of LNK-07 as the fixture declares them, searched through the
 * API the way the dialog searches (the kind's module list with its fixed filters, text and cap),
 * and LNK-14: the seller kind finds only contacts of the company's account 9238.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkKindConfig } from '../../engine/core/screenConfig';
import { lnk07Kinds, OWN_ACCOUNT } from '../fixtures/fixtureLinkKinds';
import { fixtureApp } from './helpers/fixtureApp';
import { seedRecords } from './helpers/seedRecords';
import { accountOf } from './helpers/accountOf';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let links: Record<string, LinkKindConfig>;

/** The dialog's search of `kind` (useLinkSearch): fixed filters, the text in the module's text filter, the cap. */
const searchKind = (kind: string, texto: string) => {
  const link = links[kind];
  const query = new URLSearchParams({ ...link.filters, limit: String(link.cap), offset: '0', ...(texto ? { texto } : {}) });
  return t.as('admin', { method: 'GET', url: `/api/modulos/${link.module}?${query}` });
};
const names = (res: { json(): { datos: Array<{ datos: Record<string, unknown> }> } }) =>
  res
    .json()
    .datos.map((r) => r.datos.nombre)
    .sort();

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  links = (await t.as('admin', { method: 'GET', url: '/api/config' })).json().links;
  const contacts = ['nombre', 'documento'];
  await seedRecords(
    t,
    'pruebacontacto',
    contacts,
    [
      { nombre: 'Vendedora Ana', cuenta: OWN_ACCOUNT },
      { nombre: 'Vendedor Beto', cuenta: OWN_ACCOUNT },
    ],
    OWN_ACCOUNT,
  );
  await seedRecords(t, 'pruebacontacto', contacts, [{ nombre: 'Vendedor de agencia', cuenta: await accountOf(t, 'externo') }], await accountOf(t, 'externo'));
  const [gone] = await seedRecords(t, 'pruebacontacto', contacts, [{ nombre: 'Vendedor de baja', cuenta: OWN_ACCOUNT }], OWN_ACCOUNT);
  // A record given of baja directly: the record and its search-index entry, as toggleVigente writes them.
  await t.db.updateTable('records').set({ vigente: false }).where('id', '=', gone).execute();
  await t.db.updateTable('record_search').set({ vigente: false }).where('record_id', '=', gone).execute();
  await seedRecords(
    t,
    'pruebavinculo',
    ['nombre', 'codigo'],
    [
      { nombre: 'Vinculable uno', codigo: 'V1' },
      { nombre: 'Vinculable dos', codigo: 'V2' },
    ],
  );
  await seedRecords(t, 'prueba', ['nombre', 'codigo'], [{ nombre: 'Vinculable cuenta', codigo: 'C1' }]);
  await seedRecords(t, 'pruebacontacto', contacts, [{ nombre: 'Vinculable contacto', cuenta: OWN_ACCOUNT, personal: true }], OWN_ACCOUNT);
});
afterAll(async () => {
  await t?.close();
});

describe('search-and-link kinds (API)', () => {
  it('LNK-07 every kind is declared and its search runs through its module list with its fixed filters', async () => {
    // The fixture declares each kind as `<noun>prueba` beside the shipped ones (the accounts' `cuenta`…).
    for (const noun of lnk07Kinds) expect(links[`${noun}prueba`], noun).toMatchObject({ noun });
    for (const noun of lnk07Kinds) {
      const kind = `${noun}prueba`;
      const res = await searchKind(kind, 'vinculable');
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      expect(res.json().datos.length, kind).toBeGreaterThan(0);
    }
  });

  it('LNK-23 a kind with a minimum refuses a shorter text on the server too', async () => {
    const res = await searchKind('hallazgoprueba', 'vi');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Mínimo 3 caracteres para realizar la búsqueda');
  });

  it("LNK-06 / LNK-12 the modals' payload `busqueda` (filtro, contacto, codigo or id, fechaMin, fechaMax, vigente, limite) searches a module through its own list rules", async () => {
    const [contacto] = await seedRecords(t, 'pruebacontacto', ['nombre', 'documento'], [{ nombre: 'Contacto de búsqueda', cuenta: OWN_ACCOUNT }], OWN_ACCOUNT);
    const created: number[] = [];
    for (const datos of [
      { nombre: 'Hallazgo enero', codigo: 'HZ-101', fecha: '2026-01-15', contacto },
      { nombre: 'Hallazgo marzo', codigo: 'HZ-102', fecha: '2026-03-20', contacto },
      { nombre: 'Hallazgo ajeno', codigo: 'HZ-103', fecha: '2026-01-20' },
    ]) {
      const res = await t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos } });
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json().id);
    }
    const buscar = (busqueda: Record<string, unknown>, user = 'admin') =>
      t.as(user, { method: 'POST', url: '/api/modulos/prueba/buscar', payload: { busqueda } });
    const nombres = (res: { json(): { datos: Array<{ datos: { nombre: string } }> } }) =>
      res
        .json()
        .datos.map((r) => r.datos.nombre)
        .sort();
    expect(nombres(await buscar({ filtro: 'hallazgo' }))).toEqual(['Hallazgo ajeno', 'Hallazgo enero', 'Hallazgo marzo']);
    expect(nombres(await buscar({ filtro: 'hallazgo', contacto }))).toEqual(['Hallazgo enero', 'Hallazgo marzo']);
    expect(nombres(await buscar({ filtro: 'hallazgo', fechaMin: '2026-01-01', fechaMax: '2026-01-31' }))).toEqual(['Hallazgo ajeno', 'Hallazgo enero']);
    expect(nombres(await buscar({ contacto, fechaMin: '2026-02-01' }))).toEqual(['Hallazgo marzo']);
    expect(nombres(await buscar({ codigo: 'HZ-103' }))).toEqual(['Hallazgo ajeno']);
    const byId = await buscar({ id: created[1] });
    expect(byId.json()).toMatchObject({ total: 1, datos: [{ id: created[1], datos: { nombre: 'Hallazgo marzo' } }] });
    expect((await buscar({ id: 2 ** 31 - 1 })).json()).toMatchObject({ total: 0, datos: [] });
    const page = await buscar({ filtro: 'hallazgo', limite: 2 });
    expect(page.json()).toMatchObject({ total: 3 });
    expect(page.json().datos).toHaveLength(2);
    // The list's own rules: its minimum text length, its guard; a criterion it has no filter for is refused.
    const short = await buscar({ filtro: 'ha' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.mensaje).toBe('Mínimo 3 caracteres para realizar la búsqueda');
    const vendedor = await buscar({ filtro: 'hallazgo', vendedor: 3 });
    expect(vendedor.statusCode).toBe(400);
    expect(vendedor.json().error.mensaje).toBe('Esta búsqueda no admite el criterio vendedor.');
    expect((await buscar({ filtro: 'hallazgo' }, 'sinpermisos')).statusCode).toBe(403);
    expect((await buscar({ filtro: 'hallazgo', otro: 1 })).statusCode).toBe(400);
  });

  it("LNK-10 the provider modal's search (busqueda.filtro) runs on its kind's module", async () => {
    const module = links.proveedorprueba.module;
    const res = await t.as('admin', { method: 'POST', url: `/api/modulos/${module}/buscar`, payload: { busqueda: { filtro: 'vinculable' } } });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Vinculable dos', 'Vinculable uno']);
  });

  it('LNK-13 the team kind lists every team with no text', async () => {
    const res = await searchKind('equipoprueba', '');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Vinculable dos', 'Vinculable uno']);
  });

  it('LNK-14 the seller kind finds only the contacts of account 9238 (a fixed filter), vigente only', async () => {
    expect(links.vendedorprueba).toMatchObject({ module: 'pruebacontacto', filters: { cuenta: '9238' } });
    const res = await searchKind('vendedorprueba', 'vendedor');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Vendedor Beto', 'Vendedora Ana']);
    expect(res.json().datos.every((r: { datos: { cuenta: string } }) => r.datos.cuenta === '9238')).toBe(true);
    const unfiltered = await t.as('admin', { method: 'GET', url: '/api/modulos/pruebacontacto?texto=vendedor' });
    expect(names(unfiltered)).toEqual(['Vendedor Beto', 'Vendedor de agencia', 'Vendedor de baja', 'Vendedora Ana']);
  });
});
