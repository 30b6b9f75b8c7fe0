/** Paths of the generic module API (docs/api.md), in one place. */
const base = (m: string) => `/api/modulos/${encodeURIComponent(m)}`;

export const moduleApi = {
  list: base,
  record: (m: string, id: number) => `${base(m)}/${id}`,
  history: (m: string, id: number) => `${base(m)}/${id}/historial`,
  exists: (m: string) => `${base(m)}/existe`,
  /** The clear value of an encrypted field, recorded as seen (x-encrypted, CRD-09). */
  reveal: (m: string, id: number, field: string) => `${base(m)}/${id}/revelar/${encodeURIComponent(field)}`,
  matches: (m: string) => `${base(m)}/coincide`,
  compute: (m: string) => `${base(m)}/calcular`,
};
