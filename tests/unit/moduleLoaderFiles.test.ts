/** The loader file written per module folder (scripts/moduleLoaderFiles.ts, decision 168). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleLoaderSource, writeModuleLoaderFiles } from '../../scripts/moduleLoaderFiles';

mkdirSync('.tmp', { recursive: true });
const work = mkdtempSync(join('.tmp', 'loaders-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('module loader files', () => {
  it("re-exports a module's files under stable names and loads its validators on demand; a file the folder lacks is left out", () => {
    const banco = moduleLoaderSource('banco', () => true);
    expect(banco).toContain("export { default as schema } from '../../../schemas/banco/banco.schema.json';");
    expect(banco).toContain("export { default as ui } from '../../../schemas/banco/banco.ui.json';");
    expect(banco).toContain("export { default as messages } from '../../../schemas/banco/banco.messages.json';");
    expect(banco).toContain("export { rules } from '../../../schemas/banco/banco.rules.ts';");
    expect(banco).toContain("export const validators = () => import('../validators/banco.js').then((module) => module.default);");
    // Before any build the validators are not compiled: no import of a file that is not there (the bundler refuses it).
    expect(moduleLoaderSource('banco', () => true, false)).toContain('export const validators = () => Promise.resolve(undefined);');
    expect(moduleLoaderSource('banco', () => true, false)).not.toContain('../validators/');
    const bare = moduleLoaderSource('nota', (suffix) => suffix === '.ui.json');
    expect(bare).toContain('ui.json');
    expect(bare).not.toMatch(/messages\.json|rules\.ts/);
  });

  it('writes one per module folder, leaves a current one untouched and removes those of folders that are gone', () => {
    const schemas = join(work, 'schemas');
    const out = join(work, 'app', 'generated', 'modules');
    for (const name of ['alfa', 'beta']) {
      mkdirSync(join(schemas, name), { recursive: true });
      writeFileSync(join(schemas, name, `${name}.schema.json`), '{}');
    }
    mkdirSync(join(schemas, 'sinesquema'), { recursive: true });
    expect(writeModuleLoaderFiles(schemas, out)).toEqual(['alfa', 'beta']);
    expect(readFileSync(join(out, 'alfa.js'), 'utf8')).toBe(moduleLoaderSource('alfa', () => false, false));
    // Once the build compiled its validators, the loader file imports them.
    mkdirSync(join(work, 'app', 'generated', 'validators'), { recursive: true });
    writeFileSync(join(work, 'app', 'generated', 'validators', 'alfa.js'), 'export default {};');
    writeModuleLoaderFiles(schemas, out);
    expect(readFileSync(join(out, 'alfa.js'), 'utf8')).toBe(moduleLoaderSource('alfa', () => false, true));
    expect(readFileSync(join(out, '..', '.gitignore'), 'utf8')).toMatch(/^\*$/m);
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(join(out, 'alfa.js'), past, past);
    rmSync(join(schemas, 'beta'), { recursive: true });
    expect(writeModuleLoaderFiles(schemas, out)).toEqual(['alfa']);
    expect(statSync(join(out, 'alfa.js')).mtime).toEqual(past);
    expect(existsSync(join(out, 'beta.js'))).toBe(false);
  });
});
