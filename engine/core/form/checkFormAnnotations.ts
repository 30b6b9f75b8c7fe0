/**
 * Start-up check of a module's form annotations: every field named by `x-read-only-when`,
 * `x-derived` and `ui:tabs` must exist (a schema field, or a system column for read-only rules),
 * and widget options must be well formed (relative dates, the foreign tax-id preset).
 * A bad reference throws with the JSON path that holds it.
 */
import { foreignPresetProblems } from '../address/foreignPresetProblems';
import { computedFieldProblems } from '../computed/computedFields';
import { hasColumnDisplay } from '../linkList/columnDisplays';
import { hasMessage } from '../messages';
import { systemFields } from '../systemFields';
import { derivedSpecs, templateFields } from './derivedFields';
import { derivedPartProblems } from './derivedParts';
import { readOnlyRules } from './readOnlyWhen';
import { relativeDefaultProblems } from './relativeDefaultProblems';
import { visibleWhenProblems } from './visibleWhen';

type SchemaLike = { readonly properties: Readonly<Record<string, { readonly [keyword: string]: unknown }>>; readonly [keyword: string]: unknown };

/** Problems as `path: message` lines (empty when the annotations are sound). */
export function formAnnotationProblems(schema: SchemaLike, ui: Readonly<Record<string, unknown>>): string[] {
  const fields = new Set(Object.keys(schema.properties));
  const problems: string[] = [];
  readOnlyRules(schema).forEach((rule, i) => {
    // `<link>.<field>` reads the linked record's field (CRD-18): the link must be an integer field of the record.
    const link = rule.field.includes('.') ? rule.field.slice(0, rule.field.indexOf('.')) : undefined;
    const known = link ? schema.properties[link]?.type === 'integer' : fields.has(rule.field) || (systemFields as readonly string[]).includes(rule.field);
    if (!known) problems.push(`/x-read-only-when/${i}/field: el campo '${rule.field}' no existe`);
    if (rule.message && !hasMessage(rule.message)) problems.push(`/x-read-only-when/${i}/message: mensaje desconocido '${rule.message}'`);
  });
  for (const [field, spec] of Object.entries(derivedSpecs(schema))) {
    const at = `/properties/${field}/x-derived`;
    if (!Array.isArray(spec.from) || (typeof spec.template !== 'string' && typeof spec.display !== 'string')) {
      problems.push(`${at}: debe tener 'from' y 'template' (o 'display')`);
      continue;
    }
    if (typeof spec.display === 'string') {
      if (!hasColumnDisplay(spec.display)) problems.push(`${at}/display: presentación desconocida '${spec.display}'`);
      for (const source of spec.from) if (!fields.has(source)) problems.push(`${at}: el campo '${source}' no existe`);
      continue;
    }
    // A placeholder names a field or one of the derivation's parts (derivedParts.ts).
    const named = templateFields(spec.template ?? '').filter((name) => !spec.parts?.[name]);
    for (const source of new Set([...spec.from, ...named])) {
      if (!fields.has(source)) problems.push(`${at}: el campo '${source}' no existe`);
    }
    problems.push(...derivedPartProblems(schema.properties, at, spec.parts));
  }
  problems.push(...visibleWhenProblems(schema));
  const tabs = ui['ui:tabs'];
  if (Array.isArray(tabs)) {
    tabs.forEach((tab: { fields?: unknown }, i) => {
      for (const f of Array.isArray(tab?.fields) ? tab.fields : []) {
        if (typeof f !== 'string' || !fields.has(f)) problems.push(`ui:tabs/${i}/fields: el campo '${String(f)}' no existe`);
      }
    });
  }
  return problems;
}

/** Throws naming every problem (used when a module is registered). */
export function assertFormAnnotations(module: string, schema: SchemaLike, ui: Readonly<Record<string, unknown>>): void {
  const problems = [
    ...formAnnotationProblems(schema, ui),
    ...computedFieldProblems(module, schema),
    ...relativeDefaultProblems(module, schema, ui),
    ...foreignPresetProblems(module, schema, ui),
  ];
  if (problems.length) throw new Error(`schemas/${module}: anotaciones de formulario inválidas\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
