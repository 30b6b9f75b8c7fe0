/**
 * `npm run req-coverage [PREFIX…]`: the requirement IDs of the spec (`../shared/spec/REQUIREMENTS.md`
 * from the repository, or REQUIREMENTS_FILE) in the given sections (all by default) that no test
 * names: vitest `describe`/`it`/`test` names and Playwright test names across the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseRequirements, testNamesIn, uncovered } from './reqCoverage/requirements';

const root = resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', '.git', 'dist', 'storybook-static', 'test-results', 'playwright-report', 'data', '.tmp']);
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

const file = resolve(root, process.env.REQUIREMENTS_FILE ?? '../shared/spec/REQUIREMENTS.md');
if (!existsSync(file)) {
  console.error(
    `No se encuentra el catálogo de requisitos: ${file} (se busca en ../shared/spec/REQUIREMENTS.md desde el repositorio; otra ruta: REQUIREMENTS_FILE=...).`,
  );
  process.exit(1);
}
const requirements = parseRequirements(readFileSync(file, 'utf8'));
const prefixes = process.argv.slice(2).map((p) => p.toUpperCase());
const known = new Set(requirements.map((r) => r.prefix));
const unknown = prefixes.filter((p) => !known.has(p));
if (unknown.length > 0) {
  console.error(`Sección desconocida: ${unknown.join(', ')}. Secciones: ${[...known].join(' ')}`);
  process.exit(1);
}
const files = testFiles(root);
const names = files.flatMap((path) => testNamesIn(readFileSync(path, 'utf8')));
const missing = uncovered(requirements, names, prefixes);
const bySection = new Map<string, string[]>();
for (const r of missing) bySection.set(r.prefix, [...(bySection.get(r.prefix) ?? []), r.id]);
const total = requirements.filter((r) => prefixes.length === 0 || prefixes.includes(r.prefix)).length;
for (const [prefix, ids] of bySection) console.log(`${prefix} (${ids.length}): ${ids.join(' ')}`);
console.log(
  `${missing.length} de ${total} requisitos sin una prueba que los nombre (${names.length} nombres de prueba en ${files.length} archivos; catálogo: ${relative(root, file)}).`,
);
