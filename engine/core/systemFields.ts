/** Fields every record has outside its module schema (columns of the records table). */
export const systemFields = ['id', 'vigente', 'version', 'creadoEn', 'modificadoEn'] as const;
export type SystemField = (typeof systemFields)[number];
