/**
 * The first screen's list call, from the session's answer: as soon as `GET /api/sesion`
 * is in, the entry knows the screen config and the user, so it starts the list page that the
 * screen at the address will ask for, while React, the router and the screen's code still run
 * (the app takes that answer for its identical call: engine/react/api/earlyCalls.ts). Only for a
 * list screen's own path that the user may open (engine/core/listScreenCall.ts); else nothing.
 * When the session's answer already carries that page (`pagina`, asked with `ruta`), no call at all.
 */
import { firstListCall } from '../../engine/core/listScreenCall';
import type { ApiResponse, ApiTransport } from '../../engine/react/api/ApiClient';
import { settleEarlyCall, startEarlyCall } from '../../engine/react/api/earlyCalls';
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
  if (
    !body?.config ||
    !Array.isArray(body.config.screens) ||
    !body.usuario ||
    !Array.isArray(body.usuario.roles) ||
    !body.permisos ||
    !Array.isArray(body.permisos.datos)
  )
    return null;
  const { principal } = toPrincipal(body.usuario, body.permisos, user.profile.preferred_username ?? user.profile.sub);
  const call = firstListCall(body.config, principal, location.pathname, Object.fromEntries(new URLSearchParams(location.search)));
  return call && { path: moduleApi.list(call.module), params: call.params };
}

const sameParams = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, value]) => b[name] === value);

/**
 * The page the session's answer carries for `call` (decision 119: the server answered the path being
 * opened with the list route), when it is exactly that call's (same module and query); else undefined.
 */
function carriedPage(answer: ApiResponse, call: { readonly path: string; readonly params: Record<string, string> }): unknown {
  const page = (answer.body as Partial<SessionStartResponse> | null)?.pagina;
  if (!page || typeof page.modulo !== 'string' || !page.parametros || typeof page.parametros !== 'object') return undefined;
  return moduleApi.list(page.modulo) === call.path && sameParams(page.parametros, call.params) ? page.respuesta : undefined;
}

/**
 * With the session's answer: the first screen's list page, taken from that answer when it carries it
 * (no call), else asked at once; either way the list screen's identical call takes it (earlyCalls).
 */
export function startFirstScreenCall(
  transport: ApiTransport,
  bearer: string,
  answer: ApiResponse,
  user: SignedInUser,
  location: { readonly pathname: string; readonly search: string },
): void {
  const call = firstScreenCall(answer, user, location);
  if (!call) return;
  const page = carriedPage(answer, call);
  if (page !== undefined) settleEarlyCall(bearer, call.path, call.params, { status: 200, body: page });
  else startEarlyCall(transport, bearer, call.path, call.params);
}
