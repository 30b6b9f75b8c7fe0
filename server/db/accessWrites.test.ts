import { Kysely, PostgresDialect, sql, type RootOperationNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accessModules, changesAccess } from './accessWrites';
import type { Database } from './schema';
import { tempTokenHash } from '../session/tempTokens';

// Never connects: only builds statements.
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }) });
const node = (query: { toOperationNode(): unknown }) => query.toOperationNode() as RootOperationNode;

describe('statements that change access', () => {
  it('sees writes to roles, and updates or deletes of users and temporary tokens (team records announce themselves: moduleHooks)', () => {
    expect(changesAccess(node(db.updateTable('user_roles').set({ role: 'ROLE_Y' }).where('user_id', '=', 1)))).toBe(true);
    expect(changesAccess(node(db.insertInto('user_roles').values({ user_id: 1, role: 'ROLE_X' })))).toBe(true);
    expect(changesAccess(node(db.updateTable('users').set({ vigente: false }).where('id', '=', 1)))).toBe(true);
    expect(changesAccess(node(db.deleteFrom('temp_tokens').where('token_hash', '=', tempTokenHash('x'))))).toBe(true);
  });

  it('sees the provider deleting sessions, grants or tokens, and rewriting a session', () => {
    expect(changesAccess(node(db.deleteFrom('oidc_payloads').where('id', '=', 'x')))).toBe(true);
    const upsert = (type: string) =>
      node(
        db
          .insertInto('oidc_payloads')
          .values({ id: 'x', type, payload: '{}', expires_at: sql`now()` })
          .onConflict((oc) => oc.columns(['id', 'type']).doUpdateSet({ payload: '{}' })),
      );
    expect(changesAccess(upsert('Session'))).toBe(true);
    expect(changesAccess(upsert('AccessToken'))).toBe(false);
  });

  it('ignores reads, new users, new temporary tokens and other tables', () => {
    expect(changesAccess(node(db.selectFrom('users').selectAll()))).toBe(false);
    expect(changesAccess(node(db.insertInto('users').values({ username: 'x', nombre: 'X' })))).toBe(false);
    expect(changesAccess(node(db.insertInto('temp_tokens').values({ token_hash: tempTokenHash('x'), user_id: 1, expires_at: new Date() })))).toBe(false);
    expect(changesAccess(node(db.updateTable('records').set({ vigente: false })))).toBe(false);
    expect(changesAccess(node(db.insertInto('oidc_payloads').values({ id: 'x', type: 'Session', payload: '{}' })))).toBe(false);
  });

  it('ADM-71 sees writes to the records of a module that grants access (the per-area permissions), not to other records', () => {
    accessModules.add('permisoprueba');
    try {
      const insert = (module: string) => db.insertInto('records').values({ module, data: '{}' });
      expect(changesAccess(node(insert('permisoprueba')))).toBe(true);
      expect(changesAccess(node(insert('banco')))).toBe(false);
      const update = db.updateTable('records').set({ vigente: false }).where('module', '=', 'permisoprueba').where('id', '=', 1);
      expect(changesAccess(node(update))).toBe(true);
      expect(changesAccess(node(db.updateTable('records').set({ vigente: false }).where('id', '=', 1)))).toBe(false);
      expect(changesAccess(node(db.deleteFrom('records').where('module', '=', 'permisoprueba')))).toBe(true);
    } finally {
      accessModules.delete('permisoprueba');
    }
  });
});
