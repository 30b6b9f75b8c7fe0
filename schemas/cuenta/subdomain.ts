/**
 * An account's agency subdomain (ACC-59…62, CST-20/21): letters only, stored in lower case, saved
 * only when longer than 4 letters and not used by another account (else the save is refused).
 * Shared by the form and the server's save.
 */
import { lowerLetters } from '../../engine/core/format/lowerLetters';

/** Shortest subdomain kept: more than 4 letters (ACC-60). */
export const SUBDOMAIN_MIN_LENGTH = 5;

/** What the user typed as a subdomain: its letters only, in lower case (ACC-59). */
export function normalizeSubdomain(typed: string): string {
  return lowerLetters(typed);
}
