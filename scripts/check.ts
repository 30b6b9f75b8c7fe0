/**
 * `npm run check`: validates every module folder (schema, ui schema, messages, rule references),
 * the combos they name and screens.config.json WITHOUT starting the server, with the same code as
 * start-up (createRegistry), and compiles each module schema as the API routes do. Prints one line
 * per problem (file, JSON pointer, fix) and exits 1, or one OK line and exits 0. `SCHEMAS_DIR` and
 * `SCREENS_CONFIG` point it elsewhere (as they do `npm start`).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRegistry } from '../server/registry/createRegistry';
import { makeAjv } from '../server/http/validatorCompiler';

/** The problems of the sources (empty when sound) and how many modules were checked. */
export async function checkSources(env: NodeJS.ProcessEnv = process.env): Promise<{ problems: string[]; modules: number }> {
  try {
    const { registry } = await createRegistry({
      schemasDir: env.SCHEMAS_DIR ? resolve(env.SCHEMAS_DIR) : undefined,
      configFile: env.SCREENS_CONFIG ? resolve(env.SCREENS_CONFIG) : undefined,
    });
    const ajv = makeAjv({ coerceTypes: false });
    const problems: string[] = [];
    for (const module of registry.list()) {
      const { $id: _id, $schema: _schema, ...schema } = module.schema;
      try {
        ajv.compile(schema);
      } catch (error) {
        problems.push(
          `${module.folder ?? `schemas/${module.name}`}/${module.name}.schema.json: el esquema no compila (${(error as Error).message}); corríjalo`,
        );
      }
    }
    return { problems, modules: registry.list().length };
  } catch (error) {
    return { problems: (error as Error).message.split('\n'), modules: 0 };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const { problems, modules } = await checkSources();
  if (problems.length) {
    for (const line of problems) console.error(line);
    process.exit(1);
  }
  console.log(`OK: ${modules} módulos y screens.config.json sin problemas (${Math.round(performance.now() - started)} ms).`);
}
