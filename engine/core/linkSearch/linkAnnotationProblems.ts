/**
 * Reference checks of the `x-link` annotations of a module's schema: the kind must be declared in
 * the config's `links`, prefill and check fields must exist on both sides, and the values a
 * created record starts with (`create.values`) must be fields of the kind's module. The server runs them at
 * start-up, so a bad annotation stops it with the schema path.
 */
import type { JsonSchemaProperty } from '../schemaRegistry';
import type { ScreensConfig } from '../screenConfig';
import { linkedProperties } from './linkAnnotation';

/** Problems of `module`'s link annotations; `fieldsOf` gives a config module's fields. */
export function linkAnnotationProblems(
  module: string,
  properties: Readonly<Record<string, JsonSchemaProperty>>,
  config: ScreensConfig,
  fieldsOf: (configModule: string) => ReadonlySet<string> | undefined,
): string[] {
  const problems: string[] = [];
  const own = new Set(Object.keys(properties));
  for (const { field, link } of linkedProperties(properties)) {
    const at = `schemas/${module}#/properties/${field}/x-link`;
    const kind = config.links?.[link.kind];
    if (!kind) {
      problems.push(`${at}/kind: el tipo de vínculo '${link.kind}' no está declarado en links`);
      continue;
    }
    const theirs = fieldsOf(kind.module);
    (link.prefill ?? []).forEach((rule, i) => {
      if (!own.has(rule.to)) problems.push(`${at}/prefill/${i}/to: el campo '${rule.to}' no existe en el esquema`);
      if (rule.when && !own.has(rule.when.field)) problems.push(`${at}/prefill/${i}/when/field: el campo '${rule.when.field}' no existe en el esquema`);
      if (theirs && !theirs.has(rule.from)) problems.push(`${at}/prefill/${i}/from: el campo '${rule.from}' no existe en '${kind.module}'`);
    });
    (link.checks ?? []).forEach((check, i) => {
      if (!own.has(check.field)) problems.push(`${at}/checks/${i}/field: el campo '${check.field}' no existe en el esquema`);
      if (theirs && !theirs.has(check.linkedField))
        problems.push(`${at}/checks/${i}/linkedField: el campo '${check.linkedField}' no existe en '${kind.module}'`);
    });
    if (link.filter) {
      if (!own.has(link.filter.field)) problems.push(`${at}/filter/field: el campo '${link.filter.field}' no existe en el esquema`);
      if (theirs && !theirs.has(link.filter.on)) problems.push(`${at}/filter/on: el campo '${link.filter.on}' no existe en '${kind.module}'`);
    }
    for (const name of Object.keys(link.create?.values ?? {})) {
      if (theirs && !theirs.has(name)) problems.push(`${at}/create/values/${name}: el campo '${name}' no existe en '${kind.module}'`);
    }
  }
  return problems;
}
