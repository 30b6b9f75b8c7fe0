/**
 * Statements planned once per connection: a statement whose SQL starts with `PREPARED` (see
 * `prepared`) is sent as a named prepared statement (node-postgres `{ name, text, values }`), so
 * the database parses it once per connection and, from the sixth execution, may run a cached
 * generic plan instead of planning it again (PostgreSQL's `plan_cache_mode = auto`). Every other
 * statement goes as before (unnamed: parsed and planned on every execution, with its values known).
 *
 * For statements whose plan does not depend on their values (a write by primary key), where the
 * planning is most of the work: on PGlite (PostgreSQL in WebAssembly, in-process) planning the
 * record write with its search-index entry costs more than executing it (docs/benchmarks.md).
 * Not for searches: a generic plan of `search_text ilike $1` cannot know how selective the text is.
 *
 * Both databases reach Kysely through a node-postgres pool (server/db/openDatabase.ts), so the
 * mark works the same on PGlite and on PostgreSQL. A connection keeps at most `MAX_PER_CONNECTION`
 * of them; beyond that a marked statement runs unnamed (the statements marked are a few fixed
 * shapes per module, so the bound is a safety net, not an eviction policy).
 */
import { createHash } from 'node:crypto';
import { sql, type RawBuilder, type OperationNodeSource } from 'kysely';

/** The comment a prepared statement's SQL starts with. */
export const PREPARED = '/* prepared */ ';

const MAX_PER_CONNECTION = 500;

/** `query` as a statement prepared once per connection (its SQL text must not embed values). */
export function prepared<T = unknown>(query: OperationNodeSource | RawBuilder<T>): RawBuilder<T> {
  return sql<T>`${sql.raw(PREPARED)}${query}`;
}

interface PgClient {
  query: (...args: any[]) => any;
}

interface PgPool {
  connect(): Promise<PgClient>;
  end(): Promise<void>;
  on(event: string, listener: (...args: any[]) => void): unknown;
}

const wrapped = new WeakSet<object>();

/** Makes `client.query(text, values)` send a marked text as a named statement. */
function prepareMarked(client: PgClient): void {
  if (wrapped.has(client)) return;
  wrapped.add(client);
  const query = client.query.bind(client);
  const names = new Set<string>();
  client.query = (...args: any[]) => {
    const [text, values] = args;
    if (typeof text === 'string' && text.startsWith(PREPARED) && args.length <= 2) {
      const name = `p_${createHash('sha1').update(text).digest('base64url')}`;
      if (names.has(name) || names.size < MAX_PER_CONNECTION) {
        names.add(name);
        return query({ name, text, values });
      }
    }
    return query(...args);
  };
}

/** The pool Kysely's PostgresDialect is given: `pool`'s clients, sending marked statements as prepared ones. */
export function preparingPool<P extends PgPool>(pool: P): P {
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'connect') {
        return async () => {
          const client = await target.connect();
          prepareMarked(client);
          return client;
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
