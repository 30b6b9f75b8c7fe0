/**
 * The combos administration's server extension: its API over the `lookups` table
 * (comboAdminRoutes.ts). The module's own records API is unused: a combo value lives in `lookups`,
 * where every form's combo reads it.
 */
import type { ModuleServer } from '../../server/modules/moduleServer';
import { comboAdminRoutes } from './comboAdminRoutes';

export const server: ModuleServer = { routes: comboAdminRoutes };
