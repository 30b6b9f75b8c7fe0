/**
 * The back-office settings (agency team, default logo) as a service of the app (`app.settings`):
 * the given ones, else read from the environment and the database once at start-up.
 */
import fp from 'fastify-plugin';
import { resolveSettings, type BackOfficeSettings } from '../config/settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settings the guards and the browser read (server/config/settings.ts). */
    settings: BackOfficeSettings;
  }
}

/** Decorates the app with its settings, resolved when none are given. */
export const settingsPlugin = fp<{ readonly settings?: BackOfficeSettings }>(
  async (app, options) => void app.decorate('settings', options.settings ?? (await resolveSettings(app.db, app.config))),
  { name: 'settings', dependencies: ['db', 'config'] },
);
