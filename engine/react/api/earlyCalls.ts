/**
 * Calls started before the app renders (issue 9): the entry knows the bearer and the calls the
 * first screen will make (the session's start, the route's first list page) before React, the
 * router and the screen's code are in, so it starts them at once; the app's transport then takes
 * each answer, once, for the first identical GET (same bearer, same path and query) instead of
 * asking again. Nothing is shared between bearers, and an unclaimed answer is dropped after
 * `maxAgeMs` so that a later call (a search, a refresh) always reaches the server.
 */
import { withQuery, type ApiRequest, type ApiResponse, type ApiTransport } from './ApiClient';

interface Early {
  readonly answer: Promise<ApiResponse>;
  readonly at: number;
}

const started = new Map<string, Early>();
const keyOf = (bearer: string, url: string) => `${bearer} ${url}`;

/** How long an early answer waits to be claimed (the first screen takes it in well under this). */
export const EARLY_CALL_MAX_AGE_MS = 30_000;

/** Starts `GET path?params` with `bearer` through `transport`, unless the same call is already waiting; its answer. */
export function startEarlyCall(transport: ApiTransport, bearer: string, path: string, params?: ApiRequest['params'], now = Date.now()): Promise<ApiResponse> {
  const key = keyOf(bearer, withQuery(path, params));
  const waiting = started.get(key);
  if (waiting) return waiting.answer;
  const answer = transport({ method: 'GET', path, params });
  // A failure is the claimer's to handle; unclaimed, it must not be an unhandled rejection.
  answer.catch(() => undefined);
  started.set(key, { answer, at: now });
  return answer;
}

/** `inner`, except that a plain GET started early with the same bearer is answered by that call (once). */
export function withEarlyCalls(inner: ApiTransport, getToken: () => string | null, maxAgeMs = EARLY_CALL_MAX_AGE_MS, clock: () => number = Date.now): ApiTransport {
  return (request) => {
    const token = getToken();
    if (token && request.method === 'GET' && request.body === undefined && request.responseType === undefined) {
      const key = keyOf(token, withQuery(request.path, request.params));
      const early = started.get(key);
      if (early) {
        started.delete(key);
        if (clock() - early.at <= maxAgeMs) return early.answer;
      }
    }
    return inner(request);
  };
}

/** Forgets every unclaimed call (tests; a logout). */
export function clearEarlyCalls(): void {
  started.clear();
}
