/**
 * Which module write a request is, for the write hooks (field access, links, combo values) that
 * look at the body before the handler: a create or an update of the module's record, by a user
 * the handler may let through. Users without the module's write guard are refused by the handler
 * itself (403, not the hook's 400); a writer by a record clause (team, preparer: `teamOf`,
 * `userIs`) may pass on the stored record, so their updates are inspected too.
 *
 * A write body that breaks the schema still reaches the hooks and the handler (the routes attach
 * validation errors) when its record (`datos`) is an object, so that one 400 reports every problem
 * of the request (issue 8, defect 6): the hooks report theirs with `reportProblem` instead of
 * refusing at once, and leave alone the fields the schema already refused (`invalid`).
 */
import type { FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { canAccess, mayPassOnRecord, type Guard } from '../../engine/core/permissions';
import type { RequestUser } from '../auth/principal';
import { invalidRecordFields, recordUnreadable } from '../http/ajvErrors';
import type { FieldProblem } from '../http/httpError';

export interface ModuleWrite {
  readonly kind: 'create' | 'update';
  readonly user: RequestUser;
  /** Top-level record fields the schema refused: no other check reads them. */
  readonly invalid: ReadonlySet<string>;
}

/** The body's schema errors, when the route attached them. */
export function bodySchemaErrors(request: FastifyRequest): ErrorObject[] {
  const error = request.validationError as (Error & { validation?: ErrorObject[]; validationContext?: string }) | undefined;
  return error?.validationContext === 'body' ? (error.validation ?? []) : [];
}

/** The write `request` makes on the module at `base`, or null when the hooks have nothing to check. */
export function moduleWriteOf(request: FastifyRequest, base: string, writeGuard: Guard): ModuleWrite | null {
  const url = request.routeOptions.url;
  const kind = request.method === 'POST' && url === base ? 'create' : request.method === 'PUT' && url === `${base}/:id` ? 'update' : null;
  const user = request.user;
  if (!kind || !user || user.tokenMode) return null;
  // The route refuses an unreadable request before any hook (moduleRoutes' write guard); this one is readable.
  if (request.validationError && (!bodySchemaErrors(request).length || recordUnreadable(bodySchemaErrors(request)))) return null;
  const mayWrite = kind === 'create' ? canAccess(user, writeGuard) : mayPassOnRecord(user, writeGuard);
  return mayWrite ? { kind, user, invalid: invalidRecordFields(bodySchemaErrors(request)) } : null;
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
