/**
 * `npm run gen`: generates `schemas/<m>/<m>.d.ts` from each module schema, and the screen config's
 * types from its meta-schema (genConfigTypes.ts), with json-schema-to-typescript. `--check` exits 1
 * when a generated file is stale.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { CONFIG_TYPES_FILE, generatedConfigTypes } from './genConfigTypes';

export async function generatedTypes(root = resolve('schemas')): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const name of readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    const schemaFile = join(root, name, `${name}.schema.json`);
    if (!existsSync(schemaFile)) continue;
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
    // Field titles are Spanish labels, not type names: keep them as doc comments instead of aliases.
    for (const property of Object.values<Record<string, unknown>>(schema.properties ?? {})) {
      if (property.title) {
        property.description = property.description ?? property.title;
        delete property.title;
      }
    }
    const ts = await compile(schema, schema.title ?? name, {
      bannerComment: `/* Generado por \`npm run gen\` desde ${name}.schema.json: no editar a mano. */`,
      additionalProperties: false,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
      cwd: join(root, name),
    });
    out.set(join(root, name, `${name}.d.ts`), ts);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('gen-types.ts')) {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  const config: [string, string] = [resolve(CONFIG_TYPES_FILE), await generatedConfigTypes()];
  for (const [file, content] of [...(await generatedTypes()), config]) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current === content) continue;
    if (check) stale.push(file);
    else writeFileSync(file, content);
  }
  if (stale.length) {
    console.error(`Tipos desactualizados (ejecute npm run gen):\n${stale.join('\n')}`);
    process.exit(1);
  }
}
