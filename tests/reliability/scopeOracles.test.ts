/**
 * R1, what a caller learns about records outside their scope (issue 19, defects 2–4), generated
 * from the registry and screens.config.json. For every module, a record out of the caller's reach
 * (another team behind every team field, another person in every `userIs` field, another account
 * in the scope's owner field), and every demo user and record-clause user
 * (support/recordClauseUsers.ts) the oracle says may not read it:
 *  - files: a file attached to it (every upload field, top level and in array rows) is not served
 *    to them (`GET /api/archivos/{id}` and `…/datos`: refused, no bytes, no name), while its
 *    readers other than the uploader download it (the control);
 *  - yes/no lookups: asked about a value only that record holds (one representative per field
 *    kind), `existe` and `coincide` do not confirm it, while the admin's same question does (the
 *    control); and a create of theirs carrying that value answers exactly as with a value nobody
 *    holds (no duplicate warning about a record they cannot see).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../api/helpers/testApp';
import { DEMO_HOLDERS, holderMayPassOnSomeRecord, type Holder } from './support/accessOracle';
import { createRecord, minimalDatos, modulesOf, type ModuleUnderTest } from './support/moduleCatalog';
import { freshValues, rowFor, seedFixtureLookups, uploadFile, type Property } from './support/fieldValues';
import { startReliabilityApp } from './support/reliabilityApp';
import { addRecordClauseUsers } from './support/recordClauseUsers';
import {
  freshLinked,
  mayAskModule,
  mayRead,
  mayWrite,
  personPaths,
  reachExtra,
  teamPathExtra,
  teamPaths,
  teamsOf,
  viewOf,
  type Teams,
} from './support/scopeWorld';

let t: TestApp;
let teams: Teams;
let holders: Record<string, Holder>;

beforeAll(async () => {
  t = await startReliabilityApp();
  teams = await teamsOf(t);
  await seedFixtureLookups(t);
  holders = {
    ...DEMO_HOLDERS,
    ...(await addRecordClauseUsers(
      t,
      modulesOf(t).flatMap((m) => [m.config.access.read, m.config.access.write]),
      teams.own,
    )),
  };
});
afterAll(async () => {
  await t?.close();
});

/** The extra datos of a record out of reach: another team, another person, another account. */
async function outsiderExtra(m: ModuleUnderTest): Promise<Record<string, unknown>> {
  const extra: Record<string, unknown> = {};
  const guards = [m.config.access.read, m.config.access.write];
  for (const path of new Set(guards.flatMap(teamPaths))) Object.assign(extra, await teamPathExtra(t, m, path, teams.other));
  for (const path of new Set(guards.flatMap(personPaths))) if (!path.includes('.')) extra[path] = await freshLinked(t, m, path);
  const ownerField = m.config.recordScope?.ownerField;
  // A linked owner is a record the generator creates afresh (nobody's agency); a code owner, an account of nobody.
  if (ownerField && !(m.module.schema.properties[ownerField] as Property)['x-link']) extra[ownerField] = 'cuenta-ajena';
  return extra;
}

const ownerOf = async (id: number) => (await t.db.selectFrom('records').select('owner_account').where('id', '=', id).executeTakeFirstOrThrow()).owner_account;

/** Questions in a row that a look-up budget must stop (a form asks one per field pause: far fewer a minute). */
const BUDGET_PROBE = 150;

/** A field whose values are the whole company's (x-unique, `x-exists: "company"`): its look-ups see every record, budgeted. */
function companyWide(m: ModuleUnderTest, field: string): boolean {
  const p = m.module.schema.properties[field] as Property;
  return !!p['x-unique'] || p['x-exists'] === 'company';
}

/** The holders who may not read the record (by the oracle), and those who may (the control). */
async function readersOf(m: ModuleUnderTest, id: number, datos: Record<string, unknown>) {
  const view = await viewOf(t, m, datos, await ownerOf(id));
  const entries = Object.entries(holders);
  return { outside: entries.filter(([, h]) => !mayRead(m, h, view, teams)), inside: entries.filter(([, h]) => mayRead(m, h, view, teams)) };
}

/** The upload fields of a module: top level, or in the rows of an array of objects. */
function uploadFields(m: ModuleUnderTest): Array<{ field: string; item?: string }> {
  return Object.entries(m.module.schema.properties as Record<string, Property>).flatMap(([field, p]) => {
    if (p['x-widget'] === 'upload') return [{ field }];
    const items = (p.items as { properties?: Record<string, Property> } | undefined)?.properties ?? {};
    return Object.entries(items)
      .filter(([, ip]) => ip['x-widget'] === 'upload')
      .map(([item]) => ({ field, item }));
  });
}

const cellCounts: Record<string, Record<string, number>> = {};
const count = (cls: string, m: ModuleUnderTest) => {
  cellCounts[cls] ??= {};
  cellCounts[cls][m.name] = (cellCounts[cls][m.name] ?? 0) + 1;
};
const report = (cls: string, started: number) => {
  const counts = cellCounts[cls] ?? {};
  console.info(`${cls}: ${Object.values(counts).reduce((a, b) => a + b, 0)} cells in ${Date.now() - started} ms ${JSON.stringify(counts)}`);
};

describe("R1 nothing is learnt about a record outside the caller's scope (issue 19, defects 2–4), generated", () => {
  it('a file attached to a record the caller cannot read is not served, nor its name (defect 2)', async () => {
    const started = Date.now();
    const failures: string[] = [];
    for (const m of modulesOf(t)) {
      for (const { field, item } of uploadFields(m)) {
        const name = `pasaporte-${m.name}-${field}-${Date.now()}`;
        const fileId = await uploadFile(t, 'admin', name);
        const value = item ? [await rowFor(t, m, field, { [item]: fileId })] : fileId;
        const record = await createRecord(t, 'admin', m, { ...(await outsiderExtra(m)), [field]: value });
        const attached = await t.db.selectFrom('files').select('record_id').where('id', '=', fileId).executeTakeFirstOrThrow();
        if (Number(attached.record_id) !== record.id) {
          failures.push(`${m.name}.${field}: the file was not attached to the record (setup)`);
          continue;
        }
        const { outside, inside } = await readersOf(m, record.id, record.datos);
        for (const [user] of outside) {
          count('files', m);
          for (const url of [`/api/archivos/${fileId}`, `/api/archivos/${fileId}/datos`]) {
            const res = await t.as(user, { method: 'GET', url });
            if (![403, 404].includes(res.statusCode) || res.body.includes('%PDF') || res.body.includes(name))
              failures.push(`${m.name}.${item ? `${field}[].${item}` : field} ${user} GET ${url.slice(-6)}: ${res.statusCode} ${res.body.slice(0, 100)}`);
          }
        }
        // The control: a reader of the record (not the uploader) downloads it.
        for (const [user] of inside.filter(([u]) => u !== 'admin')) {
          const res = await t.as(user, { method: 'GET', url: `/api/archivos/${fileId}` });
          if (res.statusCode !== 200) failures.push(`${m.name}.${field} ${user} (a reader of the record): download answered ${res.statusCode}`);
        }
      }
    }
    report('files', started);
    expect(failures).toEqual([]);
    expect(Object.keys(cellCounts.files ?? {})).toEqual(expect.arrayContaining(['contacto', 'nota', 'prueba']));
  });

  it('existe and coincide do not confirm a value only a record out of scope holds; a company-wide value is budgeted (defects 3, 4)', async () => {
    const started = Date.now();
    const failures: string[] = [];
    const companyCells: Array<{ m: ModuleUnderTest; field: string; url: string; user: string }> = [];
    for (const m of modulesOf(t)) {
      const askers = Object.entries(holders).filter(([, h]) => mayAskModule(m, h));
      if (!askers.length) continue;
      const extra = await outsiderExtra(m);
      for (const field of Object.keys(m.module.schema.properties)) {
        const fresh = await createWithFresh(m, field, extra);
        if (!fresh) continue;
        const { record, value } = fresh;
        const { outside } = await readersOf(m, record.id, record.datos);
        const asked = askers.filter(([user]) => outside.some(([u]) => u === user));
        if (!asked.length) continue;
        const existe = `${m.base}/existe?campo=${field}&valor=${encodeURIComponent(String(value))}`;
        const coincide = { method: 'POST' as const, url: `${m.base}/coincide`, payload: { valores: { [field]: value } } };
        // The controls: the admin's same questions are answered yes (the value is there to be found).
        const adminExiste = await t.as('admin', { method: 'GET', url: existe });
        if (adminExiste.json().existe !== true)
          failures.push(`${m.name}.${field}: control existe (admin) answered ${adminExiste.statusCode} ${adminExiste.body.slice(0, 100)}`);
        const adminCoincide = await t.as('admin', coincide);
        const coincideControl = adminCoincide.statusCode === 200 && adminCoincide.json().existe === true;
        // A value the whole company shares (x-unique, x-exists "company") is answered across the company, within
        // the caller's look-up budget (docs/decisions.md): asked about again and again, it stops answering.
        if (companyWide(m, field)) {
          companyCells.push({ m, field, url: existe, user: asked[0][0] });
          continue;
        }
        for (const [user] of asked) {
          count('existe', m);
          const res = await t.as(user, { method: 'GET', url: existe });
          if (res.statusCode === 200 && res.json().existe !== false)
            failures.push(`${m.name}.${field} ${user}: existe confirmed a value of a record out of scope: ${res.body}`);
          else if (![200, 403, 404, 429].includes(res.statusCode))
            failures.push(`${m.name}.${field} ${user}: existe answered ${res.statusCode} ${res.body.slice(0, 100)}`);
          // `coincide` answers about scalar combinations (a field it cannot compare is the admin's 400 too).
          if (!coincideControl) continue;
          count('coincide', m);
          const match = await t.as(user, coincide);
          if (match.statusCode === 200 && match.json().existe !== false)
            failures.push(`${m.name}.${field} ${user}: coincide confirmed a value of a record out of scope: ${match.body}`);
          else if (![200, 403, 404, 429].includes(match.statusCode))
            failures.push(`${m.name}.${field} ${user}: coincide answered ${match.statusCode} ${match.body.slice(0, 100)}`);
        }
      }
    }
    // Last (a spent budget answers 429 for a minute): each company-wide field, asked by one caller out of scope.
    for (const { m, field, url, user } of companyCells) {
      count('budget', m);
      let refusedAt = 0;
      for (let i = 1; i <= BUDGET_PROBE && !refusedAt; i += 1) {
        const res = await t.as(user, { method: 'GET', url });
        if (res.statusCode === 429) refusedAt = i;
        else if (res.statusCode !== 200 && ![403, 404].includes(res.statusCode)) failures.push(`${m.name}.${field} ${user}: existe answered ${res.statusCode}`);
        else if (res.statusCode !== 200) break;
      }
      const first = await t.as(user, { method: 'GET', url });
      if (!refusedAt && first.statusCode === 200)
        failures.push(
          `${m.name}.${field} ${user}: a company-wide existe answered ${BUDGET_PROBE} times in a row about a record out of scope, no look-up budget`,
        );
    }
    report('existe', started);
    report('coincide', started);
    report('budget', started);
    expect(failures).toEqual([]);
    expect(Object.keys(cellCounts.existe ?? {})).toEqual(expect.arrayContaining(['tarjeta', 'contacto', 'cuenta']));
  });

  it('a create carrying a value only a record out of scope holds answers as with a value nobody holds (defect 4: no duplicate warning)', async () => {
    const started = Date.now();
    const failures: string[] = [];
    for (const m of modulesOf(t)) {
      for (const [user, holder] of Object.entries(holders).filter(([, h]) => holderMayPassOnSomeRecord(h, m.config.access.write))) {
        const reach = await reachExtra(t, m, holder, teams);
        // Writers of a record of their own only (the oracle on the record the create would store).
        const sample = await minimalDatos(t, m, reach);
        if (!mayWrite(m, holder, await viewOf(t, m, sample, holder.account ?? null), teams)) continue;
        const extra = await outsiderExtra(m);
        for (const field of representativeFields(m)) {
          // Values the schema makes unique across the company (x-unique) say so by the spec's own message.
          if ((m.module.schema.properties[field] as Property)['x-unique'] || field in reach) continue;
          const fresh = await createWithFresh(m, field, extra);
          if (!fresh) continue;
          const { outside } = await readersOf(m, fresh.record.id, fresh.record.datos);
          if (!outside.some(([u]) => u === user)) continue;
          const held = fresh.value;
          const nobodys = (await freshValues(t, m, field))[0];
          if (nobodys === undefined || typeof held !== typeof nobodys) continue;
          count('writes', m);
          // Two bodies alike but for their own unique values (the first create, if stored, must not collide with the second).
          const withHeld = await t.as(user, {
            method: 'POST',
            url: m.base,
            payload: { datos: { ...firstAttempt(m, await minimalDatos(t, m, reach)), [field]: held } },
          });
          const withNobodys = await t.as(user, {
            method: 'POST',
            url: m.base,
            payload: { datos: { ...firstAttempt(m, await minimalDatos(t, m, reach)), [field]: nobodys } },
          });
          const said = (res: typeof withHeld, v: unknown) => `${res.statusCode} ${res.statusCode >= 400 ? res.body.split(String(v)).join('«valor»') : ''}`;
          if (said(withHeld, held) !== said(withNobodys, nobodys))
            failures.push(
              `${m.name}.${field} ${user}: held elsewhere → ${said(withHeld, held).slice(0, 300)} | nobody's → ${said(withNobodys, nobodys).slice(0, 200)}`,
            );
        }
      }
    }
    report('writes', started);
    expect(failures).toEqual([]);
  });
});

/**
 * A record (the admin's) out of scope holding a fresh value in `field`, and that value as sent (an
 * encrypted field answers redacted), or null when the field has no fresh value, none is accepted or
 * the admin's write does not store it (a field with its own write guard).
 */
async function createWithFresh(m: ModuleUnderTest, field: string, extra: Record<string, unknown>) {
  if (field in extra) return null;
  for (const value of await freshValues(t, m, field)) {
    try {
      const record = await createRecord(t, 'admin', m, { ...extra, [field]: value });
      const row = await t.db.selectFrom('records').select('data').where('id', '=', record.id).executeTakeFirstOrThrow();
      const stored = (row.data as Record<string, unknown>)[field];
      const encrypted = !!(m.module.schema.properties[field] as Property)['x-encrypted'];
      return stored === undefined || (!encrypted && JSON.stringify(stored) !== JSON.stringify(value)) ? null : { record, value };
    } catch {
      // A rule refused this candidate (a date that must be past, or future): the next one.
    }
  }
  return null;
}

/**
 * A create as first sent: without the optional yes/no confirmations a valid example carries (a card's
 * "confirm the duplicate", which the form asks only once the server has warned).
 */
function firstAttempt(m: ModuleUnderTest, datos: Record<string, unknown>): Record<string, unknown> {
  const required = new Set(m.module.schema.required ?? []);
  return Object.fromEntries(
    Object.entries(datos).filter(([f, v]) => !(v === true && !required.has(f) && (m.module.schema.properties[f] as Property | undefined)?.type === 'boolean')),
  );
}

/** One field per kind of value (mask, format, link, type), and every field a rule may check for duplicates (x-unique, x-encrypted, own message). */
function representativeFields(m: ModuleUnderTest): string[] {
  const seen = new Set<string>();
  return Object.entries(m.module.schema.properties as Record<string, Property>).flatMap(([field, p]) => {
    const special = p['x-unique'] || p['x-encrypted'] || p['x-message'];
    const kind = JSON.stringify([p['x-mask'], p.format, !!p['x-link'], p.type]);
    if (!special && seen.has(kind)) return [];
    seen.add(kind);
    return [field];
  });
}
