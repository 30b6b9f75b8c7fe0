/**
 * The generic module API: for every module of the config the same routes, derived from its schema
 * and its screen config (list and search, the form's questions, record and history, reveal, export,
 * writes, row actions: server/modules/routes). Access is checked on every call from the module's
 * guards. Each module is its own plugin (routes/modulePlugin.ts), so a request runs the hooks of
 * one module however many there are. Request types come from the route schemas (json-schema-to-ts
 * type provider), responses are declared (moduleResponses.ts).
 */
import type { FastifyInstance } from 'fastify';
import { routePlugin } from '../services/routePlugin';
import { modulePlugin } from './routes/modulePlugin';
import type { WriteCheck } from './writeRequest';

export interface ModuleRoutesOptions {
  /** Checks of one module's creates and updates run after the generic ones (they may change `datos`: server-decided fields). */
  readonly moduleWriteChecks?: Readonly<Record<string, readonly WriteCheck[]>>;
}

/** Registers the routes of every module in the config (each must exist in the registry), one plugin per module. */
async function moduleRoutesPlugin(app: FastifyInstance, options: ModuleRoutesOptions): Promise<void> {
  for (const [name, config] of Object.entries(app.config.modules)) {
    const module = app.registry.get(config.schema);
    await app.register(modulePlugin, { name, module, config, writeChecks: options.moduleWriteChecks?.[name] ?? [] });
  }
}

export const moduleRoutes = routePlugin('moduleRoutes', ['db', 'registry', 'config', 'recordAccess', 'authenticate'], moduleRoutesPlugin);
