/**
 * Derives the screen config's TypeScript types from its meta-schema (engine/core/screenConfigSchema.ts)
 * and from those of the files it is written in (a module's `<m>.config.json`, the root; built of the
 * same definitions: engine/core/moduleConfig/moduleConfigSchema.ts) with json-schema-to-typescript,
 * so the shape is written once: a `title` names a type, a `description` becomes its doc comment.
 * Written by `npm run gen`; a unit test fails when the file is stale.
 */
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import prettier from 'prettier';
import ts from 'typescript';
import { moduleConfigSchema, rootConfigSchema } from '../engine/core/moduleConfig/moduleConfigSchema';
import { screenConfigSchema } from '../engine/core/screenConfigSchema';

export const CONFIG_TYPES_FILE = 'engine/core/screenConfig.generated.ts';

const banner = [
  '/* Generado por `npm run gen` desde engine/core/screenConfigSchema.ts y moduleConfig/moduleConfigSchema.ts: no editar a mano. */',
  // The two action unions the meta-schema checks with if/then rules, which the generator cannot read.
  "import type { FormActionConfig, RowActionConfig } from './configActions';",
].join('\n');

type Node = Record<string, unknown>;

/**
 * A `oneOf` beside shared `properties` (the screens: `id`, `kind`, `title` checked once for clearer
 * errors) becomes a plain union: each branch already declares those keys and takes their requirement.
 */
function unionOfBranches(schema: Node, seen = new Set<Node>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const branches = schema.oneOf as Node[] | undefined;
  if (branches && schema.properties && branches.every((branch) => branch.properties)) {
    const shared = (schema.required as string[] | undefined) ?? [];
    for (const branch of branches) branch.required = [...shared, ...((branch.required as string[] | undefined) ?? [])];
    delete schema.properties;
    delete schema.required;
  }
  // Lengths are ajv's to check: they would only add tuples and `@minItems` tags to the types.
  if (schema.type === 'array') {
    delete schema.minItems;
    delete schema.maxItems;
  }
  // A `$ref` with its own description (the guard of one place) stays the referenced type, described there.
  if (typeof schema.$ref === 'string' && schema.description) {
    schema.allOf = [{ $ref: schema.$ref }];
    delete schema.$ref;
  }
  for (const value of Object.values(schema)) {
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === 'object') unionOfBranches(child as Node, seen);
  }
}

/** Every property, index signature and array of the generated text made `readonly`: the config is never written to. */
function readonlyEverywhere(text: string): string {
  const file = ts.createSourceFile('generated.ts', text, ts.ScriptTarget.Latest, true);
  const at: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertySignature(node) || ts.isIndexSignatureDeclaration(node) || ts.isArrayTypeNode(node)) {
      if (ts.isArrayTypeNode(node) && ts.isArrayTypeNode(node.elementType)) throw new Error('Arreglos anidados: no previstos en los tipos de la configuración');
      at.push(node.getStart(file));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = text;
  for (const position of at.sort((a, b) => b - a)) out = `${out.slice(0, position)}readonly ${out.slice(position)}`;
  return out;
}

/** The text of screenConfig.generated.ts as the meta-schema gives it now. */
export async function generatedConfigTypes(): Promise<string> {
  // The file schemas join the merged config's as definitions: a part they share is one type.
  const file = ({ $schema: _schema, $id: _id, definitions: _definitions, ...shape }: Node) => shape;
  const all = {
    ...screenConfigSchema,
    definitions: { ...screenConfigSchema.definitions, moduleFile: file(moduleConfigSchema), rootFile: file(rootConfigSchema) },
  };
  const schema = structuredClone(all) as unknown as Node;
  unionOfBranches(schema);
  const text = await compile(schema as JSONSchema, 'ScreensConfig', {
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: true,
    format: false,
  });
  const options = await prettier.resolveConfig(CONFIG_TYPES_FILE);
  // The generator's note on where a definition was reached from says nothing to a reader of the types.
  const plain = text.replace(/\n \* ?\n \* This interface was referenced by `\w+`'s JSON-Schema\n \* via the `definition` "\w+"\./g, '');
  return prettier.format(readonlyEverywhere(plain), { ...options, parser: 'typescript' });
}
