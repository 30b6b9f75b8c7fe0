/** The one error shape of the API (docs/api.md): `{ error: { codigo, mensaje } }`, the message in Spanish. */
import type { LightMyRequestResponse } from 'fastify';

/** The error's message, or undefined when the body is not the documented shape. */
export function errorMessage(res: Pick<LightMyRequestResponse, 'body'>): string | undefined {
  try {
    const mensaje = (JSON.parse(res.body) as { error?: { mensaje?: unknown } }).error?.mensaje;
    return typeof mensaje === 'string' ? mensaje : undefined;
  } catch {
    return undefined;
  }
}

/** English words a Spanish message never holds (Fastify's and plugins' own texts). */
const ENGLISH = /\b(the|must|should|body|request|invalid|not found|unsupported|property|required)\b/i;

/** Whether the answer is the documented error with a Spanish message. */
export function isSpanishError(res: Pick<LightMyRequestResponse, 'body'>): boolean {
  const mensaje = errorMessage(res);
  return !!mensaje && /\p{L}{3}/u.test(mensaje) && !ENGLISH.test(mensaje);
}
