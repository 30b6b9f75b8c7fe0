/**
 * A dirty form asks before the tab closes (`beforeunload`), but a session that ends (idle or
 * manual logout, SES-18) must leave without asking: its drafts are already kept.
 */
let released = false;

/** Lets the page unload without asking from now on (until the next page load). */
export function releaseUnloadGuards(): void {
  released = true;
}

/** True once the session is ending. */
export function unloadGuardsReleased(): boolean {
  return released;
}
