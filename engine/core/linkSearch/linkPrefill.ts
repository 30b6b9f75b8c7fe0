/**
 * What a pick does to the form (LNK-32…34): the values the prefill rules copy from the linked
 * record, and the declared checks it fails. Pure; the link field applies the writes.
 */
import type { LinkAnnotation } from './linkAnnotation';
import { isEmpty } from '../blank';

type Data = Readonly<Record<string, unknown>>;

export interface PrefillWrite {
  readonly field: string;
  readonly value: unknown;
}

/** The writes of the annotation's prefill rules for a picked record, given the form's data. */
export function prefillWrites(link: LinkAnnotation, linked: Data, form: Data): PrefillWrite[] {
  const writes: PrefillWrite[] = [];
  for (const rule of link.prefill ?? []) {
    const value = linked[rule.from];
    if (isEmpty(value)) continue;
    if (rule.when) {
      const allowed: readonly string[] = typeof rule.when.equals === 'string' ? [rule.when.equals] : rule.when.equals;
      if (!allowed.includes(String(form[rule.when.field] ?? ''))) continue;
    }
    if (rule.onlyIfEmpty && !isEmpty(form[rule.to])) continue;
    writes.push({ field: rule.to, value });
  }
  return writes;
}

/** Message keys of the declared checks a picked record fails (LNK-34), once each. */
export function failedLinkChecks(link: LinkAnnotation, linked: Data, form: Data): string[] {
  const keys = new Set<string>();
  for (const check of link.checks ?? []) {
    const mine = form[check.field];
    const theirs = linked[check.linkedField];
    // Only two known accounts can disagree: an empty side is not a mismatch.
    if (!isEmpty(mine) && !isEmpty(theirs) && String(mine) !== String(theirs)) keys.add('link.accountsMismatch');
  }
  return [...keys];
}
