/** The shape of a record on the wire (docs/api.md). */
export interface RecordDto {
  readonly id: number;
  readonly version: number;
  readonly vigente: boolean;
  readonly datos: Record<string, unknown>;
  readonly creadoEn: string;
  readonly creadoPor: string | null;
  readonly modificadoEn: string;
  readonly modificadoPor: string | null;
}

export interface RecordRow {
  id: number;
  version: number;
  vigente: boolean;
  data: Record<string, unknown>;
  id_crm: string | null;
  created_at: Date;
  updated_at: Date;
  created_by_name: string | null;
  updated_by_name: string | null;
}

export function toRecordDto(row: RecordRow): RecordDto {
  return {
    id: row.id,
    version: row.version,
    vigente: row.vigente,
    datos: { ...row.data, ...(row.id_crm ? { idCrm: row.id_crm } : {}) },
    creadoEn: new Date(row.created_at).toISOString(),
    creadoPor: row.created_by_name,
    modificadoEn: new Date(row.updated_at).toISOString(),
    modificadoPor: row.updated_by_name,
  };
}
