/** Which chunks a client route's page preloads (issue 9): its screen, its kind's chunk, its module's definition. */
import { describe, expect, it } from 'vitest';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { moduleChunkFiles, preloadFiles, screenAt, screenModules, screenSources, withPreloads, type BuildManifest } from './routePreloads';

const config = {
  screens: [
    { id: 'bancos', kind: 'list', module: 'banco', path: '/herramientas/abm/bancos', recordPath: '/herramientas/abm/bancos/:id' },
    { id: 'banco', kind: 'form', module: 'banco', paths: { create: '/herramientas/abm/bancos/nuevo', edit: '/herramientas/abm/bancos/editar/:id' } },
    { id: 'inicio', kind: 'custom', component: 'Inicio', path: '/inicio' },
    { id: 'combos', kind: 'custom', component: 'CombosTodos', path: '/admin/combos' },
    { id: 'expirado', kind: 'custom', component: 'Expirado', path: '/expirado' },
  ],
  modules: { banco: { list: { filters: [] } }, cuenta: { list: { filters: [] } } },
  links: {},
} as unknown as ScreensConfig;

const definitions: Record<string, { name: string; schema: object; ui: object }> = {
  banco: { name: 'banco', schema: { properties: {} }, ui: { 'ui:tabs': [{ title: 'Cuentas', related: { module: 'cuenta', field: 'banco' } }] } },
  cuenta: { name: 'cuenta', schema: { properties: {} }, ui: {} },
};
const registry = { has: (name: string) => name in definitions, get: (name: string) => definitions[name] as never };

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js', name: 'shared' },
  '_helpers-1.js': { file: 'assets/helpers-1.js', name: 'helpers', imports: ['_shared-1.js'] },
  '../engine/react/list/ListScreen.tsx': {
    file: 'assets/ListScreen-1.js',
    src: '../engine/react/list/ListScreen.tsx',
    imports: ['_helpers-1.js', 'index.html'],
  },
  '../engine/react/form/FormScreen.tsx': { file: 'assets/FormScreen-1.js', src: '../engine/react/form/FormScreen.tsx', imports: ['_helpers-1.js'] },
  'modules/registerWidgets.ts': { file: 'assets/registerWidgets-1.js', src: 'modules/registerWidgets.ts', imports: ['_helpers-1.js'] },
  'screens/Inicio.tsx': { file: 'assets/Inicio-1.js', src: 'screens/Inicio.tsx', imports: ['index.html'] },
  '../schemas/valorcombo/screens/CombosTodos.tsx': { file: 'assets/CombosTodos-1.js', src: '../schemas/valorcombo/screens/CombosTodos.tsx' },
  '../engine/core/trustedSchemaRegistry.ts': { file: 'assets/registry-1.js', src: '../engine/core/trustedSchemaRegistry.ts' },
  // A module's loader file is its chunk, with its JSON files and rules (scripts/moduleLoaderFiles.ts).
  'generated/modules/banco.js': { file: 'assets/banco-1.js', src: 'generated/modules/banco.js', imports: ['_helpers-1.js', 'index.html'] },
  'generated/modules/cuenta.js': { file: 'assets/cuenta-1.js', src: 'generated/modules/cuenta.js', imports: ['index.html'] },
};

describe('route preloads', () => {
  it('finds the screen of a path: list, its record path, the form by its literal segment before a parameter; none for others', () => {
    expect(screenAt(config, '/herramientas/abm/bancos')?.id).toBe('bancos');
    expect(screenAt(config, '/herramientas/abm/bancos/')?.id).toBe('bancos');
    expect(screenAt(config, '/herramientas/abm/bancos/12')?.id).toBe('bancos');
    expect(screenAt(config, '/herramientas/abm/bancos/nuevo')?.id).toBe('banco');
    expect(screenAt(config, '/herramientas/abm/bancos/editar/3')?.id).toBe('banco');
    expect(screenAt(config, '/otra/cosa')).toBeNull();
  });

  it("a list preloads its kind's chunk, the registry and the definitions of its module and of those its screens show, with their imports, not the entry's", () => {
    const sources = screenSources(config, registry, config.screens[0]);
    expect(sources).toContain('app/generated/modules/cuenta.js');
    expect(preloadFiles(manifest, sources).sort()).toEqual(
      ['/assets/ListScreen-1.js', '/assets/helpers-1.js', '/assets/registry-1.js', '/assets/banco-1.js', '/assets/cuenta-1.js'].sort(),
    );
    expect(preloadFiles(manifest, screenSources(config, registry, config.screens[1]))).toEqual(
      expect.arrayContaining(['/assets/FormScreen-1.js', '/assets/registerWidgets-1.js']),
    );
  });

  it("a custom screen preloads its component's file: the app's own alone, a module folder's with the widgets it waits for; one the build does not split, nothing", () => {
    expect(preloadFiles(manifest, screenSources(config, registry, config.screens[2]))).toEqual(['/assets/Inicio-1.js']);
    expect(preloadFiles(manifest, screenSources(config, registry, config.screens[3])).sort()).toEqual(
      ['/assets/CombosTodos-1.js', '/assets/registerWidgets-1.js', '/assets/helpers-1.js'].sort(),
    );
    expect(preloadFiles(manifest, screenSources(config, registry, config.screens[4]))).toEqual([]);
  });

  it('adds the links at the end of the head, and leaves a page without preloads as it is', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withPreloads(html, ['/assets/a.js'])).toBe(
      '<html><head><title>x</title>    <link rel="modulepreload" crossorigin href="/assets/a.js">\n</head><body></body></html>',
    );
    expect(withPreloads(html, [])).toBe(html);
  });

  it("names each module's chunk on its link, so that the browser imports the module from the page and the entry holds no list of modules (decision 168)", () => {
    expect(screenModules(config, registry, config.screens[0]).sort()).toEqual(['banco', 'cuenta']);
    expect(screenModules(config, registry, config.screens[2])).toEqual([]);
    const modules = moduleChunkFiles(manifest, ['banco', 'cuenta', 'nadie']);
    expect([...modules]).toEqual([
      ['/assets/banco-1.js', 'banco'],
      ['/assets/cuenta-1.js', 'cuenta'],
    ]);
    const html = '<html><head></head><body></body></html>';
    expect(withPreloads(html, ['/assets/ListScreen-1.js', '/assets/banco-1.js'], modules)).toBe(
      '<html><head>    <link rel="modulepreload" crossorigin href="/assets/ListScreen-1.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/banco-1.js" data-modulo="banco">\n</head><body></body></html>',
    );
  });
});
