/** HOM-15, HOM-OP02: a persistent, non-blocking banner when the server runs a newer version, with a reload button. */
import { Button, Callout, Intent } from '@blueprintjs/core';
import { t } from '../../../engine/core/messages';

export function VersionBanner({ onReload = () => window.location.reload() }: { readonly onReload?: () => void }) {
  return (
    <Callout intent={Intent.PRIMARY} icon="refresh" className="bo-callout bo-home-version" role="status">
      <span>{t('home.newVersion')}</span> <Button small intent={Intent.PRIMARY} text={t('home.reload')} onClick={onReload} />
    </Callout>
  );
}
