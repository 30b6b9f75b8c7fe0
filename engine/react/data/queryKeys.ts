/** TanStack Query keys of the module API, so that a save can invalidate exactly what it changed. */
export const queryKeys = {
  module: (m: string) => ['modulos', m] as const,
  list: (m: string, params: Record<string, string>) => ['modulos', m, 'lista', params] as const,
  record: (m: string, id: number) => ['modulos', m, 'registro', id] as const,
  history: (m: string, id: number) => ['modulos', m, 'registro', id, 'historial'] as const,
};
