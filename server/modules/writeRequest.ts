/**
 * A module write (create or update) as the write checks see it (field access, links, combo values):
 * they run as a route-level preHandler of the module's create and update routes only (the kind
 * comes from the route, not from the URL), before the handler, on writes by a user the handler may
 * let through. Users without the module's write guard are refused by the handler
 * itself (403, not the check's 400); a writer by a record clause (team, preparer: `teamOf`,
 * `userIs`) may pass on the stored record, so their updates are inspected too.
 *
 * A write body that breaks the schema still reaches the hooks and the handler (the routes attach
 * validation errors) when its record (`datos`) is an object, so that one 400 reports every problem
 * of the request: the checks report theirs with `reportProblem` instead of
 * refusing at once, and leave alone the fields the schema already refused (`invalid`).
 */
import type { FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { canAccess, heldFields, linkedGuardFields, mayPassOnSomeRecord, type Guard } from '../../engine/core/permissions';
import type { RequestUser } from '../auth/principal';
import { invalidRecordFields, recordUnreadable } from '../http/ajvErrors';
import type { FieldProblem } from '../http/httpError';

export interface ModuleWrite {
  readonly kind: 'create' | 'update';
  readonly user: RequestUser;
  /** Top-level record fields the schema refused: no other check reads them. */
  readonly invalid: ReadonlySet<string>;
  /** The body (its `datos` an object): a check may replace `datos` (field access keeps stored values). */
  readonly body: { datos: Record<string, unknown> };
  /** The record's id (updates). */
  readonly id?: number;
}

/** One check of a module write: reports problems (`reportProblem`) or throws an HttpError to refuse it. */
export type WriteCheck = (request: FastifyRequest, write: ModuleWrite) => Promise<void>;

/** The body's schema errors, when the route attached them. */
export function bodySchemaErrors(request: FastifyRequest): ErrorObject[] {
  const error = request.validationError as (Error & { validation?: ErrorObject[]; validationContext?: string }) | undefined;
  return error?.validationContext === 'body' ? (error.validation ?? []) : [];
}

/** The write `request` makes (a create or an update, as its route says), or null when the checks have nothing to check. */
export function moduleWriteOf(
  request: FastifyRequest,
  writeGuard: Guard,
  target: Pick<ModuleWrite, 'kind' | 'body' | 'id'>,
  tokenOpen = false,
): ModuleWrite | null {
  const { kind } = target;
  const user = request.user;
  if (!user || (user.tokenMode && !tokenOpen)) return null;
  // The route refuses an unreadable request before any hook (moduleRoutes' write guard); this one is readable.
  if (request.validationError && (!bodySchemaErrors(request).length || recordUnreadable(bodySchemaErrors(request)))) return null;
  // A create may pass on the record its link names (`teamOf: "cuenta.equipos"`): checked like any write, decided by the handler.
  const mayWrite =
    kind === 'create'
      ? canAccess(user, writeGuard) || linkedGuardFields(writeGuard).length > 0 || heldFields(writeGuard).length > 0
      : mayPassOnSomeRecord(user, writeGuard);
  return mayWrite ? { ...target, user, invalid: invalidRecordFields(bodySchemaErrors(request)) } : null;
}

/** Runs the checks in order on a write (none when `write` is null). */
export async function runWriteChecks(request: FastifyRequest, checks: readonly WriteCheck[], write: ModuleWrite | null): Promise<void> {
  if (!write) return;
  for (const check of checks) await check(request, write);
}

const reported = new WeakMap<FastifyRequest, FieldProblem[]>();

/** A write hook's problem with the record, answered with the request's other problems by the handler. */
export function reportProblem(request: FastifyRequest, problem: FieldProblem): void {
  const list = reported.get(request) ?? [];
  list.push(problem);
  reported.set(request, list);
}

/** The problems the write hooks reported for `request`. */
export function reportedProblems(request: FastifyRequest): readonly FieldProblem[] {
  return reported.get(request) ?? [];
}
