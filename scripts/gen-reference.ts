/**
 * `npm run gen` (with the module types): writes docs/reference.md, the reference of every schema
 * annotation (`x-*`, from the doc comments of `annotationKeywords` in engine/core/annotations.ts)
 * and every key of screens.config.json and the modules' `<m>.config.json` (from the doc comments of
 * the files' types in engine/core/moduleConfig/configFiles.ts, and of the merged config's types,
 * generated from the meta-schema's descriptions into engine/core/screenConfig.generated.ts, and the
 * files it imports). The text comes from the code the loader and the meta-schema check, so it
 * cannot drift from it; a test fails while the file is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve('.');
const ANNOTATIONS = 'engine/core/annotations.ts';
const CONFIG = 'engine/core/screenConfig.generated.ts';
const CONFIG_FILES = 'engine/core/moduleConfig/configFiles.ts';
export const REFERENCE_FILE = 'docs/reference.md';

const source = (file: string) => ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);

/** The doc comment of a node, as one paragraph of Markdown (empty when there is none). */
function docOf(node: ts.Node): string {
  const text = ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ');
  return text.replace(/\s+/g, ' ').trim();
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** `annotationKeywords`' entries: keyword and meaning. */
function annotationRows(): string[] {
  const file = source(ANNOTATIONS);
  const rows: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'annotationKeywords' && node.initializer) {
      const object = ts.isObjectLiteralExpression(node.initializer)
        ? node.initializer
        : ts.isAsExpression(node.initializer) && ts.isObjectLiteralExpression(node.initializer.expression)
          ? node.initializer.expression
          : undefined;
      for (const property of object?.properties ?? []) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = property.name.getText().replace(/^['"]|['"]$/g, '');
        rows.push(`| \`${name}\` | ${cell(docOf(property)) || '—'} |`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return rows;
}

/** The config's interfaces and type aliases, in file order, starting at `start` and following the relative imports of screenConfig.ts. */
function configSections(start = CONFIG): string[] {
  const out: string[] = [];
  // The config file whole; of the files it imports, the types it imports.
  const queue: { fileName: string; names?: Set<string> }[] = [{ fileName: start }];
  while (queue.length > 0) {
    const { fileName, names } = queue.shift()!;
    const file = source(fileName);
    const sections: string[] = [];
    for (const statement of file.statements) {
      if (fileName === CONFIG && ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = relative(ROOT, resolve(dirname(join(ROOT, fileName)), `${statement.moduleSpecifier.text}.ts`));
        const bindings = statement.importClause?.namedBindings;
        const imported = bindings && ts.isNamedImports(bindings) ? new Set(bindings.elements.map((e) => (e.propertyName ?? e.name).text)) : new Set<string>();
        if (existsSync(join(ROOT, target))) queue.push({ fileName: target, names: imported });
      }
      const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && names && !names.has(statement.name.text)) continue;
      if (ts.isInterfaceDeclaration(statement)) {
        const rows = statement.members.filter(ts.isPropertySignature).map((member) => {
          const optional = member.questionToken ? '' : ' (required)';
          const type = member.type ? member.type.getText().replace(/\s+/g, ' ') : '';
          return `| \`${member.name.getText()}\`${optional} | \`${cell(type)}\` | ${cell(docOf(member)) || '—'} |`;
        });
        const doc = docOf(statement);
        sections.push([`### ${statement.name.text}`, '', ...(doc ? [doc, ''] : []), '| key | type | meaning |', '|---|---|---|', ...rows, ''].join('\n'));
      } else if (ts.isTypeAliasDeclaration(statement)) {
        const doc = docOf(statement);
        sections.push(
          [`### ${statement.name.text}`, '', ...(doc ? [doc, ''] : []), '```ts', statement.type.getText().replace(/\s+/g, ' '), '```', ''].join('\n'),
        );
      }
    }
    if (sections.length > 0) out.push(`## \`${fileName}\``, '', ...sections);
  }
  return out;
}

/** The reference's Markdown. */
export function referenceText(): string {
  return [
    '# Reference: schema annotations and screens.config.json',
    '',
    '<!-- Generado por `npm run gen` (scripts/gen-reference.ts) desde los comentarios del código: no editar a mano. -->',
    '',
    'Generated from the code that reads these keys, so it says what the loader and the meta-schema accept.',
    'The quick guide is `docs/adding-a-module.md`; the features explained with examples are in `docs/module-features.md`.',
    '',
    '## Schema annotations (`x-*`)',
    '',
    `From \`annotationKeywords\` in \`${ANNOTATIONS}\`: each is registered with ajv, so a misspelt or ill-typed one fails \`npm run check\`.`,
    '',
    '| keyword | meaning |',
    '|---|---|',
    ...annotationRows(),
    '',
    "# screens.config.json and each module's config",
    '',
    `The screen config is written in two kinds of file (\`${CONFIG_FILES}\`): the root \`screens.config.json\` and each module's \`schemas/<m>/<m>.config.json\`. Start-up merges them into one effective config (\`ScreensConfig\`, below) and checks it; \`npm run check\` names the file and the JSON pointer of each problem.`,
    '',
    ...configSections(CONFIG_FILES),
    '# The merged config',
    '',
    `The types of the configuration, generated from the meta-schema (\`engine/core/screenConfigSchema.ts\`) that checks the file, with the files they import.`,
    '',
    ...configSections(),
  ].join('\n');
}

if (process.argv[1]?.endsWith('gen-reference.ts')) {
  const text = referenceText();
  if (process.argv.includes('--check')) {
    if (!existsSync(REFERENCE_FILE) || readFileSync(REFERENCE_FILE, 'utf8') !== text) {
      console.error(`${REFERENCE_FILE} está desactualizado (ejecute npm run gen).`);
      process.exit(1);
    }
  } else writeFileSync(REFERENCE_FILE, text);
}
