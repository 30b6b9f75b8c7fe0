/** The effective screen config (modules, screens, links, company) as a service of the app (`app.config`). */
import fp from 'fastify-plugin';
import type { ScreensConfig } from '../../engine/core/screenConfig';

declare module 'fastify' {
  interface FastifyInstance {
    /** The screen config the app serves (`GET /api/config`) and every route reads its modules from. */
    config: ScreensConfig;
  }
}

/** Decorates the app with the screen config it was built with. */
export const configPlugin = fp<{ readonly config: ScreensConfig }>(async (app, { config }) => void app.decorate('config', config), {
  name: 'config',
});
