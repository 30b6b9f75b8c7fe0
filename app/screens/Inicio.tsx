/**
 * Home (`/inicio`, HOM-01). Signed in, the access listing of each of the user's accounts (HOM-04):
 * Home polls for the user's accounts every 3 s until they arrive (HOM-14, HOM-OP03: after 30 s it
 * says `Ocurrió un error al cargar los accesos del inicio.`), then shows one card per account; a
 * server newer than this page shows the reload banner (HOM-15); the footer below (HOM-17). With a
 * temporary `?token=` (HOM-05) it is the screen the config names for token mode, a module's own screen:
 * `home.tokenComponent` for a token bound to an opportunity (its passengers), `home.accountTokenComponent`
 * for one bound to an account only (the recipient greeted, the account's contacts: TOK-OP02, decision 160).
 */
import { Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { isNewerVersion } from '../../engine/core/isNewerVersion';
import { t } from '../../engine/core/messages';
import type { CustomScreenConfig } from '../../engine/core/screenConfig';
import { useApiClient } from '../../engine/react/api/ApiClientProvider';
import { usePolledValue } from '../../engine/react/data/usePolledValue';
import { useEngine } from '../../engine/react/engine/EngineProvider';
import { useNotify } from '../../engine/react/notifications/useNotify';
import { screenRegistry } from '../../engine/react/screens/screenRegistry';
import { useSession } from '../../engine/react/session/SessionProvider';
import { PageHeader } from '../../engine/react/shell/PageHeader';
import { clientVersion } from './clientVersion';
import { AccountAccessCard } from './home/AccountAccessCard';
import { ACCOUNT_POLL_MS, fetchAccounts, HOME_CACHE_MS, homeKeys, POLL_TIMEOUT_MS, type AccessData } from './home/homeApi';
import { HomeFooter } from './home/HomeFooter';
import { VersionBanner } from './home/VersionBanner';

/** Signed-in Home: the accounts' access listings. */
function AccessHome() {
  const api = useApiClient();
  const { principal, displayName } = useSession();
  const { danger } = useNotify();
  const user = principal?.username;
  const accounts = usePolledValue(homeKeys.accounts(user), (signal) => fetchAccounts(api, signal), {
    intervalMs: ACCOUNT_POLL_MS,
    timeoutMs: POLL_TIMEOUT_MS,
    cacheMs: HOME_CACHE_MS,
  });
  const [newer, setNewer] = useState(false);
  const onData = useCallback((data: AccessData) => {
    if (isNewerVersion(data.extras?.version, clientVersion())) setNewer(true);
  }, []);
  const toldTimeout = useRef(false);
  useEffect(() => {
    if (!accounts.timedOut || toldTimeout.current) return;
    toldTimeout.current = true;
    danger(t('home.loadError'));
  }, [accounts.timedOut, danger]);
  return (
    <div className="bo-page bo-home">
      <PageHeader title={t('ui.homeWelcome', { name: displayName })} />
      {newer && <VersionBanner />}
      {accounts.value ? (
        accounts.value.map((account) => <AccountAccessCard key={account.id} account={account} user={user} onData={onData} />)
      ) : accounts.timedOut ? (
        <Callout intent={Intent.DANGER} icon="error" className="bo-callout">
          {t('home.loadError')}
        </Callout>
      ) : (
        <NonIdealState icon={<Spinner size={32} />} title={t('ui.loading')} />
      )}
      <HomeFooter user={user} />
    </div>
  );
}

/** The Home screen. */
export function Inicio({ screen }: { readonly screen?: CustomScreenConfig }) {
  const { config } = useEngine();
  const { tokenMode, principal } = useSession();
  // A trip's token (bound to an opportunity) sees its passengers; an account's token, its contacts (TOK-OP02, decision 160).
  const tokenComponent = principal?.token?.oportunidad ? config.home?.tokenComponent : (config.home?.accountTokenComponent ?? config.home?.tokenComponent);
  if (tokenMode && tokenComponent && screen) {
    const TokenHome = screenRegistry.get(tokenComponent, '/home/tokenComponent');
    return (
      <Suspense fallback={<NonIdealState icon={<Spinner size={32} />} title={t('ui.loading')} />}>
        <TokenHome screen={screen} />
      </Suspense>
    );
  }
  return <AccessHome />;
}
