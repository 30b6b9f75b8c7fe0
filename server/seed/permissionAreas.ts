/**
 * The per-area permission records' areas (ROL-09, section 4.2 of the catalogue): each area's code
 * (what `permissions.area` holds and the admin route slug where there is one), the spec's name, and
 * whether admins manage it through the generic by-type screens (ROL-OP02). A guard may name any of
 * them, or a module's own area, except the unconfirmed ones (engine/core/accessCatalogue.ts).
 */
import { UNCONFIRMED_AREAS } from '../../engine/core/accessCatalogue';

export interface PermissionArea {
  readonly area: string;
  readonly nombre: string;
  /** Managed through the generic `/admin/permisos/gestion/tipo/{tipo}` screens (ROL-OP02). */
  readonly generic?: true;
}

/** The thirteen areas of ROL-09, in the catalogue's order. */
export const PERMISSION_AREAS: readonly PermissionArea[] = [
  { area: 'reportes', nombre: 'Habilitación de reportes', generic: true },
  { area: 'tarjetas', nombre: 'Tarjetas' },
  { area: 'banco', nombre: 'Bancos' },
  { area: 'contacto', nombre: 'Contactos' },
  { area: 'proveedores', nombre: 'Proveedores' },
  { area: 'proveedoresadmin', nombre: 'Administración de proveedores' },
  { area: 'cuentaegencia', nombre: 'Cuentas de agencia' },
  { area: 'archivos', nombre: 'Archivos', generic: true },
  { area: 'dsc', nombre: 'DSC', generic: true },
  { area: 'gestionsistema', nombre: 'Sistema' },
  { area: 'documentossgc', nombre: 'Documentos SGC' },
  { area: 'cuentasacobrar', nombre: 'Cuentas a cobrar' },
  { area: 'evaluacionproveedores', nombre: 'Evaluación de proveedores' },
];

/** Whether an area's meaning is confirmed (a guard may name it). */
export const isConfirmedArea = (area: string): boolean => !UNCONFIRMED_AREAS.includes(area.toLowerCase());
