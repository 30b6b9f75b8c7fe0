/**
 * The demo users' permissions as permission records (decision 148): each demo user's own
 * (demoUsers.ts) and those the module seeds grant (`grants`), written for the staff contact that is
 * the user (equipotrabajo/demoStaff.ts: idCrm `usr-<username>`), plus a few of this module's own so that every
 * area's list shows something: the system area for `permisos` (who manages the other areas,
 * ADM-OP01), SGC flags for the auditor (SGC-56), evaluation flags for `compras` (SEV-03), and the
 * generic areas by type (ROL-OP02). A grant whose user has no staff contact is skipped.
 */
import type { ModuleSeed } from '../../server/seed/moduleSeed';
import { createRecord } from '../../server/modules/recordWrites';

export const seed: ModuleSeed = {
  after: ['equipotrabajo'],
  grants: [
    { username: 'permisos', area: 'gestionsistema', escritura: true },
    { username: 'auditor', area: 'documentossgc', escritura: false, flags: ['prepara', 'revisa'] },
    { username: 'compras', area: 'evaluacionproveedores', escritura: true, flags: ['atencionComercial', 'condicion', 'preferente'] },
    { username: 'staff', area: 'cuentasacobrar', escritura: false },
    { username: 'staff', area: 'reportes', escritura: false },
    { username: 'validador', area: 'archivos', escritura: true },
    { username: 'auditor', area: 'dsc', escritura: false },
  ],
  async run({ db, module, author, grants }) {
    for (const grant of grants) {
      const person = await db
        .selectFrom('records')
        .select('id')
        .where('module', '=', 'contacto')
        .where('id_crm', '=', `usr-${grant.username}`)
        .executeTakeFirst();
      if (!person) continue;
      const flags = Object.fromEntries((grant.flags ?? []).map((flag) => [flag, true]));
      await createRecord(db, module, { asignado: Number(person.id), area: grant.area, escritura: grant.escritura, ...flags }, author);
    }
  },
};
