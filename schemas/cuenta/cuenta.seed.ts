/**
 * The demo accounts (demoCuentas.ts): team names become team ids (the team records' ids), `padre` names become the
 * parent's record id (and the parent lists its children, ACC-12), and the `externo` demo user's
 * agency account becomes `Agencia Demo`'s record id (users.account_id, the record scope's owner).
 */
import type { ModuleSeed } from '../../server/seed/moduleSeed';
import { createRecord } from '../../server/modules/recordWrites';
import { embeddedTaxIdEntries } from '../../server/taxIds/embeddedTaxIdRegister';
import { DEMO_AGENCY_NAME, demoCuentas } from './demoCuentas';

export const seed: ModuleSeed = {
  // The teams are the team module's records (decision 159): written first, named here by their `nombre`.
  after: ['equipotrabajo'],
  async run({ db, module, author }) {
    const teamRows = await db.selectFrom('records').select(['id', 'data']).where('module', '=', 'equipotrabajo').execute();
    const teams = new Map(teamRows.map((team) => [String((team.data as { nombre?: unknown }).nombre), String(team.id)]));
    const ids = new Map<string, number>();
    const children = new Map<string, Array<{ id: number; mostrarNombre: unknown; documento: unknown }>>();
    for (const cuenta of demoCuentas) {
      const name = String(cuenta.datos.mostrarNombre);
      const equipos = cuenta.equipos.flatMap((team) => (teams.has(team) ? [teams.get(team)!] : []));
      const padre = cuenta.padre ? ids.get(cuenta.padre) : undefined;
      // As a save would decide it (ACC-13): validated when the embedded register knows the CUIT.
      const validoDocumento = embeddedTaxIdEntries.has(String(cuenta.datos.documento)) ? { validoDocumento: true } : {};
      const id = await createRecord(db, module, { ...cuenta.datos, equipos, ...validoDocumento, ...(padre ? { padre } : {}) }, author);
      ids.set(name, id);
      if (cuenta.padre)
        children.set(cuenta.padre, [
          ...(children.get(cuenta.padre) ?? []),
          { id, mostrarNombre: cuenta.datos.mostrarNombre, documento: cuenta.datos.documento },
        ]);
    }
    // The parent's `hijos`, written in place: the seed is the record's first version, not an edit.
    for (const [parent, hijos] of children) {
      const id = ids.get(parent);
      if (id === undefined) continue;
      const row = await db.selectFrom('records').select('data').where('id', '=', id).executeTakeFirstOrThrow();
      await db
        .updateTable('records')
        .set({ data: JSON.stringify({ ...(row.data as Record<string, unknown>), hijos }) })
        .where('id', '=', id)
        .execute();
    }
    const agency = ids.get(DEMO_AGENCY_NAME);
    if (agency !== undefined)
      await db
        .updateTable('users')
        .set({ account_id: String(agency) })
        .where('username', '=', 'externo')
        .execute();
  },
};
