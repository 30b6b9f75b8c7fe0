/**
 * R1, field access, generated from the schemas and screens.config.json: every field with its own
 * guard (`x-access.read` / `x-access.write`) or marked `readOnly`, of every module, × every demo
 * user and one user per clause of the module's guards (support/clauseUsers.ts: the demo users hold
 * no area of the fixture modules, so they alone would never meet a field hidden from a reader).
 * Reads: a field the user may not read is absent from the record, the list, the history, the
 * current record of a 409 and both exports, and no query answers by its value (`existe`, text
 * search, sort). Writes, as decisions.md 43 says: a create or update that sets a field the user may
 * not write is accepted and the field keeps its stored value (absent on create); `readOnly` fields
 * keep theirs for everyone. Record read-only by state (`x-read-only-when`, with `unlessRole`): an
 * update is refused with 403 to everyone but the role it names, nothing written. The expectations
 * come from the hand-kept oracle (support/accessOracle.ts), not from the server's `canAccess`.
 */
import { redactSealed } from '../../server/crypto/fieldCipher';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Guard } from '../../engine/core/permissions';
import type { ReadOnlyRule } from '../../engine/core/form/readOnlyWhen';
import type { TestApp } from '../api/helpers/testApp';
import { ownerFieldValue } from '../../engine/core/recordScope';
import { DEMO_HOLDERS, holderPasses, setDemoSettings, type Holder } from './support/accessOracle';
import { addClauseUsers } from './support/clauseUsers';
import { createRecord, listUrl, minimalDatos, modulesOf, type ModuleUnderTest } from './support/moduleCatalog';
import { startReliabilityApp } from './support/reliabilityApp';
import { loadLookups } from '../../server/registry/loadLookups';
import { teamOfUser } from '../api/helpers/teams';

/** The product's lookups: the generic ones and those of every module folder. */
const lookups = loadLookups();

let t: TestApp;
let teamId: number;
let holders: Record<string, Holder>;

beforeAll(async () => {
  t = await startReliabilityApp();
  teamId = await teamOfUser(t.db, 'staff');
  const guards = modulesOf(t).flatMap((m) => [m.config.access.read, m.config.access.write]);
  holders = { ...DEMO_HOLDERS, ...(await addClauseUsers(t, guards)) };
  setDemoSettings((await t.as('admin', { method: 'GET', url: '/api/usuario' })).json().ajustes ?? {});
});
afterAll(async () => {
  await t?.close();
});

type Property = {
  type?: string;
  maxLength?: number;
  minimum?: number;
  enum?: unknown[];
  readOnly?: boolean;
  'x-access'?: { read?: Guard; write?: Guard };
} & Record<string, unknown>;

const propertyOf = (m: ModuleUnderTest, field: string) => m.module.schema.properties[field] as Property;

let sequence = 0;
/** A value of the field no other record holds (a number, a text, a boolean or an enum member). */
function freshValue(m: ModuleUnderTest, field: string, other?: unknown): unknown {
  const p = propertyOf(m, field);
  sequence += 1;
  if (Array.isArray(p.enum)) return p.enum.find((v) => v !== other) ?? p.enum[0];
  // A switch that makes the record read-only (x-read-only-when) never takes that value here: the
  // record must stay writable for the next cells (the state rules have their own test below).
  const state = ((m.module.schema['x-read-only-when'] as ReadOnlyRule[] | undefined) ?? []).find((rule) => rule.field === field);
  if (p.type === 'boolean' && state && typeof state.equals === 'boolean') return !state.equals;
  if (p.type === 'boolean') return other === undefined ? true : !other;
  if (p.type === 'number' || p.type === 'integer') return 70_000 + sequence * 7 + Math.max(0, p.minimum ?? 0);
  // Masked amounts and numbers (x-mask): the mask's stored form.
  if (p.type === 'string' && p['x-mask'] === 'moneda') return `${70_000 + sequence}.00`;
  if (p.type === 'string' && p['x-mask'] === 'numero') return String(70_000 + sequence);
  if (p.type === 'string' && p['x-mask'] === 'tarjeta') return `4${String(70_000 + sequence).padStart(15, '0')}`;
  // Letters only (a subdomain, ACC-59): long enough to be kept, unique by the sequence spelled in letters.
  if (p.type === 'string' && p.pattern === '^[a-z]*$') return `campo${[...String(sequence)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
  // A combo code (the seeded options), another than `other`.
  if (typeof p['x-combo'] === 'string' && lookups[p['x-combo']]?.length) return lookups[p['x-combo']].find((o) => o.codigo !== other)?.codigo;
  // Digits fit a number-like pattern (an IIBB number, SUP-04).
  if (p.type === 'string' && typeof p.pattern === 'string' && !p['x-mask'] && new RegExp(p.pattern, 'u').test(String(70_000 + sequence)))
    return String(70_000 + sequence);
  // An IIBB grid (x-widget coefficients): one row summing 1, its jurisdiction changing each call.
  if (p.type === 'array' && p['x-widget'] === 'coefficients') return [{ tipo: 'local', coeficiente: 1, jurisdiccion: String(901 + (sequence % 24)) }]; // keys in the order the database gives them back
  const plain = p.type === 'string' && !p.format && !p.pattern && !p['x-combo'] && !p['x-link'] && !p['x-mask'];
  if (!plain) throw new Error(`${m.name}.${field}: el campo tiene acceso propio y no sé generar un valor de su tipo; ampliá freshValue`);
  return `Campo${sequence}-${field}`.slice(0, p.maxLength ?? 60);
}

/** Fields with their own guard, and the `readOnly` ones (a client never writes them). */
const guardedFields = (m: ModuleUnderTest) => Object.keys(m.module.schema.properties).filter((f) => propertyOf(m, f)['x-access']);
const readOnlyFields = (m: ModuleUnderTest) => Object.keys(m.module.schema.properties).filter((f) => propertyOf(m, f).readOnly === true);

/** What the oracle says the holder may do with the field (field guards carry no record clause on the server). */
function fieldRights(m: ModuleUnderTest, field: string, holder: Holder, written?: Record<string, unknown>) {
  const access = propertyOf(m, field)['x-access'] ?? {};
  const read = !access.read || holderPasses(holder, access.read);
  // A write guard is decided on the record the write would store (record clauses, ACC-41).
  const record = written ? { datos: written, teamId } : undefined;
  return { read, write: read && (!access.write || holderPasses(holder, access.write, record)) && propertyOf(m, field).readOnly !== true };
}

/** The data a user-facing answer holds: record, list items, history changes, a 409's current record. */
function fieldsShown(body: unknown): { datos: Array<Record<string, unknown>>; campos: string[] } {
  const b = body as { datos?: unknown; error?: { actual?: { datos?: Record<string, unknown> } } };
  if (b.error?.actual?.datos) return { datos: [b.error.actual.datos], campos: [] };
  if (Array.isArray(b.datos)) {
    return {
      datos: b.datos.flatMap((d) =>
        (d as { datos?: unknown }).datos && typeof (d as { datos?: unknown }).datos === 'object' ? [(d as { datos: Record<string, unknown> }).datos] : [],
      ),
      campos: b.datos.flatMap((d) => ((d as { cambios?: Array<{ campo: string }> }).cambios ?? []).map((c) => c.campo)),
    };
  }
  return { datos: b.datos && typeof b.datos === 'object' ? [b.datos as Record<string, unknown>] : [], campos: [] };
}

// Encrypted fields (x-encrypted) as every answer shows them, redacted: sent back, they keep the stored value.
const stored = async (id: number) => {
  const row = await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
  return { datos: redactSealed(row.data as Record<string, unknown>), version: Number(row.version) };
};

interface Reach {
  readonly reads: boolean;
  readonly writes: boolean;
  readonly creates: boolean;
}

/**
 * Whether the holder could find the records the module's required links name (`x-link`): a write
 * naming one the writer cannot find is refused (400), whatever the module's own guard says. The
 * generator's linked records are the admin's, outside any account: the target's read guard and an
 * exemption from its scope decide.
 */
function findsRequiredLinks(m: ModuleUnderTest, holder: Holder): boolean {
  return (m.module.schema.required ?? []).every((field) => {
    const kind = ((m.module.schema.properties[field] as Property)['x-link'] as { kind?: string } | undefined)?.kind;
    const target = kind ? t.config.modules[t.config.links?.[kind]?.module ?? ''] : undefined;
    if (!kind) return true;
    if (!target) return false;
    return holderPasses(holder, target.access.read) && (!target.recordScope || holderPasses(holder, target.recordScope.exempt));
  });
}

/** Whether the holder reaches `datos` (a record of the module with those data) to read and to write. */
function reachOf(m: ModuleUnderTest, holder: Holder, datos: Record<string, unknown>, owner: string | null): Reach {
  const scope = m.config.recordScope;
  const scoped = !!scope && !holderPasses(holder, scope.exempt);
  const inScope = !scoped || (!!holder.account && owner === holder.account);
  const view = { datos, teamId };
  const links = findsRequiredLinks(m, holder);
  return {
    reads: inScope && holderPasses(holder, m.config.access.read, view),
    writes: inScope && links && holderPasses(holder, m.config.access.write, view),
    creates: links && holderPasses(holder, m.config.access.write) && (!scoped || !!holder.account),
  };
}

/** A record of the module the holder reaches as far as the config lets them: their account, the seeded team. */
async function subjectFor(m: ModuleUnderTest, holder: Holder, fields: readonly string[], more: Record<string, unknown> = {}) {
  const extra: Record<string, unknown> = { ...Object.fromEntries(fields.map((f) => [f, freshValue(m, f)])), ...more };
  const ownerField = m.config.recordScope?.ownerField;
  if (ownerField && holder.account) extra[ownerField] = ownerFieldValue(m.module.schema.properties[ownerField], holder.account);
  for (const p of Object.entries(m.module.schema.properties)) {
    if ((p[1] as Property)['x-link'] && JSON.stringify(m.config.access).includes(`"teamOf":"${p[0]}"`)) extra[p[0]] = [teamId];
  }
  const record = await createRecord(t, 'admin', m, extra);
  const owner = (await t.db.selectFrom('records').select('owner_account').where('id', '=', record.id).executeTakeFirstOrThrow()).owner_account;
  return { record, owner };
}

/** A record for `m`'s link field `link` whose `field` holds `value`: of the link kind's module when it has one (through the API), else a bare row. */
async function linkedRecordIn(m: ModuleUnderTest, link: string, field: string, value: unknown): Promise<number> {
  const kind = (propertyOf(m, link)['x-link'] as { kind?: string } | undefined)?.kind;
  const target = kind ? modulesOf(t).find((x) => x.name === t.config.links?.[kind]?.module) : undefined;
  if (target) return (await createRecord(t, 'admin', target, { [field]: value })).id;
  const row = await t.db
    .insertInto('records')
    .values({ module: 'vinculado', id_crm: `vinculado-${Date.now()}-${Math.random()}`, data: JSON.stringify({ [field]: value }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The cells and header of an XLSX answer, as text. */
async function xlsxTexts(res: LightMyRequestResponse): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const texts: string[] = [];
  book.worksheets[0].eachRow((row) => row.eachCell((c) => texts.push(String(c.value))));
  return texts;
}

describe('R1 field access, generated from the schemas and screens.config.json', () => {
  it('a field the user may not read is in no answer and answers no query; a field they may not write keeps its stored value', async () => {
    const failures: string[] = [];
    let cells = 0;
    let hiddenFromAReader = 0;
    let lockedFromAWriter = 0;
    for (const m of modulesOf(t)) {
      const guarded = guardedFields(m);
      const locked = readOnlyFields(m);
      if (!guarded.length && !locked.length) continue;
      const fields = [...guarded, ...locked.filter((f) => !guarded.includes(f))];
      const probed = guarded.filter((f) => propertyOf(m, f).readOnly !== true);
      for (const [user, holder] of Object.entries(holders)) {
        const { record, owner } = await subjectFor(m, holder, probed);
        const reach = reachOf(m, holder, record.datos, owner);
        if (!reach.reads && !reach.writes && !reach.creates) continue;
        const fail = (why: string, res?: LightMyRequestResponse) =>
          failures.push(`${user} ${m.name}: ${why}${res ? ` (${res.statusCode} ${res.body.slice(0, 160)})` : ''}`);
        const hidden = fields.filter((f) => !fieldRights(m, f, holder).read);
        if (reach.reads) hiddenFromAReader += hidden.length;

        // Reads: the record, the list, the history and both exports show no hidden field.
        if (reach.reads) {
          const url = `${m.base}/${record.id}`;
          for (const [what, res] of [
            ['record', await t.as(user, { method: 'GET', url })],
            ['list', await t.as(user, { method: 'GET', url: listUrl(m) })],
            ['history', await t.as(user, { method: 'GET', url: `${url}/historial` })],
          ] as const) {
            cells += 1;
            if (res.statusCode !== 200) {
              fail(`${what} expected 200`, res);
              continue;
            }
            const shown = fieldsShown(res.json());
            for (const f of hidden) {
              if (shown.datos.some((d) => f in d) || shown.campos.includes(f)) fail(`${what} shows ${f} without read access`, res);
            }
            if (what === 'record') {
              for (const f of probed.filter((p) => !hidden.includes(p)))
                if (JSON.stringify(shown.datos[0]?.[f]) !== JSON.stringify(record.datos[f])) fail(`record hides ${f}, which the user may read`, res);
            }
          }
          for (const formato of ['csv', 'xlsx']) {
            cells += 1;
            const res = await t.as(user, { method: 'GET', url: listUrl(m, `/exportar/${formato}`) });
            if (res.statusCode !== 200) {
              fail(`${formato} export expected 200`, res);
              continue;
            }
            const text = formato === 'csv' ? res.body : (await xlsxTexts(res)).join('\n');
            for (const f of hidden) {
              const value = record.datos[f];
              if (text.includes(m.module.labels[f]) || (typeof value !== 'boolean' && value !== undefined && text.includes(String(value))))
                fail(`${formato} export shows ${f}`);
            }
          }
          // Queries that would tell a hidden value by their answer.
          for (const f of hidden.filter((h) => probed.includes(h))) {
            const value = record.datos[f];
            cells += 1;
            const ask = (valor: unknown) => t.as(user, { method: 'GET', url: `${m.base}/existe?campo=${f}&valor=${encodeURIComponent(String(valor))}` });
            const [held, other] = [await ask(value), await ask(freshValue(m, f, value))];
            if (held.statusCode === 200 && held.body !== other.body) fail(`existe answers by the value of ${f}`, held);
            if (typeof value === 'string' && m.config.list.filters.some((x) => x.name === 'texto' && x.kind === 'text')) {
              cells += 1;
              const res = await t.as(user, { method: 'GET', url: `${m.base}?texto=${encodeURIComponent(value)}` });
              if (res.statusCode === 200 && (res.json() as { total: number }).total > 0) fail(`the text search finds a record by ${f}`, res);
            }
            if ([...m.config.list.sortable, m.config.list.defaultSort.field].includes(f)) {
              cells += 1;
              const res = await t.as(user, { method: 'GET', url: `${listUrl(m)}${m.config.list.requireFilter ? '&' : '?'}orden=${f}` });
              if (res.statusCode === 200) fail(`the list sorts by ${f}`, res);
            }
          }
        }

        // Writes: what the user may not write keeps the stored value; a stale write's 409 hides too.
        if (reach.writes) {
          cells += 1;
          const before = await stored(record.id);
          const sent = { ...before.datos };
          for (const f of fields) sent[f] = freshValue(m, f, before.datos[f]);
          const res = await t.as(user, { method: 'PUT', url: `${m.base}/${record.id}`, payload: { version: before.version, datos: sent } });
          if (res.statusCode !== 200) fail('update expected 200', res);
          else {
            const after = await stored(record.id);
            for (const f of fields) {
              const { write } = fieldRights(m, f, holder, sent);
              if (!write) lockedFromAWriter += 1;
              const want = write ? sent[f] : before.datos[f];
              if (JSON.stringify(after.datos[f]) !== JSON.stringify(want))
                fail(`update of ${f} stored ${JSON.stringify(after.datos[f])}, expected ${JSON.stringify(want)} (${write ? 'may' : 'may not'} write)`);
            }
            // Another user's change in between (vigente switched off and on by admin) makes the user's version stale.
            for (let i = 0; i < 2; i += 1) {
              const { version } = await stored(record.id);
              await t.as('admin', { method: 'POST', url: `${m.base}/${record.id}/vigente`, payload: { version } });
            }
            cells += 1;
            const stale = await t.as(user, { method: 'PUT', url: `${m.base}/${record.id}`, payload: { version: after.version, datos: before.datos } });
            if (stale.statusCode !== 409) fail('stale update expected 409', stale);
            else for (const f of hidden) if (f in (fieldsShown(stale.json()).datos[0] ?? {})) fail(`the 409's current record shows ${f}`, stale);
          }
        }
        if (reach.creates) {
          cells += 1;
          const datos = await minimalDatos(t, m, Object.fromEntries(fields.map((f) => [f, freshValue(m, f)])));
          const owner = m.config.recordScope?.ownerField;
          if (owner && holder.account) datos[owner] = ownerFieldValue(m.module.schema.properties[owner], holder.account);
          const res = await t.as(user, { method: 'POST', url: m.base, payload: { datos } });
          const requiredLocked = fields.some((f) => !fieldRights(m, f, holder, datos).write && m.module.schema.required?.includes(f));
          if (res.statusCode !== 201) {
            if (!(requiredLocked && res.statusCode === 400)) fail('create expected 201', res);
          } else {
            const after = await stored((res.json() as { id: number }).id);
            for (const f of fields) {
              const { write } = fieldRights(m, f, holder, datos);
              // A field the server computes (x-computed) holds the server's value, never the one sent.
              const computed = propertyOf(m, f)['x-computed'] !== undefined;
              // A read-only field with a default starts with it (a supplier's pending state, SUP-OP05).
              const byDefault = propertyOf(m, f).readOnly === true && propertyOf(m, f).default !== undefined;
              const expectedDefault = byDefault && JSON.stringify(after.datos[f]) === JSON.stringify(propertyOf(m, f).default);
              if (
                byDefault
                  ? !expectedDefault
                  : computed
                    ? JSON.stringify(after.datos[f]) === JSON.stringify(datos[f])
                    : write
                      ? JSON.stringify(after.datos[f]) !== JSON.stringify(datos[f])
                      : after.datos[f] !== undefined
              ) {
                fail(`create stored ${f} = ${JSON.stringify(after.datos[f])} (${write ? 'may' : 'may not'} write)`);
              }
            }
          }
        }
      }
    }
    expect(failures, `${failures.length} of ${cells} cells`).toEqual([]);
    // The fixture modules guard fields against some of their readers and writers: the matrix meets them.
    expect(hiddenFromAReader, 'hidden fields met by a reader of their module').toBeGreaterThan(0);
    expect(lockedFromAWriter, 'locked fields met by a writer of their module').toBeGreaterThan(0);
  });

  it('a record read-only by its state (x-read-only-when) refuses an update from everyone but the role it names, nothing written', async () => {
    const failures: string[] = [];
    let refused = 0;
    for (const m of modulesOf(t)) {
      const rules = (m.module.schema['x-read-only-when'] as ReadOnlyRule[] | undefined) ?? [];
      for (const rule of rules) {
        for (const [user, holder] of Object.entries(holders)) {
          // A rule on a linked record's field (`cuenta.activo`): the record is born linked to one in that state.
          const dot = rule.field.indexOf('.');
          const linkedTo =
            dot > 0 ? { [rule.field.slice(0, dot)]: await linkedRecordIn(m, rule.field.slice(0, dot), rule.field.slice(dot + 1), rule.equals) } : {};
          const { record, owner } = await subjectFor(m, holder, [], linkedTo);
          if (!reachOf(m, holder, record.datos, owner).writes) continue;
          // Put the record in the state: `vigente` through its own route, a field through an update as admin.
          const current = await stored(record.id);
          // A read-only field (an annulment) is set through its row action, which no form save can do.
          const annul = m.module.readOnlyFields.has(rule.field) && rule.equals === true;
          // ... or through a list's switch on it (a supplier out of use, SUP-26), from false to true.
          const toggled =
            annul &&
            t.config.screens.some(
              (s) => s.kind === 'list' && s.module === m.name && (s.rowActions ?? []).some((a) => a.kind === 'toggle' && a.field === rule.field),
            );
          const res =
            dot > 0
              ? { statusCode: 200, body: '' }
              : rule.field === 'vigente'
                ? await t.as('admin', { method: 'POST', url: `${m.base}/${record.id}/vigente`, payload: { version: current.version } })
                : annul
                  ? await t.as('admin', {
                      method: 'POST',
                      url: `${m.base}/${record.id}/${toggled ? 'alternar' : 'anular'}/${rule.field}`,
                      payload: { version: current.version },
                    })
                  : await t.as('admin', {
                      method: 'PUT',
                      url: `${m.base}/${record.id}`,
                      payload: { version: current.version, datos: { ...current.datos, [rule.field]: rule.equals } },
                    });
          if (res.statusCode !== 200) throw new Error(`${m.name}: no se pudo poner ${rule.field} = ${JSON.stringify(rule.equals)}: ${res.body}`);
          const before = await stored(record.id);
          const text = Object.keys(m.module.schema.properties).find(
            (f) =>
              fieldRights(m, f, holder).write &&
              propertyOf(m, f).type === 'string' &&
              !propertyOf(m, f).format &&
              !propertyOf(m, f)['x-link'] &&
              !propertyOf(m, f)['x-combo'] &&
              !propertyOf(m, f)['x-mask'] &&
              !propertyOf(m, f)['x-derived'] &&
              !propertyOf(m, f).pattern &&
              !propertyOf(m, f).enum &&
              !propertyOf(m, f).oneOf,
          );
          const datos = text ? { ...before.datos, [text]: freshValue(m, text) } : before.datos;
          const put = await t.as(user, { method: 'PUT', url: `${m.base}/${record.id}`, payload: { version: before.version, datos } });
          const exempt = !!rule.unlessRole && holder.roles.some((r) => r.toUpperCase() === rule.unlessRole!.toUpperCase());
          const after = await stored(record.id);
          if (exempt && put.statusCode !== 200)
            failures.push(`${user} ${m.name} ${rule.field}: exempt by ${rule.unlessRole}, got ${put.statusCode} ${put.body.slice(0, 120)}`);
          if (!exempt) {
            refused += 1;
            if (put.statusCode !== 403) failures.push(`${user} ${m.name} ${rule.field}: expected 403, got ${put.statusCode} ${put.body.slice(0, 120)}`);
            if (after.version !== before.version) failures.push(`${user} ${m.name} ${rule.field}: a refused update wrote`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refused, 'read-only records met by a writer').toBeGreaterThan(0);
  });
});
