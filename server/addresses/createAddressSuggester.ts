/** Chooses the address-suggestion adapter from configuration (`ADDRESS_PROVIDER`, `ADDRESS_API_KEY`). */
import type { AddressSuggester } from './addressSuggester';
import { createGazetteerSuggester } from './gazetteerSuggester';
import { createGooglePlacesSuggester } from './googlePlacesSuggester';

export interface AddressSettings {
  /** `gazetteer` (default, offline) or `google` (Places API New). */
  readonly provider?: string;
  readonly apiKey?: string;
}

/** Adapters by provider name. */
const providers: Readonly<Record<string, (settings: AddressSettings) => AddressSuggester>> = {
  gazetteer: () => createGazetteerSuggester(),
  google: ({ apiKey }) => {
    if (!apiKey) throw new Error('ADDRESS_PROVIDER=google necesita ADDRESS_API_KEY');
    return createGooglePlacesSuggester({ apiKey });
  },
};

/** The configured suggester; a maps provider without its key, or an unknown provider, stops start-up. */
export function createAddressSuggester(settings: AddressSettings = {}): AddressSuggester {
  const provider = settings.provider?.trim().toLowerCase() || 'gazetteer';
  const create = Object.hasOwn(providers, provider) ? providers[provider] : undefined;
  if (!create)
    throw new Error(
      `ADDRESS_PROVIDER desconocido: '${provider}' (use ${Object.keys(providers)
        .map((p) => `'${p}'`)
        .join(' o ')})`,
    );
  return create(settings);
}
