/**
 * Address shapes shared by the address picker (browser), the suggestion port (server) and the
 * rules (LNK-35…40, BNK-OP03): what a suggestion carries and what a record saves from it.
 */

/** What the user typed in the picker; `pais` restricts suggestions to one ISO alpha-2 country. */
export interface AddressQuery {
  readonly texto: string;
  readonly pais?: string;
}

/** The address fields a record stores from a picked suggestion (bank schema names, BNK-14). */
export interface AddressFields {
  readonly direccionCompleta: string;
  readonly calle: string;
  readonly numero: string;
  readonly codigoPostal?: string;
  readonly localidad: string;
  readonly ciudad: string;
  readonly provincia: string;
  readonly estado?: string;
  /** Country name in Spanish (`Argentina`, `Uruguay`). */
  readonly pais: string;
  readonly latitud: number;
  readonly longitud: number;
}

/** One suggestion of the address-suggestion port. */
export interface AddressSuggestion extends AddressFields {
  /** Fingerprint of the fields (see `addressFingerprint`): saved with the record to prove the pick (LNK-38). */
  readonly id: string;
  /** ISO 3166-1 alpha-2 country code (`AR`, `UY`): drives the foreign tax-id preset (ACC-72). */
  readonly paisCodigo: string;
}

/** The fields of `AddressFields`, in the order the fingerprint reads them. */
export const ADDRESS_FIELDS = [
  'direccionCompleta',
  'calle',
  'numero',
  'codigoPostal',
  'localidad',
  'ciudad',
  'provincia',
  'estado',
  'pais',
  'latitud',
  'longitud',
] as const satisfies ReadonlyArray<keyof AddressFields>;

export type AddressFieldName = (typeof ADDRESS_FIELDS)[number];

/** A populated place of a gazetteer: a city with its province, country and coordinates. */
export interface Place {
  readonly nombre: string;
  readonly provincia: string;
  /** Spanish country name. */
  readonly pais: string;
  readonly paisCodigo: string;
  readonly latitud: number;
  readonly longitud: number;
  /** Other names the place is typed as (e.g. `CABA`, `Capital Federal`). */
  readonly alias?: readonly string[];
  /** Other names of its country that a user may type (English name). */
  readonly paisAlias?: readonly string[];
}
