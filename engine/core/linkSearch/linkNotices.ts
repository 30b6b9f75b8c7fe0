/**
 * The notices of a search-and-link modal (LNK-23…28) for one kind: which catalogue message, with
 * which words of the kind, and with which intent. A kind may say the spec's own full texts instead
 * (`links.<kind>.notices` in its module's config: LNK-24, LNK-26 for contacts).
 */
import { t } from '../messages';
import { nounOf, type LinkKindNoun } from './linkKinds';

export type LinkNoticeName = 'minLength' | 'searchError' | 'noResults' | 'duplicate' | 'nothingSelected';

export interface LinkNotice {
  readonly intent: 'warning' | 'danger';
  readonly key: string;
  readonly args: Readonly<Record<string, string>>;
  /** The kind's own full text, said instead of the catalogue's frame `key`. */
  readonly text?: string;
}

interface NoticeTemplate {
  readonly intent: LinkNotice['intent'];
  readonly key: string;
}

const templates: Record<LinkNoticeName, NoticeTemplate> = {
  minLength: { intent: 'warning', key: 'link.minLength' }, // LNK-23
  searchError: { intent: 'danger', key: 'link.searchError' }, // LNK-24
  noResults: { intent: 'warning', key: 'link.noResults' }, // LNK-25, LNK-26
  duplicate: { intent: 'danger', key: 'link.duplicate' }, // LNK-27
  nothingSelected: { intent: 'danger', key: 'link.nothingSelected' }, // LNK-28
};

/**
 * The notice `name` of `kind`, in the words of the kind's table, or in `noun` when the link declares
 * its own; a kind whose text the spec gives in full declares it with its link (`noun.notices`).
 */
export function linkNotice(kind: string, name: LinkNoticeName, noun: LinkKindNoun = nounOf(kind)): LinkNotice {
  const template = templates[name];
  const own = name === 'searchError' || name === 'noResults' ? noun.notices?.[name] : undefined;
  const args = { singular: noun.singular, plural: noun.plural, articulo: noun.definite, indefinido: noun.indefinite };
  return { intent: template.intent, key: template.key, args, ...(own ? { text: own } : {}) };
}

/** The Spanish text of a notice. */
export function linkNoticeText(notice: LinkNotice): string {
  return notice.text ?? t(notice.key, notice.args);
}
