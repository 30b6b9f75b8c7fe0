/**
 * Why a record form is read-only, above its fields: the module's words for a reader who may not
 * write (CON-39) and the record state's reason (`x-read-only-when`: ACC-44, SGC-52). The page and a
 * record's dialog say the same.
 */
import { Callout, Intent } from '@blueprintjs/core';
import { t } from '../../core/messages';
import type { RecordFormController } from './useRecordFormController';

/** The callouts of the controller's read-only reasons (nothing when it has none). */
export function ReadOnlyReason({ controller: c }: { readonly controller: Pick<RecordFormController, 'writeDenied' | 'stateReason'> }) {
  return (
    <>
      {c.writeDenied && (
        <Callout intent={Intent.DANGER} icon="lock" className="bo-read-only-reason" role="alert">
          {t(c.writeDenied)}
        </Callout>
      )}
      {c.stateReason && (
        <Callout intent={Intent.WARNING} icon="lock" className="bo-read-only-reason" role="status">
          {t(c.stateReason.key, c.stateReason.args)}
        </Callout>
      )}
    </>
  );
}
