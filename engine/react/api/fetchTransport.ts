/** The browser transport: fetch with the bearer token in the Authorization header (DESIGN.md §6). */
import { withQuery, type ApiTransport } from './ApiClient';

export interface FetchTransportOptions {
  /** The current access token (OIDC access token or temporary token), or null. */
  readonly getToken: () => string | null;
  readonly baseUrl?: string;
}

/** A transport over `fetch`; non-JSON bodies read as null. */
export function fetchTransport({ getToken, baseUrl = '' }: FetchTransportOptions): ApiTransport {
  return async ({ method, path, params, body, signal }) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(baseUrl + withQuery(path, params), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  };
}
