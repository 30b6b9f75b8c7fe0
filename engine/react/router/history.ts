/**
 * The session history the app's router drives (our own router instead of react-router):
 * the browser's (`history.pushState`, `popstate`) or one in memory (tests, stories). Each entry
 * knows its position, so a back or forward step is reported with its distance and a held step can
 * be undone (`go(-delta)`) and redone.
 */

export interface Location {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** What the navigation carried (`navigate(to, { state })`); null when nothing. */
  readonly state: unknown;
}

/** A path, absolute or relative to the current location (`?a=1` keeps the path), or its parts. */
export type To = string | { readonly pathname?: string; readonly search?: string; readonly hash?: string };

export interface History {
  readonly location: Location;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  /**
   * Replaces what the current entry carries, in place: no navigation, nothing reported. What a
   * screen wants a reload or a later step back to this entry to find (the form's tab shown).
   */
  remember(state: unknown): void;
  /** A step back (-1) or forward through the entries; reported to `listen` when done. */
  go(delta: number): void;
  /** Back and forward steps (not push or replace): the new location and how far it moved. */
  listen(listener: (location: Location, delta: number) => void): () => void;
}

/** `to` resolved against `from`: pathname, search and hash. */
export function resolveTo(to: To, from: Pick<Location, 'pathname' | 'search' | 'hash'>): Omit<Location, 'state'> {
  if (typeof to !== 'string') {
    return { pathname: to.pathname ?? from.pathname, search: to.pathname === undefined ? (to.search ?? from.search) : (to.search ?? ''), hash: to.hash ?? '' };
  }
  const url = new URL(to, `http://app${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const hrefOf = (location: Omit<Location, 'state'>) => `${location.pathname}${location.search}${location.hash}`;

interface EntryState {
  readonly idx: number;
  readonly usr: unknown;
}

/** The browser's history; the position is kept in each entry's `history.state`. */
export function createBrowserHistory(win: Window = window): History {
  const entry = () => (win.history.state ?? null) as Partial<EntryState> | null;
  if (typeof entry()?.idx !== 'number') win.history.replaceState({ ...(entry() ?? {}), idx: 0, usr: entry()?.usr ?? null }, '');
  let index = entry()!.idx!;
  const read = (): Location => ({ pathname: win.location.pathname, search: win.location.search, hash: win.location.hash, state: entry()?.usr ?? null });
  let location = read();
  const listeners = new Set<(location: Location, delta: number) => void>();
  win.addEventListener('popstate', () => {
    const next = entry()?.idx;
    const delta = typeof next === 'number' ? next - index : 0;
    index = typeof next === 'number' ? next : index;
    location = read();
    for (const listener of listeners) listener(location, delta);
  });
  const write = (method: 'pushState' | 'replaceState', to: To, state: unknown) => {
    if (method === 'pushState') index++;
    win.history[method]({ idx: index, usr: state ?? null } satisfies EntryState, '', hrefOf(resolveTo(to, location)));
    location = read();
  };
  return {
    get location() {
      return location;
    },
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    remember(state) {
      win.history.replaceState({ idx: index, usr: state ?? null } satisfies EntryState, '');
      location = read();
    },
    go: (delta) => win.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A history in memory (tests, stories), starting at the last of `initialEntries`. */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const entries: Location[] = initialEntries.map((path) => ({ ...resolveTo(path, { pathname: '/', search: '', hash: '' }), state: null }));
  let index = entries.length - 1;
  const listeners = new Set<(location: Location, delta: number) => void>();
  return {
    get location() {
      return entries[index];
    },
    push(to, state) {
      entries.splice(index + 1, entries.length, { ...resolveTo(to, entries[index]), state: state ?? null });
      index++;
    },
    replace(to, state) {
      entries[index] = { ...resolveTo(to, entries[index]), state: state ?? null };
    },
    remember(state) {
      entries[index] = { ...entries[index], state: state ?? null };
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      const moved = next - index;
      index = next;
      // Asynchronous, as the browser's popstate is.
      queueMicrotask(() => {
        for (const listener of listeners) listener(entries[index], moved);
      });
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
