/**
 * Issue 19, defect 8: declared plausibility limits (engine/core/limits/fieldLimits.ts), enforced by
 * the rules every save runs: dates the form can show (01/01/1801–31/12/2199) in every date field of
 * every module, typed amounts not negative and at most 12 integer digits, links http, https or
 * mailto; and no C1 control in any text (server/http/textSafety.ts). Each refusal names the field
 * with the range, and nothing is stored. The demo data meets the limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { expectRefusedAsUpdateAndCreate, recordCount, seededRecord, type StoredRecord } from './helpers/refusedWrites';
import { everyProperty, EVERY_ITEM } from '../../engine/core/rules/everyProperty';
import { limitRuleName } from '../../engine/core/rules/limitRules';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Stored = StoredRecord;
const count = (module: string) => recordCount(t, module);
const seeded = (module: string) => seededRecord(t, module);
/** Sends `record` with `changes` as an update and as a create: both 400 with `problems` among the answer's, nothing stored. */
async function refused(module: string, record: Stored, changes: Record<string, unknown>, problems: ReadonlyArray<{ path: string; mensaje: string }>) {
  await expectRefusedAsUpdateAndCreate(t, module, record, changes, (res) => expect(res.json().error.campos).toEqual(expect.arrayContaining([...problems])));
}

/** Top-level properties of `module` with `format: date`. */
const dateFields = (module: string) =>
  everyProperty(t.registry.get(module).schema.properties).filter((p) => p.property.format === 'date' && !p.path.includes(EVERY_ITEM));
const dateRange = (label: string) => `El campo ${label} debe estar entre 01/01/1801 y 31/12/2199.`;

describe('19-8 plausible dates, amounts and links', () => {
  it("19-8 WID-15 every date field of every module, array items too, has its range rule on both sides (the module's rules)", () => {
    const dates = t.registry.list().flatMap((m) =>
      everyProperty(m.schema.properties)
        .filter((p) => p.property.format === 'date')
        .map((p) => [m, p.path] as const),
    );
    expect(dates.length).toBeGreaterThanOrEqual(9);
    for (const [module, path] of dates) expect(module.ruleNames).toContain(limitRuleName(module.name, path));
  });

  for (const value of ['0001-01-01', '1799-12-31', '2200-01-01']) {
    it(`19-8 WID-15 ${value} is refused in every date field of the seeded modules, naming the range, and nothing is stored`, async () => {
      let checked = 0;
      for (const module of t.registry.list()) {
        const fields = dateFields(module.name);
        const record = fields.length ? await seeded(module.name) : undefined;
        if (!record) continue;
        await refused(
          module.name,
          record,
          Object.fromEntries(fields.map((f) => [f.path[0], value])),
          fields.map((f) => ({ path: f.path[0], mensaje: dateRange(f.label) })),
        );
        checked += fields.length;
      }
      expect(checked).toBeGreaterThanOrEqual(9);
    });
  }

  it("19-8 a date of an account's file row is refused at its row", async () => {
    const account = (await seeded('cuenta'))!;
    const files = [{ numeroDeFile: 'F-19-8', tipo: 'EMI', fechaDesde: '0001-01-01', fechaHasta: '2200-01-01' }];
    await refused('cuenta', account, { files }, [
      { path: 'files.0.fechaDesde', mensaje: dateRange('Desde') },
      { path: 'files.0.fechaHasta', mensaje: dateRange('Hasta') },
    ]);
  });

  it('19-8 a negative or 40-digit credit limit is refused with the range', async () => {
    const account = (await seeded('cuenta'))!;
    const range = (label: string) => `El campo ${label} debe estar entre 0.00 y 999,999,999,999.99.`;
    await refused('cuenta', account, { limiteCreditoComercial: '-1', limiteCreditoAprobado: '9'.repeat(40) }, [
      { path: 'limiteCreditoComercial', mensaje: range('Límite de crédito comercial') },
      { path: 'limiteCreditoAprobado', mensaje: range('Límite de crédito aprobado') },
    ]);
  });

  it('19-8 a fixed fee of 1e15 is refused with the range', async () => {
    const fee = (await seeded('servicefee'))!;
    await refused('servicefee', fee, { condicion: '1', moneda: 'ARS', importe: '1000000000000000' }, [
      { path: 'importe', mensaje: 'El campo Importe debe estar entre 0.00 y 999,999,999,999.99.' },
    ]);
  });

  it("19-8 a note's javascript: or data: link is refused; https and mailto are kept", async () => {
    const note = (await seeded('nota'))!;
    for (const link of ['javascript:alert(document.cookie)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==']) {
      await refused('nota', note, { link }, [{ path: 'link', mensaje: 'El campo Enlace admite solo enlaces http, https o mailto.' }]);
    }
    const kept = await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/nota/${note.id}`,
      payload: { version: note.version, datos: { ...note.datos, link: 'mailto:legales@viajes.com.ar' } },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().datos.link).toBe('mailto:legales@viajes.com.ar');
  });

  it('19-8 the C1 control U+0085 is refused in every text field of the seeded modules, naming the field', async () => {
    let checked = 0;
    for (const module of t.registry.list()) {
      const record = await seeded(module.name);
      if (!record) continue;
      const texts = Object.entries(module.schema.properties).filter(
        ([, p]) => p.type === 'string' && !p.readOnly && !p.format && !p['x-combo'] && !p.oneOf && !p.enum,
      );
      for (const [field, property] of texts) {
        const before = await count(module.name);
        const res = await t.as('admin', {
          method: 'POST',
          url: `/api/modulos/${module.name}`,
          payload: { datos: { ...record.datos, [field]: 'Texto\u0085con control' } },
        });
        expect(res.statusCode, `${module.name}.${field}`).toBe(400);
        expect(res.json().error.campos, `${module.name}.${field}`).toEqual([
          { path: field, mensaje: `El campo ${property.title ?? field} contiene caracteres no permitidos.` },
        ]);
        expect(await count(module.name)).toBe(before);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(23);
  });

  it('19-8 the demo data (npm start seeds it) is within every limit', async () => {
    for (const module of t.registry.list()) {
      const names = module.ruleNames.filter((name) => name.startsWith('limits.'));
      const rows = await t.db.selectFrom('records').select(['id', 'data']).where('module', '=', module.name).execute();
      for (const row of rows) {
        const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
        const issues = await t.registry.validators.run(names, data, {
          mode: 'edit',
          module: module.name,
          ports: { exists: async () => false, today: () => new Date() },
        });
        expect(issues, `${module.name} ${row.id}`).toEqual([]);
      }
    }
  });
});
