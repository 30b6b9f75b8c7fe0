/**
 * `npm run new-module -- <name> [--title T] [--plural P] [--route /r] [--roles ROLE_A,ROLE_B] [--read-roles ROLE_C]
 * [--menu Grupo] --field nombre:string:Nombre --field pais:combo:paises:País:required ...`
 *
 * Writes a working module, one folder and its tests: `schemas/<name>/` (schema, ui schema, messages,
 * rules with one example, generated types, and `<name>.config.json`: the module, its list and form
 * screens, its menu entry), an API test, a UI test and a story; no other file changes. Asks for
 * what is missing when run in a terminal. Refuses a
 * name or route that exists; checks the result with the start-up checks and undoes it when they fail.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadLookups } from '../server/registry/loadLookups';
import { createRegistry } from '../server/registry/createRegistry';
import { readScreenConfig } from '../server/registry/loadScreenConfig';
import { generatedTypes } from './gen-types';
import { configConflicts, moduleConfigFile } from './newModule/configEntries';
import { fieldKinds, type KindContext } from './newModule/fieldKinds';
import { parseFieldSpec, type FieldSpec } from './newModule/fieldSpec';
import { formatJson } from './newModule/formatJson';
import { pluralOf, specProblems, type ModuleSpec } from './newModule/moduleSpec';
import { schemaFolderFiles } from './newModule/schemaFiles';
import { slugOf } from './newModule/slug';
import { apiTest, domTest, story } from './newModule/testFiles';

/** The product's lookups: the generic ones and those of every module folder. */
const lookups = loadLookups();

const USAGE = `Uso: npm run new-module -- <nombre> --title <Título> --field <campo> [--field <campo>...]
  [--plural <Título de la lista>] [--route /ruta] [--roles ROLE_A,ROLE_B] [--read-roles ROLE_C] [--menu <Grupo del menú>]

Campo: nombre:tipo[:parámetro][:Etiqueta[:marcas]]   marcas: required, unique, search, default=<valor> (separadas por comas)
  p. ej. --field "nombre:string:Nombre:required,unique" --field "pais:combo:paises:País" --field "alta:date:Fecha de alta"
       --field "estrellas:integer:1-5:Estrellas:required" --field "cuenta:link:cuenta:Cuenta" --field "activo:switch:Activo:default=true"
Tipos:
${Object.entries(fieldKinds)
  .map(([name, kind]) => `  ${name.padEnd(8)} ${kind.help}`)
  .join('\n')}
El primer campo string es el nombre del registro (obligatorio, buscado, enlace de la lista).
Los dos valores de prueba de cada campo quedan en su "examples" del esquema: las pruebas generadas los leen allí.
ROLE_ADMINISTRADOR siempre tiene acceso; --roles agrega otros roles con lectura y escritura,
--read-roles roles que solo leen.`;

const ctx: KindContext = {
  comboOptions: (combo) => (Object.hasOwn(lookups, combo) ? lookups[combo] : []),
  linkKinds: () => Object.keys(readScreenConfig({ configFile: resolve('screens.config.json'), schemasDirs: [resolve('schemas')] }).config?.links ?? {}),
};

class Refused extends Error {}

interface Answers {
  name?: string;
  title?: string;
  plural?: string;
  route?: string;
  roles?: string;
  readRoles?: string;
  menu?: string;
  fields: string[];
}

function parseCommandLine(argv: string[]): Answers & { help: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        title: { type: 'string' },
        plural: { type: 'string' },
        route: { type: 'string' },
        roles: { type: 'string' },
        'read-roles': { type: 'string' },
        menu: { type: 'string' },
        field: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new Refused(`${(error as Error).message.split('\n')[0]}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new Refused(`Sobran argumentos: ${positionals.slice(1).join(' ')}`);
  return {
    name: positionals[0],
    title: values.title,
    plural: values.plural,
    route: values.route,
    roles: values.roles,
    readRoles: values['read-roles'],
    menu: values.menu,
    fields: values.field ?? [],
    help: values.help ?? false,
  };
}

/** Asks in the terminal for what the flags left out. */
async function ask(answers: Answers): Promise<Answers> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const question = async (text: string, fallback?: string) =>
      (await rl.question(fallback ? `${text} [${fallback}]: ` : `${text}: `)).trim() || fallback || '';
    const name = answers.name ?? (await question('Nombre del módulo (minúsculas, p. ej. aerolinea)'));
    const title = answers.title ?? (await question('Título de un registro (p. ej. Aerolínea)'));
    const plural = answers.plural ?? (await question('Título de la lista y del menú', pluralOf(title)));
    const route = answers.route ?? (await question('Ruta de la lista', `/${slugOf(plural)}`));
    const roles = answers.roles ?? (await question('Roles con acceso además de ROLE_ADMINISTRADOR (separados por comas)', ''));
    const readRoles = answers.readRoles ?? (await question('Roles que solo leen (separados por comas)', ''));
    const menu = answers.menu ?? ((await question('Grupo del menú (vacío: primer nivel)', '')) || undefined);
    const fields = [...answers.fields];
    if (fields.length === 0) {
      console.log(
        `Campos: nombre:tipo[:parámetro][:Etiqueta[:marcas]], uno por línea; línea vacía para terminar.\nTipos: ${Object.keys(fieldKinds).join(', ')}`,
      );
      for (;;) {
        const field = await question(`Campo ${fields.length + 1}`);
        if (!field) break;
        try {
          parseFieldSpec(field, ctx);
          fields.push(field);
        } catch (error) {
          console.log((error as Error).message);
        }
      }
    }
    return { name, title, plural, route, roles, readRoles, menu, fields };
  } finally {
    rl.close();
  }
}

function specOf(answers: Answers): ModuleSpec {
  const missing = [!answers.name && '<nombre>', !answers.title && '--title', answers.fields.length === 0 && '--field'].filter(Boolean);
  if (missing.length > 0) throw new Refused(`Falta ${missing.join(', ')}.\n\n${USAGE}`);
  const fields: FieldSpec[] = answers.fields.map((text) => {
    try {
      return parseFieldSpec(text, ctx);
    } catch (error) {
      throw new Refused((error as Error).message);
    }
  });
  const plural = answers.plural?.trim() || pluralOf(answers.title!.trim());
  const spec: ModuleSpec = {
    name: answers.name!,
    title: answers.title!.trim(),
    plural,
    route: answers.route?.trim() || `/${slugOf(plural)}`,
    roles: roleList(answers.roles),
    readRoles: roleList(answers.readRoles),
    fields,
    ...(answers.menu?.trim() ? { menuGroup: answers.menu.trim() } : {}),
  };
  const problems = specProblems(spec);
  if (problems.length > 0) throw new Refused(problems.join('\n'));
  return spec;
}

/** Roles given comma separated. */
const roleList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);

/** TypeScript as Prettier writes it with the repository's config (`npm test` checks the format). */
async function formatted(root: string, path: string, text: string): Promise<string> {
  if (!/\.tsx?$/.test(path) || path.endsWith('.d.ts')) return text;
  const file = join(root, path);
  const options = (await resolveConfig(file)) ?? (await resolveConfig(fileURLToPath(import.meta.url)));
  return format(text, { ...options, filepath: file });
}

/** Writes the module into the repository at `root`; returns the files written (relative paths). */
export async function writeModule(root: string, spec: ModuleSpec): Promise<string[]> {
  const configFile = join(root, 'screens.config.json');
  const merged = readScreenConfig({ configFile, schemasDirs: [join(root, 'schemas')] });
  if (!merged.config) throw new Refused(merged.problems.join('\n'));
  const problems = configConflicts(merged.config as unknown as Parameters<typeof configConflicts>[0], spec, merged.origin);
  if (existsSync(join(root, 'schemas', spec.name))) problems.unshift(`Ya existe la carpeta schemas/${spec.name}.`);
  const files = new Map(schemaFolderFiles(spec, ctx));
  const rootMenu = (JSON.parse(readFileSync(configFile, 'utf8')) as { menu?: Array<Record<string, unknown>> }).menu ?? [];
  files.set(`schemas/${spec.name}/${spec.name}.config.json`, formatJson(moduleConfigFile(spec, rootMenu)));
  files.set(`tests/api/${spec.name}.test.ts`, apiTest(spec));
  files.set(`tests/dom/${spec.name}.test.tsx`, domTest(spec));
  files.set(`stories/modules/${spec.name}.stories.tsx`, story(spec));
  for (const path of files.keys()) if (existsSync(join(root, path)) && !path.startsWith(`schemas/${spec.name}/`)) problems.push(`Ya existe ${path}.`);
  if (problems.length > 0) throw new Refused(problems.join('\n'));

  const written: string[] = [];
  const undo = () => {
    rmSync(join(root, 'schemas', spec.name), { recursive: true, force: true });
    for (const path of written) rmSync(join(root, path), { force: true });
  };
  try {
    for (const [path, text] of files) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), await formatted(root, path, text));
      written.push(path);
    }
    const typesFile = join(root, 'schemas', spec.name, `${spec.name}.d.ts`);
    const types = (await generatedTypes(join(root, 'schemas'))).get(typesFile);
    if (types === undefined) throw new Error(`No se generaron los tipos de ${spec.name}`);
    writeFileSync(typesFile, types);
    written.push(`schemas/${spec.name}/${spec.name}.d.ts`);
    // The same checks as start-up: a module that would not start is not left behind.
    await createRegistry({ schemasDir: join(root, 'schemas'), configFile });
  } catch (error) {
    undo();
    throw new Refused(`El módulo generado no pasa los controles de arranque (no se escribió nada): ${(error as Error).message}`);
  }
  return written;
}

async function main(): Promise<void> {
  const parsed = parseCommandLine(process.argv.slice(2));
  if (parsed.help) {
    console.log(USAGE);
    return;
  }
  const complete = parsed.name && parsed.title && parsed.fields.length > 0;
  const answers = !complete && process.stdin.isTTY ? await ask(parsed) : parsed;
  const spec = specOf(answers);
  const written = await writeModule(resolve('.'), spec);
  console.log(`Módulo ${spec.name} creado:\n${written.map((path) => `  ${path}`).join('\n')}

Siguientes pasos:
  npm run test:module ${spec.name}    sus pruebas (API en PGlite y PostgreSQL, interfaz)
  npm start                          el menú muestra "${spec.plural}" (ruta ${spec.route})
Guía: docs/adding-a-module.md`);
}

if (process.argv[1]?.endsWith('new-module.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Refused ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
