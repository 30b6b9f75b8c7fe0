/**
 * The module folder `schemas/<m>/` of a new module: schema, ui schema, messages and rules (with one
 * example rule). Pure: file name → text; the command writes them.
 */
import { fieldKinds, type KindContext } from './fieldKinds';
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

/** The name field's examples: the generated tests search the list for the second. */
export const NAME_SAMPLES = ['Registro de prueba', 'Registro editado'] as const;

/** A field's two examples (`[created, edited]`), or undefined for a kind without samples (a link). */
export function fieldSamples(spec: ModuleSpec, field: FieldSpec, ctx: KindContext): readonly [unknown, unknown] | undefined {
  return field === nameFieldOf(spec) ? NAME_SAMPLES : fieldKinds[field.kind].samples?.(field.param, ctx);
}

/** The two sample records (`[created, edited]`) the schema's `examples` hold. */
export function sampleRecords(spec: ModuleSpec, ctx: KindContext): [Record<string, unknown>, Record<string, unknown>] {
  const created: Record<string, unknown> = {};
  const edited: Record<string, unknown> = {};
  for (const field of spec.fields) {
    const samples = fieldSamples(spec, field, ctx);
    if (!samples) continue;
    created[field.name] = samples[0];
    edited[field.name] = samples[1];
  }
  return [created, edited];
}

/** The name field is always required and searched. */
function effective(spec: ModuleSpec, field: FieldSpec): FieldSpec {
  return field === nameFieldOf(spec) ? { ...field, required: true, search: true } : field;
}

/**
 * The schema; each property's two sample values are its `examples` (the generated tests read them
 * there, so tightening a constraint means editing the examples beside it; start-up checks them).
 */
export function moduleSchema(spec: ModuleSpec, ctx: KindContext): Record<string, unknown> {
  const fields = spec.fields.map((field) => effective(spec, field));
  const properties = Object.fromEntries(
    fields.map((field, i) => {
      const fragment = fieldKinds[field.kind].schema(field.param);
      const examples = fieldSamples(spec, spec.fields[i], ctx);
      return [
        field.name,
        {
          ...(fragment.type !== undefined ? { type: fragment.type } : {}),
          title: field.label,
          ...fragment,
          ...(field.required && fragment.type === 'string' && !fragment.format ? { minLength: 1 } : {}),
          ...(field.search ? { 'x-search': true } : {}),
          ...(field.unique ? { 'x-unique': true } : {}),
          ...(field.default !== undefined ? { default: field.default } : {}),
          ...(examples ? { examples } : {}),
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
export function schemaFolderFiles(spec: ModuleSpec, ctx: KindContext): Map<string, string> {
  const dir = `schemas/${spec.name}/${spec.name}`;
  return new Map([
    [`${dir}.schema.json`, formatJson(moduleSchema(spec, ctx))],
    [`${dir}.ui.json`, formatJson(moduleUi(spec))],
    [`${dir}.messages.json`, formatJson(moduleMessages(spec))],
    [`${dir}.rules.ts`, moduleRules(spec)],
  ]);
}
