/**
 * Where the browser finds a module's loader file (app/generated/modules/<m>.js, written by
 * scripts/moduleLoaderFiles.ts): from the URL the page names on the module's preload link
 * (server/client/routePreloads.ts, engine/core/moduleLink.ts) for the modules of the first
 * screen, else from the map of every module (moduleMap.ts), a chunk of its own. The entry holds no
 * per-module list, so the first screen's bytes do not grow with the modules (decision 168).
 */
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { CatalogueEntry } from '../../engine/core/messages';
import { moduleLinkSelector } from '../../engine/core/moduleLink';
import type { ModuleSchema } from '../../engine/core/trustedSchemaRegistry';
import type { RuleDefinition } from '../../engine/core/validators';

/** What a module's loader file exports: its definition's files and a loader of its compiled validators. */
export interface ModuleLoaderFile {
  readonly schema: ModuleSchema;
  readonly ui?: Record<string, unknown>;
  readonly messages?: Record<string, CatalogueEntry>;
  readonly rules?: RuleDefinition[];
  readonly validators: () => Promise<ValidatorFunctions>;
}

/** A module's loader file by module name; undefined for a name no module folder has. */
export type FindModuleLoaderFile = (name: string) => Promise<ModuleLoaderFile | undefined>;

/** The two ways to a loader file. */
export interface LoaderFileWays {
  /** The URL the page names for module `name`'s loader file, or null. */
  readonly linked: (name: string) => string | null;
  /** Imports a loader file by its URL. */
  readonly importUrl: (url: string) => Promise<ModuleLoaderFile>;
  /** The map of every module's loader file (downloaded once). */
  readonly map: () => Promise<ReadonlyMap<string, () => Promise<ModuleLoaderFile>>>;
}

/**
 * Finds loader files the page's way first, the map's otherwise. A failed download is not kept:
 * the next call tries again (the browser was offline).
 */
export function findLoaderFiles(ways: LoaderFileWays): FindModuleLoaderFile {
  let map: Promise<ReadonlyMap<string, () => Promise<ModuleLoaderFile>>> | null = null;
  const fromMap = () =>
    (map ??= ways.map().catch((error: unknown) => {
      map = null;
      throw error;
    }));
  return async (name) => {
    const url = ways.linked(name);
    if (url) return ways.importUrl(url);
    return (await fromMap()).get(name)?.();
  };
}

/** The URL of module `name`'s loader file as this page names it (its chunk's preload link), or null. */
export function pageLink(name: string): string | null {
  const selector = moduleLinkSelector(name);
  return (selector && typeof document !== 'undefined' && document.querySelector<HTMLLinkElement>(selector)?.href) || null;
}

/** The app's loader files: the page's links, then the map. */
export const appLoaderFile: FindModuleLoaderFile = findLoaderFiles({
  linked: pageLink,
  importUrl: (url) => import(/* @vite-ignore */ url) as Promise<ModuleLoaderFile>,
  map: () => import('./moduleMap').then((m) => m.moduleLoaderFiles),
});
