/**
 * The title of a list whose route fixes a combo filter (ADM-11: `/admin/permisos/gestion/banco`):
 * the screen's title and the value's description (`Permisos · Bancos`), so that the page says which
 * area it lists. Other lists keep their title.
 */
import { useQuery } from '@tanstack/react-query';
import { paramOfFixedValue } from '../../core/routeScreens/listScreenAt';
import type { FilterConfig, ListScreenConfig } from '../../core/screenConfig';
import { useApiClient } from '../api/ApiClientProvider';
import { lookupQuery } from '../data/useLookup';

/** `declared` as opened (`at`): its title with the description of the first combo filter its route fixes. */
export function useRouteFilterTitle(declared: ListScreenConfig, at: ListScreenConfig, filters: readonly FilterConfig[]): string | undefined {
  const name = Object.entries(declared.fixedFilters ?? {}).find(
    ([filter, value]) => paramOfFixedValue(value) !== null && filters.some((f) => f.name === filter && f.kind === 'combo' && f.combo),
  )?.[0];
  const combo = name ? filters.find((f) => f.name === name)?.combo : undefined;
  const code = name ? at.fixedFilters?.[name] : undefined;
  const api = useApiClient();
  const options = useQuery({ ...lookupQuery(api, combo ?? ''), enabled: combo !== undefined, select: (response) => response.datos });
  const description = options.data?.find((option) => option.codigo === code)?.descripcion;
  return description && declared.title ? `${declared.title} · ${description}` : declared.title;
}
