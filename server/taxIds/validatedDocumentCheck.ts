/**
 * The write check behind a "document validated" flag (ACC-13, ACC-69, CON-35): the flag is true
 * only when the tax-id register knows the document the save carries; the client cannot claim it
 * (the flag is read-only and stripped from the body). Absent reads as not validated.
 */
import type { WriteCheck } from '../modules/writeRequest';
import { documentValidated } from './documentLookup';
import type { TaxIdLookup } from './taxIdLookup';

export interface ValidatedDocumentOptions {
  /** The document field (default `documento`). */
  readonly field?: string;
  /** The boolean flag the server sets (default `validoDocumento`). */
  readonly flag?: string;
  /** Which documents the register is asked about (accounts: 11 digits; contacts: 7 or more). */
  readonly applies: (documento: string) => boolean;
}

export function validatedDocumentCheck(taxIds: TaxIdLookup, { field = 'documento', flag = 'validoDocumento', applies }: ValidatedDocumentOptions): WriteCheck {
  return async (_request, write) => {
    const { datos } = write.body;
    if (await documentValidated(taxIds, datos[field], applies)) datos[flag] = true;
    else delete datos[flag];
  };
}
