/** The note module's server extension: its form's combos at the legacy name `notasComboFormulario` (NOT-10, D2§7). */
import { legacyFormComboRoute } from '../../server/lookups/formComboRoutes';
import type { ModuleServer } from '../../server/modules/moduleServer';

export const server: ModuleServer = {
  routes: async (app) => legacyFormComboRoute(app, 'notasComboFormulario', 'nota'),
};
