/**
 * Decision 166: `npm start` runs the server compiled (scripts/server-build.mjs), the module folders'
 * code files included, and the loader imports their compiled copies through the build's manifest.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledFileOf } from '../../server/registry/codeImport';
// @ts-expect-error -- a plain ES module script without types
import { buildServer } from '../../scripts/server-build.mjs';

const moduleCode = () =>
  readdirSync('schemas').flatMap((name) => ['rules', 'server', 'seed'].map((kind) => resolve('schemas', name, `${name}.${kind}.ts`)).filter(existsSync));

describe('the compiled server (npm start)', () => {
  let built: { main: string; manifest: string };
  beforeAll(async () => {
    built = (await buildServer()) as { main: string; manifest: string };
  });

  it('compiles the server and every module code file, and the loader finds their compiled copies', async () => {
    expect(existsSync(built.main)).toBe(true);
    const manifest = JSON.parse(readFileSync(built.manifest, 'utf8')) as Record<string, string>;
    const sources = moduleCode();
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(existsSync(manifest[source]), source).toBe(true);
      expect(compiledFileOf(source, { SERVER_BUILD_MANIFEST: built.manifest })).toBe(manifest[source]);
    }
    // A compiled module file exports what its source exports.
    const rules = sources.find((file) => file.endsWith('cuenta.rules.ts'))!;
    const names = async (file: string) => ((await import(file)) as { rules: Array<{ name: string }> }).rules.map((rule) => rule.name);
    expect((await names(rules)).length).toBeGreaterThan(2);
    expect(await names(manifest[rules])).toEqual(await names(rules));
  });

  it('a file read beside its source (the common passwords list) is still found: import.meta.url names the source', () => {
    const folder = join(built.main, '..', '..');
    const texts = readdirSync(join(folder, 'chunks'))
      .map((file) => readFileSync(join(folder, 'chunks', file), 'utf8'))
      .concat(readFileSync(built.main, 'utf8'));
    expect(texts.some((text) => text.includes(JSON.stringify(`file://${resolve('server/identity/userPasswords.ts')}`)))).toBe(true);
    expect(texts.some((text) => text.includes('import.meta.url'))).toBe(false);
  });
});
