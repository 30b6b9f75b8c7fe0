/**
 * The authorization matrix's expectations, written independently of the server's `canAccess`: a
 * hand-kept table of what each demo user holds (server/seed/demoUsers.ts, ROL-02/ROL-10: roles
 * case-insensitive, an area at `r` or `w`) and a small reading of a guard's clauses. A demo user
 * added to the seed without a row here fails the suite (the table must say what they hold).
 */
import type { Guard, GuardClause } from '../../../engine/core/permissions';

export interface Holder {
  readonly roles: readonly string[];
  readonly areas: Readonly<Record<string, 'r' | 'w'>>;
  /** The agency account of an external user (record scope). */
  readonly account?: string;
  /** Whether the user belongs to the seeded team (`Equipo Comercial`). */
  readonly inTeam?: boolean;
  /** Area flags held (SGC prepara/revisa/aprueba…), by area; the area is then held at least at `r`. */
  readonly flags?: Readonly<Record<string, readonly string[]>>;
  /** The staff contact that is this user (`userIs` clauses; support/recordClauseUsers.ts makes such users). */
  readonly contactId?: number;
  /**
   * A token-mode session (Home token mode, COP-OP02): no role or area, the `token` clause, and only
   * the token's account and opportunity in a module open to tokens (`recordScope.token`).
   */
  readonly token?: { readonly cuenta: string | null; readonly oportunidad: number | null };
}

let agencyAccount = 'agencia-demo';
let settings: Readonly<Record<string, unknown>> = {};

/** The back-end settings guards may name (`holdsSetting`), as the server answers them (`ajustes` of GET /api/usuario). */
export function setDemoSettings(given: Readonly<Record<string, unknown>>): void {
  settings = given;
}

/** The external user's agency account as the seed stored it (the id of the demo account `Agencia Demo`). */
export function setDemoAgencyAccount(account: string): void {
  agencyAccount = account;
}

/** What every demo user holds, as the seed and the spec's demo users say. */
export const DEMO_HOLDERS: Readonly<Record<string, Holder>> = {
  admin: { roles: ['ROLE_ADMINISTRADOR'], areas: {} },
  staff: {
    roles: ['ROLE_AT', 'ROLE_CUENTAS', 'ROLE_CONTACTOS', 'ROLE_OPORTUNIDADES', 'ROLE_ACTIVIDADES', 'ROLE_REPORTES'],
    // The permission module's seed grants the read of accounts receivable and reports (schemas/permiso/permiso.seed.ts).
    areas: { banco: 'r', tarjetas: 'w', cuentasacobrar: 'r', reportes: 'r' },
    inTeam: true,
  },
  bancos: { roles: ['ROLE_AT'], areas: { banco: 'w' } },
  externo: {
    roles: ['ROLE_EXTERNO'],
    areas: { contacto: 'w' },
    get account() {
      return agencyAccount;
    },
  },
  // ROL-OP03: the supplier admin role holds 'w' on the supplier-admin area without a permission record.
  proveedores: { roles: ['ROLE_ADMIN_PROVEEDORES'], areas: { proveedoresadmin: 'w' } },
  // SGC-56: the SGC flags `prepara` and `revisa`, and the read of the DSC area (schemas/permiso/permiso.seed.ts).
  auditor: {
    roles: ['ROLE_AUDITOR_RGC', 'ROLE_DOCUMENTOS_SGC'],
    areas: { documentossgc: 'r', dsc: 'r' },
    flags: { documentossgc: ['prepara', 'revisa'] },
  },
  tarjetas: { roles: ['ROLE_AT', 'ROLE_CUENTAS', 'ROLE_EDITOR_TC'], areas: { tarjetas: 'w', banco: 'r' } },
  validador: { roles: ['ROLE_AT'], areas: { proveedoresadmin: 'w', cuentaegencia: 'r', archivos: 'w' } },
  agencias: { roles: ['ROLE_AT', 'ROLE_CUENTAS'], areas: { cuentaegencia: 'w' }, inTeam: true },
  // SEV-03: the supplier evaluation flags (schemas/permiso/permiso.seed.ts).
  compras: {
    roles: ['ROLE_AT'],
    areas: { proveedores: 'w', banco: 'r', evaluacionproveedores: 'w' },
    flags: { evaluacionproveedores: ['atencionComercial', 'condicion', 'preferente'] },
  },
  sistema: { roles: ['ROLE_AT'], areas: { gestionsistema: 'r' } },
  // ADM-OP01: manages the permissions of every area but the system's own.
  permisos: { roles: ['ROLE_AT'], areas: { gestionsistema: 'w' } },
  sinpermisos: { roles: [], areas: {} },
};

/** The record a record clause looks at, and the seeded team's id. */
export interface RecordView {
  readonly datos: Readonly<Record<string, unknown>>;
  readonly teamId: number;
  /** What a clause through a link reads (`cuenta.equipos`: the linked account's teams), read by the suite from the database. */
  readonly linked?: Readonly<Record<string, unknown>>;
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(Number);

function passes(holder: Holder, clause: GuardClause, record: RecordView | undefined): boolean {
  if ('allOf' in clause) return clause.allOf.length > 0 && clause.allOf.every((c) => passes(holder, c, record));
  if ('anyOf' in clause) return clause.anyOf.some((c) => passes(holder, c, record));
  // Which owner a record has (writeFollowsOwner, BAC-OP02): its owner link holds an id or nothing.
  if ('set' in clause) return !!record && (record.datos[clause.field] != null) === clause.set;
  if ('role' in clause) return holder.roles.some((r) => r.toUpperCase() === clause.role.toUpperCase());
  if ('level' in clause) {
    const held = holder.areas[clause.area.toLowerCase()];
    return clause.level === 'r' ? held !== undefined : held === 'w';
  }
  if ('token' in clause) return !!holder.token;
  if ('flag' in clause) return !!holder.flags?.[clause.area.toLowerCase()]?.includes(clause.flag);
  // A record field holding a value, or the id a back-end setting names (ACC-41).
  if ('equals' in clause) return !!record && record.datos[clause.field] === clause.equals;
  if ('differs' in clause) return !!record && record.datos[clause.field] !== clause.differs;
  if ('holdsSetting' in clause)
    return !!record && settings[clause.holdsSetting] != null && ids(record.datos[clause.field]).includes(Number(settings[clause.holdsSetting]));
  if ('teamOf' in clause) return !!record && !!holder.inTeam && ids(record.linked?.[clause.teamOf] ?? record.datos[clause.teamOf]).includes(record.teamId);
  // `userIs`: no demo user is a staff contact; a record-clause user may be (support/recordClauseUsers.ts).
  if ('userIs' in clause)
    return !!record && holder.contactId !== undefined && ids(record.linked?.[clause.userIs] ?? record.datos[clause.userIs]).includes(holder.contactId);
  return false;
}

/** Whether the holder passes the guard (on `record` when given); a missing guard denies. */
export function holderPasses(holder: Holder, guard: Guard | undefined, record?: RecordView): boolean {
  return !!guard && guard.anyOf.some((clause) => passes(holder, clause, record));
}

/** Whether some record could let the holder pass (its record clauses counted as passing). */
export function holderMayPassOnSomeRecord(holder: Holder, guard: Guard | undefined): boolean {
  const optimistic = (clause: GuardClause): boolean => {
    if ('allOf' in clause) return clause.allOf.length > 0 && clause.allOf.every(optimistic);
    if ('anyOf' in clause) return clause.anyOf.some(optimistic);
    if ('teamOf' in clause || 'userIs' in clause || 'field' in clause) return true;
    return passes(holder, clause, undefined);
  };
  return !!guard && guard.anyOf.some(optimistic);
}
