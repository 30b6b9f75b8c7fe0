/**
 * The fingerprint of an address: a short digest of every stored address field. A suggestion's
 * `id` is its fingerprint; the record saves it beside the fields, so a later edit of any field
 * (without picking again) no longer matches (LNK-38). It detects changes; it is not a signature.
 */
import { ADDRESS_FIELDS, type AddressFields } from './addressTypes';

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

/** One field as the fingerprint reads it: trimmed text, coordinates with 6 decimals, blank for nothing. */
function canonicalValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value.toFixed(6) : '';
  return String(value).trim();
}

/** The text the fingerprint digests: the fields in `ADDRESS_FIELDS` order. */
export function canonicalAddress(address: Partial<Record<keyof AddressFields, unknown>>): string {
  return ADDRESS_FIELDS.map((field) => {
    const value = address[field];
    const numeric = (field === 'latitud' || field === 'longitud') && typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return canonicalValue(numeric);
  }).join('\u001f');
}

/** `v1.` and 16 hex digits of FNV-1a (64 bit) over the UTF-8 canonical text. */
export function addressFingerprint(address: Partial<Record<keyof AddressFields, unknown>>): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(canonicalAddress(address))) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK;
  }
  return `v1.${hash.toString(16).padStart(16, '0')}`;
}
