/**
 * An in-memory index of places by folded name (and alias) for the offline gazetteer: exact look-up
 * and prefix look-up (for a place name still being typed). Built once and reused.
 */
import type { Place } from './addressTypes';
import { foldText } from './foldText';

export interface PlaceIndex {
  /** Places whose name or alias folds to `name`. */
  exact(name: string): readonly Place[];
  /** Places whose folded name or alias starts with `prefix`, at most `limit` names looked at. */
  prefix(prefix: string, limit: number): readonly Place[];
  readonly size: number;
}

/** First index in the sorted `keys` not below `key`. */
function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keys[mid] < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Indexes the places under their folded name and aliases. */
export function createPlaceIndex(places: Iterable<Place>): PlaceIndex {
  const byName = new Map<string, Place[]>();
  let size = 0;
  for (const place of places) {
    size++;
    for (const name of new Set([place.nombre, ...(place.alias ?? [])].map(foldText))) {
      if (!name) continue;
      const list = byName.get(name);
      if (list) list.push(place);
      else byName.set(name, [place]);
    }
  }
  const keys = [...byName.keys()].sort();
  return {
    size,
    exact: (name) => byName.get(foldText(name)) ?? [],
    prefix(prefix, limit) {
      const key = foldText(prefix);
      if (!key) return [];
      const found: Place[] = [];
      for (let i = lowerBound(keys, key), seen = 0; i < keys.length && seen < limit && keys[i].startsWith(key); i++, seen++) {
        found.push(...byName.get(keys[i])!);
      }
      return found;
    },
  };
}
