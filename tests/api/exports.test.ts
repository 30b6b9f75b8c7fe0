/** Exports of the current list filter (CSV and XLSX), streamed by the server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.as('admin', {
    method: 'POST',
    url: '/api/modulos/banco',
    payload: { datos: { descripcion: '=HYPERLINK("http://malo")', pais: 'Argentina', provincia: '+54 Provincia', localidad: '@Localidad', latitud: -34.5 } },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('exports', () => {
  it('CSV has the list columns in Spanish and the filtered rows, with formula cells neutralised', async () => {
    const res = await t.as('staff', { method: 'GET', url: '/api/modulos/banco/exportar/csv?orden=descripcion' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Bancos.csv"; filename*=UTF-8''Bancos.csv`);
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(['Nombre', 'País', 'Provincia', 'Localidad']);
    expect(parsed.data).toHaveLength(1 + 16);
    const hostile = parsed.data.find((row) => row[0].includes('HYPERLINK'))!;
    expect(hostile).toEqual([`'=HYPERLINK("http://malo")`, 'Argentina', "'+54 Provincia", "'@Localidad"]);
  });

  it('applies the same filters and rules as the list', async () => {
    const res = await t.as('staff', { method: 'GET', url: `/api/modulos/banco/exportar/csv?texto=${encodeURIComponent('córdoba')}` });
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data.slice(1).map((row) => row[0])).toEqual(['Banco de Córdoba', 'BBVA Argentina']);
    const short = await t.as('staff', { method: 'GET', url: '/api/modulos/banco/exportar/csv?texto=co' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.mensaje).toBe('Mínimo 3 caracteres para realizar la búsqueda');
  });

  it('XLSX is a real workbook with a bold header, neutralised text and numbers kept as numbers', async () => {
    const res = await t.as('admin', { method: 'GET', url: `/api/modulos/banco/exportar/xlsx?texto=${encodeURIComponent('hyperlink')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bancos')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nombre', 'País', 'Provincia', 'Localidad']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).value).toBe(`'=HYPERLINK("http://malo")`);
    expect(sheet.rowCount).toBe(2);
  });

  it('is denied to users who cannot read the module', async () => {
    expect((await t.as('sinpermisos', { method: 'GET', url: '/api/modulos/banco/exportar/csv' })).statusCode).toBe(403);
    expect((await t.as('admin', { method: 'GET', url: '/api/modulos/banco/exportar/pdf' })).statusCode).toBe(400);
  });
});
