/**
 * The users' module server extension (decision 154): the users' administration over the identity
 * tables (userRoutes.ts) and every user's own password change (ownPasswordRoute.ts). The module has
 * no generic API: its config declares no `module`, so nothing of it is stored in `records`.
 */
import type { ModuleServer } from '../../server/modules/moduleServer';
import { ownPasswordRoute } from './ownPasswordRoute';
import { userRoutes } from './userRoutes';

export const server: ModuleServer = {
  routes: async (app) => {
    await userRoutes(app);
    await ownPasswordRoute(app);
  },
};
