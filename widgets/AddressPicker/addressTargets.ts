/**
 * Where the address picker writes (docs/decisions.md, "address picker"): the picker is an rjsf
 * field on the full-address field of a flat record or item (`direccionCompleta` of a bank,
 * `direccion` of a link list's address) or on an address object. rjsf 6 fields change the form data
 * by path, so a pick writes the full address at the field itself (flat) and each other address
 * field, the fingerprint and, when the schema keeps one, the country code at the sibling path
 * (flat) or the child path (object). Pure, so it is tested without a form.
 */
import { ADDRESS_FIELDS, type AddressFieldName, type AddressSuggestion } from '../../engine/core/address/addressTypes';
import { foreignTaxIdPreset } from '../../engine/core/address/foreignTaxIdPreset';

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
  /** Record field of the ISO country code (`paisCodigo`), written only when the schema declares it. */
  readonly countryCodeField?: string;
}

/** The path of each address field and of the fingerprint. */
function targetOf(options: AddressTargetOptions, field: AddressFieldName | string): FieldPath {
  // A flat picker's own field holds the full address, whatever it is called.
  if (!options.isObject && field === 'direccionCompleta') return options.path;
  const base = options.isObject ? options.path : options.path.slice(0, -1);
  return [...base, field];
}

/** The writes of a pick: every address field (blank ones cleared), the suggestion's id and its country code. */
export function addressWrites(options: AddressTargetOptions, picked: AddressSuggestion | null): AddressWrite[] {
  const writes: AddressWrite[] = ADDRESS_FIELDS.map((field) => ({ path: targetOf(options, field), value: picked?.[field] }));
  const code = options.countryCodeField ? [{ path: targetOf(options, options.countryCodeField), value: picked?.paisCodigo }] : [];
  return [...writes, ...code, { path: targetOf(options, options.idField ?? 'direccionId'), value: picked?.id }];
}

/** ACC-72 / LNK-40: a pick outside AR presets `tipoDocumento` and `condicionIva`, siblings of the picker's field. */
export function foreignPresetWrites(path: FieldPath, picked: AddressSuggestion | null): AddressWrite[] {
  const preset = picked ? foreignTaxIdPreset(picked.paisCodigo) : null;
  return preset ? Object.entries(preset).map(([field, value]) => ({ path: [...path.slice(0, -1), field], value })) : [];
}

/** The full address the field shows: its own value (flat) or the object's `direccionCompleta`. */
export function shownAddress(value: unknown, isObject: boolean): string {
  const text = isObject ? (value as { direccionCompleta?: unknown } | undefined)?.direccionCompleta : value;
  return typeof text === 'string' ? text : '';
}
