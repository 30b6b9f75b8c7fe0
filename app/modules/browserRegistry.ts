/**
 * The schema registry in the browser, filled as screens open. The entry holds no list of the
 * modules: a module's definition, with what its rules import, comes from its loader file
 * (moduleLoaderFiles.ts: the URL the page names for the first screen's modules, else the map of
 * every module, decision 168) when its first screen opens (or is prefetched), together with those
 * of the modules that screen shows (engine/core/moduleDependencies.ts); the registry code itself
 * downloads with the first module. It is TrustedSchemaRegistry, without the checks of the files:
 * they passed them at the server's start-up and in the build. A module's three JSON files and its
 * loader file share one chunk (vite.config.ts).
 * The menu, the routes, the guards and the link kinds read only the screen config; a module's load
 * also waits for its whole screen config when the session's start outlined it (decision 169).
 */
import { moduleDependencies } from '../../engine/core/moduleDependencies';
import { markFulfilled } from './markFulfilled';
import type { ModuleDefinition, ModuleRegistry, RegisteredModule, TrustedSchemaRegistry } from '../../engine/core/trustedSchemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { ValidatorRegistry } from '../../engine/core/validators';
import { appLoaderFile } from './moduleLoaderFiles';
import { moduleDefinition } from './moduleFiles';

/** A module's definition by name, downloaded when asked for; undefined for a name no module folder has. */
export type ModuleSource = (name: string) => Promise<ModuleDefinition | undefined>;

/** The app's modules: each from its loader file (the page's link, else the map of every module). */
export const appModuleSource: ModuleSource = async (name) => {
  const file = await appLoaderFile(name);
  return file && moduleDefinition(name, { schema: file.schema, ui: file.ui, messages: file.messages, rules: { rules: file.rules } });
};

/** A new, empty registry (the registry code downloads with the first module). */
async function newRegistry(): Promise<TrustedSchemaRegistry> {
  const [{ TrustedSchemaRegistry }, { ValidatorRegistry }] = await Promise.all([
    import('../../engine/core/trustedSchemaRegistry'),
    import('../../engine/core/validators'),
  ]);
  return new TrustedSchemaRegistry(new ValidatorRegistry());
}

/**
 * Caches a promise by key; a rejected one is forgotten, so the next call retries (a download failed
 * offline). Once resolved it is marked fulfilled, the way React's `use` records a promise it has
 * read, so that a component handed it later renders at once instead of suspending for a tick.
 */
function once<T>(cache: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    const started: Promise<T> = start().then(
      (value) => {
        markFulfilled(started, value);
        return value;
      },
      (error: unknown) => {
        cache.delete(key);
        throw error;
      },
    );
    promise = started;
    cache.set(key, promise);
  }
  return promise;
}

/** The registry of the modules loaded so far, and their loading (`Engine.registry` and `Engine.loadModule`). */
export class BrowserModules implements ModuleRegistry {
  private registry: TrustedSchemaRegistry | null = null;
  private readonly registering = new Map<string, Promise<TrustedSchemaRegistry>>();
  private readonly definitions = new Map<string, Promise<ModuleDefinition | undefined>>();
  private readonly loads = new Map<string, Promise<void>>();
  /** Modules loaded with every module their screens show. */
  private readonly complete = new Set<string>();

  /**
   * `describe` brings the screen config of the modules of a registry name when the session's start
   * outlined them (GrowingScreenConfig.loadSchema, decision 169): null when it is there. A module's
   * load waits for it too, so that what its screens read of the config is whole once it is in.
   */
  constructor(
    private readonly config: Pick<ScreensConfig, 'modules' | 'links'>,
    private readonly source: ModuleSource = appModuleSource,
    private readonly describe: (name: string) => Promise<void> | null = () => null,
  ) {}

  get(name: string): RegisteredModule {
    if (!this.registry?.has(name)) throw new Error(`El módulo '${name}' no está cargado`);
    return this.registry.get(name);
  }

  has(name: string): boolean {
    return this.registry?.has(name) ?? false;
  }

  get validators(): ValidatorRegistry {
    if (!this.registry) throw new Error('Ningún módulo está cargado');
    return this.registry.validators;
  }

  /**
   * Loads module `name` and those its screens show (their own included, transitively): the same
   * promise on every call, marked fulfilled once they are in, so React's `use` reads it without
   * suspending (a module that came in with another's load gets one already fulfilled). A name no
   * module folder has loads nothing (`get` then says so).
   */
  readonly load = (name: string): Promise<void> => {
    if (this.complete.has(name) && !this.loads.has(name)) this.loads.set(name, markFulfilled(Promise.resolve(), undefined));
    return once(this.loads, name, () => this.loadWithDependencies(name));
  };

  private async loadWithDependencies(name: string): Promise<void> {
    const seen = new Set<string>();
    for (let batch = [name]; batch.length;) {
      for (const module of batch) seen.add(module);
      const defs = await Promise.all(batch.map(async (module) => (await Promise.all([this.define(module), this.describe(module)]))[0]));
      batch = [...new Set(defs.flatMap((def) => (def ? moduleDependencies(def, this.config) : [])))].filter((module) => !seen.has(module));
    }
    // Each module seen had its own dependencies followed: all of them are complete now.
    for (const module of seen) this.complete.add(module);
  }

  /** Downloads one module's files and registers it (once); undefined for a name no module folder has. */
  private define(name: string): Promise<ModuleDefinition | undefined> {
    return once(this.definitions, name, async () => {
      const [registry, def] = await Promise.all([once(this.registering, '', newRegistry), this.source(name)]);
      if (!def) return undefined;
      if (!registry.has(name)) registry.add(def);
      this.registry = registry;
      return def;
    });
  }
}
