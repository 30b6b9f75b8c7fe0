/**
 * LNK-38: an address may be saved only when it is the one picked from a suggestion and has not
 * been edited since, and city, province and country are filled. Otherwise the alert of LNK-OP03
 * (`address.notPicked`) is shown. Pure: the picker calls it with the suggestion it holds.
 */
import { canonicalAddress } from './addressFingerprint';
import type { AddressFields } from './addressTypes';
import type { Issue } from '../validators';

/** Catalogue key of the LNK-OP03 alert. */
export const ADDRESS_NOT_PICKED = 'address.notPicked';

export type SavedAddress = Partial<Record<keyof AddressFields, unknown>>;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** True when city (ciudad or localidad), province and country are filled. */
export function hasCityProvinceCountry(saved: SavedAddress): boolean {
  return (filled(saved.ciudad) || filled(saved.localidad)) && filled(saved.provincia) && filled(saved.pais);
}

/** No issue when `saved` equals the picked suggestion and has city, province and country; else the LNK-OP03 alert at `path`. */
export function checkPickedAddress(saved: SavedAddress, picked: SavedAddress | null | undefined, path = 'direccionCompleta'): Issue[] {
  const ok = !!picked && canonicalAddress(saved) === canonicalAddress(picked) && hasCityProvinceCountry(saved);
  return ok ? [] : [{ path, key: ADDRESS_NOT_PICKED }];
}
