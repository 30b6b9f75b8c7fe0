/** The module `schemas/reportetarjetas`: the card-view report (ADM-08, ADM-48, ADM-49, ADM-OP08), who saw which card's data and when, admins only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let card: number;
let agency: number;
const BASE = '/api/reportes/tarjetas';

beforeAll(async () => {
  t = await startTestApp();
  const externo = await t.db.selectFrom('users').select('account_id').where('username', '=', 'externo').executeTakeFirstOrThrow();
  agency = Number(externo.account_id);
  card = Number(
    (
      await t.db
        .insertInto('records')
        .values({
          module: 'tarjeta',
          id_crm: 'tc-reporte',
          owner_account: String(agency),
          data: JSON.stringify({ cuenta: agency, prestadora: 'VISA', numero: '4111111111111111' }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const admin = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const rows = Array.from({ length: 30 }, (_, i) => ({
    module: 'tarjeta',
    record_id: card,
    field: 'numero',
    user_id: admin.id,
    username: i === 0 ? '=HYPERLINK("http://malo")' : i % 2 ? 'admin' : 'tarjetas',
    revealed_at: new Date(Date.UTC(2026, 9, 1 + (i % 28), 12, 0, 0)),
  }));
  await t.db.insertInto('field_reveals').values(rows).execute();
});
afterAll(async () => {
  await t?.close();
});

describe('the card-view report (ADM-48)', () => {
  it('ADM-49 ADM-OP01 only admins: staff, a card editor and a token are refused (403), no session 401', async () => {
    for (const user of ['staff', 'tarjetas', 'externo']) {
      const res = await t.as(user, { method: 'GET', url: BASE });
      expect(res.statusCode, user).toBe(403);
      expect(res.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
      expect((await t.as(user, { method: 'GET', url: `${BASE}/exportar/csv` })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: BASE, headers: { authorization: 'Bearer demo-pasajeros' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });

  it('ADM-48 ADM-OP08 fecha/hora, usuario, the card masked and its account, newest first, 25 per page', async () => {
    const page = (await t.as('admin', { method: 'GET', url: BASE })).json().datos;
    expect(page.total).toBe(30);
    expect(page.lista).toHaveLength(25);
    const first = page.lista[0];
    expect(first).toMatchObject({ usuario: expect.any(String), tarjeta: 'XXXX-XXXX-XXXX-1111', titular: 'Agencia Demo', titularId: agency });
    expect(JSON.stringify(page)).not.toContain('4111111111111111');
    const dates = page.lista.map((r: { fecha: string }) => r.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
    const next = (await t.as('admin', { method: 'GET', url: `${BASE}?desde=25&limite=25` })).json().datos;
    expect(next.lista).toHaveLength(5);
  });

  it('ADM-OP08 filters by date range, user and account; dates in the wrong order are a 400', async () => {
    const inRange = (await t.as('admin', { method: 'GET', url: `${BASE}?fechaDesde=2026-10-01&fechaHasta=2026-10-03` })).json().datos;
    expect(inRange.total).toBe(5);
    expect(inRange.lista.every((r: { fecha: string }) => r.fecha >= '2026-10-01' && r.fecha < '2026-10-04')).toBe(true);
    const byUser = (await t.as('admin', { method: 'GET', url: `${BASE}?usuario=TARJ` })).json().datos;
    expect(byUser.total).toBe(14);
    expect((await t.as('admin', { method: 'GET', url: `${BASE}?cuenta=${agency}` })).json().datos.total).toBe(30);
    expect((await t.as('admin', { method: 'GET', url: `${BASE}?cuenta=${agency + 1000}` })).json().datos.total).toBe(0);
    const wrong = await t.as('admin', { method: 'GET', url: `${BASE}?fechaDesde=2026-10-05&fechaHasta=2026-10-01` });
    expect(wrong.statusCode).toBe(400);
    expect((await t.as('admin', { method: 'GET', url: `${BASE}?fechaDesde=ayer` })).statusCode).toBe(400);
  });

  it('SHR-03 ADM-OP08 exports the filtered rows to CSV (formula-like text neutralised) and XLSX (text cells, never formulas)', async () => {
    const csv = await t.as('admin', { method: 'GET', url: `${BASE}/exportar/csv?usuario=hyperlink` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const parsed = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(['Fecha y hora', 'Usuario', 'Tarjeta', 'Cuenta / proveedor']);
    expect(parsed.data).toHaveLength(2);
    expect(parsed.data[1].slice(1)).toEqual([`'=HYPERLINK("http://malo")`, 'XXXX-XXXX-XXXX-1111', 'Agencia Demo']);
    const xlsx = await t.as('admin', { method: 'GET', url: `${BASE}/exportar/xlsx?usuario=hyperlink` });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0].getRow(2).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
    expect((await t.as('admin', { method: 'GET', url: `${BASE}/exportar/pdf` })).statusCode).toBe(400);
  });
});
