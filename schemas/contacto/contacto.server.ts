/**
 * The contact module's server extension (CON-35): the contact's `validoDocumento` is the register's
 * answer on save, and `GET /api/contactos/padron/:documento` looks the document up from 7 digits (a
 * DNI or a CUIT/CUIL, documentLookup.ts), for contact readers; failure `Ocurrio un error al
 * verificar los datos a ingresar.`
 */
import type { ModuleServer } from '../../server/modules/moduleServer';
import { readerOf, registerLookupRoute } from '../../server/taxIds/taxIdRoutes';
import { validatedDocumentCheck } from '../../server/taxIds/validatedDocumentCheck';
import { contactDocumentLooksUp } from './contacto.rules';

const MODULE = 'contacto';

export const server: ModuleServer = {
  writeChecks: ({ taxIds }) => [validatedDocumentCheck(taxIds, { applies: contactDocumentLooksUp })],
  routes: async (app) => {
    const { config, taxIds } = app;
    if (!config.modules[MODULE]) return;
    registerLookupRoute(app, taxIds, {
      url: '/api/contactos/padron/:documento',
      tag: 'Contactos',
      summary: 'Datos fiscales del documento de un contacto (padrón)',
      authorize: readerOf(config, MODULE),
      applies: contactDocumentLooksUp,
      invalidKey: 'contacto.documentoSieteDigitos',
      errorKey: 'contacto.verificarError',
      // The contact form of a contacts token looks documents up too (TOK-OP02, decision 160).
      tokenMode: true,
    });
  },
};
