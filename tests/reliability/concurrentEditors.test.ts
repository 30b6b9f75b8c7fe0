/**
 * R3, generated: for every module, N editors save the same record at once, each from the version
 * it read, retrying on 409 from the version the conflict answer carries (what the form's conflict
 * dialog does). No acknowledged save is lost: each got its own version, the history holds one
 * entry per version with no gap or repeat, each acknowledged value is in the history at the
 * version its answer reported, and the record ends as the last acknowledged save left it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../api/helpers/testApp';
import { createRecord, modulesOf, writableTextFields } from './support/moduleCatalog';
import { startReliabilityApp } from './support/reliabilityApp';

const EDITORS = Number(process.env.RELIABILITY_EDITORS ?? 8);
const MAX_ATTEMPTS = 200;

let t: TestApp;
beforeAll(async () => {
  t = await startReliabilityApp();
});
afterAll(async () => {
  await t?.close();
});

describe('R3 concurrent editors on one record, every module', () => {
  it(`${EDITORS} editors at once: no lost update, history consecutive`, async () => {
    for (const m of modulesOf(t)) {
      // A required text field: what every valid record has (an optional one may carry its own rules, e.g. an address).
      const field = writableTextFields(m).find((f) => m.module.schema.required?.includes(f)) ?? writableTextFields(m)[0];
      // A module whose record holds no free text (the sellers: a contact link and a flag, ADM-45; a permission:
      // a person, an area picked from a combo and switches, ADM-63) has nothing to race on here.
      const textless = !Object.values(m.module.schema.properties).some((p) => {
        const property = p as Record<string, unknown>;
        return property.type === 'string' && !property['x-combo'] && !property.enum && !property.oneOf;
      });
      if (textless) continue;
      expect(field, `${m.name} has a writable text field`).toBeDefined();
      const record = await createRecord(t, 'admin', m);
      const acknowledged: Array<{ value: string; version: number }> = [];
      let conflicts = 0;
      const editor = async (n: number) => {
        let { version, datos } = record;
        for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
          const value = `Editor ${n} intento ${attempt}`;
          const res = await t.as('admin', { method: 'PUT', url: `${m.base}/${record.id}`, payload: { version, datos: { ...datos, [field]: value } } });
          if (res.statusCode === 200) {
            acknowledged.push({ value, version: res.json().version });
            return;
          }
          expect(res.statusCode, `${m.name}: ${res.body}`).toBe(409);
          conflicts += 1;
          // The conflict answer carries the stored record: the editor starts again from it.
          const actual = res.json().error.actual;
          expect(actual, `${m.name}: the 409 carries the stored record (${res.body.slice(0, 200)})`).toBeDefined();
          ({ version, datos } = actual);
        }
        throw new Error(`${m.name}: editor ${n} never saved`);
      };
      await Promise.all(Array.from({ length: EDITORS }, (_, n) => editor(n)));

      expect(acknowledged).toHaveLength(EDITORS);
      const versions = acknowledged.map((a) => a.version).sort((a, b) => a - b);
      expect(new Set(versions).size, `${m.name}: every acknowledged save has its own version`).toBe(EDITORS);
      const history = await t.db.selectFrom('record_history').select(['version', 'changes']).where('record_id', '=', record.id).orderBy('version').execute();
      expect(
        history.map((h) => Number(h.version)),
        `${m.name}: history consecutive`,
      ).toEqual(Array.from({ length: EDITORS + 1 }, (_, i) => record.version + i));
      for (const a of acknowledged) {
        const entry = history.find((h) => Number(h.version) === a.version);
        expect(JSON.stringify(entry?.changes), `${m.name}: the save acknowledged as version ${a.version} is in the history`).toContain(a.value);
      }
      const stored = await t.db.selectFrom('records').select(['version', 'data']).where('id', '=', record.id).executeTakeFirstOrThrow();
      const last = acknowledged.reduce((a, b) => (b.version > a.version ? b : a));
      expect(Number(stored.version)).toBe(last.version);
      expect((stored.data as Record<string, unknown>)[field]).toBe(last.value);
      expect(conflicts, `${m.name}: the editors did collide`).toBeGreaterThan(0);
    }
  });
});
