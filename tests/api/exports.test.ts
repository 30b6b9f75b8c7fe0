/**
 * Exports of the current list filter (CSV and XLSX), streamed by the server: on the banks (text
 * columns) and on the fixture module `prueba`, whose list has a date (`fecha`) and a number (`importe`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { fixtureApp } from './helpers/fixtureApp';
import { seedRecords } from './helpers/seedRecords';
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
    // Every text cell is quoted: a reader splitting on ';' (Spanish-locale spreadsheets) cannot start a cell inside one.
    expect(res.body).toContain(`"'=HYPERLINK(""http://malo"")","Argentina","'+54 Provincia","'@Localidad"`);
  });

  it('WID-07 WID-08 a document column is written as the list shows it (CUIT 2-8-1 with dashes, DNI with thousands dots), in CSV and XLSX alike (docs/decisions.md)', async () => {
    const csv = await t.as('admin', { method: 'GET', url: `/api/modulos/cuenta/exportar/csv?texto=${encodeURIComponent('turismo del sur')}` });
    expect(csv.statusCode).toBe(200);
    const parsed = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    const column = parsed.data[0].indexOf('Documento');
    expect(parsed.data.slice(1).map((row) => row[column])).toEqual(['30-70981235-8']);
    const xlsx = await t.as('admin', { method: 'GET', url: `/api/modulos/cuenta/exportar/xlsx?texto=${encodeURIComponent('turismo del sur')}` });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).indexOf('Documento');
    expect(sheet.getRow(2).getCell(header).value).toBe('30-70981235-8');
  });

  it('applies the same filters and rules as the list', async () => {
    const res = await t.as('staff', { method: 'GET', url: `/api/modulos/banco/exportar/csv?texto=${encodeURIComponent('córdoba')}` });
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data.slice(1).map((row) => row[0])).toEqual(['Banco de Córdoba', 'BBVA Argentina']);
    const short = await t.as('staff', { method: 'GET', url: '/api/modulos/banco/exportar/csv?texto=co' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.mensaje).toBe('Mínimo 3 caracteres para realizar la búsqueda');
  });

  it('XLSX is a real workbook with a bold header and text cells exactly as stored (strings, never formulas)', async () => {
    const res = await t.as('admin', { method: 'GET', url: `/api/modulos/banco/exportar/xlsx?texto=${encodeURIComponent('hyperlink')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bancos')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nombre', 'País', 'Provincia', 'Localidad']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(1).value).toBe(`=HYPERLINK("http://malo")`);
    expect(sheet.getRow(2).getCell(3).value).toBe('+54 Provincia');
    expect(sheet.rowCount).toBe(2);
  });

  it('is denied to users who cannot read the module', async () => {
    expect((await t.as('sinpermisos', { method: 'GET', url: '/api/modulos/banco/exportar/csv' })).statusCode).toBe(403);
    expect((await t.as('admin', { method: 'GET', url: '/api/modulos/banco/exportar/pdf' })).statusCode).toBe(400);
  });
});

describe('exports of dates, numbers and formula-like text (fixture module prueba)', () => {
  let f: TestApp;
  // Stored as given (the schema would refuse a negative importe): the export must cope with any stored value.
  const rows = [
    { nombre: 'Exporta uno', codigo: 'E1', fecha: '2026-03-09', importe: 1234.5 },
    { nombre: 'Exporta negativo', codigo: '-5', fecha: '2026-01-31', importe: -42.25 },
    { nombre: '=SUMA(1;2) exporta', codigo: '+54', fecha: '1999-12-01', importe: 0 },
    { nombre: '@exporta arroba', codigo: '\tE2' },
    { nombre: '\rexporta retorno', codigo: 'E3' },
    { nombre: '\u200b=exporta invisible', codigo: '\uff1d1+1' },
    { nombre: ';=exporta separador', codigo: '+54 11 4444-5555' },
  ];
  beforeAll(async () => {
    f = await startTestApp(fixtureApp);
    await seedRecords(f, 'prueba', ['nombre', 'codigo'], rows);
  });
  afterAll(async () => {
    await f?.close();
  });
  const exported = (format: 'csv' | 'xlsx') => f.as('admin', { method: 'GET', url: `/api/modulos/prueba/exportar/${format}?texto=exporta` });

  it('CST-54 CSV: dates DD/MM/YYYY, plain numbers (a negative one too), text quoted and formula-like text neutralised', async () => {
    const res = await exported('csv');
    expect(res.statusCode, res.body).toBe(200);
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"Nombre","Código","Fecha","Importe"');
    expect(lines).toContain('"Exporta uno","E1","09/03/2026",1234.5');
    expect(lines).toContain(`"Exporta negativo","'-5","31/01/2026",-42.25`);
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    const row = (start: string) => parsed.find((r) => r[0].startsWith(start))!;
    expect(row("'=SUMA")).toEqual(["'=SUMA(1;2) exporta", "'+54", '01/12/1999', '0']);
    expect(row("'@")).toEqual(["'@exporta arroba", "'\tE2", '', '']);
    expect(row("'\r")).toEqual(["'\rexporta retorno", 'E3', '', '']);
    expect(row("'\u200b")).toEqual(["'\u200b=exporta invisible", "'\uff1d1+1", '', '']);
    expect(row("';")).toEqual(["';=exporta separador", "'+54 11 4444-5555", '', '']);
    expect(parsed).toHaveLength(1 + rows.length);
  });

  it('CST-54 XLSX: typed cells: numbers as numbers (a negative one too), dates as dates shown DD/MM/YYYY, text as strings with no quote added', async () => {
    const res = await exported('xlsx');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Pruebas')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nombre', 'Código', 'Fecha', 'Importe']);
    const byName = new Map<string, ExcelJS.Row>();
    // An XML reader turns a raw CR into LF, so the CR row reads back as apostrophe + LF.
    sheet.eachRow((row, n) => n > 1 && byName.set(String(row.getCell(1).value).replace(/^\n/, '\r'), row));
    expect(byName.size).toBe(rows.length);

    const uno = byName.get('Exporta uno')!;
    expect(uno.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(uno.getCell(4).value).toBe(1234.5);
    expect(uno.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(uno.getCell(3).value).toEqual(new Date(Date.UTC(2026, 2, 9)));
    expect(uno.getCell(3).numFmt).toBe('dd/mm/yyyy');

    const negativo = byName.get('Exporta negativo')!;
    expect(negativo.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(negativo.getCell(4).value).toBe(-42.25);
    expect(negativo.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(negativo.getCell(2).value).toBe('-5');

    const textRows = [
      ['=SUMA(1;2) exporta', '+54'],
      ['@exporta arroba', '\tE2'],
      ['\rexporta retorno', 'E3'],
      ['\u200b=exporta invisible', '\uff1d1+1'],
      [';=exporta separador', '+54 11 4444-5555'],
    ];
    for (const [name, codigo] of textRows) {
      const row = byName.get(name);
      expect(row, name).toBeDefined();
      expect(row!.getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(row!.getCell(2).value).toBe(codigo);
      expect(row!.getCell(1).formula).toBeUndefined();
    }
    expect(byName.get('=SUMA(1;2) exporta')!.getCell(4).value).toBe(0);
    // CST-58: a date on or before 1800 is blank, not a date cell.
    expect(byName.get('@exporta arroba')!.getCell(3).value).toBeNull();
  });
});
