/**
 * Calls started before the app renders: the entry knows the bearer and the calls the
 * first screen will make (the session's start, the route's first list page) before React, the
 * router and the screen's code are in, so it starts them at once; the app's transport then takes
 * each answer, once, for the first identical GET (same bearer, same path and query) instead of
 * asking again. Nothing is shared between bearers, and an unclaimed answer is dropped after
 * `maxAgeMs` so that a later call (a search, a refresh) always reaches the server.
 * An answer already in can also be taken synchronously (`answered`): the list screen's query then
 * starts with its rows in its first render instead of fetching after it (decision 119).
 */
import { withQuery, type AnsweredTransport, type ApiRequest, type ApiResponse, type ApiTransport } from './ApiClient';

interface Early {
  readonly answer: Promise<ApiResponse>;
  readonly at: number;
  /** The answer, once it is in. */
  settled?: ApiResponse;
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
  const early: Early = { answer, at: now };
  // A failure is the claimer's to handle; unclaimed, it must not be an unhandled rejection.
  answer.then(
    (response) => {
      early.settled = response;
    },
    () => undefined,
  );
  started.set(key, early);
  return answer;
}

/**
 * Records `response` as the answer of `GET path?params` with `bearer`, without asking the server: the
 * answer of another call carried it (the session's start answers the first screen's page).
 */
export function settleEarlyCall(bearer: string, path: string, params: ApiRequest['params'], response: ApiResponse, now = Date.now()): void {
  started.set(keyOf(bearer, withQuery(path, params)), { answer: Promise.resolve(response), at: now, settled: response });
}

/**
 * `inner`, except that a plain GET started early with the same bearer is answered by that call (once);
 * `answered` takes such an answer synchronously when it is in and `accept`ed (else leaves it).
 */
export function withEarlyCalls(
  inner: ApiTransport,
  getToken: () => string | null,
  maxAgeMs = EARLY_CALL_MAX_AGE_MS,
  clock: () => number = Date.now,
): AnsweredTransport {
  const keyFor = (request: ApiRequest): string | null => {
    const token = getToken();
    return token && request.method === 'GET' && request.body === undefined && request.responseType === undefined
      ? keyOf(token, withQuery(request.path, request.params))
      : null;
  };
  const transport: ApiTransport = (request) => {
    const key = keyFor(request);
    const early = key === null ? undefined : started.get(key);
    if (key !== null && early) {
      started.delete(key);
      if (clock() - early.at <= maxAgeMs) return early.answer;
    }
    return inner(request);
  };
  const answered = (request: ApiRequest, accept: (response: ApiResponse) => boolean): ApiResponse | undefined => {
    const key = keyFor(request);
    const early = key === null ? undefined : started.get(key);
    if (key === null || !early?.settled || clock() - early.at > maxAgeMs || !accept(early.settled)) return undefined;
    started.delete(key);
    return early.settled;
  };
  return Object.assign(transport, { answered });
}

/** Forgets every unclaimed call (tests; a logout). */
export function clearEarlyCalls(): void {
  started.clear();
}
