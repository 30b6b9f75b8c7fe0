/** The temporary password of a created or reset user, shown once for the admin to hand over. */
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import '../../../../engine/react/theme/blueprintLater.css';
import { t } from '../../../../engine/core/messages';
import { msg } from './userApi';

export interface TemporaryPassword {
  readonly usuario: string;
  readonly contrasena: string;
}

export function TemporaryPasswordDialog({ shown, onClose }: { shown: TemporaryPassword | null; onClose: () => void }) {
  return (
    <Dialog isOpen={shown !== null} title={t(msg('temporaryTitle'))} onClose={onClose} style={{ width: 480 }}>
      <DialogBody>
        <Callout intent="warning" icon="key">
          <p>{t(msg('temporaryBody'), { usuario: shown?.usuario ?? '' })}</p>
          <p>
            <code className="bo-temporary-password" data-testid="contrasena-temporal">
              {shown?.contrasena}
            </code>
          </p>
        </Callout>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t('dialog.accept')} onClick={onClose} />} />
    </Dialog>
  );
}
