/**
 * R1, the authorization matrix, generated: every documented operation of every module (the
 * shipped ones and the engine's fixture modules, read from the registry and screens.config.json)
 * × every demo user × records the user owns or not (record scope by account, `teamOf` team, none)
 * × the fields with their own read guard; then every operation × every kind of bad token. The
 * expectations come from a hand-kept table of what each demo user holds (support/accessOracle.ts),
 * not from the server's `canAccess`. Whatever the cell: never a 5xx, and no data of a record
 * outside the caller's scope nor of a field they may not read.
 */
import { SignJWT, generateKeyPair } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldFields, linkedGuardFields, type Guard, type GuardClause } from '../../engine/core/permissions';
import { demoUsers } from '../../server/seed/demoUsers';
import type { TestApp } from '../api/helpers/testApp';
import { startReliabilityApp } from './support/reliabilityApp';
import { ownerFieldValue } from '../../engine/core/recordScope';
import { DEMO_HOLDERS, holderMayPassOnSomeRecord, holderPasses, type Holder, type RecordView } from './support/accessOracle';
import { createRecord, listUrl, minimalDatos, modulesOf, type ModuleUnderTest, type StoredRecord } from './support/moduleCatalog';
import { operationsOf, requestOf, type Operation } from './support/moduleOperations';
import { isSpanishError } from './support/errorShape';
import { linkedOf } from './support/scopeWorld';
import { teamOfUser } from '../api/helpers/teams';

let t: TestApp;
let teamId: number;

beforeAll(async () => {
  t = await startReliabilityApp();
  teamId = await teamOfUser(t.db, 'staff');
});
afterAll(async () => {
  await t?.close();
});

/** The record fields a guard's `teamOf` clauses name (a dotted one, `cuenta.equipos`, looks through a link). */
function teamFields(guard: Guard | undefined): string[] {
  const of = (clause: GuardClause): string[] =>
    'allOf' in clause ? clause.allOf.flatMap(of) : 'anyOf' in clause ? clause.anyOf.flatMap(of) : 'teamOf' in clause ? [clause.teamOf] : [];
  return guard?.anyOf.flatMap(of) ?? [];
}

/** The extra datos of a record of the demo team: the team in the field, or, through a link, a linked record holding it. */
async function teamExtra(m: ModuleUnderTest, field: string): Promise<Record<string, unknown>> {
  const dot = field.indexOf('.');
  if (dot < 0) {
    // Team ids as the field stores them: numbers, or the codes of a team combo (text).
    const items = (m.module.schema.properties[field] as { items?: { type?: string } } | undefined)?.items;
    return { [field]: [items?.type === 'string' ? String(teamId) : teamId] };
  }
  const link = field.slice(0, dot);
  const kind = (m.module.schema.properties[link] as { 'x-link'?: { kind: string } } | undefined)?.['x-link']?.kind;
  const target = kind ? t.config.links?.[kind]?.module : undefined;
  const targetModule = target ? modulesOf(t).find((x) => x.name === target) : undefined;
  const linkedId = targetModule
    ? (await createRecord(t, 'admin', targetModule, { [field.slice(dot + 1)]: [String(teamId)] })).id
    : (
        await t.db
          .insertInto('records')
          .values({ module: 'vinculado', id_crm: `vinculado-${link}-${Date.now()}`, data: JSON.stringify({ [field.slice(dot + 1)]: [String(teamId)] }) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  return { [link]: Number(linkedId) };
}

/** Fields with their own read guard (`x-access.read`) and a sentinel value nobody else could show. */
function guardedFields(m: ModuleUnderTest): Array<{ field: string; guard: Guard; sentinel: string | number }> {
  return Object.entries(m.module.schema.properties).flatMap(([field, p], i) => {
    const guard = (p as { 'x-access'?: { read?: Guard } })['x-access']?.read;
    if (!guard) return [];
    return [{ field, guard, sentinel: p.type === 'number' || p.type === 'integer' ? 73_519 + i : `Secreto-${field}-${i}` }];
  });
}

interface Subject {
  readonly label: string;
  readonly record: StoredRecord;
  /** The stored owner account (record scope). */
  readonly owner: string | null;
  /** Texts only this record holds (what must never reach a caller outside its scope). */
  readonly marks: readonly string[];
  /** What its guards' clauses through a link read (linkedOf). */
  readonly linked: Readonly<Record<string, unknown>>;
  /** The extra datos it was created with (a DELETE runs on a fresh twin, so the other cells keep the record). */
  readonly extra: Record<string, unknown>;
}

/** The records a module's matrix runs on: a plain one, one owned by the demo agency, one of the demo team. */
async function subjectsOf(m: ModuleUnderTest): Promise<Subject[]> {
  const secrets = Object.fromEntries(guardedFields(m).map((g) => [g.field, g.sentinel]));
  const variants: Array<[string, Record<string, unknown>]> = [['plain', secrets]];
  const ownerField = m.config.recordScope?.ownerField;
  // The owner field holds the agency account typed as declared (an integer link to the account record, or a code).
  if (ownerField)
    variants.push(['agency', { ...secrets, [ownerField]: ownerFieldValue(m.module.schema.properties[ownerField], DEMO_HOLDERS.externo.account ?? '') }]);
  for (const field of new Set([...teamFields(m.config.access.read), ...teamFields(m.config.access.write)]))
    variants.push([`team:${field}`, { ...secrets, ...(await teamExtra(m, field)) }]);
  const subjects: Subject[] = [];
  for (const [label, extra] of variants) {
    const record = await createRecord(t, 'admin', m, extra);
    const row = await t.db.selectFrom('records').select('owner_account').where('id', '=', record.id).executeTakeFirstOrThrow();
    const marks = Object.values(record.datos).filter((v): v is string => typeof v === 'string' && v.startsWith('Prueba '));
    subjects.push({ label, record, owner: row.owner_account, marks, linked: await linkedOf(t, m, record.datos), extra });
  }
  return subjects;
}

const ALLOWED = new Set([200, 201, 204, 400, 409]);
const readOnlyByState = (res: LightMyRequestResponse) => res.statusCode === 403 && res.body.includes('"codigo":"solo_lectura"');
const DENIED = new Set([403, 404]);

/** What the hand-kept table says a cell answers: 'allowed', 'denied' or, for undeclared row-action fields, 'refused'. */
function expected(m: ModuleUnderTest, op: Operation, holder: Holder, subject: Subject, created: RecordView): 'allowed' | 'denied' | 'refused' {
  const guard = op.writes ? m.config.access.write : m.config.access.read;
  const scope = m.config.recordScope;
  const scoped = !!scope && !holderPasses(holder, scope.exempt);
  // `existe` answers about the records the caller may read (issue 19, defect 3): whoever passes the read guard on
  // some record may ask (a card's team, CRD-19), and hears only about those records (tests/reliability/scopeOracles.test.ts).
  if (op.path.endsWith('/existe')) return holderMayPassOnSomeRecord(holder, guard) ? 'allowed' : 'denied';
  if (!op.forRecord) {
    // A create passes on the record its link names (a clause through a link); a list without that link's filter does not,
    // nor the modals' search sent with no criterion. The duplicate check is judged on the links its values name, as a
    // create: a guard on a plain field of the record (a permission's area, ADM-OP01) is decided without a record there.
    const onNamedRecord =
      op.method === 'POST' && (op.path === m.base || (op.path.endsWith('/coincide') && (linkedGuardFields(guard).length > 0 || heldFields(guard).length > 0)));
    if (!holderPasses(holder, guard) && !(onNamedRecord && holderPasses(holder, guard, created))) return 'denied';
    // A scoped user without an account owns nothing, so creates nothing.
    return op.method === 'POST' && scoped && !holder.account ? 'denied' : 'allowed';
  }
  // An undeclared row-action field is refused before any record is read (400), or the caller is (403/404).
  if (op.campo === 'noDeclarado') return 'refused';
  if (!holderMayPassOnSomeRecord(holder, guard)) return 'denied';
  if (scoped && (!holder.account || subject.owner !== holder.account)) return 'denied';
  if (!holderPasses(holder, guard, { datos: subject.record.datos, teamId, linked: subject.linked })) return 'denied';
  // A row action writes one field: that field's own write guard applies.
  const fieldGuard = op.campo ? (m.module.schema.properties[op.campo] as { 'x-access'?: { write?: Guard } } | undefined)?.['x-access']?.write : undefined;
  if (fieldGuard && !holderPasses(holder, fieldGuard)) return 'denied';
  return 'allowed';
}

/** A readable cell name for failure messages. */
const cell = (m: ModuleUnderTest, op: Operation, user: string, subject: Subject, res: LightMyRequestResponse) =>
  `${user} ${op.method} ${op.path}${op.campo ? ` campo=${op.campo}` : ''} on ${m.name}/${subject.label}: ${res.statusCode} ${res.body.slice(0, 200)}`;

describe('R1 authorization matrix, generated from the registry and screens.config.json', () => {
  it('the hand-kept table says what every demo user holds', () => {
    expect(Object.keys(DEMO_HOLDERS).sort()).toEqual(demoUsers.map((u) => u.username).sort());
  });

  it('every operation × demo user × own/other record: the expected answer, never a 5xx, no data outside scope or field access', async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const m of modulesOf(t)) {
      const subjects = await subjectsOf(m);
      const operations = operationsOf(t, m);
      expect(operations.length, `${m.name} has documented operations`).toBeGreaterThan(5);
      const guarded = guardedFields(m);
      const createDatos = await minimalDatos(t, m);
      const created: RecordView = { datos: createDatos, teamId, linked: await linkedOf(t, m, createDatos) };
      for (const user of Object.keys(DEMO_HOLDERS)) {
        const holder = DEMO_HOLDERS[user];
        const scoped = !!m.config.recordScope && !holderPasses(holder, m.config.recordScope.exempt);
        for (const subject of subjects) {
          for (const op of operations) {
            // Operations on no record run once per user, not once per subject.
            if (!op.forRecord && subject !== subjects[0]) continue;
            cells += 1;
            // A delete (modules.<m>.delete) removes what it runs on: it runs on a twin of the subject.
            const target = op.method === 'DELETE' ? await createRecord(t, 'admin', m, subject.extra) : subject.record;
            const res = await t.as(user, await requestOf(t, m, op, target, createDatos));
            const want = expected(m, op, holder, subject, created);
            const fail = (why: string) => failures.push(`${why}: ${cell(m, op, user, subject, res)}`);
            if (res.statusCode >= 500) fail('5xx');
            // A record an earlier cell put in a read-only state (an annulled note) refuses the update by its
            // state, not by the guard: the guard let it through (the state itself: fieldAccess.test.ts).
            else if (want === 'allowed' && !ALLOWED.has(res.statusCode) && !readOnlyByState(res)) fail('expected allowed');
            else if (want === 'denied' && !DENIED.has(res.statusCode)) fail('expected 403/404');
            else if (want === 'refused' && ![400, 403, 404].includes(res.statusCode)) fail('expected a refusal');
            if (res.statusCode >= 400 && !isSpanishError(res)) fail('error without a Spanish mensaje');
            if (res.statusCode >= 300 || res.headers['content-type']?.toString().includes('spreadsheetml')) continue;
            // What a successful answer must not hold: other accounts' records, fields the user may not read.
            if (scoped) {
              for (const other of subjects.filter((s) => s.owner !== holder.account)) {
                for (const mark of other.marks) if (res.body.includes(mark)) fail(`data of ${m.name}/${other.label} outside the scope`);
              }
            }
            for (const g of guarded) {
              if (!holderPasses(holder, g.guard) && res.body.includes(String(g.sentinel))) fail(`field ${g.field} shown without read access`);
            }
          }
        }
      }
    }
    expect(failures, `${failures.length} of ${cells} cells`).toEqual([]);
    expect(cells).toBeGreaterThan(100);
  });
});

describe('R1 token kinds on every module operation', () => {
  /** A JWT-shaped token nobody issued: signed with a foreign key, or with `alg: none`. */
  async function forgedTokens(): Promise<Record<string, string>> {
    const { privateKey } = await generateKeyPair('RS256');
    const claims = { sub: 'usr-1', client_id: 'backoffice-web', scope: 'openid profile' };
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'ajena' }).setIssuedAt().setExpirationTime('1h').sign(privateKey);
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    return { foreign, algNone };
  }

  it('none, malformed, unknown, foreign key, alg none, expired, expired temporary: 401; a temporary (token-mode) token: 403 on module data', async () => {
    const admin = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const expiring = await t.identity.issueAccessToken(admin.id, 1);
    const forged = await forgedTokens();
    // The short-lived token's second passes while the forged ones are built; the check waits for its expiry, not for a time.
    await expect.poll(async () => await t.identity.verifyAccessToken(expiring), { timeout: 10_000, interval: 100 }).toBeNull();
    const kinds: Array<[string, Record<string, string>, number]> = [
      ['no token', {}, 401],
      ['malformed', { authorization: 'Bearer no es un token!' }, 401],
      ['not bearer', { authorization: `Basic ${Buffer.from('admin:demo').toString('base64')}` }, 401],
      ['unknown opaque', { authorization: `Bearer ${'A'.repeat(43)}` }, 401],
      ['foreign key', { authorization: `Bearer ${forged.foreign}` }, 401],
      ['alg none', { authorization: `Bearer ${forged.algNone}` }, 401],
      ['expired', { authorization: `Bearer ${expiring}` }, 401],
      ['expired temporary', { authorization: 'Bearer demo-expirado' }, 401],
      ['temporary (token mode)', { authorization: 'Bearer demo-vigente' }, 403],
    ];
    const failures: string[] = [];
    for (const m of modulesOf(t)) {
      const record = await createRecord(t, 'admin', m);
      const createDatos = await minimalDatos(t, m);
      for (const op of operationsOf(t, m)) {
        const request = await requestOf(t, m, op, record, createDatos);
        for (const [kind, headers, status] of kinds) {
          const res = await t.app.inject({ ...request, headers });
          if (res.statusCode !== status) failures.push(`${kind} ${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          else if (!isSpanishError(res)) failures.push(`${kind} ${op.method} ${op.path}: no Spanish mensaje`);
        }
      }
      // Nothing a refused token sent was stored.
      const after = await t.db.selectFrom('records').select('version').where('id', '=', record.id).executeTakeFirstOrThrow();
      if (Number(after.version) !== record.version) failures.push(`${m.name}: a bad token changed record ${record.id}`);
    }
    expect(failures).toEqual([]);
  });

  it('a refresh token used as an access token: 401', async () => {
    // The refresh token of a real sign-in (authorization code + PKCE) against this app, on a port of its own.
    const { oidcFlow, Browser } = await import('../api/helpers/oidcFlow');
    const { DEMO_PASSWORD } = await import('../../server/seed/demoUsers');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const flow = oidcFlow({ issuer: 'http://localhost:8080/oauth/v2', clientId: 'backoffice-web', redirectUri: 'http://localhost:8080/callback' });
    const tokens = await flow.signIn(new Browser(), { origin: `http://127.0.0.1:${port}` }, 'admin', DEMO_PASSWORD);
    expect(typeof tokens.refreshToken).toBe('string');
    const failures: string[] = [];
    for (const m of modulesOf(t)) {
      for (const token of [tokens.refreshToken, tokens.idToken].filter(Boolean)) {
        const res = await t.app.inject({ method: 'GET', url: listUrl(m), headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== 401) failures.push(`${m.name}: ${res.statusCode}`);
      }
      // The access token of the same sign-in works: the refusal is about the kind of token.
      const ok = await t.app.inject({ method: 'GET', url: listUrl(m), headers: { authorization: `Bearer ${tokens.accessToken}` } });
      if (ok.statusCode !== 200) failures.push(`${m.name}: the access token got ${ok.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
