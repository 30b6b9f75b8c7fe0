/**
 * The first screen's list call, from the session's answer (issue 9): as soon as `GET /api/sesion`
 * is in, the entry knows the screen config and the user, so it starts the list page that the
 * screen at the address will ask for, while React, the router and the screen's code still run
 * (the app takes that answer for its identical call: engine/react/api/earlyCalls.ts). Only for a
 * list screen's own path that the user may open (engine/core/listScreenCall.ts); else nothing.
 */
import { firstListCall } from '../../engine/core/listScreenCall';
import type { ApiResponse } from '../../engine/react/api/ApiClient';
import { moduleApi } from '../../engine/react/data/moduleApi';
import { toPrincipal, type SessionStartResponse } from './loadPrincipal';
import type { SignedInUser } from './storedUser';

/** The list call to start, or null. */
export function firstScreenCall(
  answer: ApiResponse,
  user: SignedInUser,
  location: { readonly pathname: string; readonly search: string },
): { readonly path: string; readonly params: Record<string, string> } | null {
  const body = answer.status === 200 ? (answer.body as Partial<SessionStartResponse> | null) : null;
  if (!body?.config || !Array.isArray(body.config.screens) || !body.usuario || !Array.isArray(body.usuario.roles) || !body.permisos || !Array.isArray(body.permisos.datos)) return null;
  const { principal } = toPrincipal(body.usuario, body.permisos, user.profile.preferred_username ?? user.profile.sub);
  const call = firstListCall(body.config, principal, location.pathname, Object.fromEntries(new URLSearchParams(location.search)));
  return call && { path: moduleApi.list(call.module), params: call.params };
}
