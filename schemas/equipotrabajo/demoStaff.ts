/**
 * The company's own account (CST-43: account 9238, the staff account) and its people, the demo
 * staff: one staff contact per internal demo user, carrying the user's CRM id (`users.id_crm`, how a
 * user is a person: server/auth/userContact.ts), and a few people who are not users. The demo teams
 * name their members here (the team of a demo user is `team` in server/seed/demoUsers.ts).
 */
import { demoCuit } from '../../server/seed/demoValues';

/** The staff account's record id (CST-43), as the `personal` link kind's fixed filter names it. */
export const STAFF_ACCOUNT_ID = 9238;

export const STAFF_ACCOUNT = {
  tipo: 'EMP',
  razonSocial: 'Viajes Demo S.A.',
  mostrarNombre: 'Viajes Demo S.A.',
  nombreFantasia: 'Casa central',
  tipoDocumento: '_1',
  documento: demoCuit('30', '71000010'),
  condicionIva: '_1',
  email: 'administracion@viajesdemo.com.ar',
  activo: true,
  estado: 2,
  equipos: [],
};

export interface DemoStaffPerson {
  readonly nombre: string;
  readonly apellido: string;
  readonly documento: string;
  /** The demo user this person is (their staff contact); absent: a person who is not a user. */
  readonly username?: string;
}

export const demoStaff: readonly DemoStaffPerson[] = [
  { nombre: 'Ana', apellido: 'Administradora', documento: '20111001', username: 'admin' },
  { nombre: 'Sergio', apellido: 'Staff', documento: '20111002', username: 'staff' },
  { nombre: 'Beatriz', apellido: 'Bancos', documento: '20111003', username: 'bancos' },
  { nombre: 'Teresa', apellido: 'Tarjetas', documento: '20111004', username: 'tarjetas' },
  { nombre: 'Valeria', apellido: 'Validadora', documento: '20111005', username: 'validador' },
  { nombre: 'Agustina', apellido: 'Agencias', documento: '20111006', username: 'agencias' },
  { nombre: 'Camila', apellido: 'Compras', documento: '20111007', username: 'compras' },
  { nombre: 'Silvio', apellido: 'Sistema', documento: '20111008', username: 'sistema' },
  // Every demo user is a person, so that their permission records name them (decision 148).
  { nombre: 'Patricio', apellido: 'Permisos', documento: '20111009', username: 'permisos' },
  { nombre: 'Ernesto', apellido: 'Externo', documento: '20111010', username: 'externo' },
  { nombre: 'Pablo', apellido: 'Proveedores', documento: '20111011', username: 'proveedores' },
  { nombre: 'Alicia', apellido: 'Auditora', documento: '27111012', username: 'auditor' },
  { nombre: 'Sofía', apellido: 'Sin Permisos', documento: '27111013', username: 'sinpermisos' },
  { nombre: 'Lucía', apellido: 'Paz', documento: '27222001' },
  { nombre: 'Diego', apellido: 'Ortiz', documento: '20222002' },
  { nombre: 'Paula', apellido: 'Gómez', documento: '27222003' },
  { nombre: 'Martín', apellido: 'Sosa', documento: '20222004' },
];

/** The demo teams and their members' names (`Apellido, Nombre`); the agency team is `Equipo Agencias` (server/config/settings.ts). */
export const demoTeams: ReadonlyArray<{ readonly nombre: string; readonly personas: readonly string[] }> = [
  { nombre: 'Equipo Comercial', personas: ['Staff, Sergio', 'Agencias, Agustina', 'Paz, Lucía'] },
  { nombre: 'Equipo Corporativo', personas: ['Ortiz, Diego'] },
  { nombre: 'Equipo Interior', personas: ['Sosa, Martín'] },
  { nombre: 'Equipo Agencias', personas: ['Gómez, Paula'] },
];

/** A staff person as a contact of the staff account. */
export const staffContact = (person: DemoStaffPerson) => ({
  nombre: person.nombre,
  apellido: person.apellido,
  mostrarNombre: `${person.apellido}, ${person.nombre}`,
  email: `${person.nombre
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')}.${person.apellido.toLowerCase()}@viajesdemo.com.ar`,
  tipoDocumento: 'DNI',
  documento: person.documento,
  activo: true,
  cuenta: STAFF_ACCOUNT_ID,
});
