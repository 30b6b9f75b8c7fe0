/**
 * The version the browser was loaded with (the server's, in `/api/public/config` at start-up), which
 * Home compares with the access data's `extras.version` (HOM-15). Null until known.
 */
let loaded: string | null = null;

/** Remembers the loaded version (the first one told wins: a later answer is a newer server, not this page). */
export function setClientVersion(version: string | null | undefined): void {
  if (loaded === null && typeof version === 'string' && version) loaded = version;
}

/** The loaded version, or null. */
export function clientVersion(): string | null {
  return loaded;
}

/** Forgets it (tests). */
export function resetClientVersion(): void {
  loaded = null;
}
