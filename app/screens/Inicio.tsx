/**
 * Home (`/inicio`, HOM-01), first cut: a welcome with the user's name and one card per module the
 * user may open (the same visibility as the menu).
 */
import { Callout, Card, H4, Icon, type IconName } from '@blueprintjs/core';
import { Link } from '../../engine/react/router/Link';
import { t } from '../../engine/core/messages';
import { menuLeaves, visibleMenu } from '../../engine/core/visibleMenu';
import { useEngine } from '../../engine/react/engine/EngineProvider';
import { useSession } from '../../engine/react/session/SessionProvider';
import { PageHeader } from '../../engine/react/shell/PageHeader';

/** The Home screen. */
export function Inicio() {
  const { config } = useEngine();
  const { principal, displayName } = useSession();
  const modules = menuLeaves(visibleMenu(config, principal)).filter((entry) => entry.path !== config.defaultRoute);
  return (
    <div className="bo-page">
      <PageHeader title={t('ui.homeWelcome', { name: displayName })} />
      {modules.length ? (
        <>
          <p className="bo-lead">{t('ui.homeIntro')}</p>
          <div className="bo-home-grid">
            {modules.map((entry) => (
              <Link key={entry.path} to={entry.path!} className="bo-home-link">
                <Card interactive className="bo-home-card">
                  <Icon icon={(entry.icon as IconName | undefined) ?? 'application'} size={24} className="bo-home-icon" />
                  <H4>{entry.label}</H4>
                </Card>
              </Link>
            ))}
          </div>
        </>
      ) : (
        <Callout icon="info-sign" className="bo-callout">
          {t('session.noRoles')}
        </Callout>
      )}
    </div>
  );
}
