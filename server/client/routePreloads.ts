/**
 * The page of a client route names the code its screen needs: index.html gets one
 * `<link rel="modulepreload">` per chunk of the route's screen kind (list, form and its widgets)
 * and of its module's definition (the module, the modules its screens show, their rules and the
 * registry code), so the browser downloads them beside the entry instead of after the entry, the
 * session call and the router have run. Which chunks: the build's manifest (`.vite/manifest.json`,
 * vite.config.ts `build.manifest`), minus what the entry already loads (Vite preloads those).
 * The link of each module's chunk names the module (`data-modulo`, engine/core/moduleLink.ts): the
 * browser imports the module's loader file from that URL, so the entry needs no list of the
 * modules (decision 168). No inline script: the strict CSP stays as it is. A path that is no
 * screen's gets index.html as built.
 */
import { moduleLinkAttribute } from '../../engine/core/moduleLink';
import type { ModuleRegistry } from '../../engine/core/trustedSchemaRegistry';
import { moduleDependencies } from '../../engine/core/moduleDependencies';
import { screenAtPath } from '../../engine/core/screenAtPath';
import type { ScreenConfig, ScreensConfig } from '../../engine/core/screenConfig';

/** One chunk of Vite's build manifest (keys are source paths relative to the client root `app/`, or `_name.js` for shared chunks). */
export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** The screen kinds' sources (relative to the repository), as engine/react/loading/lazyScreens.ts imports them. */
const KIND_SOURCES: Readonly<Record<string, readonly string[]>> = {
  // The list screen's code is one named chunk (vite.config.ts groups it with what it imports), which the manifest lists by name.
  list: ['engine/react/list/ListScreen.tsx', 'chunk:ListScreen'],
  form: ['engine/react/form/FormScreen.tsx', 'app/modules/registerWidgets.ts'],
};

/** The registry code the first module brings (app/modules/browserRegistry.ts `newRegistry`). */
const REGISTRY_SOURCES = ['engine/core/trustedSchemaRegistry.ts', 'engine/core/validators.ts'];

/** The screen a browser path opens, or null. */
export function screenAt(config: ScreensConfig, pathname: string): ScreenConfig | null {
  return screenAtPath(config, pathname)?.screen ?? null;
}

/** A module's loader file (scripts/moduleLoaderFiles.ts), relative to the repository. */
export const moduleLoaderSource = (module: string) => `app/generated/modules/${module}.js`;

/** The registry names of the modules `screen` shows before it draws: its own and, transitively, those its screens show (as BrowserModules loads them). */
export function screenModules(config: ScreensConfig, registry: Pick<ModuleRegistry, 'get' | 'has'>, screen: ScreenConfig): string[] {
  const module = 'module' in screen && screen.module ? (config.modules[screen.module]?.schema ?? screen.module) : null;
  const modules = new Set<string>();
  const stack = module ? [module] : [];
  while (stack.length) {
    const name = stack.pop()!;
    if (modules.has(name) || !registry.has(name)) continue;
    modules.add(name);
    stack.push(...moduleDependencies(registry.get(name), config));
  }
  return [...modules];
}

/** The source files (relative to the repository) that `screen` needs before it draws. */
export function screenSources(config: ScreensConfig, registry: Pick<ModuleRegistry, 'get' | 'has'>, screen: ScreenConfig): string[] {
  // A custom screen's component file: resolved against the build by preloadFiles (`screen:<Name>`).
  const kind = screen.kind === 'custom' ? [`screen:${screen.component}`] : (KIND_SOURCES[screen.kind] ?? []);
  const modules = screenModules(config, registry, screen);
  if (!modules.length) return [...kind];
  // A module's loader file is its chunk: its schema, ui schema, messages and rules (scripts/moduleLoaderFiles.ts).
  const files = modules.map(moduleLoaderSource);
  return [...kind, ...REGISTRY_SOURCES, ...files];
}

/**
 * The chunk files (URL paths) to preload for `sources`: source paths, `chunk:<name>` for a named chunk,
 * `screen:<Name>` for a custom screen's component (the app's own, app/screens/<Name>.tsx, or a module
 * folder's, schemas/<m>/screens/<Name>.tsx, with the widgets it waits for: app/modules/moduleScreens.ts);
 * each with its static imports, minus the entry's own.
 */
export function preloadFiles(manifest: BuildManifest, sources: readonly string[]): string[] {
  const closure = (keys: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...keys];
    while (stack.length) {
      const key = stack.pop()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  const keys = Object.keys(manifest);
  const keysOf = (source: string): string[] => {
    if (source.startsWith('chunk:')) return keys.filter((key) => !manifest[key].src && manifest[key].name === source.slice('chunk:'.length));
    if (!source.startsWith('screen:')) return [keyOf(source)];
    const name = source.slice('screen:'.length);
    if (manifest[keyOf(`app/screens/${name}.tsx`)]) return [keyOf(`app/screens/${name}.tsx`)];
    const moduleScreens = keys.filter((key) => key.startsWith('../schemas/') && key.endsWith(`/screens/${name}.tsx`));
    return moduleScreens.length ? [...moduleScreens, keyOf('app/modules/registerWidgets.ts')] : [];
  };
  const wanted = closure(sources.flatMap(keysOf).filter((key) => manifest[key] !== undefined));
  return [...new Set([...wanted].filter((key) => !entry.has(key)).map((key) => `/${manifest[key].file}`))];
}

/** The manifest's keys are relative to the client root (app/): `app/x` is `x`, any other source `../x`. */
const keyOf = (source: string) => (source.startsWith('app/') ? source.slice('app/'.length) : `../${source}`);

/** The chunk file (URL path) of each module's loader file in the build, by file: what the page's links name (`data-modulo`). */
export function moduleChunkFiles(manifest: BuildManifest, modules: readonly string[]): Map<string, string> {
  return new Map(
    modules.flatMap((module) => {
      const chunk = manifest[keyOf(moduleLoaderSource(module))];
      return chunk ? [[`/${chunk.file}`, module] as const] : [];
    }),
  );
}

/** index.html with a modulepreload link per file, at the end of its head; a module's chunk (`modules`: file → module) names its module. */
export function withPreloads(indexHtml: string, files: readonly string[], modules: ReadonlyMap<string, string> = new Map()): string {
  if (files.length === 0) return indexHtml;
  const links = files
    .map((file) => `    <link rel="modulepreload" crossorigin href="${file}"${modules.has(file) ? moduleLinkAttribute(modules.get(file)!) : ''}>\n`)
    .join('');
  return indexHtml.replace(/( *)<\/head>/, (_, indent: string) => `${links}${indent}</head>`);
}
