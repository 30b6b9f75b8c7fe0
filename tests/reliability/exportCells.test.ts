/**
 * R6, generated: for every module, each text column its export writes (the list screen's columns
 * that hold free text) gets every dangerous prefix a spreadsheet may read as a formula, numeric
 * columns a negative number, date columns a date. CSV: each such cell comes out neutralised (a
 * leading apostrophe before the text as typed). XLSX: the text as typed in a text cell (no quote
 * added), numbers as numbers, dates as dates, and no formula cell anywhere. The payloads are a
 * hand-kept list (OWASP's triggers, the characters spreadsheets skip before them, fullwidth forms),
 * independent of the server's own rule.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../api/helpers/testApp';
import { createRecord, listUrl, modulesOf, writableTextFields, type ModuleUnderTest } from './support/moduleCatalog';
import { startReliabilityApp } from './support/reliabilityApp';

/** Text a spreadsheet may run as a formula. */
const DANGEROUS = [
  '=1+1',
  '+54 11 4444-5555',
  '-5 bajo cero',
  '@SUMA(A1)',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  ' =1+1',
  '\u00a0=1+1',
  '\u200b=1+1',
  '\ufeff=1+1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUMA(A1)',
  '"=1+1',
  ';=1+1',
  ',=1+1',
  '=HYPERLINK("http://ejemplo.com","x")',
];

let t: TestApp;
beforeAll(async () => {
  t = await startReliabilityApp();
});
afterAll(async () => {
  await t?.close();
});

/** The export's columns (the module's first list screen, or every field) and what kind of value each holds. */
function exportColumnsOf(m: ModuleUnderTest) {
  const screen = t.config.screens.find((s) => s.kind === 'list' && s.module === m.name) as { columns?: Array<{ field: string; label: string }> } | undefined;
  const columns = screen?.columns ?? Object.keys(m.module.schema.properties).map((field) => ({ field, label: m.module.labels[field] }));
  // Masked fields, and fields whose pattern refuses a formula-like text (a document number), cannot hold one at all.
  const holdsFormula = (p: Record<string, unknown>) => typeof p.pattern !== 'string' || new RegExp(p.pattern, 'u').test('=1+1 x');
  const texts = new Set(
    writableTextFields(m).filter(
      (f) => !(m.module.schema.properties[f] as Record<string, unknown>)['x-mask'] && holdsFormula(m.module.schema.properties[f] as Record<string, unknown>),
    ),
  );
  const kindOf = (field: string) => {
    const p = m.module.schema.properties[field] as Record<string, unknown> | undefined;
    if (!p || p.readOnly || p['x-link'] || p['x-combo'] || p['x-mask'] || p['x-derived'] || p.oneOf || p.enum) return 'other';
    if (texts.has(field)) return 'text';
    if (p.type === 'number' || p.type === 'integer') return 'number';
    if (p.format === 'date') return 'date';
    return 'other';
  };
  return columns.map((c, index) => ({ ...c, index, kind: kindOf(c.field) }));
}

describe('R6 export cells, every module', () => {
  it('CSV neutralises every dangerous prefix; XLSX keeps text, numbers and dates typed and has no formula', async () => {
    let probed = 0;
    for (const m of modulesOf(t)) {
      const columns = exportColumnsOf(m);
      const texts = columns.filter((c) => c.kind === 'text');
      if (!texts.length) continue;
      probed += 1;
      const created: Array<{ payload: string; typed: string; text: (typeof texts)[number] }> = [];
      // Tab, CR and LF are stored only in multi-line fields (a textarea); elsewhere the API refuses them.
      const multiline = (field: string) => (m.module.ui[field] as { 'ui:widget'?: string } | undefined)?.['ui:widget'] === 'textarea';
      const maxLength = (field: string) => (m.module.schema.properties[field] as { maxLength?: number }).maxLength ?? 200;
      for (const [i, payload] of DANGEROUS.entries()) {
        // The record is found again by its mark, in the column that holds the longest text; a short
        // maxLength cuts the payload's tail, never its dangerous start nor the mark.
        const fits = texts.filter((c) => !/[\t\r\n]/.test(payload) || multiline(c.field)).sort((a, b) => maxLength(b.field) - maxLength(a.field));
        if (!fits.length) continue;
        const mark = `${m.name}${String(i).padStart(2, '0')}`;
        const typedIn = (field: string) => `${payload.slice(0, Math.max(1, maxLength(field) - mark.length - 1))} ${mark}`;
        const datos: Record<string, unknown> = {};
        for (const c of columns) {
          if (c.kind === 'text') datos[c.field] = fits.includes(c) ? typedIn(c.field) : `Texto ${m.name}${i}`.slice(0, maxLength(c.field));
          if (c.kind === 'number') {
            const p = m.module.schema.properties[c.field] as { minimum?: number; type?: string };
            datos[c.field] = p.minimum === undefined ? -5 : p.type === 'integer' ? 5 : 5.25;
          }
          if (c.kind === 'date') datos[c.field] = '2026-03-09';
        }
        await createRecord(t, 'admin', m, datos);
        created.push({ payload, typed: typedIn(fits[0].field), text: fits[0] });
      }

      // A list that needs a filter is searched by the module's name: every text column written above carries it.
      const csv = await t.as('admin', { method: 'GET', url: listUrl(m, '/exportar/csv', m.name) });
      expect(csv.statusCode, `${m.name} csv: ${csv.body.slice(0, 200)}`).toBe(200);
      const rows = Papa.parse<string[]>(csv.body.replace(/^\ufeff/, ''), { delimiter: ',' }).data;
      const xlsx = await t.as('admin', { method: 'GET', url: listUrl(m, '/exportar/xlsx', m.name) });
      expect(xlsx.statusCode, `${m.name} xlsx`).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      sheet.eachRow((row) => row.eachCell((c) => expect(c.type, `${m.name} ${c.address} is a formula`).not.toBe(ExcelJS.ValueType.Formula)));

      for (const { payload, typed, text } of created) {
        const mark = typed.slice(typed.lastIndexOf(' '));
        const csvRow = rows.find((r) => r[text.index]?.endsWith(mark));
        expect(csvRow, `${m.name}: the CSV has the record of ${JSON.stringify(payload)}`).toBeDefined();
        expect(csvRow![text.index], `${m.name} CSV ${JSON.stringify(payload)}`).toBe(`'${typed}`);

        let xlsxRow: ExcelJS.Row | undefined;
        sheet.eachRow((row) => {
          if (String(row.getCell(text.index + 1).value ?? '').endsWith(mark)) xlsxRow = row;
        });
        expect(xlsxRow, `${m.name}: the XLSX has the record of ${JSON.stringify(payload)}`).toBeDefined();
        const cell = xlsxRow!.getCell(text.index + 1);
        expect(cell.type, `${m.name} XLSX ${JSON.stringify(payload)} is a text cell`).toBe(ExcelJS.ValueType.String);
        expect(cell.value, `${m.name} XLSX ${JSON.stringify(payload)} as typed`).toBe(typed);
        for (const c of columns.filter((col) => col.kind === 'number'))
          expect(xlsxRow!.getCell(c.index + 1).type, `${m.name}.${c.field} numeric`).toBe(ExcelJS.ValueType.Number);
        for (const c of columns.filter((col) => col.kind === 'date'))
          expect(xlsxRow!.getCell(c.index + 1).type, `${m.name}.${c.field} date`).toBe(ExcelJS.ValueType.Date);
      }
    }
    expect(probed, 'modules with a free-text export column').toBeGreaterThan(0);
  });
});
