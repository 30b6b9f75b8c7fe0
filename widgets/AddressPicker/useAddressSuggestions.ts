/**
 * Suggestions for what the user typed in the address picker: `GET /api/direcciones/sugerencias`
 * (docs/api.md) after a pause in typing (~300 ms) and from 3 characters (LNK-38).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AddressSuggestion } from '../../engine/core/address/addressTypes';
import { useApiClient } from '../../engine/react/api/ApiClientProvider';

export const SUGGESTIONS_PATH = '/api/direcciones/sugerencias';
export const MIN_CHARS = 3;
export const DEBOUNCE_MS = 300;

/** `text` once it has not changed for `ms`. */
function useDebounced(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** The suggestions for `text` (none below 3 characters); `pais` restricts to one country. */
export function useAddressSuggestions(text: string, enabled: boolean, pais?: string) {
  const api = useApiClient();
  const texto = useDebounced(text.trim(), DEBOUNCE_MS);
  const ready = enabled && texto.length >= MIN_CHARS;
  const query = useQuery({
    queryKey: ['direcciones', 'sugerencias', texto, pais ?? ''],
    queryFn: ({ signal }) => api.get<{ datos: AddressSuggestion[] }>(SUGGESTIONS_PATH, { texto, pais }, signal),
    enabled: ready,
    staleTime: 60_000,
  });
  const settling = texto !== text.trim();
  return {
    suggestions: ready && !settling ? (query.data?.datos ?? []) : [],
    tooShort: text.trim().length < MIN_CHARS,
    searching: enabled && text.trim().length >= MIN_CHARS && (settling || query.isFetching),
    failed: ready && query.isError,
  };
}
