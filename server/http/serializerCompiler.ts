/**
 * Response serializers (fast-json-stringify, Fastify's own compiler) compiled on their first call
 * and shared by routes whose response schemas are equal: every module's record, list page and history
 * answer `$ref` the same shared schema (sharedSchemas.ts), so a server with a hundred modules compiles
 * each of them once, when it is first answered, instead of once per route at start-up.
 */
import { SerializerSelector, type SerializerFactory, type Serializer } from '@fastify/fast-json-stringify-compiler';

/** Fastify's serializer factory (`schemaController.compilersFactory.buildSerializer`), lazy and shared. */
export function sharedSerializers(): SerializerFactory {
  const build = SerializerSelector();
  return (externalSchemas, options) => {
    // One set per factory call: Fastify calls it again for a context that adds schemas of its own.
    const compile = build(externalSchemas, options);
    const shared = new Map<string, Serializer>();
    return (route) => {
      const key = JSON.stringify(route.schema);
      let serializer = shared.get(key);
      if (!serializer) {
        let compiled: Serializer | undefined;
        serializer = (doc) => (compiled ??= compile(route))(doc);
        shared.set(key, serializer);
      }
      return serializer;
    };
  };
}
