/** The bank module's server extension: its form's combos at the legacy name `bancosComboFormulario` (BNK-08, D2§7). */
import { legacyFormComboRoute } from '../../server/lookups/formComboRoutes';
import type { ModuleServer } from '../../server/modules/moduleServer';

export const server: ModuleServer = {
  routes: async (app) => legacyFormComboRoute(app, 'bancosComboFormulario', 'banco'),
};
