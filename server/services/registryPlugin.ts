/** The schema registry (every module's schema, rules and labels) as a service of the app (`app.registry`). */
import fp from 'fastify-plugin';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' registered schemas. */
    registry: SchemaRegistry;
  }
}

/** Decorates the app with the registry it was built with. */
export const registryPlugin = fp<{ readonly registry: SchemaRegistry }>(async (app, { registry }) => void app.decorate('registry', registry), {
  name: 'registry',
});
