/**
 * The oidc-provider storage adapter over `oidc_payloads`, against the real database: the contract
 * oidc-provider relies on (find, consume, destroy, revoke by grant, lookups by uid and user code)
 * and expiry by the database clock.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcPayloadAdapter, deleteExpiredPayloads } from '../../server/identity/payloadAdapter';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase';

describe('oidc-provider storage adapter', () => {
  let database: TestDatabase;
  let tokens: OidcPayloadAdapter;
  let codes: OidcPayloadAdapter;
  let sessions: OidcPayloadAdapter;

  beforeAll(async () => {
    database = await openTestDatabase();
    tokens = new OidcPayloadAdapter(database.db, 'AccessToken');
    codes = new OidcPayloadAdapter(database.db, 'AuthorizationCode');
    sessions = new OidcPayloadAdapter(database.db, 'Session');
  });

  afterAll(async () => {
    await database?.close();
  });

  it('gives back what was stored, and nothing for an unknown id or another model', async () => {
    const payload = { jti: 't1', kind: 'AccessToken', accountId: '7', grantId: 'g1', nested: { a: [1, 'dos'] } };
    await tokens.upsert('t1', payload, 60);
    expect(await tokens.find('t1')).toEqual(payload);
    expect(await tokens.find('nope')).toBeUndefined();
    expect(await codes.find('t1')).toBeUndefined();
  });

  it('replaces the payload when the same id is stored again', async () => {
    await sessions.upsert('s1', { jti: 's1', uid: 'u1', accountId: '1' }, 60);
    await sessions.upsert('s1', { jti: 's1', uid: 'u1', accountId: '2' }, 60);
    expect(await sessions.find('s1')).toEqual({ jti: 's1', uid: 'u1', accountId: '2' });
    expect(await sessions.findByUid('u1')).toEqual({ jti: 's1', uid: 'u1', accountId: '2' });
    expect(await sessions.findByUid('u-other')).toBeUndefined();
  });

  it('finds device codes by user code', async () => {
    const deviceCodes = new OidcPayloadAdapter(database.db, 'DeviceCode');
    await deviceCodes.upsert('d1', { jti: 'd1', userCode: 'ABCD-EFGH' }, 60);
    expect(await deviceCodes.findByUserCode('ABCD-EFGH')).toEqual({ jti: 'd1', userCode: 'ABCD-EFGH' });
    expect(await deviceCodes.findByUserCode('ZZZZ-ZZZZ')).toBeUndefined();
  });

  it('marks a consumed entry as consumed but keeps finding it', async () => {
    await codes.upsert('c1', { jti: 'c1', grantId: 'g9' }, 60);
    expect((await codes.find('c1'))?.consumed).toBeUndefined();
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBeTruthy();
  });

  it('forgets destroyed entries', async () => {
    await tokens.upsert('t2', { jti: 't2' }, 60);
    await tokens.destroy('t2');
    expect(await tokens.find('t2')).toBeUndefined();
  });

  it('revokes by grant only the entries of that grant and that model', async () => {
    await tokens.upsert('t3', { jti: 't3', grantId: 'g3' }, 60);
    await tokens.upsert('t4', { jti: 't4', grantId: 'g4' }, 60);
    await codes.upsert('c3', { jti: 'c3', grantId: 'g3' }, 60);
    await tokens.revokeByGrantId('g3');
    expect(await tokens.find('t3')).toBeUndefined();
    expect(await tokens.find('t4')).toBeDefined();
    expect(await codes.find('c3')).toBeDefined();
  });

  it('treats expired entries as absent, and deleteExpiredPayloads removes them', async () => {
    await tokens.upsert('t5', { jti: 't5', uid: 'u5' }, 60);
    await sessions.upsert('s5', { jti: 's5', uid: 'u5' }, 60);
    // Age them by moving their expiry into the past (the database clock decides).
    await database.db
      .updateTable('oidc_payloads')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', 'in', ['t5', 's5'])
      .execute();
    expect(await tokens.find('t5')).toBeUndefined();
    expect(await sessions.findByUid('u5')).toBeUndefined();
    expect(await deleteExpiredPayloads(database.db)).toBeGreaterThanOrEqual(2);
    const left = await database.db.selectFrom('oidc_payloads').select('id').where('id', 'in', ['t5', 's5']).execute();
    expect(left).toEqual([]);
  });

  it('stores values with a NUL character (which jsonb refuses) with U+FFFD in its place, leaving look-alike text alone', async () => {
    await tokens.upsert('t7', { jti: 't7', state: 'a\u0000b', text: 'x\\u0000y', both: '\\\u0000' }, 60);
    expect(await tokens.find('t7')).toEqual({ jti: 't7', state: 'a\ufffdb', text: 'x\\u0000y', both: '\\\ufffd' });
  });

  it('keeps entries stored without a lifetime', async () => {
    await tokens.upsert('t6', { jti: 't6' }, 0);
    expect(await tokens.find('t6')).toEqual({ jti: 't6' });
  });
});
