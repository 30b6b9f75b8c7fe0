/**
 * A token tool's request (TOK-03, TOK-05, TOK-OP04), read the same way by the screen (which then makes
 * no call) and by the server (which then stores nothing): `nombre` with some text, `correo` an e-mail
 * address, `cuenta` a record id; on the VAT-refund screen `oportunidad` is an id, or absent to have
 * one created (TOK-06).
 */
import { isEmailAddress } from '../../engine/core/format/emailAddress';
import { positiveIdOf } from '../../engine/core/positiveId';

/** The two token tools: VAT refund of an opportunity (TOK-01) and loading contacts of an account (TOK-02, TOK-OP02). */
export type TokenTool = 'devolucionIva' | 'cargaPax';

/** Each tool's screen (whose guard the server applies too, TOK-15) and the call that issues its access. */
export const TOKEN_TOOLS: Readonly<Record<TokenTool, { readonly screen: string; readonly path: string }>> = {
  devolucionIva: { screen: 'tokens.devolucionIva', path: '/api/herramientas/token/devolucion/iva' },
  cargaPax: { screen: 'tokens.cargaPax', path: '/api/herramientas/token/carga/pax' },
};

/** The call answering the current user's contact, or TOK-13's 409 (TOK-OP01). */
export const CONTACT_PATH = '/api/herramientas/token/contacto';

/** The call listing an account's opportunities for the VAT refund (TOK-06). */
export const OPPORTUNITIES_PATH = '/api/herramientas/token/oportunidades';

/** A request that passed TOK-05. */
export interface TokenRequest {
  readonly nombre: string;
  readonly correo: string;
  readonly cuenta: number;
  /** The picked opportunity (VAT refund), or null: create one (TOK-06, TOK-07). */
  readonly oportunidad: number | null;
}

/** The request when it is complete (TOK-05; an invalid e-mail counts as missing, TOK-OP04), else null. */
export function completeTokenRequest(body: unknown): TokenRequest | null {
  if (!body || typeof body !== 'object') return null;
  const { nombre, correo, cuenta, oportunidad } = body as Record<string, unknown>;
  if (typeof nombre !== 'string' || !nombre.trim() || nombre.length > 120) return null;
  const email = typeof correo === 'string' ? correo.trim() : '';
  if (!isEmailAddress(email)) return null;
  const account = positiveIdOf(cuenta);
  if (account === undefined) return null;
  const opportunity = oportunidad === null || oportunidad === undefined || oportunidad === '' ? null : positiveIdOf(oportunidad);
  if (opportunity === undefined) return null;
  return { nombre: nombre.trim(), correo: email, cuenta: account, oportunidad: opportunity };
}
