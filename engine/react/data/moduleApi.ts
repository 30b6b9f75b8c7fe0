/** Paths of the generic module API (docs/api.md), in one place. */
const base = (m: string) => `/api/modulos/${encodeURIComponent(m)}`;

export const moduleApi = {
  list: base,
  record: (m: string, id: number) => `${base(m)}/${id}`,
  history: (m: string, id: number) => `${base(m)}/${id}/historial`,
  exists: (m: string) => `${base(m)}/existe`,
};
