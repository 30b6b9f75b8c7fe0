/**
 * What a real-API UI test hands to `RealApiApp` for one demo user: an API client reaching the test
 * server through `injectTransport` with that user's real token, the config the server gives that
 * user, the registry and the user's real session.
 */
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import type { TestApp } from '../api/helpers/testApp';
import { injectTransport } from './injectTransport';

/** The app's props as `username` would have them (the config fetched as that user unless given). */
export async function realApiSession(t: TestApp, registry: SchemaRegistry, username: string, config?: ScreensConfig) {
  const api = createApiClient(injectTransport(t.app, await t.tokenFor(username)));
  return { api, config: config ?? (await api.get<ScreensConfig>('/api/config')), registry, session: await loadPrincipal(api, username) };
}
