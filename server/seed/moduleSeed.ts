/**
 * A module's demo data: `schemas/<m>/<m>.seed.ts` exports `seed`, written on a first demo start
 * (never in production) after the demo users, through the module's write like a user's save.
 * Discovered in the registry's module folders like `<m>.rules.ts`; a seed runs after the seeds of
 * the modules it names in `after` (contacts need their accounts), in the registry's order otherwise.
 */
import type { Kysely } from 'kysely';
import type { RegisteredModule, SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import type { Database } from '../db/schema';
import { importModuleFiles, type ModuleFolder } from '../registry/moduleFileImport';
import { demoUsers } from './demoUsers';

export interface SeedContext {
  readonly db: Kysely<Database>;
  readonly registry: SchemaRegistry;
  /** The module being seeded. */
  readonly module: RegisteredModule;
  /** Who writes the demo records (the demo administrator). */
  readonly author: RequestUser;
  /** Every demo user's permissions (demoUsers.ts and the seeds' `grants`): the permission module's seed stores them. */
  readonly grants: readonly DemoGrant[];
}

/** A demo user's permission on an area (a permission record of the demo user's staff contact). */
export interface DemoGrant {
  readonly username: string;
  readonly area: string;
  readonly escritura: boolean;
  /** Area flags it holds (SGC-56 `prepara`…, SEV-03). */
  readonly flags?: readonly string[];
}

/** The demo users' own permissions (demoUsers.ts) followed by those the module seeds grant. */
export function demoGrants(seedGrants: readonly DemoGrant[]): DemoGrant[] {
  return [...demoUsers.flatMap((user) => user.permissions.map((p) => ({ username: user.username, ...p }))), ...seedGrants];
}

export interface ModuleSeed {
  /** Modules whose demo records this module's refer to: their seeds run first (one that is not there is skipped). */
  readonly after?: readonly string[];
  /** Permissions on the module's areas that demo users hold. */
  readonly grants?: readonly DemoGrant[];
  /** Writes the module's demo records. */
  run(context: SeedContext): Promise<void>;
}

export interface LoadedSeed {
  readonly module: string;
  readonly seed: ModuleSeed;
}

/**
 * The seeds in the order they run: each after those it names in `after` (modules without a seed or
 * not loaded impose nothing), otherwise in the given order. A cycle throws, naming the files and the fix.
 */
export function seedOrder(seeds: readonly LoadedSeed[]): LoadedSeed[] {
  const byModule = new Map(seeds.map((s) => [s.module, s]));
  const ordered: LoadedSeed[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (entry: LoadedSeed, path: readonly string[]) => {
    if (state.get(entry.module) === 'done') return;
    if (state.get(entry.module) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(entry.module)), entry.module];
      throw new Error(`schemas/${entry.module}/${entry.module}.seed.ts: 'after' forma un ciclo (${cycle.join(' → ')}); quite una de esas dependencias`);
    }
    state.set(entry.module, 'visiting');
    for (const name of entry.seed.after ?? []) {
      const first = byModule.get(name);
      if (first) visit(first, [...path, entry.module]);
    }
    state.set(entry.module, 'done');
    ordered.push(entry);
  };
  for (const entry of seeds) visit(entry, []);
  return ordered;
}

/** The demo seeds of the registry's module folders (`<m>.seed.ts`), in the order they run. */
export async function loadModuleSeeds(modules: readonly ModuleFolder[]): Promise<LoadedSeed[]> {
  return seedOrder((await importModuleFiles<ModuleSeed>(modules, 'seed.ts', 'seed')).map(({ module, value }) => ({ module, seed: value })));
}
