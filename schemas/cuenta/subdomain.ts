/**
 * An account's agency subdomain (ACC-59…62, CST-20/21): letters only, stored in lower case, kept
 * only when longer than 4 letters and not used by another account. Shared by the form and the
 * server's save.
 */

/** Shortest subdomain kept: more than 4 letters (ACC-60). */
export const SUBDOMAIN_MIN_LENGTH = 5;

/** What the user typed as a subdomain: its letters only, in lower case (ACC-59). */
export function normalizeSubdomain(typed: string): string {
  return typed.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z]/g, '').toLowerCase();
}

/** True when a new subdomain is saved: long enough and free (ACC-62: otherwise it is left out of the save). */
export function subdomainKept(value: string, takenByAnother: boolean): boolean {
  return value.length >= SUBDOMAIN_MIN_LENGTH && !takenByAnother;
}
