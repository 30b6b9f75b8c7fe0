/** Shapes of the generic module API (docs/api.md). */
import type { LinkNames } from '../../core/format/linkNames';

export type RecordData = Record<string, unknown>;

/** A record as the API returns it. */
export interface ModuleRecord {
  readonly id: number;
  /** The CRM id (a system field: beside `datos`, never in it). */
  readonly idCrm?: string | null;
  readonly version: number;
  readonly vigente: boolean;
  readonly datos: RecordData;
  readonly creadoEn: string;
  readonly creadoPor: string;
  readonly modificadoEn: string;
  readonly modificadoPor: string;
  /** What the module's guards read through a link (`cuenta.equipos`: the account's teams), when they do. */
  readonly enlazados?: RecordData;
}

/** The record a guard's record clauses look at: its data and what they read through its links (CRD-19). */
export function guardRecordOf(record: Pick<ModuleRecord, 'datos' | 'enlazados'>): RecordData {
  return record.enlazados ? { ...record.datos, ...record.enlazados } : record.datos;
}

/** `GET /api/modulos/:m` */
export interface ListResponse {
  readonly datos: readonly ModuleRecord[];
  readonly total: number;
  /** `mensaje`: the cap's warning, present when the cap was reached. */
  readonly extras: { readonly cap: number; readonly capReached: boolean; readonly mensaje?: string; readonly enlazados?: RecordData; readonly nombres?: LinkNames };
}

export interface HistoryChange {
  readonly campo: string;
  readonly etiqueta?: string;
  readonly antes: unknown;
  readonly despues: unknown;
}

export interface HistoryEntry {
  readonly version: number;
  readonly accion: 'alta' | 'modificacion' | 'vigencia' | 'contrasena';
  readonly fecha: string;
  readonly usuario: string;
  readonly cambios: readonly HistoryChange[];
}

/** `GET /api/modulos/:m/:id/historial` */
export interface HistoryResponse {
  readonly datos: readonly HistoryEntry[];
}
