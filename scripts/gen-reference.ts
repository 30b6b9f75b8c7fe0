/**
 * `npm run gen` (with the module types): writes docs/reference.md, the reference of every schema
 * annotation (`x-*`, from the doc comments of `annotationKeywords` in engine/core/annotations.ts)
 * and every key of screens.config.json and the modules' `<m>.config.json` (from the doc comments of
 * their types, generated from the meta-schemas' descriptions into engine/core/screenConfig.generated.ts:
 * first the files' types, those engine/core/moduleConfig/configFiles.ts names, then the merged
 * config's, and the files it imports). The text comes from the code the loader and the meta-schema
 * check, so it cannot drift from it; a test fails while the file is stale.
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

/** The names a file re-exports (`export type { A, B } from '…'`). */
function reExported(fileName: string): Set<string> {
  const names = new Set<string>();
  for (const statement of source(fileName).statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/**
 * The config's interfaces and type aliases, in file order, starting at the generated types (those
 * `only` names, or all but those `except` names) and following their file's relative imports.
 */
function configSections({ only, except }: { only?: Set<string>; except?: Set<string> } = {}): string[] {
  const out: string[] = [];
  // The config file whole (or as filtered); of the files it imports, the types it imports.
  const queue: { fileName: string; names?: Set<string> }[] = [{ fileName: CONFIG, names: only }];
  while (queue.length > 0) {
    const { fileName, names } = queue.shift()!;
    const file = source(fileName);
    const sections: string[] = [];
    for (const statement of file.statements) {
      if (fileName === CONFIG && !only && ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = relative(ROOT, resolve(dirname(join(ROOT, fileName)), `${statement.moduleSpecifier.text}.ts`));
        const bindings = statement.importClause?.namedBindings;
        const imported = bindings && ts.isNamedImports(bindings) ? new Set(bindings.elements.map((e) => (e.propertyName ?? e.name).text)) : new Set<string>();
        if (existsSync(join(ROOT, target))) queue.push({ fileName: target, names: imported });
      }
      const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && names && !names.has(statement.name.text)) continue;
      if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && fileName === CONFIG && except?.has(statement.name.text)) continue;
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
    ...configSections({ only: reExported(CONFIG_FILES) }),
    '# The merged config',
    '',
    `The types of the configuration, generated from the meta-schema (\`engine/core/screenConfigSchema.ts\`) that checks the file, with the files they import.`,
    '',
    ...configSections({ except: reExported(CONFIG_FILES) }),
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
