import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../../engine/core/messages';
import { moduleDependencies } from '../../engine/core/moduleDependencies';
import type { ModuleSchema } from '../../engine/core/schemaRegistry';
import type { RuleDefinition } from '../../engine/core/validators';
import { fixtureConfig } from '../../stories/support/fixtureRegistry';
import { shippedScreenConfig } from './eagerScreenConfig';
import { t } from '../../engine/core/messages';
import { BrowserModules } from './browserRegistry';
import { manifestFrom, manifestSource, moduleManifest, type ModuleFileLoaders } from './folderModules';
import { appLoaderFile } from './moduleLoaderFiles';
import { everyModuleDefinition, everyModuleRegistry } from './eagerModules';

const config = shippedScreenConfig();

/** The shipped modules and the engine's fixture modules (prueba shows pruebanota in a tab, links to others). */
const withFixtures = () =>
  new Map([
    ...moduleManifest(),
    ...manifestFrom({
      schemas: import.meta.glob<ModuleSchema>('../../tests/fixtures/modules/*/*.schema.json', { import: 'default' }),
      uis: import.meta.glob<Record<string, unknown>>('../../tests/fixtures/modules/*/*.ui.json', { import: 'default' }),
      messages: import.meta.glob<Record<string, CatalogueEntry>>('../../tests/fixtures/modules/*/*.messages.json', { import: 'default' }),
      rules: import.meta.glob<{ rules?: RuleDefinition[] }>('../../tests/fixtures/modules/*/*.rules.ts'),
    }),
  ]);

describe('browser module loading (issue 9: a module loads with its first screen)', () => {
  it("the app finds every schemas/<m>/ folder's loader file (decision 168); nothing is registered before a screen asks", async () => {
    for (const def of everyModuleDefinition()) {
      const file = await appLoaderFile(def.name);
      expect(file?.schema, def.name).toEqual(def.schema);
      expect(file?.rules ?? [], def.name).toEqual(def.rules);
      expect(typeof file?.validators, def.name).toBe('function');
    }
    expect(await appLoaderFile('nadie')).toBeUndefined();
    const modules = new BrowserModules(config);
    expect(modules.has('banco')).toBe(false);
    expect(() => modules.get('banco')).toThrow("El módulo 'banco' no está cargado");
    expect(() => modules.validators).toThrow('Ningún módulo está cargado');
  });

  it('BNK-07 loading a module registers its definition, rules and messages, and only what its screens show', async () => {
    const modules = new BrowserModules(config);
    const loading = modules.load('banco');
    expect(loading).toBe(modules.load('banco')); // one download, however many screens ask
    await loading;
    expect(modules.get('banco').labels.descripcion).toBe('Nombre');
    expect(modules.get('banco').ruleNames).toContain('banco.direccionElegida');
    expect(modules.validators.get('banco.direccionElegida')).toBeTruthy();
    expect(t('banco.listError')).toBe('Se produjo un error al listar los bancos.');
    expect(modules.load('banco')).toMatchObject({ status: 'fulfilled' }); // React's `use` reads it without suspending
    expect(modules.has('cuenta')).toBe(false);
    await modules.load('nadie'); // no such module folder: nothing registered, `get` says so
    expect(() => modules.get('nadie')).toThrow("El módulo 'nadie' no está cargado");
  });

  it("a module's load brings the modules its screens show: related tabs, link dialogs, link filters (transitively)", async () => {
    const fixtures = fixtureConfig();
    const modules = new BrowserModules(fixtures, manifestSource(withFixtures()));
    await modules.load('prueba');
    const prueba = modules.get('prueba');
    const direct = moduleDependencies(prueba, fixtures);
    expect(direct).toEqual(expect.arrayContaining(['pruebacontacto', 'pruebanota']));
    for (const name of direct) {
      expect(modules.has(name), name).toBe(true);
      expect(modules.load(name), name).toMatchObject({ status: 'fulfilled' }); // came in with prueba: nothing to wait for
      for (const next of moduleDependencies(modules.get(name), fixtures)) expect(modules.has(next), `${name} → ${next}`).toBe(true);
    }
    expect(modules.has('banco')).toBe(false);
  });

  it('a failed download is retried by the next load (offline for a moment)', async () => {
    const real = moduleManifest().get('nota')!;
    let fail = true;
    const flaky: ModuleFileLoaders = { ...real, schema: () => (fail ? Promise.reject(new Error('Failed to fetch')) : real.schema()) };
    const modules = new BrowserModules(config, manifestSource(new Map([['nota', flaky]])));
    await expect(modules.load('nota')).rejects.toThrow('Failed to fetch');
    fail = false;
    await modules.load('nota');
    expect(modules.get('nota').name).toBe('nota');
  });

  it('every module at once, for stories and tests (eagerModules)', () => {
    const banco = everyModuleDefinition().find((d) => d.name === 'banco');
    expect(banco?.schema.title).toBe('Banco');
    expect(banco?.ui['ui:layout']).toBeTruthy();
    expect(everyModuleRegistry()).toBe(everyModuleRegistry());
  });
});
