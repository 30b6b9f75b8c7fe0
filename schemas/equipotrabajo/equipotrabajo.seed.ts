/**
 * The demo teams (ADM-13) with their people, and before them the people: the company's own account
 * (record id 9238, CST-43) and its staff contacts (demoStaff.ts), the demo users' among them with
 * the user's CRM id, so that a demo user belongs to the teams that list their contact (decision
 * 159). Runs before the accounts' seed, which gives the demo accounts these teams by name.
 */
import { sql } from 'kysely';
import { createRecord } from '../../server/modules/recordWrites';
import type { ModuleSeed } from '../../server/seed/moduleSeed';
import { demoStaff, demoTeams, STAFF_ACCOUNT, STAFF_ACCOUNT_ID, staffContact } from './demoStaff';

export const seed: ModuleSeed = {
  grants: [
    // Reads the system screens (teams, sellers) without changing them (ADM-OP02: 'r' opens them in soloVer).
    { username: 'sistema', area: 'gestionsistema', escritura: false },
  ],
  async run({ db, registry, module, author }) {
    const cuentas = registry.get('cuenta');
    const contactos = registry.get('contacto');
    // The staff account is account 9238, as in the CRM: the next record id is made 9238 when no record has reached it.
    const existing = await db.selectFrom('records').select('id').where('id', '=', STAFF_ACCOUNT_ID).executeTakeFirst();
    if (!existing) {
      await sql`select setval(pg_get_serial_sequence('records', 'id'), ${STAFF_ACCOUNT_ID - 1}) where (select coalesce(max(id), 0) from records) < ${STAFF_ACCOUNT_ID}`.execute(
        db,
      );
    }
    const account = await createRecord(db, cuentas, STAFF_ACCOUNT, author);
    const people = new Map<string, { id: number; mostrarNombre: string; email: string }>();
    for (const person of demoStaff) {
      const datos = { ...staffContact(person), cuenta: account };
      const id = await createRecord(db, contactos, datos, author, String(account));
      // The user's CRM id makes this contact the user (server/auth/userContact.ts).
      if (person.username)
        await db
          .updateTable('records')
          .set({ id_crm: `usr-${person.username}` })
          .where('id', '=', id)
          .execute();
      people.set(datos.mostrarNombre, { id, mostrarNombre: datos.mostrarNombre, email: datos.email });
    }
    for (const team of demoTeams) {
      const personas = team.personas.flatMap((name) => (people.has(name) ? [people.get(name)!] : []));
      await createRecord(db, module, { nombre: team.nombre, personas }, author);
    }
  },
};
