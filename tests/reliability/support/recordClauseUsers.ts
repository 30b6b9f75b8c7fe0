/**
 * Users made from the record clauses of the modules' guards, for the scope classes: a `teamOf`
 * clause lets in a member of the record's team, a `userIs` clause the person the record names;
 * the demo users who pass such a clause often pass the guard by a role anyway (staff holds
 * ROLE_CUENTAS, so the accounts' team clause never decides for them), and none is a staff contact.
 * One user per such clause of every module's read and write guard, holding exactly the rest of
 * the clause (roles, area levels, flags) plus membership of the demo team (`teamOf`) or a staff
 * contact of their own (`userIs`, matched by CRM id as server/auth/userContact.ts does).
 */
import type { Guard, GuardClause } from '../../../engine/core/permissions';
import { staffLinkKind } from '../../../engine/core/staffContacts';
import type { TestApp } from '../../api/helpers/testApp';
import type { Holder } from './accessOracle';
import { createRecord, kindValues, modulesOf } from './moduleCatalog';
import { addToTeam } from '../../api/helpers/teams';
import { grantArea } from '../../support/permissionRecords';

interface Grant {
  roles: string[];
  areas: Record<string, 'r' | 'w'>;
  flags: Record<string, string[]>;
  team: boolean;
  person: boolean;
}

/** What one top-level clause grants beside its record clause, or null when it has no record clause (or nests another guard). */
function grantOf(clause: GuardClause): Grant | null {
  const grant: Grant = { roles: [], areas: {}, flags: {}, team: false, person: false };
  for (const part of 'allOf' in clause ? clause.allOf : [clause]) {
    if ('teamOf' in part) grant.team = true;
    else if ('userIs' in part) grant.person = true;
    else if ('role' in part) grant.roles.push(part.role.toUpperCase());
    else if ('level' in part) grant.areas[part.area.toLowerCase()] = part.level === 'w' || grant.areas[part.area.toLowerCase()] === 'w' ? 'w' : 'r';
    else if ('flag' in part) {
      const area = part.area.toLowerCase();
      grant.areas[area] ??= 'r';
      (grant.flags[area] ??= []).push(part.flag);
    } else return null;
  }
  return grant.team || grant.person ? grant : null;
}

const keyOf = (g: Grant) => JSON.stringify([[...g.roles].sort(), Object.entries(g.areas).sort(), Object.entries(g.flags).sort(), g.team, g.person]);

/** Creates one user per distinct record clause of `guards`; returns them by username. */
export async function addRecordClauseUsers(t: TestApp, guards: ReadonlyArray<Guard | undefined>, team: number): Promise<Record<string, Holder>> {
  const grants = new Map<string, Grant>();
  for (const clause of guards.flatMap((g) => g?.anyOf ?? [])) {
    const grant = grantOf(clause);
    if (grant && !grants.has(keyOf(grant))) grants.set(keyOf(grant), grant);
  }
  // The staff contacts (company.staffLink, engine/core/staffContacts.ts): who a user is to a `userIs` clause.
  const staffKind = staffLinkKind(t.config);
  const personModule = modulesOf(t).find((m) => m.name === (staffKind ? t.config.links?.[staffKind]?.module : undefined));
  const holders: Record<string, Holder> = {};
  for (const [i, grant] of [...grants.values()].entries()) {
    const username = `registro${i + 1}`;
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

    let contactId: number | undefined;
    if (grant.person) {
      if (!personModule || !staffKind) throw new Error('Una regla `userIs` sin personal (company.staffLink) que diga quién es el usuario');
      // A staff contact as the staff kind finds it (its fixed filters), carrying the user's CRM id.
      contactId = (await createRecord(t, 'admin', personModule, kindValues(t, staffKind))).id;
      await t.db
        .updateTable('records')
        .set({ id_crm: `usr-${username}` })
        .where('id', '=', contactId)
        .execute();
    }
    // A member through their staff contact (decision 159): the one made above, or one made now.
    if (grant.team) await addToTeam(t.db, user.id, team);
    // The permission records name the user's person: the staff contact above when there is one (else one is made).
    for (const [area, level] of Object.entries(grant.areas)) {
      const flags = Object.fromEntries((grant.flags[area] ?? []).map((f) => [f, true]));
      await grantArea(t, user.id, area, { escritura: level === 'w', flags });
    }
    holders[username] = { roles: grant.roles, areas: grant.areas, flags: grant.flags, inTeam: grant.team, ...(contactId !== undefined ? { contactId } : {}) };
  }
  return holders;
}
