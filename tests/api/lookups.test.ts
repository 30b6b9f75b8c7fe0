/** Lookups (combos) as the forms read them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeRatesFor } from '../../engine/core/fees/feeRates';
import { finalFee } from '../../engine/core/fees/finalFee';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('combos', () => {
  it('returns the 24 jurisdictions with their Convenio Multilateral codes, in order', async () => {
    const res = await t.as('staff', { method: 'GET', url: '/api/combos/jurisdicciones' });
    expect(res.statusCode).toBe(200);
    const datos = res.json().datos;
    expect(datos).toHaveLength(24);
    expect(datos[0]).toMatchObject({ codigo: '901', descripcion: 'Ciudad Autónoma de Buenos Aires' });
    expect(datos[23]).toMatchObject({ codigo: '924', descripcion: 'Tucumán' });
  });

  it('FEE-10 serves the route types with the VAT and administrative-charge rates the final fee reads; an admin change is what it computes with', async () => {
    const rows = (await t.as('staff', { method: 'GET', url: '/api/combos/tiposRuta' })).json().datos;
    expect(rows.map((o: { codigo: string; descripcion: string }) => `${o.codigo} ${o.descripcion}`)).toEqual([
      'NAC Nacional',
      'REG Regional',
      'INT Internacional',
    ]);
    const amounts = { importe: 1000, incluyeGastosIva: false, incluyeGastosAdministrativos: false };
    expect(finalFee(amounts, feeRatesFor(rows, 'NAC')!)).toBe('1246.30');
    await t.db
      .updateTable('lookups')
      .set({ extra: JSON.stringify({ iva: '10.5', gastoAdministrativo: '3' }) })
      .where('combo', '=', 'tiposRuta')
      .where('codigo', '=', 'NAC')
      .execute();
    const changed = (await t.as('admin', { method: 'GET', url: '/api/combos/tiposRuta' })).json().datos;
    expect(finalFee(amounts, feeRatesFor(changed, 'NAC')!)).toBe('1138.15');
  });

  it('SHR-25 the generic lookups: combos/{x} one combo, getDataCombos several in one call; an unknown one is a 404', async () => {
    const one = (await t.as('staff', { method: 'GET', url: '/api/combos/jurisdicciones' })).json().datos;
    expect(one.length).toBe(24);
    const many = await t.as('staff', { method: 'GET', url: '/api/getDataCombos?combos=jurisdicciones,paises' });
    expect(many.statusCode).toBe(200);
    expect(Object.keys(many.json().datos)).toEqual(['jurisdicciones', 'paises']);
    expect(many.json().datos.jurisdicciones).toEqual(one);
    expect(many.json().datos.paises).toEqual((await t.as('staff', { method: 'GET', url: '/api/combos/paises' })).json().datos);
    expect((await t.as('staff', { method: 'GET', url: '/api/getDataCombos?combos=paises,noExiste' })).statusCode).toBe(404);
    expect((await t.as('staff', { method: 'GET', url: '/api/getDataCombos?combos=' })).statusCode).toBe(400);
    expect((await t.as('staff', { method: 'GET', url: `/api/getDataCombos?combos=${encodeURIComponent("paises' or 1=1")}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/getDataCombos?combos=paises' })).statusCode).toBe(401);
  });

  it('hides options that are not vigente', async () => {
    await t.db.updateTable('lookups').set({ vigente: false }).where('combo', '=', 'paises').where('codigo', '=', 'ES').execute();
    const res = await t.as('staff', { method: 'GET', url: '/api/combos/paises' });
    expect(res.json().datos.map((o: { codigo: string }) => o.codigo)).not.toContain('ES');
  });

  it('answers 404 for an unknown combo, 400 for a malformed name and 401 without a session', async () => {
    expect((await t.as('staff', { method: 'GET', url: '/api/combos/noExiste' })).statusCode).toBe(404);
    expect((await t.as('staff', { method: 'GET', url: `/api/combos/${encodeURIComponent('a;drop table')}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/combos/paises' })).statusCode).toBe(401);
  });
});
