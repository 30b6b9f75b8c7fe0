/**
 * The app the reliability suite probes: the shipped modules plus the engine's fixture modules
 * (every kind of guard, scope, link and field access the engine supports), on PGlite, with the
 * per-address rate limit raised (the suite sends thousands of requests from one address).
 */
import { fixtureApp } from '../../api/helpers/fixtureApp';
import { startTestApp, type TestApp } from '../../api/helpers/testApp';

export function startReliabilityApp(): Promise<TestApp> {
  return startTestApp({ ...fixtureApp, appOptions: { rateLimitPerMinute: 1_000_000 } });
}
