/** The module folders the build's generated files are made from, and the folder those files go to. */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The module folders of `schemasDir` (those with a `<m>/<m>.schema.json`), by name, sorted. */
export function moduleFolderNames(schemasDir: string): string[] {
  return readdirSync(schemasDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(schemasDir, d.name, `${d.name}.schema.json`)))
    .map((d) => d.name)
    .sort();
}

/** Marks `generatedDir` (app/generated) as build output git ignores. */
export function ignoreGenerated(generatedDir: string): void {
  writeFileSync(join(generatedDir, '.gitignore'), '# Build output of scripts/compile-validators.ts\n*\n');
}
