/**
 * The principal rules of a link list as a registered validator (LNK-35, LNK-41), run by the form
 * and by the server on save: two live principal rows, or two of one type under
 * `principalPerType`, are refused with a Spanish message. Rows marked `eliminar` do not count.
 */
import { isLive, rowsOf } from './linkRow';
import type { LinkListPolicy } from './linkListPolicy';
import type { Issue, RuleDefinition } from '../validators';

export interface PrincipalRuleOptions {
  /** The array field (e.g. `direcciones`). */
  readonly field: string;
  /** Its Spanish label for the message (e.g. `Direcciones`). */
  readonly label: string;
  readonly policy: Pick<LinkListPolicy, 'principal' | 'principalPerType'>;
  /** Rule name in the registry; default `linkList.principal.<field>`. */
  readonly name?: string;
}

export function linkListPrincipalRule({ field, label, policy, name }: PrincipalRuleOptions): RuleDefinition {
  return {
    name: name ?? `linkList.principal.${field}`,
    fields: [field],
    validate(record) {
      const principals = rowsOf(record[field]).filter((row) => isLive(row) && row.principal === true);
      const issues: Issue[] = [];
      if (policy.principal && principals.length > 1) issues.push({ path: field, key: 'linkList.twoPrincipals', args: { list: label } });
      const typeField = policy.principalPerType;
      if (typeField) {
        const seen = new Set<unknown>();
        const repeated = new Set<string>();
        for (const row of principals) {
          if (seen.has(row[typeField])) repeated.add(String(row[typeField] ?? ''));
          seen.add(row[typeField]);
        }
        for (const type of repeated) issues.push({ path: field, key: 'linkList.twoPrincipalsOfType', args: { list: label, type } });
      }
      return issues;
    },
  };
}
