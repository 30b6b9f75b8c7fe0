/**
 * The address-suggestion port (docs/architecture.md, "Side effects behind ports"; LNK-38, BNK-OP03): what the
 * address picker asks the server for. The embedded default is an offline gazetteer; a maps
 * service adapter is chosen by configuration (`ADDRESS_PROVIDER`).
 */
import type { AddressQuery, AddressSuggestion } from '../../engine/core/address/addressTypes';

export type { AddressQuery, AddressSuggestion };

export interface AddressSuggester {
  /** Suggestions for what the user typed, best first (none is a valid answer). */
  suggest(query: AddressQuery): Promise<AddressSuggestion[]>;
}

/** The maps service failed or refused (network, quota, key): the caller answers 502. */
export class AddressProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AddressProviderError';
  }
}
