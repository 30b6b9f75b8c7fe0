/**
 * The token tools' server part (TOK-01…15): the routes that issue a temporary access and mail it
 * (tokenRoutes.ts), and the template of that message, stored once for the mail port.
 */
import type { ModuleServer } from '../../server/modules/moduleServer';
import { tokenRoutes } from './tokenRoutes';

export const server: ModuleServer = {
  routes: async (app) => tokenRoutes(app),
};
