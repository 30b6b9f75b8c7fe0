/**
 * R1, writes that would move a record out of the writer's scope (issue 19, defect 1), generated
 * from the registry and screens.config.json: for every module, every record field its guards or
 * record scope read (team fields, dotted through a link; `userIs`; the owner links of a
 * `writeFollowsOwner` guard; the scope's owner field), every demo user and one user per record
 * clause (support/recordClauseUsers.ts) who may write a record of theirs, and a value of that field
 * that would leave the record outside their reach (another team, another owner, another person,
 * another account), the hand-kept oracle deciding which values do. The update is refused (403/404)
 * and the stored row is as it was (data, version, owner, history); a create with the same values is
 * refused and stores nothing. Each cell has a control: the admin's same write is accepted, so the
 * refusal is about the scope, never about a body the test got wrong. A scoped user's owner field
 * is the server's to set (recordScope.ts): their write is refused, or stored with their own account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldFields } from '../../engine/core/permissions';
import { ownerFieldValue } from '../../engine/core/recordScope';
import type { TestApp } from '../api/helpers/testApp';
import { DEMO_HOLDERS, type Holder } from './support/accessOracle';
import { createRecord, minimalDatos, modulesOf, type ModuleUnderTest } from './support/moduleCatalog';
import { startReliabilityApp } from './support/reliabilityApp';
import { addRecordClauseUsers } from './support/recordClauseUsers';
import { freshLinked, linkTarget, mayWrite, reachExtra, recordCount, scopeFieldsOf, scopedHolder, storedState, teamPaths, teamValue, teamsOf, viewOf, type Teams } from './support/scopeWorld';

let t: TestApp;
let teams: Teams;
let holders: Record<string, Holder>;

beforeAll(async () => {
  t = await startReliabilityApp();
  teams = await teamsOf(t);
  holders = { ...DEMO_HOLDERS, ...(await addRecordClauseUsers(t, modulesOf(t).flatMap((m) => [m.config.access.read, m.config.access.write]), teams.own)) };
});
afterAll(async () => {
  await t?.close();
});

/** A change of the record's data: fields set, fields dropped (undefined). */
type Change = Record<string, unknown>;

const applied = (datos: Record<string, unknown>, change: Change) => Object.fromEntries(Object.entries({ ...datos, ...change }).filter(([, v]) => v !== undefined));

/** The datos that put the other team behind every dotted team path read through `link`. */
function otherTeamThrough(m: ModuleUnderTest, link: string): Record<string, unknown> {
  const target = linkTarget(t, m, link);
  const paths = [m.config.access.read, m.config.access.write].flatMap(teamPaths).filter((p) => p.startsWith(`${link}.`));
  return target ? Object.fromEntries(paths.map((p) => [p.slice(link.length + 1), teamValue(target, p.slice(link.length + 1), teams.other)])) : {};
}

/** The values of `field` a write could give: another linked record (of another team), another team, another owner link, another account. */
async function candidatesOf(m: ModuleUnderTest, field: string): Promise<Array<{ label: string; change: Change }>> {
  const property = m.module.schema.properties[field] as Record<string, unknown>;
  const out: Array<{ label: string; change: Change }> = [];
  if (property['x-link']) {
    out.push({ label: `${field}→otro`, change: { [field]: await freshLinked(t, m, field, otherTeamThrough(m, field)) } });
    // An owner link (`set` clause): the record handed to another kind of owner.
    if (heldFields(m.config.access.write).includes(field)) {
      for (const other of heldFields(m.config.access.write).filter((g) => g !== field && linkTarget(t, m, g))) {
        out.push({ label: `${field}→${other}`, change: { [field]: undefined, [other]: await freshLinked(t, m, other, otherTeamThrough(m, other)) } });
      }
    }
  } else if (property.type === 'array') out.push({ label: `${field}→otro equipo`, change: { [field]: teamValue(m, field, teams.other) } });
  else out.push({ label: `${field}→otra cuenta`, change: { [field]: ownerFieldValue(property, '987654321') } });
  return out;
}

/** The records a writer reaches: their reach (support/scopeWorld.ts), and one per owner link of a `writeFollowsOwner` guard. */
async function subjectExtras(m: ModuleUnderTest, holder: Holder): Promise<Array<{ label: string; extra: Change }>> {
  const reach = await reachExtra(t, m, holder, teams);
  const owners = heldFields(m.config.access.write).filter((f) => linkTarget(t, m, f));
  const out = [{ label: 'alcance', extra: reach }];
  for (const owner of owners) {
    const ownTeam = Object.fromEntries(Object.entries(otherTeamThrough(m, owner)).map(([f]) => [f, teamValue(linkTarget(t, m, owner)!, f, teams.own)]));
    out.push({ label: `dueño ${owner}`, extra: { ...reach, ...Object.fromEntries(owners.map((o) => [o, undefined])), [owner]: await freshLinked(t, m, owner, ownTeam) } });
  }
  return out;
}

const ownerOf = async (id: number) => (await t.db.selectFrom('records').select('owner_account').where('id', '=', id).executeTakeFirstOrThrow()).owner_account;

describe('R1 a write cannot move a record out of the writer\'s scope (issue 19, defect 1), generated', () => {
  it('every scope field × every writer × a value outside their reach: update and create refused, nothing stored', async () => {
    const failures: string[] = [];
    const cells: Record<string, number> = {};
    for (const m of modulesOf(t)) {
      const fields = scopeFieldsOf(m);
      if (!fields.length) continue;
      const started = Date.now();
      const candidates = new Map<string, Array<{ label: string; change: Change }>>();
      for (const field of fields) candidates.set(field, await candidatesOf(m, field));
      const ownerField = m.config.recordScope?.ownerField;
      for (const [user, holder] of Object.entries(holders)) {
        for (const subject of await subjectExtras(m, holder)) {
          const probe = await createRecord(t, 'admin', m, subject.extra);
          const probeOwner = await ownerOf(probe.id);
          if (!mayWrite(m, holder, await viewOf(t, m, probe.datos, probeOwner), teams)) continue;
          let probeUsed = false;
          for (const [field, list] of candidates) {
            for (const { label, change } of list) {
              const forced = scopedHolder(m, holder) && field === ownerField;
              const afterOwner = scopedHolder(m, holder) ? (holder.account ?? null) : ownerField && field === ownerField ? String(change[field]) : probeOwner;
              const afterDatos = applied(probe.datos, forced ? { [field]: ownerFieldValue(m.module.schema.properties[field], holder.account ?? '') } : change);
              if (!forced && mayWrite(m, holder, await viewOf(t, m, afterDatos, afterOwner), teams)) continue;
              cells[m.name] = (cells[m.name] ?? 0) + 1;
              // The first cell writes on the probe, the next ones on fresh twins of it (the control changes the record).
              const record = probeUsed ? await createRecord(t, 'admin', m, subject.extra) : probe;
              probeUsed = true;
              const where = `${m.name}/${subject.label} ${user} ${label}`;
              const read = await t.as(user, { method: 'GET', url: `${m.base}/${record.id}` });
              if (read.statusCode !== 200) {
                failures.push(`${where}: the writer cannot read the record (${read.statusCode})`);
                continue;
              }
              const before = await storedState(t, record.id);
              const res = await t.as(user, { method: 'PUT', url: `${m.base}/${record.id}`, payload: { version: read.json().version, datos: applied(read.json().datos, change) } });
              const after = await storedState(t, record.id);
              if (forced) {
                const own = ownerFieldValue(m.module.schema.properties[field], holder.account ?? '');
                const storedOwn = res.statusCode === 200 && after.owner === holder.account && (JSON.parse(after.data) as Record<string, unknown>)[field] === own;
                const refused = [403, 404].includes(res.statusCode) && JSON.stringify(after) === JSON.stringify(before);
                if (!storedOwn && !refused) failures.push(`${where}: update ${res.statusCode}, stored owner ${after.owner} ${field}=${JSON.stringify((JSON.parse(after.data) as Record<string, unknown>)[field])} ${res.body.slice(0, 160)}`);
                continue;
              }
              if (![403, 404].includes(res.statusCode)) failures.push(`${where}: update answered ${res.statusCode} (expected 403/404) ${res.body.slice(0, 160)}`);
              if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${where}: update ${res.statusCode} but stored (version ${before.version}→${after.version}, history ${before.history}→${after.history}, owner ${before.owner}→${after.owner})`);
              // The control: the admin, whom no scope limits, may make the same change (the body is valid).
              const adminRead = (await t.as('admin', { method: 'GET', url: `${m.base}/${record.id}` })).json();
              const control = await t.as('admin', { method: 'PUT', url: `${m.base}/${record.id}`, payload: { version: adminRead.version, datos: applied(adminRead.datos, change) } });
              if (control.statusCode !== 200) failures.push(`${where}: control (admin's same update) answered ${control.statusCode} ${control.body.slice(0, 160)}`);
              // A create with the same values.
              const datos = await minimalDatos(t, m, { ...subject.extra, ...change });
              const count = await recordCount(t, m);
              const created = await t.as(user, { method: 'POST', url: m.base, payload: { datos: applied(datos, {}) } });
              if (![403, 404].includes(created.statusCode)) failures.push(`${where}: create answered ${created.statusCode} (expected 403/404) ${created.body.slice(0, 160)}`);
              if (created.statusCode !== 201 && (await recordCount(t, m)) !== count) failures.push(`${where}: create refused with ${created.statusCode} but a record was stored`);
              const createControl = await t.as('admin', { method: 'POST', url: m.base, payload: { datos: applied(datos, {}) } });
              if (createControl.statusCode !== 201) failures.push(`${where}: control (admin's same create) answered ${createControl.statusCode} ${createControl.body.slice(0, 160)}`);
            }
          }
        }
      }
      console.info(`writeScope ${m.name}: ${cells[m.name] ?? 0} cells, ${Date.now() - started} ms`);
    }
    const total = Object.values(cells).reduce((a, b) => a + b, 0);
    console.info(`writeScope: ${total} cells ${JSON.stringify(cells)}`);
    expect(failures, `${failures.length} failures in ${total} cells`).toEqual([]);
    // Every kind of scope field meets a writer it would move the record away from.
    expect(Object.keys(cells)).toEqual(expect.arrayContaining(['tarjeta', 'cuenta', 'cuentabancaria', 'contacto', 'pruebasgc']));
  });
});
