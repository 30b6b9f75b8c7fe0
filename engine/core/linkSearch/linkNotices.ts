/**
 * The notices of a search-and-link modal (LNK-23…28) for one kind: which catalogue message, with
 * which words of the kind, and with which intent. Contacts keep the spec's own texts (LNK-24, LNK-26).
 */
import { t } from '../messages';
import { nounOf, type LinkKindNoun } from './linkKinds';

export type LinkNoticeName = 'minLength' | 'searchError' | 'noResults' | 'duplicate' | 'nothingSelected';

export interface LinkNotice {
  readonly intent: 'warning' | 'danger';
  readonly key: string;
  readonly args: Readonly<Record<string, string>>;
}

interface NoticeTemplate {
  readonly intent: LinkNotice['intent'];
  readonly key: string;
  /** A kind whose text the spec gives in full. */
  readonly byKind?: Readonly<Record<string, string>>;
}

const templates: Record<LinkNoticeName, NoticeTemplate> = {
  minLength: { intent: 'warning', key: 'link.minLength' }, // LNK-23
  searchError: { intent: 'danger', key: 'link.searchError', byKind: { contacto: 'link.searchError.contacto' } }, // LNK-24
  noResults: { intent: 'warning', key: 'link.noResults', byKind: { contacto: 'link.noResults.contacto' } }, // LNK-25, LNK-26
  duplicate: { intent: 'danger', key: 'link.duplicate' }, // LNK-27
  nothingSelected: { intent: 'danger', key: 'link.nothingSelected' }, // LNK-28
};

/** The notice `name` of `kind`, in the words of the kind's table, or in `noun` when the link declares its own. */
export function linkNotice(kind: string, name: LinkNoticeName, noun: LinkKindNoun = nounOf(kind)): LinkNotice {
  const template = templates[name];
  const key = template.byKind?.[kind] ?? template.key;
  return { intent: template.intent, key, args: { singular: noun.singular, plural: noun.plural, articulo: noun.definite, indefinido: noun.indefinite } };
}

/** The Spanish text of a notice. */
export function linkNoticeText(notice: LinkNotice): string {
  return t(notice.key, notice.args);
}
