/**
 * The token-expired screen (`/expirado`, SES-02, SES-06): `Su Token se encuentra vencido` as
 * static text and, once, as a danger notification (SES-OP02), with a hint on what to do.
 */
import { Card, H2, Icon, Intent } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { t } from '../../engine/core/messages';
import { useNotify } from '../../engine/react/notifications/useNotify';

/** The expired-access page (public: no session needed). */
export function Expirado() {
  const { danger } = useNotify();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    danger(t('session.tokenExpired'));
  }, [danger]);
  return (
    <div className="bo-public">
      <Card className="bo-public-card" elevation={2}>
        <Icon icon="time" size={40} intent={Intent.DANGER} />
        <H2>{t('ui.expiredTitle')}</H2>
        <p className="bo-expired-message">{t('session.tokenExpired')}</p>
        <p className="bo-muted">{t('ui.expiredHint')}</p>
      </Card>
    </div>
  );
}
