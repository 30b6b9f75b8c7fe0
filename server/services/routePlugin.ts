/**
 * A route plugin with a name and the services it needs: encapsulated (its hooks and decorations stay
 * its own) yet named, so Fastify refuses to start it when a dependency was not registered before it.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/** Names the services of the app (server/services) a route plugin reads from the instance. */
export type ServiceName = 'db' | 'registry' | 'config' | 'settings' | 'taxIds' | 'recordAccess' | 'authenticate' | 'mail';

/** Wraps `plugin` as an encapsulated plugin named `name` that depends on `dependencies`. */
export function routePlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  name: string,
  dependencies: readonly ServiceName[],
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return fp(plugin, { name, dependencies: [...dependencies], encapsulate: true, fastify: '5.x' });
}
