/**
 * Options of a lookup (combo) from the lookups service: `GET /api/combos/:combo` →
 * `{ datos: [{ codigo, descripcion }] }` (docs/api.md). Cached per combo and kept fresh for a few
 * minutes, so every field and screen that uses the same combo shares one request; an admin's change
 * to any combo drops them all (decision 150): the keepalive answers the lookups' revision
 * (`noteLookupRevision`), and the admin screens drop the combo they changed (`dropLookup`).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/ApiClient';
import { useApiClient } from '../api/ApiClientProvider';

export { lookupsKey, noteLookupRevision } from './lookupRevision';

/** One option of a combo. */
export interface LookupOption {
  readonly codigo: string;
  readonly descripcion: string;
  readonly extra?: unknown;
}

/** `GET /api/combos/:combo` */
export interface LookupResponse {
  readonly datos: readonly LookupOption[];
}

/** How long a combo's options count as fresh: they change rarely (admin screens). */
export const LOOKUP_STALE_TIME_MS = 5 * 60_000;

/** Path and cache key of a combo. */
export const lookupPath = (combo: string) => `/api/combos/${encodeURIComponent(combo)}`;
export const lookupKey = (combo: string) => ['combos', combo] as const;
/** A combo changed here (the combos administration): the next reader asks the server again. */
export function dropLookup(queryClient: QueryClient, combo: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: lookupKey(combo) });
}

/** The query of `combo` (shared by every reader of the combo: selectors, derivation parts). */
export function lookupQuery(api: ApiClient, combo: string) {
  return {
    queryKey: lookupKey(combo),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<LookupResponse>(lookupPath(combo), undefined, signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  };
}

/** The options of `combo` (TanStack Query: `data`, `isPending`, `isError`...). */
export function useLookup(combo: string) {
  const api = useApiClient();
  return useQuery({ ...lookupQuery(api, combo), select: (response) => response.datos });
}
