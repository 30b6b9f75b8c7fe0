/**
 * The app the reliability suite probes: the shipped modules plus the engine's fixture modules
 * (every kind of guard, scope, link and field access the engine supports), on PGlite, with the
 * per-address rate limit raised (the suite sends thousands of requests from one address).
 */
import { fixtureApp } from '../../api/helpers/fixtureApp';
import { accountOf } from '../../api/helpers/accountOf';
import { startTestApp, type TestApp } from '../../api/helpers/testApp';
import { setDemoAgencyAccount } from './accessOracle';

export async function startReliabilityApp(options: { readonly lookupsPerMinute?: number } = {}): Promise<TestApp> {
  const t = await startTestApp({ ...fixtureApp, appOptions: { rateLimitPerMinute: 1_000_000, ...options } });
  // The external user's agency account is a seeded record's id (Agencia Demo), known once seeded.
  setDemoAgencyAccount(await accountOf(t, 'externo'));
  return t;
}
