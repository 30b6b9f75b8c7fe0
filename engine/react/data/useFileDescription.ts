/**
 * What the server keeps of an uploaded file (`GET /api/archivos/:id/datos` → `{ datos: { id, nombre,
 * tipo, tamano, url } }`): a file field stores only the id, so after a reload its widget asks for
 * the original name here. A stored file never changes, so the answer is cached for the session.
 */
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider';

/** A stored file as the upload API describes it. */
export interface FileDescription {
  readonly id: string;
  readonly nombre: string;
  readonly tipo?: string;
  readonly tamano?: number;
  readonly url?: string;
}

/** Path and cache key of a file's description. */
export const fileDescriptionPath = (id: string) => `/api/archivos/${encodeURIComponent(id)}/datos`;
export const fileDescriptionKey = (id: string) => ['archivos', id, 'datos'] as const;

/** The description of file `id` (none asked while `id` is undefined or `known` already names it). */
export function useFileDescription(id: string | undefined, known = false) {
  const api = useApiClient();
  return useQuery({
    queryKey: fileDescriptionKey(id ?? ''),
    queryFn: ({ signal }) => api.get<{ datos: FileDescription }>(fileDescriptionPath(id ?? ''), undefined, signal).then((answer) => answer.datos),
    enabled: !!id && !known,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
