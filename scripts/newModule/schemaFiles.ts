/**
 * The module folder `schemas/<m>/` of a new module: schema, ui schema, messages and rules (with one
 * example rule). Pure: file name → text; the command writes them.
 */
import { fieldKinds } from './fieldKinds';
import type { FieldSpec } from './fieldSpec';
import { formatJson } from './formatJson';
import { nameFieldOf, type ModuleSpec } from './moduleSpec';

/** The example rule's name and message key: the name field may not be only digits. */
export function exampleRule(spec: ModuleSpec): { name: string; key: string; messageKey: string; message: string; field: FieldSpec } {
  const field = nameFieldOf(spec);
  return {
    name: `${spec.name}.${field.name}NoNumerico`,
    key: `${field.name}Numerico`,
    messageKey: `${spec.name}.${field.name}Numerico`,
    message: `${field.label} no puede tener solo números.`,
    field,
  };
}

/** The name field is always required and searched. */
function effective(spec: ModuleSpec, field: FieldSpec): FieldSpec {
  return field === nameFieldOf(spec) ? { ...field, required: true, search: true } : field;
}

export function moduleSchema(spec: ModuleSpec): Record<string, unknown> {
  const fields = spec.fields.map((field) => effective(spec, field));
  const properties = Object.fromEntries(
    fields.map((field) => {
      const fragment = fieldKinds[field.kind].schema(field.param);
      return [
        field.name,
        {
          ...(fragment.type !== undefined ? { type: fragment.type } : {}),
          title: field.label,
          ...fragment,
          ...(field.required && fragment.type === 'string' && !fragment.format ? { minLength: 1 } : {}),
          ...(field.search ? { 'x-search': true } : {}),
          ...(field.unique ? { 'x-unique': true } : {}),
        },
      ];
    }),
  );
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `https://backoffice.local/schemas/${spec.name}.schema.json`,
    title: spec.title,
    type: 'object',
    'x-module': spec.name,
    'x-rules': [exampleRule(spec).name],
    required: fields.filter((f) => f.required).map((f) => f.name),
    additionalProperties: false,
    properties,
  };
}

export function moduleUi(spec: ModuleSpec): Record<string, unknown> {
  const names = spec.fields.map((f) => f.name);
  const nameField = nameFieldOf(spec).name;
  const perField = Object.fromEntries(
    spec.fields.flatMap((field) => {
      const ui = { ...(fieldKinds[field.kind].ui?.(field.param) ?? {}), ...(field.name === nameField ? { 'ui:autofocus': true } : {}) };
      return Object.keys(ui).length ? [[field.name, ui]] : [];
    }),
  );
  return { 'ui:order': names, 'ui:layout': [{ title: spec.title, fields: names }], ...perField };
}

export function moduleMessages(spec: ModuleSpec): Record<string, { text: string; spec: boolean }> {
  const rule = exampleRule(spec);
  const plural = spec.plural.toLowerCase();
  return {
    listError: { text: `Se produjo un error al listar ${plural}.`, spec: false },
    loadError: { text: `Se produjo un error al obtener los datos de ${spec.title.toLowerCase()}.`, spec: false },
    [rule.key]: { text: rule.message, spec: false },
  };
}

export function moduleRules(spec: ModuleSpec): string {
  const rule = exampleRule(spec);
  const constName = `${rule.field.name}NoNumerico`;
  return `/**
 * Business rules of ${spec.title}: the form runs them while the user types and the server on every
 * save (400, nothing stored). Name each rule in the schema's \`x-rules\`. Write a rule here only for
 * what the schema cannot declare (docs/module-features.md, "When a rule needs code").
 */
import type { RuleDefinition } from '../../engine/core/validators';

/** Example: ${rule.field.label} is a name, not a number (message \`${rule.messageKey}\`). */
const ${constName}: RuleDefinition = {
  name: '${rule.name}',
  fields: ['${rule.field.name}'],
  validate(record) {
    const value = typeof record.${rule.field.name} === 'string' ? record.${rule.field.name}.trim() : '';
    return /^[0-9]+$/.test(value) ? [{ path: '${rule.field.name}', key: '${rule.messageKey}' }] : [];
  },
};

export const rules: RuleDefinition[] = [${constName}];
`;
}

/** `schemas/<m>/…` file path → text. */
export function schemaFolderFiles(spec: ModuleSpec): Map<string, string> {
  const dir = `schemas/${spec.name}/${spec.name}`;
  return new Map([
    [`${dir}.schema.json`, formatJson(moduleSchema(spec))],
    [`${dir}.ui.json`, formatJson(moduleUi(spec))],
    [`${dir}.messages.json`, formatJson(moduleMessages(spec))],
    [`${dir}.rules.ts`, moduleRules(spec)],
  ]);
}
