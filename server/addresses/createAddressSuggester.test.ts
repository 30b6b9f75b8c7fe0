import { describe, expect, it } from 'vitest';
import { createAddressSuggester } from './createAddressSuggester';

describe('createAddressSuggester (configuration)', () => {
  it('uses the offline gazetteer by default and Google Places when configured with a key', () => {
    expect(createAddressSuggester()).toHaveProperty('suggest');
    expect(createAddressSuggester({ provider: 'GOOGLE', apiKey: 'k' })).toHaveProperty('suggest');
  });

  it('stops start-up for Google without a key or an unknown provider', () => {
    expect(() => createAddressSuggester({ provider: 'google' })).toThrow('ADDRESS_PROVIDER=google necesita ADDRESS_API_KEY');
    expect(() => createAddressSuggester({ provider: 'osm' })).toThrow("ADDRESS_PROVIDER desconocido: 'osm'");
  });
});
