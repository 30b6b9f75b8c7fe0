/**
 * The supplier module's server extension: the supplier's CUIT validated by the register on save and
 * looked up at 11 digits for whoever may read suppliers (SUP-25), and the authorisation calls of the
 * spec (proveedorRoutes.ts). A new supplier's pending state is its read-only `estado`'s schema
 * default (SUP-OP05).
 */
import type { ModuleServer } from '../../server/modules/moduleServer';
import { readerOf, registerLookupRoute } from '../../server/taxIds/taxIdRoutes';
import { validatedDocumentCheck } from '../../server/taxIds/validatedDocumentCheck';
import { supplierDocumentLooksUp } from './proveedor.rules';
import { proveedorRoutes } from './proveedorRoutes';

const MODULE = 'proveedor';

export const server: ModuleServer = {
  writeChecks: ({ taxIds }) => [validatedDocumentCheck(taxIds, { applies: supplierDocumentLooksUp })],
  routes: async (app) => {
    if (app.config.modules[MODULE])
      registerLookupRoute(app, app.taxIds, {
        url: '/api/proveedores/padron/:documento',
        tag: 'Proveedores',
        summary: 'Datos fiscales del CUIT de un proveedor (padrón)',
        authorize: readerOf(app.config, MODULE),
        applies: supplierDocumentLooksUp,
        invalidKey: 'cuenta.cuitOnceDigitos',
        errorKey: 'cuenta.verificacionError',
      });
    await proveedorRoutes(app);
  },
};
