/**
 * A module is its folder, so the engine, the server, the app and the widgets name no module. Every
 * string in their code (tests aside) is read, and a module of the registry named in it (a whole
 * word of it: `'cuenta'`, `/api/cuentas/…` is not, `cuenta.padron` is) is a finding: there must be none.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['engine', 'server', 'app', 'widgets'];
const modules = readdirSync('schemas').filter((name) => statSync(join('schemas', name)).isDirectory());

/**
 * Folders the rule does not read, and why. A migration that ran on a database cannot change its
 * meaning: 0009 added the temporary tokens' scope columns `cuenta` and `oportunidad` (SES-08..10,
 * COP-OP02), and a later migration renaming them would still have to name them.
 */
const NOT_READ: Readonly<Record<string, string>> = {
  'server/db/migrations': 'migrations keep the names they ran with',
  // The generic seed may name what it seeds: the spec's permission areas (ROL-09) are the codes of
  // permission records, and two of them (`banco`, `contacto`) are spelled as a module is.
  'server/seed/permissionAreas.ts': "the permission areas' codes, data of the generic seed",
};

/**
 * A module's name used as a plain Spanish word in a file's sentences (strings with spaces), not as
 * the module: "proveedor" is also the identity provider (`Error del proveedor OIDC`), "cuenta" and
 * "banco" are words of the catalogue's Spanish texts (`El usuario no tiene una cuenta asociada.`,
 * `el dígito verificador del banco`), which stay as the users read them. Only the sentences of the
 * files listed are let through; the same word as a key, path or value still counts.
 */
const WORDS_IN_SENTENCES: Readonly<Record<string, readonly string[]>> = {
  'server/identity/embedded.ts': ['proveedor'],
  'server/identity/external.ts': ['proveedor'],
  'engine/core/messages.ts': ['banco', 'cuenta'],
  'engine/core/messages/laterMessages.ts': ['cuenta'],
  // "un permiso": a permission record, in a config problem's sentence.
  'engine/core/accessCatalogue.ts': ['permiso'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || NOT_READ[path] ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_READ[path] && !/\.(test|stories)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The registry's modules named by the strings of `file`. */
function modulesNamedIn(file: string, inSentences = false): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const words = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const sentence = /\s/.test(node.text);
      for (const word of node.text.split(/[^A-Za-z0-9_]+/))
        if (inSentences ? sentence : !sentence || !WORDS_IN_SENTENCES[file]?.includes(word)) words.add(word);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return modules.filter((name) => words.has(name)).sort();
}

const findings = Object.fromEntries(
  FOLDERS.flatMap(sourceFiles)
    .map((file) => [file, modulesNamedIn(file)] as const)
    .filter(([, named]) => named.length > 0),
);

describe('20 no module name outside its folder', () => {
  it('the registry has modules to look for', () => {
    expect(modules).toContain('banco');
  });

  it('no file of engine/, server/, app/ or widgets/ names a module: none', () => {
    const named = Object.entries(findings).flatMap(([file, names]) => names.map((name) => `${file}: ${name}`));
    expect(named).toEqual([]);
  });

  it('a word let through in a file’s sentences is still in them (else its entry goes)', () => {
    const stale = Object.entries(WORDS_IN_SENTENCES).flatMap(([file, words]) =>
      words.filter((word) => !modulesNamedIn(file, true).includes(word)).map((word) => `${file}: ${word}`),
    );
    expect(stale).toEqual([]);
  });
});
