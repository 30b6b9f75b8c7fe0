/**
 * The embedded address suggester: the offline gazetteer. The place indexes are built on the first
 * request (about a second and a half, some 40 MB) and reused for the life of the process.
 */
import { createPlaceIndex, type PlaceIndex } from '../../engine/core/address/placeIndex';
import { suggestAddresses } from '../../engine/core/address/suggestAddresses';
import type { AddressSuggester } from './addressSuggester';
import { loadGazetteerPlaces, type GazetteerPlaces } from './loadGazetteerPlaces';

export interface GazetteerOptions {
  /** Suggestions per query (default 5). */
  readonly limit?: number;
  /** Where places come from (default the data package); tests pass a few. */
  readonly loadPlaces?: () => GazetteerPlaces;
}

interface Indexes {
  readonly cities: PlaceIndex;
  readonly provinces: PlaceIndex;
}

const build = (places: GazetteerPlaces): Indexes => ({ cities: createPlaceIndex(places.cities), provinces: createPlaceIndex(places.provinces) });

let shared: Indexes | undefined;

/** The gazetteer over the data package (one index per process) or over `loadPlaces`. */
export function createGazetteerSuggester(options: GazetteerOptions = {}): AddressSuggester {
  let own: Indexes | undefined;
  const indexes = (): Indexes => (options.loadPlaces ? (own ??= build(options.loadPlaces())) : (shared ??= build(loadGazetteerPlaces())));
  return {
    async suggest(query) {
      const { cities, provinces } = indexes();
      return suggestAddresses(query, cities, { limit: options.limit, provinces });
    },
  };
}
