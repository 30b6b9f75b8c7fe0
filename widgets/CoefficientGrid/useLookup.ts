/** The options of a lookup (`GET /api/combos/:combo`, docs/api.md), cached by TanStack Query. */
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../engine/react/api/ApiClientProvider';

export interface LookupOption {
  readonly codigo: string;
  readonly descripcion: string;
}

/** Options of `combo`, in the server's order. */
export function useLookup(combo: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['combos', combo],
    queryFn: ({ signal }) => api.get<{ datos: LookupOption[] }>(`/api/combos/${encodeURIComponent(combo)}`, undefined, signal),
    select: (reply) => reply.datos,
    staleTime: 5 * 60_000,
  });
}
