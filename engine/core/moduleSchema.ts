/**
 * The shape of a module's JSON Schema (schemas/<module>/<module>.schema.json) and of its
 * properties. Its own file, imported by the registry and by the rules that read schemas (masks,
 * link lists, x-unique), so that neither imports the other back.
 */
export interface JsonSchemaProperty {
  readonly type?: string | readonly string[];
  readonly title?: string;
  readonly format?: string;
  readonly readOnly?: boolean;
  readonly maxLength?: number;
  readonly [keyword: string]: unknown;
}

export interface ModuleSchema {
  readonly $schema?: string;
  readonly $id: string;
  readonly title: string;
  readonly type: 'object';
  readonly 'x-module': string;
  readonly 'x-rules'?: readonly string[];
  readonly required?: readonly string[];
  readonly properties: Readonly<Record<string, JsonSchemaProperty>>;
  readonly additionalProperties?: boolean;
  readonly [keyword: string]: unknown;
}
