/**
 * The record kinds of the search-and-link modals (LNK-07) and how Spanish names each one: the
 * one table keyed by kind noun that every link message is built from (LNK-OP01, LNK-OP02).
 * Nouns are written as the spec's search-error list writes them (`accion`, without accent).
 */
export interface LinkKindNoun {
  readonly singular: string;
  readonly plural: string;
  /** Definite article (`Se produjo un error al buscar la cuenta.`, override of LNK-OP02). */
  readonly definite: 'el' | 'la';
  /** Indefinite article (`Debe seleccionar una oportunidad`, LNK-OP01 and docs/decisions.md). */
  readonly indefinite: 'un' | 'una';
}

const masculine = (singular: string, plural: string): LinkKindNoun => ({ singular, plural, definite: 'el', indefinite: 'un' });
const feminine = (singular: string, plural: string): LinkKindNoun => ({ singular, plural, definite: 'la', indefinite: 'una' });

export const linkKindNouns = {
  contacto: masculine('contacto', 'contactos'),
  oportunidad: feminine('oportunidad', 'oportunidades'),
  proveedor: masculine('proveedor', 'proveedores'),
  cuenta: feminine('cuenta', 'cuentas'),
  hallazgo: masculine('hallazgo', 'hallazgos'),
  caso: masculine('caso', 'casos'),
  actividad: feminine('actividad', 'actividades'),
  accion: feminine('accion', 'acciones'),
  equipo: masculine('equipo', 'equipos'),
  personal: masculine('personal', 'personales'),
  vendedor: masculine('vendedor', 'vendedores'),
  /** Banks (BAC-09): a bank account's bank is a record of the bank master data (`banco`), not a lookup (docs/decisions.md). */
  banco: masculine('banco', 'bancos'),
} as const satisfies Record<string, LinkKindNoun>;

export type LinkKind = keyof typeof linkKindNouns;

/** Every kind, in the order of LNK-07 (then `banco`, BAC-09). */
export const linkKindNames = Object.keys(linkKindNouns) as LinkKind[];

/** True for one of the kinds. */
export function isLinkKind(name: string): name is LinkKind {
  return Object.prototype.hasOwnProperty.call(linkKindNouns, name);
}

/** A kind's words declared with its link (`links.<kind>.noun` as an object): a new module others link to needs no edit here. */
export interface DeclaredNoun {
  readonly singular: string;
  readonly plural: string;
  /** `f`: la / una; `m`: el / un. */
  readonly gender: 'f' | 'm';
}

/** The words of a declared noun. */
export const declaredNoun = ({ singular, plural, gender }: DeclaredNoun): LinkKindNoun =>
  gender === 'f' ? feminine(singular, plural) : masculine(singular, plural);

/**
 * The kind whose words a declared link uses: its `noun` when it names one, else its key. A key
 * that is not a kind noun (e.g. the test fixture's `cuentaprueba`, a second kind searching another
 * module) names its noun or declares its words.
 */
export function nounKindOf(key: string, link: { readonly noun?: string | DeclaredNoun } | undefined): string {
  return typeof link?.noun === 'string' ? link.noun : key;
}

/** The words a declared link's messages use: its declared words, else those of the kind it names (or its key). */
export function nounOfLink(key: string, link: { readonly noun?: string | DeclaredNoun } | undefined): LinkKindNoun {
  return link?.noun && typeof link.noun === 'object' ? declaredNoun(link.noun) : nounOf(nounKindOf(key, link));
}

/** The noun of a kind; an unknown kind throws (fail loudly). */
export function nounOf(kind: string): LinkKindNoun {
  if (!isLinkKind(kind)) throw new Error(`Tipo de vínculo desconocido: '${kind}'`);
  return linkKindNouns[kind];
}
