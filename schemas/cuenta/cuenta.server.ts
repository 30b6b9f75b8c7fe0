/**
 * The account module's server extension: its write checks (the validated document, the subdomain,
 * a document already held, cuentaWriteChecks.ts) and its own routes: the document look-ups
 * (accountDocumentRoutes.ts) and the signed-in user's or token's account (cuentaRoutes.ts).
 */
import type { ModuleServer } from '../../server/modules/moduleServer';
import { accountDocumentRoutes } from './accountDocumentRoutes';
import { cuentaRoutes } from './cuentaRoutes';
import { cuentaWriteChecks } from './cuentaWriteChecks';

export const server: ModuleServer = {
  writeChecks: ({ db, taxIds }) => cuentaWriteChecks(db, taxIds),
  routes: async (app) => {
    await accountDocumentRoutes(app);
    await cuentaRoutes(app);
  },
};
