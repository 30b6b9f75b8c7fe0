/**
 * Merges the root screens.config.json with the modules' `<m>.config.json` into the one effective
 * screen config (the shape of `screenConfigSchema`, what `GET /api/config` answers). Pure: the
 * callers read the files (server/registry/loadScreenConfig.ts on disk, `import.meta.glob` in the
 * browser's stories). Every file is checked against its meta-schema and every conflict between
 * modules is found before anything is merged, one line per problem: the file, the JSON pointer,
 * the fix. `origin` maps a path of the merged config back to the file and pointer it came from, so
 * the cross-checks of the merged config (assertScreenConfig) name the module file too.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { schemaErrorProblems } from '../validateScreenConfig';
import type { ModuleConfigJson, RootConfigJson } from './configFiles';
import { moduleConfigSchema, rootConfigSchema } from './moduleConfigSchema';

/** A parsed config file and the name a developer knows it by (`screens.config.json`). */
export interface ConfigFile {
  readonly file: string;
  readonly json: unknown;
}

/** A module's `<m>.config.json`; `module` is its folder's name, its key in `modules`. */
export interface ModuleConfigFile extends ConfigFile {
  readonly module: string;
}

export interface MergedScreenConfig {
  /** The effective config, unchecked against the registry; absent when a file has problems. */
  readonly config?: Record<string, unknown>;
  /** One line per problem: `file#/pointer: what is wrong; the fix`. */
  readonly problems: readonly string[];
  /** The file and pointer (`schemas/banco/banco.config.json#/screens/0/pageSize`) of a path of the merged config. */
  readonly origin: (path: string) => string;
}

type Json = Record<string, unknown>;
type MenuItem = Json & { group?: string; module?: string };
type RootFile = Omit<RootConfigJson, 'menu' | 'screens'> & { menu: MenuItem[]; screens?: Json[] };
type ModuleFile = Omit<ModuleConfigJson, 'screens' | 'links' | 'menu'> & { screens?: Json[]; links?: Record<string, Json>; menu?: MenuItem[] };

const validators = new Map<object, ValidateFunction>();
function shapeProblems(schema: object, { file, json }: ConfigFile): string[] {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = new Ajv({ allErrors: true, strict: false }).compile(schema)));
  if (validate(json)) return [];
  return schemaErrorProblems((validate.errors ?? []) as ErrorObject[]).map((p) => `${file}#${p.path}: ${p.message}`);
}

/** True for a whole effective config (its `modules` is the object of every module): taken as it is, no module file merged. */
export function isEffectiveConfig(json: unknown): boolean {
  const modules = (json as Json | null)?.modules;
  return typeof modules === 'object' && modules !== null && !Array.isArray(modules);
}

/** The paths a screen answers (list path, record path, form paths), with their pointers inside the screen. */
function screenPaths(screen: Json): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (typeof screen.path === 'string') out.push(['/path', screen.path]);
  if (typeof screen.recordPath === 'string') out.push(['/recordPath', screen.recordPath]);
  const paths = (screen.paths ?? {}) as Json;
  for (const key of ['create', 'edit', 'view'] as const) if (typeof paths[key] === 'string') out.push([`/paths/${key}`, paths[key] as string]);
  ((paths.createWith ?? []) as string[]).forEach((path, i) => out.push([`/paths/createWith/${i}`, path]));
  return out;
}

const quoted = (names: Iterable<string>) => [...names].map((n) => `'${n}'`).join(', ');

/** Merges `root` with `modules` (any order: the root's `moduleOrder` first, then by name). */
export function mergeScreenConfig(root: ConfigFile, modules: readonly ModuleConfigFile[]): MergedScreenConfig {
  if (isEffectiveConfig(root.json)) return { config: root.json as Json, problems: [], origin: (path) => path };
  const problems = [rootProblem(root), ...modules.map((m) => shapeProblems(moduleConfigSchema, m))].flat();
  const fallback = (path: string) => `${root.file}#${path}`;
  if (problems.length) return { problems, origin: fallback };

  const rootJson = root.json as RootFile;
  const byName = new Map(modules.map((m) => [m.module, m]));
  const order = rootJson.moduleOrder ?? [];
  order.forEach((name, i) => {
    if (!byName.has(name))
      problems.push(`${root.file}#/moduleOrder/${i}: el módulo '${name}' no tiene ${name}.config.json; quítelo de la lista o cree el archivo`);
  });
  const ordered = [
    ...order.flatMap((name) => byName.get(name) ?? []),
    ...modules.filter((m) => !order.includes(m.module)).sort((a, b) => a.module.localeCompare(b.module)),
  ];

  // Where each path prefix of the merged config came from, longest prefix first when resolved.
  const sources = new Map<string, string>();
  const origin = (path: string) => {
    for (let at = path; at; at = at.slice(0, Math.max(0, at.lastIndexOf('/')))) {
      const source = sources.get(at);
      if (source !== undefined) return `${source}${path.slice(at.length)}`;
    }
    return fallback(path);
  };

  const moduleEntries: Record<string, unknown> = {};
  const screens: Json[] = [];
  const screenAt = new Map<string, string>();
  const pathAt = new Map<string, string>();
  const addScreens = (file: string, list: readonly Json[] = []) =>
    list.forEach((screen, i) => {
      const at = `${file}#/screens/${i}`;
      const id = screen.id as string | undefined;
      if (id !== undefined) {
        const first = screenAt.get(id);
        if (first) problems.push(`${at}/id: la pantalla '${id}' ya está en ${first}; use otro id`);
        else screenAt.set(id, at);
      }
      for (const [pointer, path] of screenPaths(screen)) {
        const first = pathAt.get(path);
        if (first) problems.push(`${at}${pointer}: la ruta ${path} ya está en ${first}; use otra ruta`);
        else pathAt.set(path, `${at}${pointer}`);
      }
      sources.set(`/screens/${screens.length}`, at);
      screens.push(screen);
    });
  addScreens(root.file, rootJson.screens);

  const links: Record<string, Json> = {};
  const linkAt = new Map<string, string>();
  for (const { module, file, json } of ordered) {
    const part = json as ModuleFile;
    // A folder without `module` has no generic API (its screens are custom, over tables of their own).
    if (part.module !== undefined) {
      moduleEntries[module] = part.module;
      sources.set(`/modules/${module}`, `${file}#/module`);
    }
    addScreens(file, part.screens);
    for (const [kind, link] of Object.entries(part.links ?? {})) {
      const first = linkAt.get(kind);
      if (first) problems.push(`${file}#/links/${kind}: el tipo de vínculo '${kind}' ya está en ${first}; use otro nombre`);
      else linkAt.set(kind, `${file}#/links/${kind}`);
      sources.set(`/links/${kind}`, `${file}#/links/${kind}`);
      links[kind] = link;
    }
  }

  const menu = mergeMenu(root, rootJson.menu, ordered, problems, sources);
  if (problems.length) return { problems, origin };
  const config: Json = {
    version: rootJson.version,
    defaultRoute: rootJson.defaultRoute,
    session: rootJson.session,
    ...(rootJson.company ? { company: rootJson.company } : {}),
    ...(rootJson.home ? { home: rootJson.home } : {}),
    notifications: rootJson.notifications,
    modules: moduleEntries,
    screens,
    ...(Object.keys(links).length ? { links } : {}),
    menu,
  };
  return { config, problems, origin };
}

function rootProblem(root: ConfigFile): string[] {
  return shapeProblems(rootConfigSchema, root);
}

/**
 * The merged menu: the root's items in order, a group `{label, icon, group}` filled with the
 * module entries naming it (module order, then entry order; an empty group is left out), a
 * `{module}` item replaced by that module's top-level entries; top-level entries of a module the
 * root does not place go last.
 */
function mergeMenu(root: ConfigFile, items: readonly MenuItem[], modules: readonly ModuleConfigFile[], problems: string[], sources: Map<string, string>) {
  const groups = new Map<string, Array<{ entry: Json; at: string }>>();
  const placed = new Set<string>();
  items.forEach((item, i) => {
    const key = item.group ?? item.module;
    if (key === undefined) return;
    const seen = item.group !== undefined ? groups.has(key) : placed.has(key);
    if (seen) problems.push(`${root.file}#/menu/${i}: ${item.group !== undefined ? `el grupo '${key}'` : `el módulo '${key}'`} ya está en el menú; quite uno`);
    if (item.group !== undefined) groups.set(key, []);
    else placed.add(key);
  });
  const known = new Set(modules.map((m) => m.module));
  items.forEach((item, i) => {
    if (item.module !== undefined && !known.has(item.module))
      problems.push(`${root.file}#/menu/${i}/module: el módulo '${item.module}' no tiene ${item.module}.config.json; quítelo del menú o cree el archivo`);
  });

  const topLevel = new Map<string, Array<{ entry: Json; at: string }>>();
  for (const { module, file, json } of modules) {
    ((json as ModuleFile).menu ?? []).forEach(({ group, ...entry }, i) => {
      const at = `${file}#/menu/${i}`;
      if (group === undefined) topLevel.set(module, [...(topLevel.get(module) ?? []), { entry, at }]);
      else if (groups.has(group)) groups.get(group)!.push({ entry, at });
      else
        problems.push(
          `${at}/group: el grupo '${group}' no está en el menú de ${root.file}; use uno de ${quoted(groups.keys()) || 'sus grupos'} o quite "group"`,
        );
    });
  }

  const menu: Json[] = [];
  const add = ({ entry, at }: { entry: Json; at: string }) => {
    sources.set(`/menu/${menu.length}`, at);
    menu.push(entry);
  };
  items.forEach((item, i) => {
    const at = `${root.file}#/menu/${i}`;
    if (item.module !== undefined) (topLevel.get(item.module) ?? []).forEach(add);
    else if (item.group !== undefined) {
      const children = groups.get(item.group) ?? [];
      if (!children.length) return;
      children.forEach((child, j) => sources.set(`/menu/${menu.length}/children/${j}`, child.at));
      const { group: _group, ...entry } = item;
      add({ entry: { ...entry, children: children.map((c) => c.entry) }, at });
    } else add({ entry: item, at });
  });
  for (const { module } of modules) if (!placed.has(module)) (topLevel.get(module) ?? []).forEach(add);
  return menu;
}
