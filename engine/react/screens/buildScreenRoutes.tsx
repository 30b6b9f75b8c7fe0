/**
 * Turns the screen config into route definitions: list screens at `path`, form screens at
 * `paths.create`, `paths.edit` and, when declared, `paths.view` (read-only) and `paths.createWith` (a new record with fields from the URL), custom screens by registered component, each behind its guard
 * (ROL-12). Unknown components throw here, naming the config path. The list and form screens are
 * lazy (their chunks load when first opened; ScreenRouter's Suspense shows a spinner meanwhile), and
 * so is a module's definition: a screen of a module waits, guard included (its denial is a module
 * message), until the definitions of the module and of those its screens show are in
 * (`Engine.loadModule`, which waits for their whole screen config too when the session's start
 * outlined it, decision 169), while its kind's chunk downloads beside them; a custom screen waits for
 * the whole screen config. What a route reads of its module's config beyond the outline, it reads
 * when it renders, after that wait.
 */
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { useParams } from '../router/RouteParams';
import { screenGuard } from '../../core/screenAccess';
import type { Guard as GuardConfig } from '../../core/permissions';
import { deniedKey } from '../../core/moduleMessages';
import type { FilterConfig, FormScreenConfig, ListScreenConfig, ScreenConfig, ScreensConfig } from '../../core/screenConfig';
import { useRouteFilterTitle } from '../list/useRouteFilterTitle';
import { recordIdParam } from '../../core/listAtRecord';
import { listScreenAt } from '../../core/routeScreens/listScreenAt';
import { listFilterRecord } from '../../core/routeScreens/listFilterRecord';
import { Guard } from '../access/Guard';
import { useCanAccess } from '../access/useCanAccess';
import { useConfigLoaded, useModuleLoaded } from '../engine/EngineProvider';
import { LazyFormScreen, LazyListScreen } from '../loading/lazyScreens';
import type { ScreenRegistry } from './screenRegistry';

export interface ScreenRoute {
  readonly path: string;
  readonly element: ReactElement;
  /** Rendered without the shell and without a session (e.g. /expirado). */
  readonly public: boolean;
}

/** A record's form at `:id`; `viewOnly` at the view path (soloVer). */
function RecordRoute({ screen, viewOnly = false }: { screen: FormScreenConfig; viewOnly?: boolean }) {
  const { id, ...others } = useParams();
  // An edit path's other params (`/contactoOportunidad/:cuenta/:oportunidad/:id`) name fields the route fixes: shown read-only.
  const params = Object.keys(others).length ? others : undefined;
  return <LazyFormScreen key={id} screen={screen} id={Number(id)} viewOnly={viewOnly} params={params} />;
}

/** A new record at a `paths.createWith` path: its params fill the fields they name. */
function CreateWithRoute({ screen }: { screen: FormScreenConfig }) {
  const params = useParams();
  return <LazyFormScreen key={JSON.stringify(params)} screen={screen} params={params} />;
}

/**
 * Its children once module `schema` is loaded (suspends meanwhile). `preload` starts the screen's
 * chunk in the same render, so that the two downloads run side by side rather than one after the
 * other (the preload is shared and runs once).
 */
function ModuleLoaded({ schema, preload, children }: { schema: string; preload?: () => Promise<unknown>; children: ReactNode }) {
  void preload?.().catch(() => undefined); // opening the screen reports a failed download
  useModuleLoaded(schema);
  return <>{children}</>;
}

/** A list at `recordPath`: the record id from the URL (a malformed one opens the plain list). */
function ListAtRecordRoute({ screen }: { screen: ListScreenConfig }) {
  const { id } = useParams();
  return <LazyListScreen key={`${screen.id}:${id}`} screen={screen} recordId={recordIdParam(id)} />;
}

const NO_FILTERS: readonly FilterConfig[] = [];

/** A list whose path has params (ADM-11): the screen as opened at this URL, its fixed filters resolved (listScreenAt). */
function ListAtParamsRoute({ screen, config }: { screen: ListScreenConfig; config: ScreensConfig }) {
  const filters = config.modules[screen.module]?.list.filters ?? NO_FILTERS;
  const params = JSON.stringify(useParams());
  const at = useMemo(() => listScreenAt(screen, JSON.parse(params) as Record<string, string>), [screen, params]);
  // The page says what it lists (`Permisos · Bancos`).
  const title = useRouteFilterTitle(screen, at, filters);
  const shown = useMemo(() => (title === undefined || title === at.title ? at : { ...at, title }), [at, title]);
  return <LazyListScreen key={`${screen.id}:${at.path}`} screen={shown} />;
}

/** Its children once the whole screen config is in (a custom screen may read any module's: decision 169). */
function ConfigLoaded({ children }: { children: ReactNode }) {
  useConfigLoaded();
  return <>{children}</>;
}

/**
 * A screen's guard (ROL-12). What it says comes from the screen's module config, read when it
 * renders: inside ModuleLoaded, once the module's config is whole (the session's start may have
 * outlined it, decision 169).
 */
function ScreenGuard({
  config,
  screen,
  home,
  deniedMessage,
  children,
}: {
  config: ScreensConfig;
  screen: ScreenConfig;
  home: string;
  deniedMessage?: 'access.section';
  children: ReactNode;
}) {
  const ofModule = 'module' in screen && !!screen.module;
  const module = ofModule ? config.modules[screen.module] : undefined;
  // A list whose route fixes filters (ADM-11's `:area`) lets in whoever passes on the records it lists.
  const listFilters = screen.kind === 'list' && screen.path.includes(':') ? module?.list.filters : undefined;
  const recordFromParams = useMemo(
    () =>
      screen.kind === 'list' && listFilters
        ? (params: Readonly<Record<string, string | undefined>>) => listFilterRecord(listFilters, listScreenAt(screen, params).fixedFilters ?? {})
        : undefined,
    [screen, listFilters],
  );
  return (
    <Guard
      guard={screenGuard(config, screen)}
      redirectTo={home}
      // A module may say its own denial (messages.denied, CRD-20); other screens say ROL-07's.
      deniedMessage={deniedMessage ?? (ofModule ? deniedKey(module?.messages) : undefined)}
      noTeamMessage={module?.messages.noTeam}
      // A form shows one record: whoever may pass on some record gets in, the server decides on it (CRD-19).
      onSomeRecord={screen.kind === 'form'}
      recordFromParams={recordFromParams}
    >
      {children}
    </Guard>
  );
}

/**
 * The create guard: a user who may read the module but not write it is told why (ROL-08) and kept
 * on the module's list when they may open it, else sent to `home`.
 */
function CreateGuard({
  write,
  list,
  home,
  children,
}: {
  write: GuardConfig;
  list?: { path: string; guard: GuardConfig | null };
  home: string;
  children: ReactNode;
}) {
  const listAllowed = useCanAccess(list?.guard ?? undefined);
  const redirectTo = list && (list.guard === null || listAllowed) ? list.path : home;
  return (
    <Guard guard={write} redirectTo={redirectTo} deniedMessage="access.section" onSomeRecord>
      {children}
    </Guard>
  );
}

/** Every route of the config. */
export function buildScreenRoutes(config: ScreensConfig, registry: ScreenRegistry): ScreenRoute[] {
  const home = config.defaultRoute;
  return config.screens.flatMap((screen, index): ScreenRoute[] => {
    const schema = 'module' in screen && screen.module ? (config.modules[screen.module]?.schema ?? screen.module) : undefined;
    const preload = screen.kind === 'list' ? LazyListScreen.preload : screen.kind === 'form' ? LazyFormScreen.preload : undefined;
    const guarded = (element: ReactElement, deniedMessage?: 'access.section') => {
      const guard = (
        <ScreenGuard config={config} screen={screen} home={home} deniedMessage={deniedMessage}>
          {element}
        </ScreenGuard>
      );
      return schema ? (
        <ModuleLoaded schema={schema} preload={preload}>
          {guard}
        </ModuleLoaded>
      ) : (
        <ConfigLoaded>{guard}</ConfigLoaded>
      );
    };
    if (screen.kind === 'list') {
      return [
        {
          path: screen.path,
          element: guarded(
            screen.path.includes(':') ? <ListAtParamsRoute screen={screen} config={config} /> : <LazyListScreen key={screen.id} screen={screen} />,
          ),
          public: false,
        },
        // The list opened at one record (ACC-02): searched by its id, its row selected.
        ...(screen.recordPath ? [{ path: screen.recordPath, element: guarded(<ListAtRecordRoute screen={screen} />), public: false }] : []),
      ];
    }
    if (screen.kind === 'form') {
      const write = config.modules[screen.module]?.access.write;
      // The module's own list (a path without params), where a reader denied the create form stays.
      const listScreen = config.screens.find(
        (other): other is ListScreenConfig => other.kind === 'list' && other.module === screen.module && !other.path.includes(':'),
      );
      const list = listScreen ? { path: listScreen.path, guard: screenGuard(config, listScreen) } : undefined;
      // Creating needs write access: a reader may open the module but not this sub-screen (ROL-OP01).
      const creating = (element: ReactElement) =>
        guarded(
          <CreateGuard write={write ?? { anyOf: [] }} list={list} home={home}>
            {element}
          </CreateGuard>,
        );
      return [
        { path: screen.paths.create, element: creating(<LazyFormScreen key="nuevo" screen={screen} />), public: false },
        ...(screen.paths.createWith ?? []).map((path) => ({ path, element: creating(<CreateWithRoute screen={screen} />), public: false })),
        { path: screen.paths.edit, element: guarded(<RecordRoute screen={screen} />), public: false },
        // soloVer: read-only whatever the user's write rights; reading the module is enough.
        ...(screen.paths.view ? [{ path: screen.paths.view, element: guarded(<RecordRoute screen={screen} viewOnly />), public: false }] : []),
      ];
    }
    const Component = registry.get(screen.component, `/screens/${index}/component`);
    const element = <Component screen={screen} />;
    return [{ path: screen.path, element: screen.public ? element : guarded(element), public: screen.public === true }];
  });
}
