/**
 * Who may call a module's routes: its read and write guards, the module's own denial words, a
 * token-mode session's limits, and a guard decided on the linked record a request names (a card
 * created on an account of the caller's team). Built once per module (moduleContext.ts).
 */
import type { FastifyRequest } from 'fastify';
import { t } from '../../../engine/core/messages';
import { canAccess, deniedForNoTeam, heldFields, linkedGuardFields, mayPassOnSomeRecord, type Guard, type GuardRecord } from '../../../engine/core/permissions';
import { deniedKey } from '../../../engine/core/moduleMessages';
import { isPositiveIdText } from '../../../engine/core/positiveId';
import { tokenReaches, type RecordScopeConfig } from '../../../engine/core/recordScope';
import type { ModuleConfig } from '../../../engine/core/screenConfig';
import { requireUser } from '../../auth/authenticate';
import type { RequestUser } from '../../auth/principal';
import { HttpError } from '../../http/httpError';
import type { LinkedGuardValues } from '../linkedGuardValues';

export interface ModuleAccess {
  /** Open to token-mode sessions (COP-OP02): every route of the module takes them, limited by the record scope. */
  readonly tokenOpen: boolean;
  /** The 403 of a caller `guard` refuses: the module's no-team words (ACC-79, CRD-22), else its denial (CRD-20, ROL-07). */
  refusal(user: RequestUser, guard: Guard): HttpError;
  /** The caller when `guard` lets them in; on a single-record route (`forRecord`) the record clauses are checked by `load`. */
  authorize(request: FastifyRequest, guard: Guard, forRecord?: boolean): RequestUser;
  /** A reader refused a write hears the module's own words (CON-39). */
  refuseWriteDenied(request: FastifyRequest, forRecord: boolean): void;
  /** The caller when they may write some record of the module. */
  authorizeWrite(request: FastifyRequest): RequestUser;
  /** The values `guard` reads through the links `named` names (what a create or a filtered list names). */
  namedLinks(guard: Guard, named: Readonly<Record<string, unknown>>): Promise<GuardRecord | undefined>;
  /** The caller, let in by `guard` itself or by the linked record the request names. */
  authorizeByLink(request: FastifyRequest, guard: Guard, named: Readonly<Record<string, unknown>>): Promise<{ user: RequestUser; values?: GuardRecord }>;
}

/**
 * The caller, when the guard lets them in. On a single-record route (`forRecord`) a guard with
 * record clauses (e.g. team of the record) is checked again on the record itself by `load`.
 */
function authorizeCaller(
  request: FastifyRequest,
  guard: Guard,
  forRecord: boolean,
  refusal: (user: RequestUser, guard: Guard) => HttpError,
  scope: RecordScopeConfig | undefined,
): RequestUser {
  const user = requireUser(request);
  // A temporary `?token=` access opens only the token screens (SES-OP04): module data only of a module
  // open to tokens (recordScope.token) for the token's binding, and there only the token's records (the
  // record scope, COP-OP02, decision 160). A token for no account reaches nothing.
  if (user.tokenMode && !(scope?.token && user.token && tokenReaches(user, scope))) throw new HttpError(403, 'sin_permisos', t('access.module'));
  const mayPass = forRecord ? mayPassOnSomeRecord(user, guard) : canAccess(user, guard);
  if (!mayPass) throw refusal(user, guard);
  return user;
}

/** The access of the module configured by `config`, its guards' linked values read by `linked`. */
export function moduleAccess(config: ModuleConfig, linked: LinkedGuardValues | null): ModuleAccess {
  // The module's own denial text (messages.denied, CRD-20), else ROL-07's.
  const denied = deniedKey(config.messages);
  // A user kept out only for belonging to no team hears that instead (messages.noTeam: ACC-79, CRD-22).
  const noTeam = config.messages.noTeam;
  const refusal = (user: RequestUser, guard: Guard) =>
    noTeam && deniedForNoTeam(user, guard) ? new HttpError(403, 'sin_equipo', t(noTeam, { id: user.userId })) : new HttpError(403, 'sin_permisos', t(denied));
  const tokenOpen = !!config.recordScope?.token;
  const authorize = (request: FastifyRequest, guard: Guard, forRecord = false) => authorizeCaller(request, guard, forRecord, refusal, config.recordScope);
  /**
   * A caller the guard refuses without a record who passes on the linked record the request names:
   * a create's link (`datos.cuenta`), or a list filtered by that link (`?cuenta=42`, the account's
   * cards tab). The linked record is read from the database, so naming an account is not belonging to its team.
   */
  const namedLinks = async (guard: Guard, named: Readonly<Record<string, unknown>>): Promise<GuardRecord | undefined> => {
    // The links the guard reads through, and the owner links it asks about (`set`: writeFollowsOwner, BAC-OP02).
    const owners = heldFields(guard);
    const links = new Set([...linkedGuardFields(guard).map((f) => f.link), ...owners]);
    const datos = Object.fromEntries(Object.entries(named).filter(([field, value]) => links.has(field) && isPositiveIdText(value)));
    const any = Object.keys(datos).length > 0;
    // A guard on which owner a record has is decided on what the request names, even nothing (no owner).
    if (!any && !owners.length) return undefined;
    return { ...datos, ...(linked && any ? await linked(datos) : {}) };
  };
  const authorizeByLink = async (request: FastifyRequest, guard: Guard, named: Readonly<Record<string, unknown>>) => {
    const user = requireUser(request);
    const values = user.tokenMode ? undefined : await namedLinks(guard, named);
    if (user.tokenMode || canAccess(user, guard) || !values || !canAccess(user, guard, values)) return { user: authorize(request, guard), values };
    return { user, values };
  };
  const refuseWriteDenied = (request: FastifyRequest, forRecord: boolean): void => {
    const words = config.messages.writeDenied;
    const user = request.user;
    if (
      words &&
      user &&
      !user.tokenMode &&
      canAccess(user, config.access.read) &&
      !(forRecord ? mayPassOnSomeRecord(user, config.access.write) : canAccess(user, config.access.write))
    ) {
      throw new HttpError(403, 'sin_permisos', t(words));
    }
  };
  const authorizeWrite = (request: FastifyRequest): RequestUser => {
    refuseWriteDenied(request, true);
    return authorize(request, config.access.write, true);
  };
  return { tokenOpen, refusal, authorize, refuseWriteDenied, authorizeWrite, namedLinks, authorizeByLink };
}
