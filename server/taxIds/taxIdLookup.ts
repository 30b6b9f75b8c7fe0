/**
 * The tax-id lookup port (ACC-68, `dataCuit/{x}`): what the tax authority's register says of an
 * 11-digit CUIT. The embedded default answers from a small offline register of demo CUITs
 * (embeddedTaxIdRegister.ts); a real provider implements the same port.
 */

/** What the register holds of a CUIT (the spec's reply `data`, and `agip` for CABA's gross-income tax). */
export interface TaxIdRecord {
  /** PAR for a person, EMP for a company. */
  readonly tipo: 'PAR' | 'EMP';
  readonly razonSocial?: string;
  readonly nombre?: string;
  readonly apellido?: string;
  /** Code of the `cuentaCondicionesIva` combo. */
  readonly condicionIva: string;
  /** Registered with AGIP (CABA's gross-income tax): the lookup proposes a CABA IIBB row (ACC-OP12). */
  readonly agip: boolean;
}

export interface TaxIdLookup {
  /** The CUIT's record, or null when the register does not know it. Throws when the register cannot be asked. */
  lookup(cuit: string): Promise<TaxIdRecord | null>;
}
