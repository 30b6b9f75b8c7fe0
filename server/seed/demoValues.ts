/**
 * Values demo data of any module is built from: a valid CUIT (its check digit computed) and an
 * address row as the address dialog leaves it after a pick, with its fingerprint (LNK-38).
 */
import { addressFingerprint } from '../../engine/core/address/addressFingerprint';
import { cuitCheckDigit } from '../../engine/core/format/cuitCheckDigit';

/** A CUIT with its check digit (`prefix` 20/27 people, 30 companies). */
export function demoCuit(prefix: string, number: string): string {
  const first10 = `${prefix}${number.padStart(8, '0')}`;
  const digit = cuitCheckDigit(first10);
  if (digit === undefined) throw new Error(`CUIT sin dígito verificador: ${first10}`);
  return `${first10}${digit}`;
}

export interface Place {
  readonly calle: string;
  readonly numero: string;
  readonly codigoPostal: string;
  readonly localidad: string;
  readonly provincia: string;
  readonly pais: string;
  readonly paisCodigo: string;
  readonly latitud: number;
  readonly longitud: number;
}

/** An address row as the address dialog leaves it after a pick (also the demo suppliers'). */
export function address(tipo: 'legal' | 'comercial' | 'entrega', place: Place, principal: boolean): Record<string, unknown> {
  const direccion = `${place.calle} ${place.numero}, ${place.localidad}, ${place.provincia}`;
  const fields = { ...place, ciudad: place.localidad, direccionCompleta: direccion };
  const { direccionCompleta: _full, ...row } = fields;
  return { tipo, principal, direccion, ...row, direccionId: addressFingerprint(fields) };
}
