/**
 * Route guard (ROL-07, ROL-12, SHR-16): evaluated before the screen mounts, so a denied screen
 * never loads data. Denied → one danger notification and a redirect to the default route.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate } from '../router/Link';
import { t, type MessageKey } from '../../core/messages';
import { deniedForNoTeam, mayPassOnSomeRecord, type Guard as GuardConfig, type GuardRecord } from '../../core/permissions';
import { passesOnFilteredList } from '../../core/routeScreens/listFilterRecord';
import { useParams } from '../router/RouteParams';
import { useSession } from '../session/SessionProvider';
import { useNotify } from '../notifications/useNotify';
import { useCanAccess } from './useCanAccess';

export interface GuardProps {
  /** null: any signed-in user. */
  readonly guard: GuardConfig | null;
  /** Where a denied user goes (config.defaultRoute, `/inicio`). */
  readonly redirectTo: string;
  /** Denial message: the module text by default (ROL-07); `access.section` for sub-screens (ROL-OP01). */
  readonly deniedMessage?: MessageKey | string;
  /** Said instead to a user kept out only for belonging to no team (`{id}`: their id; ACC-79, CRD-22). */
  readonly noTeamMessage?: string;
  /**
   * A route of one record (a form): let in whoever may pass on some record (the record's clauses,
   * e.g. the account's team, taken as met); the server decides on the record itself (CRD-19).
   */
  readonly onSomeRecord?: boolean;
  /**
   * A list screen whose route fixes some filters (`fixedFilters` naming a path param, ADM-11): the
   * record every row it lists shares, from the route's params; the guard's record clauses on those
   * fields are judged on it, as the server judges the list call (engine/core/routeScreens/listFilterRecord.ts).
   */
  readonly recordFromParams?: (params: Readonly<Record<string, string | undefined>>) => GuardRecord;
  readonly children: ReactNode;
}

/** The children when allowed; otherwise notify and redirect. */
export function Guard({ guard, redirectTo, deniedMessage = 'access.module', noTeamMessage, onSomeRecord = false, recordFromParams, children }: GuardProps) {
  const { principal, refresh } = useSession();
  const passes = useCanAccess(guard ?? undefined);
  const params = useParams();
  const allowed =
    guard === null ||
    passes ||
    (onSomeRecord && mayPassOnSomeRecord(principal, guard)) ||
    (!!recordFromParams && passesOnFilteredList(principal, guard, recordFromParams(params)));
  const { danger } = useNotify();
  const notified = useRef(false);
  // Before denying, the principal is asked for again once: a right granted since it was loaded opens the screen (decision 148).
  const [rechecked, setRechecked] = useState(!refresh);
  useEffect(() => {
    if (allowed || rechecked || !refresh) return;
    let current = true;
    void refresh().finally(() => current && setRechecked(true));
    return () => {
      current = false;
    };
  }, [allowed, rechecked, refresh]);
  useEffect(() => {
    if (!allowed && rechecked && !notified.current) {
      notified.current = true;
      const noTeam = noTeamMessage && principal && deniedForNoTeam(principal, guard ?? undefined);
      danger(noTeam ? t(noTeamMessage, { id: principal.userId }) : t(deniedMessage));
    }
  }, [allowed, rechecked, danger, deniedMessage, noTeamMessage, principal, guard]);
  if (!allowed && !rechecked) return null;
  if (!allowed) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}
