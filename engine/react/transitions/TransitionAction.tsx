/**
 * A record transition's button and its confirmation (engine/core/transitions.ts: SUP-17, SUP-18,
 * SUP-OP06), the same in a form's action bar and in a list row: shown only when the user may run it
 * on this record and the record is in its starting state; the dialog asks with the record's values
 * in the text (`{mostrarNombre}`) and, when the transition takes one, an optional reason. On
 * success: the module's lists and counts reload, the success text, and the transition's `returnTo`
 * screen (SUP-17: the suppliers list) or the record as it now is; on failure the failure text.
 */
import { Button, Intent, type IconName } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../loading/lazyNamed';
import { useDeferredPart } from '../loading/useDeferredPart';
import { useNavigate } from '../router/Router';
import { t } from '../../core/messages';
import { screenById, screenPath } from '../../core/screenAccess';
import { transitionApplies, transitionPath, type TransitionConfig } from '../../core/transitions';
import { useApiClient } from '../api/ApiClientProvider';
import { queryKeys } from '../data/queryKeys';
import { guardRecordOf, type ModuleRecord } from '../data/types';
import { useEngine } from '../engine/EngineProvider';
import { useFailureNotice } from '../notifications/useFailureNotice';
import { useNotify } from '../notifications/useNotify';
import { useSession } from '../session/SessionProvider';
import { COUNT_KEY } from './countKey';

// The confirmation's dialog (Blueprint's overlay) is not needed to draw a list or a form: it loads
// after the first screen settled, or at once when the button is pressed before that.
const LazyTransitionDialog = lazyNamed(() => import('./TransitionDialog'), 'TransitionDialog');

export interface TransitionActionProps {
  readonly module: string;
  readonly transition: TransitionConfig;
  readonly record: ModuleRecord;
  /** The record once changed, when the transition names no screen to go to. */
  readonly onDone?: (current: ModuleRecord) => void;
}

/** The record's values a confirmation text may name (texts and numbers). */
function messageArgs(record: ModuleRecord): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(record.datos).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'),
  );
}

export function TransitionAction({ module, transition, record, onDone }: TransitionActionProps) {
  const { principal } = useSession();
  const { config } = useEngine();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { success } = useNotify();
  const failed = useFailureNotice();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const [reason, setReason] = useState('');
  const dialog = useDeferredPart(LazyTransitionDialog, asking);
  if (!transitionApplies(principal, transition, guardRecordOf(record))) return null;
  const label = t(transition.label);
  const close = () => {
    setAsking(false);
    setReason('');
  };
  const run = async () => {
    setRunning(true);
    try {
      const path = transitionPath(module, transition).replace(':id', String(record.id));
      const current = await api.post<ModuleRecord>(path, { version: record.version, ...(transition.reason && reason.trim() ? { motivo: reason.trim() } : {}) });
      close();
      queryClient.setQueryData(queryKeys.record(module, current.id), current);
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.module(module) }), queryClient.invalidateQueries({ queryKey: [COUNT_KEY] })]);
      success(t(transition.doneMessage));
      if (transition.returnTo) navigate(screenPath(screenById(config, transition.returnTo)));
      else onDone?.(current);
    } catch (error) {
      failed(error, t(transition.errorMessage));
    } finally {
      setRunning(false);
    }
  };
  return (
    <>
      <Button
        icon={transition.icon as IconName | undefined}
        intent={transition.intent ?? Intent.PRIMARY}
        text={label}
        disabled={running}
        onClick={() => setAsking(true)}
      />
      {dialog && (
        <Suspense fallback={null}>
          <LazyTransitionDialog
            open={asking}
            title={label}
            icon={transition.icon as IconName | undefined}
            intent={transition.intent ?? Intent.PRIMARY}
            message={t(transition.confirmMessage, messageArgs(record))}
            reasonLabel={transition.reason ? t(transition.reasonLabel ?? 'transition.reason') : null}
            reason={reason}
            onReason={setReason}
            running={running}
            onClose={close}
            onRun={() => void run()}
          />
        </Suspense>
      )}
    </>
  );
}
