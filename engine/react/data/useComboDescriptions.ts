/**
 * The descriptions of the combos some fields hold (combo → code → description), from the shared
 * combo cache (useLookup.ts), for tables that show a combo field's description instead of its code.
 * Until a combo arrives (or if it fails) its codes show as they are.
 */
import { useQueries } from '@tanstack/react-query';
import { comboOf } from '../../core/format/comboDisplay';
import { useApiClient } from '../api/ApiClientProvider';
import { lookupQuery } from './useLookup';

export function useComboDescriptions(fields: readonly string[], properties: Readonly<Record<string, Readonly<Record<string, unknown>>>> | undefined): ReadonlyMap<string, ReadonlyMap<string, string>> {
  const api = useApiClient();
  const combos = [...new Set(fields.flatMap((field) => comboOf(properties?.[field]) ?? []))];
  const results = useQueries({ queries: combos.map((combo) => lookupQuery(api, combo)) });
  const found = new Map<string, ReadonlyMap<string, string>>();
  combos.forEach((combo, i) => {
    const options = results[i]?.data?.datos;
    if (options) found.set(combo, new Map(options.map((option) => [option.codigo, option.descripcion])));
  });
  return found;
}
