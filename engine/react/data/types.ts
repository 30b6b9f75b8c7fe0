/** Shapes of the generic module API (docs/api.md). */
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
}

/** `GET /api/modulos/:m` */
export interface ListResponse {
  readonly datos: readonly ModuleRecord[];
  readonly total: number;
  /** `mensaje`: the cap's warning, present when the cap was reached. */
  readonly extras: { readonly cap: number; readonly capReached: boolean; readonly mensaje?: string };
}

export interface HistoryChange {
  readonly campo: string;
  readonly etiqueta?: string;
  readonly antes: unknown;
  readonly despues: unknown;
}

export interface HistoryEntry {
  readonly version: number;
  readonly accion: 'alta' | 'modificacion' | 'vigencia';
  readonly fecha: string;
  readonly usuario: string;
  readonly cambios: readonly HistoryChange[];
}

/** `GET /api/modulos/:m/:id/historial` */
export interface HistoryResponse {
  readonly datos: readonly HistoryEntry[];
}
