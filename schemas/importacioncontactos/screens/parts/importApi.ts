/** The bulk import's API as the screen calls it, and the shapes it answers (importacioncontactos.server.ts). */
import { t } from '../../../../engine/core/messages';

export const MODULE = 'importacioncontactos';
export const BASE = '/api/importaciones/contactos';
export const msg = (key: string, args?: Record<string, string | number>) => t(`${MODULE}.${key}`, args);

export type RowState = 'nuevo' | 'existente' | 'invalido';

export interface Totals {
  readonly nuevo: number;
  readonly existente: number;
  readonly invalido: number;
  readonly total: number;
}

export interface Job {
  readonly id: string;
  readonly archivo: string;
  readonly cuenta: number;
  readonly totales: Totals;
}

export interface JobStatus extends Job {
  readonly cuentaNombre: string;
  readonly estado: 'revisado' | 'importado';
  readonly importados: number;
  readonly avance: { readonly hechos: number; readonly total: number } | null;
}

export interface JudgedRow {
  readonly fila: number;
  readonly estado: RowState;
  readonly datos: Readonly<Record<string, unknown>>;
  readonly detalle:
    | { readonly motivo: 'email' | 'nombre' | 'documento'; readonly contacto?: { readonly id: number; readonly nombre: string }; readonly fila?: number }
    | { readonly problemas: ReadonlyArray<{ readonly path: string; readonly mensaje: string }> }
    | null;
}

const REASONS = { email: 'motivoEmail', nombre: 'motivoNombre', documento: 'motivoDocumento' } as const;

/** What the preview says of a row that is not new: whom it matched and why, or its problems. */
export function rowDetail(row: JudgedRow, labelOf: (field: string) => string): string {
  const detail = row.detalle;
  if (!detail) return '';
  if ('problemas' in detail)
    return detail.problemas.map((p) => (p.mensaje.includes(labelOf(p.path)) ? p.mensaje : `${labelOf(p.path)}: ${p.mensaje}`)).join(' · ');
  const motivo = msg(REASONS[detail.motivo]);
  return detail.contacto ? msg('coincideContacto', { motivo, contacto: detail.contacto.nombre }) : msg('coincideFila', { motivo, fila: detail.fila ?? '' });
}

/** A stored ISO date as the product shows it (DD/MM/YYYY); other text as it is. */
export function shownDate(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : text;
}
