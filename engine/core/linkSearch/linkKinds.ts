/**
 * How Spanish names each record kind of the search-and-link modals (LNK-07), the words every link
 * message is built from (LNK-OP01, LNK-OP02). A module's kind declares its words with its link
 * (`links.<kind>.noun` in the module's config file); this table holds only the spec's kinds that
 * no module declares yet. Nouns are written as the spec's search-error list writes them
 * (`accion`, without accent).
 */
import type { DeclaredNoun, LinkNoticeTexts } from '../screenConfig.generated';

export interface LinkKindNoun {
  readonly singular: string;
  readonly plural: string;
  /** Definite article (`Se produjo un error al buscar la cuenta.`, override of LNK-OP02). */
  readonly definite: 'el' | 'la';
  /** Indefinite article (`Debe seleccionar una oportunidad`, LNK-OP01 and docs/decisions.md). */
  readonly indefinite: 'un' | 'una';
  /** Notices the kind says in the spec's full text instead of the frame (`links.<kind>.notices`: LNK-24, LNK-26). */
  readonly notices?: LinkNoticeTexts;
}

const masculine = (singular: string, plural: string): LinkKindNoun => ({ singular, plural, definite: 'el', indefinite: 'un' });
const feminine = (singular: string, plural: string): LinkKindNoun => ({ singular, plural, definite: 'la', indefinite: 'una' });

export const linkKindNouns = {
  hallazgo: masculine('hallazgo', 'hallazgos'),
  caso: masculine('caso', 'casos'),
  actividad: feminine('actividad', 'actividades'),
  accion: feminine('accion', 'acciones'),
  equipo: masculine('equipo', 'equipos'),
  personal: masculine('personal', 'personales'),
  vendedor: masculine('vendedor', 'vendedores'),
} as const satisfies Record<string, LinkKindNoun>;

export type LinkKind = keyof typeof linkKindNouns;

/** Every kind of the table, in the order of LNK-07. */
export const linkKindNames = Object.keys(linkKindNouns) as LinkKind[];

/** True for one of the kinds. */
export function isLinkKind(name: string): name is LinkKind {
  return Object.prototype.hasOwnProperty.call(linkKindNouns, name);
}

/** A kind's words declared with its link (`links.<kind>.noun` as an object): generated from the meta-schema. */
export type { DeclaredNoun } from '../screenConfig.generated';

/** The words of a declared noun. */
export const declaredNoun = ({ singular, plural, gender }: DeclaredNoun): LinkKindNoun =>
  gender === 'f' ? feminine(singular, plural) : masculine(singular, plural);

/** A declared link as the noun functions read it. */
type NounLink = { readonly noun?: string | DeclaredNoun; readonly notices?: LinkNoticeTexts } | undefined;

/** `words` with the full-text notices a link declares, if any. */
const withNotices = (words: LinkKindNoun, link: NounLink): LinkKindNoun =>
  link?.notices ? { ...words, notices: { ...words.notices, ...link.notices } } : words;

/**
 * The kind whose words a declared link uses: its `noun` when it names one, else its key. A key
 * that is not a kind noun (e.g. the test fixture's `cuentaprueba`, a second kind searching another
 * module) names its noun or declares its words.
 */
export function nounKindOf(key: string, link: NounLink): string {
  return typeof link?.noun === 'string' ? link.noun : key;
}

/**
 * The words of a kind named by a link: the table's, else those the config's link of that name
 * declares (a module's kind); undefined when neither has them.
 */
function wordsOf(kind: string, links: Readonly<Record<string, NounLink>> | undefined): LinkKindNoun | undefined {
  if (isLinkKind(kind)) return linkKindNouns[kind];
  const declared = links?.[kind]?.noun;
  return declared && typeof declared === 'object' ? withNotices(declaredNoun(declared), links?.[kind]) : undefined;
}

/** True when a declared link's words can be found: its own, the table's or another declared kind's (`links`). */
export function hasNoun(key: string, link: NounLink, links?: Readonly<Record<string, NounLink>>): boolean {
  return (link?.noun !== undefined && typeof link.noun === 'object') || wordsOf(nounKindOf(key, link), links) !== undefined;
}

/**
 * The words a declared link's messages use: its declared words, else those of the kind it names
 * (or its key), from the table or from that kind's link in `links` (the config's); unknown throws.
 * The full-text notices come with them: the link's own, over those of the kind it names.
 */
export function nounOfLink(key: string, link: NounLink, links?: Readonly<Record<string, NounLink>>): LinkKindNoun {
  if (link?.noun && typeof link.noun === 'object') return withNotices(declaredNoun(link.noun), link);
  const kind = nounKindOf(key, link);
  const words = wordsOf(kind, links);
  if (!words) throw new Error(`Tipo de vínculo desconocido: '${kind}'`);
  return withNotices(words, link);
}

/** The noun of a kind of the table; an unknown kind throws (fail loudly). */
export function nounOf(kind: string): LinkKindNoun {
  if (!isLinkKind(kind)) throw new Error(`Tipo de vínculo desconocido: '${kind}'`);
  return linkKindNouns[kind];
}
