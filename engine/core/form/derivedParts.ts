/**
 * Named parts of a derivation (`x-derived.parts`): a placeholder that stands for what the form
 * knows of a field's value beyond the raw value, so that a name can be built from an account's
 * name or a combo's description rather than from an id or a code (opportunity name = account name
 * + destination, OPP; fee names from combo descriptions, FEE-OP02). Each kind says which
 * annotation its field must carry; where the text comes from is the form's business (PartText).
 */
export const derivedPartKinds = {
  /** The description of a combo code: the field has `x-combo` (the form's loaded lookups). */
  description: { annotation: 'x-combo' },
  /** The display name of a linked record: the field has `x-link` (what the link field shows). */
  linkName: { annotation: 'x-link' },
} as const;

export type DerivedPartKind = keyof typeof derivedPartKinds;

/** One named part: the field read and which of its texts stands in the template. */
export interface DerivedPart {
  readonly field: string;
  readonly text: DerivedPartKind;
}

/**
 * The text of a part for a (non-empty) value: `undefined` while it is not known yet (lookups or the
 * linked record still loading), `null` when there is none (a failed load, an unknown code: the raw
 * value stands in, as the link field then shows the id).
 */
export type PartText = (part: DerivedPart, value: unknown) => string | null | undefined;

/** No texts at all: every part shows its raw value. */
export const rawPartText: PartText = () => null;

type Property = { readonly [keyword: string]: unknown };

/** Problems of a derivation's parts as `path: message` lines (`at` is the x-derived path). */
export function derivedPartProblems(properties: Readonly<Record<string, Property>>, at: string, parts: unknown): string[] {
  if (parts === undefined) return [];
  if (!parts || typeof parts !== 'object' || Array.isArray(parts)) return [`${at}/parts: debe ser un objeto { nombre: { field, text } }`];
  const problems: string[] = [];
  for (const [name, part] of Object.entries(parts as Record<string, Partial<DerivedPart>>)) {
    const where = `${at}/parts/${name}`;
    if (name in properties) problems.push(`${where}: el nombre coincide con un campo del esquema`);
    const kind = derivedPartKinds[part?.text as DerivedPartKind];
    if (!kind) {
      problems.push(`${where}/text: tipo de parte desconocido '${String(part?.text)}' (${Object.keys(derivedPartKinds).join(', ')})`);
      continue;
    }
    const property = properties[String(part.field)];
    if (!property) problems.push(`${where}/field: el campo '${String(part.field)}' no existe`);
    else if (!property[kind.annotation]) problems.push(`${where}/field: el campo '${String(part.field)}' no tiene ${kind.annotation}`);
  }
  return problems;
}
