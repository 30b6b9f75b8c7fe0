/**
 * R2, what a write may store, generated from the schemas (issue 19, defects 5, 7, 8): for every
 * module, as the admin (whom no access limits, so that only the value is judged), a create that is
 * valid but for one value, and the same create with a valid value as its control (201):
 *  - blank required fields: every required field, top level and in array rows (and those an if/then
 *    requires), `""`, `"   "` and null → 400 naming the field;
 *  - unknown codes and references at every depth: combo codes (a field, a list of codes, a row's
 *    field), links (a field, a link list's rows), file references (upload fields, top level and in
 *    rows), and a link to the record itself or in a cycle → 400;
 *  - declared limits: every date, amount and link the engine's limit kinds apply to
 *    (engine/core/limits/fieldLimits.ts, with the property's own `x-limits`), at every depth, with
 *    a value just outside them (a candidate the definition itself says is out), and the C1 control
 *    U+0085 in every free-text field → 400.
 * Each refused create stored nothing (the module's record count is unchanged).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitedProperty, limitKinds } from '../../engine/core/limits/fieldLimits';
import type { TestApp } from '../api/helpers/testApp';
import { conditionallyRequired, createRecord, minimalDatos, modulesOf, writableTextFields, type ModuleUnderTest } from './support/moduleCatalog';
import { fieldsAtEveryDepth, isRequired, rowFor, seedFixtureLookups, type FieldAt, type Property } from './support/fieldValues';
import { startReliabilityApp } from './support/reliabilityApp';
import { DEMO_HOLDERS, holderPasses } from './support/accessOracle';
import type { Guard } from '../../engine/core/permissions';
import { recordCount } from './support/scopeWorld';

let t: TestApp;
beforeAll(async () => {
  t = await startReliabilityApp();
  await seedFixtureLookups(t);
});
afterAll(async () => {
  await t?.close();
});

const cellCounts: Record<string, Record<string, number>> = {};
const report = (cls: string, started: number) => {
  const counts = cellCounts[cls] ?? {};
  console.info(`${cls}: ${Object.values(counts).reduce((a, b) => a + b, 0)} cells in ${Date.now() - started} ms ${JSON.stringify(counts)}`);
};

/** Fields the server fills itself (derived, computed, read-only): a client's value is not what is stored. */
const serverFilled = (p: Property) => !!(p.readOnly || p['x-derived'] || p['x-computed']);

/**
 * Whether the admin may write the field on a minimal record: a field with its own write guard the
 * admin does not pass (an agency's logo, decisions.md 43) is kept as stored, whatever the body says,
 * so a value sent there is never judged (the field-access cells cover it).
 */
const adminWrites = (m: ModuleUnderTest, at: FieldAt, base: Record<string, unknown>) => {
  const guard = ((m.module.schema.properties[at.field] as Property)['x-access'] as { write?: Guard } | undefined)?.write;
  return !guard || holderPasses(DEMO_HOLDERS.admin, guard, { datos: base, teamId: 0 });
};

/**
 * Runs one cell: the admin's create of `base` with `value` at `at` (a row built around it for an
 * item field) must answer 400 (naming the field, when `named`) and store nothing. The row's control
 * (the same row with its own valid value) is checked once per array field.
 */
async function refusedCreate(m: ModuleUnderTest, cls: string, at: FieldAt, value: unknown, failures: string[], named = false) {
  cellCounts[cls] ??= {};
  cellCounts[cls][m.name] = (cellCounts[cls][m.name] ?? 0) + 1;
  const base = await minimalDatos(t, m);
  if (!adminWrites(m, at, base)) {
    cellCounts[cls][m.name] -= 1;
    return;
  }
  const datos = at.item ? { ...base, [at.field]: [await rowFor(t, m, at.field, { [at.item]: value })] } : { ...base, [at.field]: value };
  const before = await recordCount(t, m);
  const res = await t.as('admin', { method: 'POST', url: m.base, payload: { datos } });
  const where = `${m.name}.${at.path} = ${JSON.stringify(value)?.slice(0, 60)}`;
  if (res.statusCode !== 400) failures.push(`${cls} ${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  else if (named) {
    const campos = ((res.json() as { error?: { campos?: Array<{ path?: string }> } }).error?.campos ?? []).map((c) => c.path ?? '');
    const segments = [at.field, ...(at.item ? [at.item] : [])];
    if (!campos.some((path) => segments.every((s) => path.split(/[./[\]]/).includes(s))))
      failures.push(`${cls} ${where}: 400 without naming the field: ${res.body.slice(0, 160)}`);
  }
  if (res.statusCode !== 201 && (await recordCount(t, m)) !== before) failures.push(`${cls} ${where}: refused (${res.statusCode}) but a record was stored`);
}

/** The array fields whose rows the generator builds, checked once each: a valid row is accepted (the controls of the item cells). */
const rowControls = new Map<string, boolean>();
async function rowsAccepted(m: ModuleUnderTest, field: string, failures: string[]): Promise<boolean> {
  const key = `${m.name}.${field}`;
  if (!rowControls.has(key)) {
    const res = await t.as('admin', {
      method: 'POST',
      url: m.base,
      payload: { datos: { ...(await minimalDatos(t, m)), [field]: [await rowFor(t, m, field)] } },
    });
    rowControls.set(key, res.statusCode === 201);
    if (res.statusCode !== 201) failures.push(`control ${key}: a valid row was refused ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  return rowControls.get(key)!;
}

describe('R2 what a write may store, generated from the schemas (issue 19, defects 5, 7, 8)', () => {
  it('a blank required field (top level and in array rows): 400 naming it, nothing stored (defect 5)', async () => {
    const started = Date.now();
    const failures: string[] = [];
    for (const m of modulesOf(t)) {
      const conditional = new Set(conditionallyRequired(m, await minimalDatos(t, m)));
      for (const at of fieldsAtEveryDepth(m)) {
        if (serverFilled(at.property) || !(isRequired(m, at) || (!at.item && conditional.has(at.field)))) continue;
        if (at.item && !(await rowsAccepted(m, at.field, failures))) continue;
        for (const value of ['', '   ', null]) await refusedCreate(m, 'blank', at, value, failures, true);
      }
    }
    report('blank', started);
    expect(failures).toEqual([]);
  });

  it('an unknown combo code, link or file reference at every depth, or a link in a cycle: 400, nothing stored (defect 7)', async () => {
    const started = Date.now();
    const failures: string[] = [];
    const UNKNOWN_FILE = ['00000000-0000-4000-8000-000000000000', 'no-such-file'];
    for (const m of modulesOf(t)) {
      for (const at of fieldsAtEveryDepth(m)) {
        const p = at.property;
        if (serverFilled(p)) continue;
        const items = p.items as Property | undefined;
        const search = (p['x-link-list'] as { search?: string } | undefined)?.search;
        let values: unknown[] = [];
        if (typeof p['x-combo'] === 'string') values = [p.type === 'integer' || p.type === 'number' ? 987_654 : 'ZZZ9'];
        else if (p['x-link']) values = [987_654_321];
        else if (p['x-widget'] === 'upload' || p['x-widget'] === 'logo') values = UNKNOWN_FILE;
        else if (!at.item && p.type === 'array' && typeof items?.['x-combo'] === 'string') values = [[items.type === 'string' ? '999999' : 999_999]];
        else if (!at.item && p.type === 'array' && search) values = [[{ id: 987_654_321 }]];
        if (!values.length) continue;
        if (at.item && !(await rowsAccepted(m, at.field, failures))) continue;
        for (const value of values) await refusedCreate(m, 'codes', at, value, failures);
      }
      // A link to a record of the module itself: never to the record itself, nor around a cycle.
      for (const [field, p] of Object.entries(m.module.schema.properties as Record<string, Property>)) {
        const kind = (p['x-link'] as { kind?: string } | undefined)?.kind;
        if (!kind || t.config.links?.[kind]?.module !== m.name || serverFilled(p)) continue;
        const counts = (cellCounts.codes ??= {});
        counts[m.name] = (counts[m.name] ?? 0) + 2;
        const a = await createRecord(t, 'admin', m);
        const b = await createRecord(t, 'admin', m, { [field]: a.id });
        for (const [target, to] of [
          [a, a.id],
          [a, b.id],
        ] as const) {
          const read = (await t.as('admin', { method: 'GET', url: `${m.base}/${target.id}` })).json();
          const res = await t.as('admin', {
            method: 'PUT',
            url: `${m.base}/${target.id}`,
            payload: { version: read.version, datos: { ...read.datos, [field]: to } },
          });
          const after = (await t.db.selectFrom('records').select('version').where('id', '=', target.id).executeTakeFirstOrThrow()).version;
          if (res.statusCode !== 400 || Number(after) !== read.version)
            failures.push(`codes ${m.name}.${field} ${to === a.id ? 'itself' : 'a cycle of two'}: ${res.statusCode} version ${read.version}→${after}`);
        }
      }
    }
    report('codes', started);
    expect(failures).toEqual([]);
    expect(Object.keys(cellCounts.codes ?? {}).length).toBeGreaterThan(8);
  });

  it('a date, amount or link beyond its declared limits at every depth, or a C1 control in free text: 400, nothing stored (defect 8)', async () => {
    const started = Date.now();
    const failures: string[] = [];
    const kindName = (kind: unknown) => Object.entries(limitKinds).find(([, k]) => k === kind)?.[0];
    const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    for (const m of modulesOf(t)) {
      for (const at of fieldsAtEveryDepth(m)) {
        const limited = limitedProperty(at.property, `${m.name}.${at.path}`);
        if (!limited || serverFilled(at.property)) continue;
        const { min, max } = limited.limits;
        const candidates: Record<string, () => unknown[]> = {
          fecha: () => [
            ...(min !== undefined ? [shift(String(min), -1)] : []),
            ...(max !== undefined ? [shift(String(max), 1)] : []),
            '0001-01-01',
            '1799-12-31',
          ],
          importe: () => [
            ...(min !== undefined ? [(Number(min) - 0.01).toFixed(2)] : []),
            ...(max !== undefined ? [String(Number(max) + 1)] : []),
            '-1',
            '9'.repeat(40),
          ],
          enlace: () => ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>'],
        };
        // The definition says which candidates are out of limits; the first two are sent (just below and just above).
        const out = (candidates[kindName(limited.kind) ?? '']?.() ?? []).filter((v) => limited.kind.problem(v, limited.limits) !== undefined);
        if (!out.length)
          failures.push(`limits ${m.name}.${at.path}: no candidate beyond its limits (${JSON.stringify(limited.limits)}); extend the candidates`);
        if (at.item && !(await rowsAccepted(m, at.field, failures))) continue;
        const sent = at.property.type === 'number' || at.property.type === 'integer' ? out.map(Number) : out;
        for (const value of sent.slice(0, 2)) await refusedCreate(m, 'limits', at, value, failures, true);
      }
      for (const field of writableTextFields(m)) {
        if (serverFilled(m.module.schema.properties[field] as Property)) continue;
        await refusedCreate(
          m,
          'limits',
          { field, path: field, property: m.module.schema.properties[field] as Property },
          'Texto\u0085con control',
          failures,
          true,
        );
      }
    }
    report('limits', started);
    expect(failures).toEqual([]);
  });
});
