/** Unknown routes: a Spanish not-found view with a link back to Home. */
import { Classes, NonIdealState } from '@blueprintjs/core';
import { Link } from '../router/Link';
import { t } from '../../core/messages';

/** The not-found view; `home` is the default route. */
export function NotFound({ home }: { home: string }) {
  return (
    <NonIdealState
      icon="path-search"
      className="bo-not-found"
      title={t('ui.notFoundRoute')}
      action={
        <Link to={home} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
          {t('ui.goHome')}
        </Link>
      }
    />
  );
}
