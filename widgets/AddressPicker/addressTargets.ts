/**
 * Where the address picker writes (docs/decisions.md, "address picker"): the picker is an rjsf
 * field on `direccionCompleta` of a flat record (banks) or on an address object. rjsf 6 fields
 * change the form data by path, so a pick writes each address field and the fingerprint at the
 * sibling path (flat) or the child path (object). Pure, so it is tested without a form.
 */
import { ADDRESS_FIELDS, type AddressFieldName, type AddressSuggestion } from '../../engine/core/address/addressTypes';

export type FieldPath = ReadonlyArray<string | number>;

export interface AddressWrite {
  readonly path: FieldPath;
  readonly value: string | number | undefined;
}

export interface AddressTargetOptions {
  /** The path of the field the picker sits on. */
  readonly path: FieldPath;
  /** True when the field is the address object itself. */
  readonly isObject: boolean;
  /** Record field of the fingerprint (default `direccionId`). */
  readonly idField?: string;
}

/** The path of each address field and of the fingerprint. */
function targetOf(options: AddressTargetOptions, field: AddressFieldName | string): FieldPath {
  const base = options.isObject ? options.path : options.path.slice(0, -1);
  return [...base, field];
}

/** The writes of a pick: every address field (blank ones cleared) and the suggestion's id. */
export function addressWrites(options: AddressTargetOptions, picked: AddressSuggestion | null): AddressWrite[] {
  const writes: AddressWrite[] = ADDRESS_FIELDS.map((field) => ({ path: targetOf(options, field), value: picked?.[field] }));
  return [...writes, { path: targetOf(options, options.idField ?? 'direccionId'), value: picked?.id }];
}

/** The full address the field shows: its own value (flat) or the object's `direccionCompleta`. */
export function shownAddress(value: unknown, isObject: boolean): string {
  const text = isObject ? (value as { direccionCompleta?: unknown } | undefined)?.direccionCompleta : value;
  return typeof text === 'string' ? text : '';
}
