/**
 * An ApiTransport that sends the engine's calls to the real Fastify app in-process (`app.inject`)
 * with a real bearer token: UI tests run the generic screens against the real API and database.
 */
import type { FastifyInstance } from 'fastify';
import { withQuery, type ApiTransport } from '../../engine/react/api/ApiClient';

export function injectTransport(app: FastifyInstance, token: string): ApiTransport {
  return async ({ method, path, params, body, responseType }) => {
    const res = await app.inject({
      method,
      url: withQuery(path, params),
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    if (responseType === 'blob' && res.statusCode < 300) return { status: res.statusCode, body: new Blob([new Uint8Array(res.rawPayload)]) };
    let parsed: unknown = null;
    try {
      parsed = res.body ? JSON.parse(res.body) : null;
    } catch {
      parsed = null;
    }
    return { status: res.statusCode, body: parsed };
  };
}
