/**
 * The problems the module's rules find in one row of a link list, for the row's dialog: the rules
 * that read the list run (as the form and the server run them) on the record with the row in place,
 * and the issues under that row (`files.1.fechaHasta`) come back on the row's own fields
 * (`fechaHasta`), so that the dialog refuses "Aceptar" with the message under the field. Only rules
 * that answer at once count: a rule that must ask a port is the save's business.
 */
import type { Issue, RecordData, RuleDefinition, ValidationContext } from '../validators';

/** Issues of row `index` of the list `field` in `record`, with paths relative to the row. */
export function rowRuleIssues(rules: readonly RuleDefinition[], record: RecordData, field: string, index: number, ctx: ValidationContext): Issue[] {
  const prefix = `${field}.${index}.`;
  return rules
    .filter((rule) => rule.fields.includes(field))
    .flatMap((rule) => {
      const found = rule.validate(record, ctx);
      if (Array.isArray(found)) return found;
      // A rule that asks a port answers later: not here (and its failure is not the dialog's).
      Promise.resolve(found).catch(() => undefined);
      return [];
    })
    .filter((issue) => issue.path.startsWith(prefix))
    .map((issue) => ({ ...issue, path: issue.path.slice(prefix.length) }));
}
