/**
 * A module's server extension: `schemas/<m>/<m>.server.ts` exports `server`, what the module adds
 * to the generic module API (its write checks and routes of its own). Discovered in the registry's
 * module folders like `<m>.rules.ts` (loadModuleServers below); server/app.ts registers
 * whatever the folders provide, with the services below, and names no module.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { WriteCheck } from './writeRequest';
import { importModuleFiles, type ModuleFolder } from '../registry/moduleFileImport';

/**
 * What a module's server code may use: the app's services (server/services) the database, the
 * modules, the effective config, the settings, the tax-id register and the mail port, as the instance decorates them.
 */
export type ModuleServices = Pick<FastifyInstance, 'db' | 'registry' | 'config' | 'settings' | 'taxIds' | 'mail'>;

export interface ModuleServer {
  /** Save decisions the rules cannot make (the server's own answers), run after the generic checks of the module's creates and updates. */
  readonly writeChecks?: (services: ModuleServices) => readonly WriteCheck[];
  /** Routes of its own, as a Fastify plugin that reads the services from its instance (`app.db`…); registered after the generic module API. */
  readonly routes?: FastifyPluginAsync;
}

/** A module's loaded extension. */
export interface LoadedModuleServer {
  readonly module: string;
  readonly server: ModuleServer;
}

/** The write checks of every module that declares some, by module name (moduleRoutes' `moduleWriteChecks`). */
export function moduleWriteChecksOf(servers: readonly LoadedModuleServer[], services: ModuleServices): Record<string, readonly WriteCheck[]> {
  return Object.fromEntries(servers.flatMap(({ module, server }) => (server.writeChecks ? [[module, server.writeChecks(services)]] : [])));
}

/** The server extensions of the registry's module folders (`<m>.server.ts`), in the registry's order. */
export async function loadModuleServers(modules: readonly ModuleFolder[]): Promise<LoadedModuleServer[]> {
  return (await importModuleFiles<ModuleServer>(modules, 'server.ts', 'server')).map(({ module, value }) => ({ module, server: value }));
}
