/**
 * The app's router (decision 111): the location of a session history (history.ts) in a
 * context, navigation, and navigation blockers (a form with unsaved changes holds a route change
 * and asks, SHR-OP01). It replaces react-router (≈ 25 KB of the first download): the screens'
 * routes come from the screen config and match with engine/core/routeMatch.ts.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createBrowserHistory, createMemoryHistory, resolveTo, type History, type Location, type To } from './history';

export interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}

/** A path, or a number of steps through the history (-1: back). */
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** Asked before every navigation that changes the location: true holds it. */
export type BlockerFunction = (args: { readonly currentLocation: Location; readonly nextLocation: Location }) => boolean;

/** A held navigation: `proceed` lets it go on, `reset` drops it. */
export type Blocker =
  | { readonly state: 'unblocked'; readonly location?: undefined; readonly proceed?: undefined; readonly reset?: undefined }
  | { readonly state: 'blocked'; readonly location: Location; readonly proceed: () => void; readonly reset: () => void };

interface BlockerEntry {
  readonly test: BlockerFunction;
}

interface Held {
  readonly owner: BlockerEntry;
  readonly location: Location;
  readonly proceed: () => void;
}

interface RouterValue {
  readonly location: Location;
  readonly navigate: NavigateFunction;
  readonly held: Held | null;
  readonly register: (entry: BlockerEntry) => () => void;
  readonly release: () => void;
  readonly remember: (state: unknown) => void;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A route hook was used outside <Router>.');
  return router;
}

/** Provides the location of `history` and navigation through it. */
export function Router({ history, children }: { readonly history: History; readonly children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  const [held, setHeld] = useState<Held | null>(null);
  const blockers = useRef(new Set<BlockerEntry>());
  /** Locations of undo and redo steps of a held back/forward, which pass without asking. */
  const passing = useRef(0);
  const current = useRef(location);
  current.current = location;

  const blockerFor = useCallback((nextLocation: Location): BlockerEntry | undefined => {
    const currentLocation = current.current;
    return [...blockers.current].find((entry) => entry.test({ currentLocation, nextLocation }));
  }, []);

  useEffect(
    () =>
      history.listen((next, delta) => {
        if (passing.current > 0) {
          passing.current--;
          setLocation(next);
          return;
        }
        const owner = delta !== 0 ? blockerFor(next) : undefined;
        if (!owner) return setLocation(next);
        // Undo the step (the browser has already moved) and hold it until the user decides.
        passing.current++;
        history.go(-delta);
        setHeld({
          owner,
          location: next,
          proceed: () => {
            setHeld(null);
            passing.current++;
            history.go(delta);
          },
        });
      }),
    [history, blockerFor],
  );

  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') return history.go(to);
      const nextLocation: Location = { ...resolveTo(to, current.current), state: options.state ?? null };
      const go = () => {
        if (options.replace) history.replace(to, options.state);
        else history.push(to, options.state);
        setLocation(history.location);
      };
      const owner = blockerFor(nextLocation);
      if (!owner) return go();
      setHeld({
        owner,
        location: nextLocation,
        proceed: () => {
          setHeld(null);
          go();
        },
      });
    },
    [history, blockerFor],
  );

  const register = useCallback((entry: BlockerEntry) => {
    blockers.current.add(entry);
    return () => {
      blockers.current.delete(entry);
      setHeld((h) => (h?.owner === entry ? null : h));
    };
  }, []);
  const release = useCallback(() => setHeld(null), []);
  const remember = useCallback((state: unknown) => history.remember(state), [history]);
  const value = useMemo(() => ({ location, navigate, held, register, release, remember }), [location, navigate, held, register, release, remember]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The router over the browser's history (one per page). */
export function BrowserRouter({ children }: { readonly children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

/** The router over a history in memory (tests, stories). */
export function MemoryRouter({ initialEntries, children }: { readonly initialEntries?: readonly string[]; readonly children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): NavigateFunction => useRouter().navigate;

/** The query string, and a setter that navigates to the same path with another one. */
/**
 * Replaces what the current history entry carries without navigating (no blocker asked, nothing
 * re-rendered): a reload or a later step back to the entry finds it in `useLocation().state`.
 */
export function useRememberInEntry(): (state: unknown) => void {
  return useRouter().remember;
}

export function useSearchParams(): [URLSearchParams, (next: Record<string, string> | URLSearchParams | string, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: Record<string, string> | URLSearchParams | string, options?: NavigateOptions) => {
      const search = new URLSearchParams(next).toString();
      navigate({ search: search ? `?${search}` : '' }, options);
    },
    [navigate],
  );
  return [params, set];
}

/** Holds a navigation while `shouldBlock` says so (asked at the moment of leaving). */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const { held, register, release } = useRouter();
  const ask = useRef(shouldBlock);
  ask.current = shouldBlock;
  const [entry] = useState<BlockerEntry>(() => ({ test: (args) => ask.current(args) }));
  useEffect(() => register(entry), [register, entry]);
  return held?.owner === entry ? { state: 'blocked', location: held.location, proceed: held.proceed, reset: release } : { state: 'unblocked' };
}
