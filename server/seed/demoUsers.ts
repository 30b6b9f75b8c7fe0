/**
 * The demo users of the platform issue (password `demo`), created only outside production. A
 * permission on a module's own area is granted by that module's seed (`grants` of `<m>.seed.ts`).
 */
export interface DemoUser {
  readonly username: string;
  readonly nombre: string;
  readonly roles: readonly string[];
  readonly permissions: ReadonlyArray<{ area: string; escritura: boolean }>;
  /** The demo team the user's staff contact is a member of (the team module's seed: schemas/equipotrabajo/demoStaff.ts), for the reader. */
  readonly team?: string;
  readonly accountId?: string;
}

export const DEMO_PASSWORD = 'demo';

export const demoUsers: readonly DemoUser[] = [
  { username: 'admin', nombre: 'Ana Administradora', roles: ['ROLE_ADMINISTRADOR'], permissions: [] },
  {
    username: 'staff',
    nombre: 'Sergio Staff',
    roles: ['ROLE_AT', 'ROLE_CUENTAS', 'ROLE_CONTACTOS', 'ROLE_OPORTUNIDADES', 'ROLE_ACTIVIDADES', 'ROLE_REPORTES'],
    // tarjetas 'w': the cards of the accounts of the team (CRD-19, CRD-20); banks read (banco.seed.ts grants).
    permissions: [{ area: 'tarjetas', escritura: true }],
    team: 'Equipo Comercial',
  },
  // Writes the banks (banco.seed.ts grants it).
  { username: 'bancos', nombre: 'Beatriz Bancos', roles: ['ROLE_AT'], permissions: [] },
  {
    username: 'externo',
    nombre: 'Ernesto Externo',
    roles: ['ROLE_EXTERNO'],
    // Writes their agency's contacts (contacto.seed.ts grants it).
    permissions: [],
    accountId: 'agencia-demo',
  },
  { username: 'proveedores', nombre: 'Pablo Proveedores', roles: ['ROLE_ADMIN_PROVEEDORES'], permissions: [] },
  { username: 'auditor', nombre: 'Alicia Auditora', roles: ['ROLE_AUDITOR_RGC', 'ROLE_DOCUMENTOS_SGC'], permissions: [] },
  // The card editor (CRD-19): every account's cards, with the card permission (CRD-20).
  // Reads the banks: a card links its bank from the banco module (CRD-15, decision 94; banco.seed.ts grants it).
  {
    username: 'tarjetas',
    nombre: 'Teresa Tarjetas',
    roles: ['ROLE_AT', 'ROLE_CUENTAS', 'ROLE_EDITOR_TC'],
    permissions: [{ area: 'tarjetas', escritura: true }],
  },
  {
    username: 'validador',
    nombre: 'Valeria Validadora',
    roles: ['ROLE_AT'],
    // Validates IIBB notes (NOT-OP01: 'w' on supplier admin) and reads agency notes without validating them.
    permissions: [
      { area: 'proveedoresadmin', escritura: true },
      { area: 'cuentaegencia', escritura: false },
    ],
  },
  {
    username: 'agencias',
    nombre: 'Agustina Agencias',
    roles: ['ROLE_AT', 'ROLE_CUENTAS'],
    // 'w' on agency accounts: the agency-data section of the agency team's companies (ACC-41).
    permissions: [{ area: 'cuentaegencia', escritura: true }],
    team: 'Equipo Comercial',
  },
  // Supplier managers (ROL-OP04, SUP-OP04): `compras` creates and edits suppliers ('w' on proveedores),
  // not their fiscal data; `proveedores` (ROLE_ADMIN_PROVEEDORES, above) reads them and their fiscal data.
  // Their bank accounts too (BAC-OP02), with the banks to pick from (banco.seed.ts grants the read).
  {
    username: 'compras',
    nombre: 'Camila Compras',
    roles: ['ROLE_AT'],
    permissions: [{ area: 'proveedores', escritura: true }],
  },
  // Reads the system screens (teams, sellers) in soloVer, changes nothing ('r' on gestionsistema, ADM-OP02; equipo.seed.ts grants it).
  { username: 'sistema', nombre: 'Silvio Sistema', roles: ['ROLE_AT'], permissions: [] },
  // Manages the per-area permissions of every area but the system's own (ADM-OP01; permiso.seed.ts grants 'w' on gestionsistema).
  { username: 'permisos', nombre: 'Patricio Permisos', roles: ['ROLE_AT'], permissions: [] },
  { username: 'sinpermisos', nombre: 'Sofía Sin Permisos', roles: [], permissions: [] },
];

/** The demo token for loading passengers of the demo opportunity in token mode (COP-OP02). */
export const DEMO_PASSENGER_TOKEN = 'demo-pasajeros';

/** Temporary access tokens for trying token mode (SES-08..10). */
export const demoTempTokens = [
  { token: 'demo-vigente', owner: 'externo', expiresInDays: 365 },
  { token: 'demo-expirado', owner: 'externo', expiresInDays: -1 },
  // Bound to the demo opportunity and its account once the demo data is written (COP-OP02: the passenger form).
  { token: DEMO_PASSENGER_TOKEN, owner: 'externo', expiresInDays: 365 },
] as const;
