/**
 * The schema registry in the browser, filled as screens open. The entry holds only a
 * manifest: for each module folder under schemas/ (found by `import.meta.glob`, so adding a module
 * folder needs no client code change), the loaders of its `.schema.json`, `.ui.json`,
 * `.messages.json` and `.rules.ts`. A module's definition, with what its rules import, downloads
 * when its first screen opens (or is prefetched), together with those of the modules that screen
 * shows (engine/core/moduleDependencies.ts); the registry code itself downloads with the first
 * module. It is TrustedSchemaRegistry, without the checks of the files: they passed them at the
 * server's start-up and in the build. A module's three JSON files share one chunk (vite.config.ts).
 * The menu, the routes, the guards and the link kinds read only the screen config.
 */
import type { CatalogueEntry } from '../../engine/core/messages';
import { moduleDependencies } from '../../engine/core/moduleDependencies';
import type { ModuleDefinition, ModuleRegistry, ModuleSchema, RegisteredModule, TrustedSchemaRegistry } from '../../engine/core/trustedSchemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { RuleDefinition, ValidatorRegistry } from '../../engine/core/validators';
import { byModule, moduleDefinition } from './moduleFiles';

type Load<T> = () => Promise<T>;

/** A module's file loaders. */
export interface ModuleFileLoaders {
  readonly schema: Load<ModuleSchema>;
  readonly ui?: Load<Record<string, unknown>>;
  readonly messages?: Load<Record<string, CatalogueEntry>>;
  readonly rules?: Load<{ rules?: RuleDefinition[] }>;
}

/** Lazy globs of module folders' files (path → loader). */
export interface ModuleFileGlobs {
  readonly schemas: Record<string, Load<ModuleSchema>>;
  readonly uis: Record<string, Load<Record<string, unknown>>>;
  readonly messages: Record<string, Load<Record<string, CatalogueEntry>>>;
  readonly rules: Record<string, Load<{ rules?: RuleDefinition[] }>>;
}

/** A manifest from lazy globs: module name → its file loaders. */
export function manifestFrom(globs: ModuleFileGlobs): Map<string, ModuleFileLoaders> {
  const uis = byModule(globs.uis, '.ui.json');
  const messages = byModule(globs.messages, '.messages.json');
  const rules = byModule(globs.rules, '.rules.ts');
  return new Map(
    [...byModule(globs.schemas, '.schema.json')].map(([name, schema]) => [
      name,
      { schema, ui: uis.get(name), messages: messages.get(name), rules: rules.get(name) },
    ]),
  );
}

/** The manifest of the modules under schemas/. */
export function moduleManifest(): Map<string, ModuleFileLoaders> {
  return manifestFrom({
    schemas: import.meta.glob<ModuleSchema>('../../schemas/*/*.schema.json', { import: 'default' }),
    uis: import.meta.glob<Record<string, unknown>>('../../schemas/*/*.ui.json', { import: 'default' }),
    messages: import.meta.glob<Record<string, CatalogueEntry>>('../../schemas/*/*.messages.json', { import: 'default' }),
    rules: import.meta.glob<{ rules?: RuleDefinition[] }>('../../schemas/*/*.rules.ts'),
  });
}

/** Loads a module's definition from its files. */
async function loadDefinition(name: string, files: ModuleFileLoaders): Promise<ModuleDefinition> {
  const [schema, ui, messages, rules] = await Promise.all([files.schema(), files.ui?.(), files.messages?.(), files.rules?.()]);
  return moduleDefinition(name, { schema, ui, messages, rules });
}

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
        Object.assign(started, { status: 'fulfilled', value });
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
  private readonly definitions = new Map<string, Promise<ModuleDefinition>>();
  private readonly loads = new Map<string, Promise<void>>();
  /** Modules loaded with every module their screens show. */
  private readonly complete = new Set<string>();

  constructor(
    private readonly config: Pick<ScreensConfig, 'modules' | 'links'>,
    private readonly manifest: ReadonlyMap<string, ModuleFileLoaders> = moduleManifest(),
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

  /** The module names of the manifest. */
  names(): string[] {
    return [...this.manifest.keys()];
  }

  /**
   * Loads module `name` and those its screens show (their own included, transitively): the same
   * promise on every call, marked fulfilled once they are in, so React's `use` reads it without
   * suspending (a module that came in with another's load gets one already fulfilled); null for a
   * name the manifest does not hold (`get` then says so).
   */
  readonly load = (name: string): Promise<void> | null => {
    if (!this.manifest.has(name)) return null;
    if (this.complete.has(name) && !this.loads.has(name)) this.loads.set(name, Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined }));
    return once(this.loads, name, () => this.loadWithDependencies(name));
  };

  private async loadWithDependencies(name: string): Promise<void> {
    const seen = new Set<string>();
    for (let batch = [name]; batch.length;) {
      for (const module of batch) seen.add(module);
      const defs = await Promise.all(batch.map((module) => this.define(module)));
      batch = [...new Set(defs.flatMap((def) => moduleDependencies(def, this.config)))].filter((module) => !seen.has(module) && this.manifest.has(module));
    }
    // Each module seen had its own dependencies followed: all of them are complete now.
    for (const module of seen) this.complete.add(module);
  }

  /** Downloads one module's files and registers it (once). */
  private define(name: string): Promise<ModuleDefinition> {
    return once(this.definitions, name, async () => {
      const [registry, def] = await Promise.all([once(this.registering, '', newRegistry), loadDefinition(name, this.manifest.get(name)!)]);
      if (!registry.has(name)) registry.add(def);
      this.registry = registry;
      return def;
    });
  }
}
