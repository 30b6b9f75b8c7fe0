/**
 * Users made from the modules' own guards, for the field-access part of R1: the demo users hold no
 * area of the engine's fixture modules (only admin reaches them), so without these a field guard
 * that hides or locks a field from a module's readers would never meet a reader it hides it from.
 * One user per clause of every module's read and write guard (roles, area levels, area flags,
 * `allOf` of them; record clauses need a record and are left to the demo users), created in the
 * test database with exactly what the clause names, and described to the oracle as a Holder.
 */
import type { Guard, GuardClause } from '../../../engine/core/permissions';
import type { TestApp } from '../../api/helpers/testApp';
import type { Holder } from './accessOracle';
import { grantArea } from '../../support/permissionRecords';

interface Grant {
  roles: string[];
  areas: Record<string, 'r' | 'w'>;
  flags: Record<string, string[]>;
}

/** What one clause grants, or null when it names the record (teamOf, userIs). */
function grantOf(clause: GuardClause, grant: Grant = { roles: [], areas: {}, flags: {} }): Grant | null {
  if ('allOf' in clause) return clause.allOf.reduce<Grant | null>((g, c) => (g ? grantOf(c, g) : null), grant);
  if ('role' in clause) grant.roles.push(clause.role.toUpperCase());
  else if ('level' in clause) {
    const area = clause.area.toLowerCase();
    grant.areas[area] = clause.level === 'w' || grant.areas[area] === 'w' ? 'w' : 'r';
  } else if ('flag' in clause) {
    const area = clause.area.toLowerCase();
    grant.areas[area] ??= 'r';
    (grant.flags[area] ??= []).push(clause.flag);
  } else return null;
  return grant;
}

const keyOf = (g: Grant) => JSON.stringify([[...g.roles].sort(), Object.entries(g.areas).sort(), Object.entries(g.flags).sort()]);

/** Creates one user per distinct grant of `guards`' clauses; returns them by username. */
export async function addClauseUsers(t: TestApp, guards: ReadonlyArray<Guard | undefined>): Promise<Record<string, Holder>> {
  const grants = new Map<string, Grant>();
  for (const clause of guards.flatMap((g) => g?.anyOf ?? [])) {
    const grant = grantOf(clause);
    if (grant && !grants.has(keyOf(grant))) grants.set(keyOf(grant), grant);
  }
  const holders: Record<string, Holder> = {};
  for (const [i, grant] of [...grants.values()].entries()) {
    const username = `clausula${i + 1}`;
    const user = await t.db
      .insertInto('users')
      .values({ username, nombre: username, password_hash: null, email: null, account_id: null, id_crm: `usr-${username}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (grant.roles.length)
      await t.db
        .insertInto('user_roles')
        .values(grant.roles.map((role) => ({ user_id: user.id, role })))
        .execute();
    for (const [area, level] of Object.entries(grant.areas)) {
      const flags = Object.fromEntries((grant.flags[area] ?? []).map((f) => [f, true]));
      await grantArea(t, user.id, area, { escritura: level === 'w', flags });
    }
    holders[username] = { roles: grant.roles, areas: grant.areas, flags: grant.flags };
  }
  return holders;
}
