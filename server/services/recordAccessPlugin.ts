/**
 * Who may read a stored record and what the yes/no look-ups may answer, one of each per app
 * (`app.readAccess`, `app.lookups`): the module routes, the files and the rules' `exists` port share
 * them, so the link resolvers are built once and a user's look-up budget is one budget.
 */
import fp from 'fastify-plugin';
import { recordReadAccess, type RecordReadAccess } from '../modules/recordReadAccess';
import { recordLookups, type RecordLookups } from '../modules/recordLookups';
import { lookupBudget } from '../http/lookupBudget';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads of a record outside its own route (a file attached to it, a look-up), decided as that route does. */
    readAccess: RecordReadAccess;
    /** The yes/no look-ups about records' values, within the caller's budget. */
    lookups: RecordLookups;
  }
}

/** Decorates the app with its record read access and look-ups. */
export const recordAccessPlugin = fp<{ readonly lookupsPerMinute?: number }>(
  async (app, options) => {
    const readAccess = recordReadAccess(app.db, app.config, app.registry);
    app.decorate('readAccess', readAccess);
    app.decorate('lookups', recordLookups(app.db, app.registry, readAccess, lookupBudget({ max: options.lookupsPerMinute })));
  },
  { name: 'recordAccess', dependencies: ['db', 'registry', 'config'] },
);
