/**
 * The database handle as a service of the app (`app.db`): route plugins read it from the instance
 * instead of having it passed to each of them.
 */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's database (Kysely over PostgreSQL or PGlite). */
    db: Kysely<Database>;
  }
}

/** Decorates the app with the database it was built with. */
export const dbPlugin = fp<{ readonly db: Kysely<Database> }>(async (app, { db }) => void app.decorate('db', db), { name: 'db' });
