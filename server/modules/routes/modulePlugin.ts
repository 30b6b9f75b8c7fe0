/**
 * One module's routes as one encapsulated Fastify plugin: its context built once, its hooks added
 * (they run on this module's routes only, however many modules there are), then one route plugin
 * per concern, each with its schemas.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { exportRoutes } from '../../exports/exportRoutes';
import { formQueryRoutes } from './formQueryRoutes';
import { historyRoute } from './historyRoute';
import { listRoutes } from './listRoutes';
import { moduleContext, type ModuleContext, type ModuleEntry } from './moduleContext';
import { installModuleHooks } from './moduleHooks';
import { recordRoute } from './recordRoute';
import { revealRoute } from './revealRoute';
import { rowActionRoutes } from './rowActionRoutes';
import { searchRoute } from './searchRoute';
import { writeRoutes } from './writeRoutes';

/** The route plugins of every module, in the order they are registered. */
const routePlugins: ReadonlyArray<FastifyPluginAsync<ModuleContext>> = [
  listRoutes,
  searchRoute,
  formQueryRoutes,
  recordRoute,
  historyRoute,
  revealRoute,
  exportRoutes,
  writeRoutes,
  rowActionRoutes,
];

/** Registers the routes of the module `entry` on its own plugin `scope`. */
export async function modulePlugin(scope: FastifyInstance, entry: ModuleEntry): Promise<void> {
  const ctx = moduleContext(scope, entry);
  installModuleHooks(scope, ctx);
  for (const routes of routePlugins) await scope.register(routes, ctx);
}

/**
 * Each plugin says its name: Fastify names a plugin without one by scanning the whole require
 * cache at each registration (its plugin-utils `getPluginName`), ten times a module, which made
 * start-up grow with the number of modules (docs/benchmarks.md, the cost of a module).
 */
export const namedPlugin = <T extends object>(plugin: T, name: string): T => Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
for (const plugin of [...routePlugins, modulePlugin]) namedPlugin(plugin, plugin.name);
