/**
 * The proof, between the login form and the change-password form of one sign-in, that this browser
 * gave the right (temporary) password: `<user id>.<expiry>.<HMAC>` over the interaction's uid, signed
 * with the provider's first cookie key. The login does not finish (no session, no grant) until the
 * new password is stored, so a user who must change it cannot skip the page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the change-password page may stay open: 15 minutes. */
export const TICKET_TTL_SECONDS = 15 * 60;

const signature = (key: string, uid: string, userId: number, expires: number) =>
  createHmac('sha256', key).update(`cambio-de-contraseña.${uid}.${userId}.${expires}`).digest('base64url');

/** A ticket for `userId` in the interaction `uid`. */
export function issueTicket(key: string, uid: string, userId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + TICKET_TTL_SECONDS;
  return `${userId}.${expires}.${signature(key, uid, userId, expires)}`;
}

/** The user id a ticket proves for `uid`, or null (malformed, expired, forged, another interaction's). */
export function ticketUser(key: string, uid: string, ticket: unknown, now = Date.now()): number | null {
  if (typeof ticket !== 'string' || ticket.length > 200) return null;
  const match = /^([1-9][0-9]{0,15})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const userId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires * 1000 <= now) return null;
  const expected = Buffer.from(signature(key, uid, userId, expires));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
