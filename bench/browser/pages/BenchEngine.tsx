/**
 * The engine's providers around a bench page, as stories/support/EngineHarness sets them up: a
 * query client, notifications, an API client over an in-memory transport serving the generated
 * module (one record, a 10,000-row list on one page), the EngineProvider with a registry holding
 * that module, the admin's session and a memory data router. Nothing here runs per keystroke.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SchemaRegistry } from '../../../engine/core/schemaRegistry';
import type { FormScreenConfig, ListScreenConfig, ScreensConfig } from '../../../engine/core/screenConfig';
import { ValidatorRegistry } from '../../../engine/core/validators';
import { createApiClient, type ApiRequest, type ApiResponse } from '../../../engine/react/api/ApiClient';
import { ApiClientProvider } from '../../../engine/react/api/ApiClientProvider';
import { MemoryRouter } from '../../../engine/react/router/Router';
import { RouteParams } from '../../../engine/react/router/RouteParams';
import { routeParams } from '../../../engine/core/routeMatch';
import type { ModuleRecord } from '../../../engine/react/data/types';
import { EngineProvider, type Engine } from '../../../engine/react/engine/EngineProvider';
import { NotificationProvider } from '../../../engine/react/notifications/NotificationProvider';
import { SessionProvider } from '../../../engine/react/session/SessionProvider';
import { runtimeValidatorSource } from '../../../engine/react/validation/runtimeValidatorSource';
import { shippedScreenConfig } from '../../../app/modules/eagerScreenConfig';
import { demoPrincipals } from '../../../stories/support/demoUsers';
import { BENCH_MODULE, LIST_ROWS, benchModule, listColumns } from '../generatedModule';
import '../../../app/modules/registerWidgets';

const admin = { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] };

export const formScreen: FormScreenConfig = {
  id: 'bench.formulario',
  kind: 'form',
  module: BENCH_MODULE,
  title: 'Viaje',
  paths: { create: '/viajes/nuevo', edit: '/viajes/editar/:id' },
  afterSave: { stay: true },
};

export const listScreen: ListScreenConfig = {
  id: 'bench.lista',
  kind: 'list',
  path: '/viajes',
  module: BENCH_MODULE,
  title: 'Viajes',
  pageSize: LIST_ROWS,
  form: formScreen.id,
  columns: listColumns.map((c) => ({ ...c, sortable: c.field === 'campo001' })),
};

const base = shippedScreenConfig();
const config: ScreensConfig = {
  ...base,
  modules: {
    ...base.modules,
    [BENCH_MODULE]: {
      schema: BENCH_MODULE,
      title: 'Viajes',
      access: { read: admin, write: admin },
      list: { filters: [], requireFilter: false, cap: LIST_ROWS, defaultSort: { field: 'campo001', direction: 'asc' }, sortable: ['campo001'] },
      messages: { listError: 'search.error', loadError: 'search.error', saveSuccess: 'search.error', saveError: 'search.error' },
    },
  },
  screens: [...base.screens, formScreen, listScreen],
};

const registry = new SchemaRegistry(new ValidatorRegistry());
registry.add(benchModule);

const stamp = '2026-01-01T12:00:00.000Z';
const record = (id: number, datos: Record<string, unknown>): ModuleRecord => ({
  id,
  version: 1,
  vigente: true,
  datos,
  creadoEn: stamp,
  creadoPor: 'Ana',
  modificadoEn: stamp,
  modificadoPor: 'Ana',
});

/** Serves the generated module's record 1 and its list, already sorted (no copy, no work per request). */
function transport(form: Record<string, unknown>, list: ReadonlyArray<Record<string, unknown>>) {
  const rows = list.map((datos, i) => record(i + 1, datos));
  const one = record(1, form);
  return async (req: ApiRequest): Promise<ApiResponse> => {
    const listPath = `/api/modulos/${BENCH_MODULE}`;
    if (req.method === 'GET' && req.path === listPath) {
      const offset = Number(req.params?.offset ?? 0);
      const limit = Number(req.params?.limit ?? 25);
      return { status: 200, body: { datos: rows.slice(offset, offset + limit), total: rows.length, extras: { cap: LIST_ROWS, capReached: false } } };
    }
    if (req.method === 'GET' && req.path === `${listPath}/1`) return { status: 200, body: one };
    if (req.method === 'GET' && req.path === `${listPath}/1/historial`) return { status: 200, body: { datos: [] } };
    return { status: 404, body: { error: { codigo: 'no_encontrado', mensaje: 'El recurso solicitado no existe.' } } };
  };
}

export interface BenchEngineProps {
  /** Initial URL and the route pattern the page renders at. */
  readonly route: string;
  readonly path: string;
  readonly form?: Record<string, unknown>;
  readonly list?: ReadonlyArray<Record<string, unknown>>;
  readonly children: ReactNode;
}

/** Wraps `children` in the engine providers. */
export function BenchEngine({ route, path, form = {}, list = [], children }: BenchEngineProps) {
  const engine: Engine = { config, registry, validatorFor: runtimeValidatorSource };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const api = createApiClient(transport(form, list));
  const who = demoPrincipals.admin;
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationProvider timeoutMs={config.notifications.timeoutMs}>
        <ApiClientProvider client={api}>
          <EngineProvider engine={engine}>
            <SessionProvider session={{ ...who, logout: () => undefined }}>
              <MemoryRouter initialEntries={[route]}>
                <RouteParams params={routeParams(path, route)}>{children}</RouteParams>
              </MemoryRouter>
            </SessionProvider>
          </EngineProvider>
        </ApiClientProvider>
      </NotificationProvider>
    </QueryClientProvider>
  );
}
