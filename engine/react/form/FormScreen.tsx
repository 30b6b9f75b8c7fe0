/**
 * A generic form screen (BNK-02, BNK-03, BNK-09, BNK-10, BNK-15): create mode without an id; edit
 * mode loads the record (a failure notifies the module's load error, with `error #ATGF01` when the
 * answer is not a record, SHR-OP04); read-only when the user
 * does not pass the module's write guard or the record's state says so. It holds the after-save
 * modal (`afterSave.modal`), which must outlive the form remounted on the saved version.
 */
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useRememberInEntry } from '../router/Router';
import { returnPathOf, TAB_PARAM } from '../../core/form/returnTo';
import { recordEntryState } from '../../core/listReturn';
import { prefillFromParams } from '../../core/form/routePrefill';
import { ownerFieldValue, recordScopeOf } from '../../core/recordScope';
import { useSession } from '../session/SessionProvider';
import { t } from '../../core/messages';
import type { FormScreenConfig } from '../../core/screenConfig';
import { screenById } from '../../core/screenAccess';
import { isApiError } from '../api/ApiError';
import type { ModuleRecord } from '../data/types';
import { queryKeys } from '../data/queryKeys';
import { useModuleRecord } from '../data/useModuleRecord';
import { useOwnerGuardValues } from './useOwnerGuardValues';
import { useEngine, useModule } from '../engine/EngineProvider';
import { useLoadFailureNotice } from '../notifications/useFailureNotice';
import { PageHeader } from '../shell/PageHeader';
import { editPath } from '../screens/screenLinks';
import { AfterSaveDialog } from './AfterSaveDialog';
import { RecordForm } from './RecordForm';
import { backPath } from '../../core/form/backPath';

export interface FormScreenProps {
  readonly screen: FormScreenConfig;
  /** Record id (edit mode); undefined to create. NaN (a bad URL) reads as not found. */
  readonly id?: number;
  /** soloVer (`paths.view`): the record read-only whatever the user's rights. */
  readonly viewOnly?: boolean;
  /**
   * The route's params that name fields, and their URL values: at a `paths.createWith` path they
   * fill the new record; at an edit path with more params than `:id` they only mark those fields read-only.
   */
  readonly params?: Readonly<Record<string, string | undefined>>;
}

/** Loads the record (edit) and renders the form. */
export function FormScreen({ screen, id, viewOnly = false, params }: FormScreenProps) {
  const { config } = useEngine();
  const { config: moduleConfig, module } = useModule(screen.module);
  // A create path with params fills those fields; a value that does not fit its field is a bad URL.
  const prefill = useMemo(() => (params ? prefillFromParams(module.schema.properties, params) : undefined), [params, module.schema]);
  const validId = (id === undefined || Number.isInteger(id)) && !prefill?.invalid.length;
  // A user under the record scope creates records of their own account: the owner field starts fixed to it (the server forces it too).
  const { principal } = useSession();
  const ownerField = moduleConfig.recordScope?.ownerField;
  const scope = principal ? recordScopeOf(principal, moduleConfig.recordScope) : undefined;
  const ownAccount = scope?.kind === 'account' ? scope.account : undefined;
  const initial = useMemo(() => {
    if (id !== undefined) return undefined;
    const own = ownerField && ownAccount ? { [ownerField]: ownerFieldValue(module.schema.properties[ownerField], ownAccount) } : undefined;
    return own || prefill ? { ...prefill?.data, ...own } : undefined;
  }, [id, ownerField, ownAccount, module.schema, prefill]);
  const routeFields = useMemo(() => (id !== undefined && prefill ? Object.keys(prefill.data) : undefined), [id, prefill]);
  // The caller to go back to after saving (`?volver=`; after creating also `afterSave.returnTo` at a createWith path) and the tab to open (`?solapa=`).
  const { search } = useLocation();
  const returnPath = useMemo(
    () => (id === undefined ? returnPathOf(search, screen.afterSave.returnTo, prefill?.data) : returnPathOf(search, undefined, undefined)),
    [id, search, screen.afterSave.returnTo, prefill],
  );
  // The tab the user was on survives the save's remount (and a new record's move to its edit path, by the entry's state).
  const { state: entryState } = useLocation();
  const [shownTab, setShownTab] = useState<string | null>(null);
  const initialTab = shownTab ?? recordEntryState(entryState).solapa ?? new URLSearchParams(search).get(TAB_PARAM);
  // The entry remembers the tab shown, so a reload opens the form where the user was (not the tab of an earlier save).
  const remember = useRememberInEntry();
  const showTab = useCallback(
    (title: string) => {
      setShownTab(title);
      remember({ ...(entryState && typeof entryState === 'object' ? entryState : {}), solapa: title });
    },
    [remember, entryState],
  );
  const query = useModuleRecord(screen.module, validId ? id : undefined);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A new record at an owner's path whose write guard looks through the owner: the server judges the owner (CRD-20).
  const owner = useOwnerGuardValues(screen.module, initial);
  const failed = !validId || query.isError || owner.failed;
  const [followUp, setFollowUp] = useState<ModuleRecord | null>(null);
  const loadFailure = useLoadFailureNotice(failed, query.error ?? owner.error, t(moduleConfig.messages.loadError), query.errorUpdateCount + owner.failures);

  if (failed) {
    const back = backPath(config, screen, undefined, entryState, prefill?.data);
    return (
      <div className="bo-page">
        <PageHeader title={screen.title} />
        <NonIdealState
          icon="error"
          className="bo-list-state"
          description={isApiError(query.error, 404) || !validId ? t('form.notFound') : loadFailure}
          action={<Button icon="arrow-left" text={t('ui.back')} onClick={() => (back ? navigate(back) : navigate(-1))} />}
        />
      </div>
    );
  }
  if ((id !== undefined && !query.data) || owner.pending) {
    return (
      <div className="bo-page">
        <PageHeader title={screen.title} />
        <div className="bo-list-state" aria-busy="true">
          <Spinner size={32} aria-label={t('ui.loading')} />
        </div>
      </div>
    );
  }
  const record = query.data;
  return (
    <>
      <RecordForm
        key={record ? `${record.id}:${record.version}` : 'nuevo'}
        screen={screen}
        record={record}
        viewOnly={viewOnly}
        initial={initial}
        ownerGuardValues={owner.values}
        routeFields={routeFields}
        returnPath={returnPath}
        initialTab={initialTab}
        onTabChange={showTab}
        onReload={(current) => queryClient.setQueryData(queryKeys.record(screen.module, current.id), current)}
        onFollowUp={setFollowUp}
      />
      <AfterSaveDialog
        modal={followUp && screen.afterSave.modal ? screen.afterSave.modal : null}
        onAction={(screenId) => {
          const target = screenById(config, screenId, `/screens (${screen.id})/afterSave/modal`);
          setFollowUp(null);
          navigate(target.kind === 'form' ? target.paths.create : target.path);
        }}
        onStay={() => {
          // A new record stays on its edit form.
          if (followUp && id === undefined) navigate(editPath(screen, followUp.id, followUp.datos), { replace: true });
          setFollowUp(null);
        }}
      />
    </>
  );
}
