/** The tax-id register the document look-ups and write checks ask (`app.taxIds`; default the embedded offline one). */
import fp from 'fastify-plugin';
import type { TaxIdLookup } from '../taxIds/taxIdLookup';
import { embeddedTaxIdRegister } from '../taxIds/embeddedTaxIdRegister';

declare module 'fastify' {
  interface FastifyInstance {
    /** The register answering who a tax id belongs to (ACC-68). */
    taxIds: TaxIdLookup;
  }
}

/** Decorates the app with the given register, else the embedded one. */
export const taxIdsPlugin = fp<{ readonly taxIds?: TaxIdLookup }>(
  async (app, options) => void app.decorate('taxIds', options.taxIds ?? embeddedTaxIdRegister()),
  { name: 'taxIds' },
);
