import { describe, expect, it } from 'vitest';
import type { ScreensConfig } from '../../core/screenConfig';
import { buildScreenRoutes } from './buildScreenRoutes';
import { ScreenRegistry } from './screenRegistry';

const Home = () => null;
const config = {
  defaultRoute: '/inicio',
  modules: {},
  screens: [
    { id: 'inicio', kind: 'custom', path: '/inicio', component: 'Inicio', title: 'Inicio' },
    { id: 'x', kind: 'custom', path: '/x', component: 'NoRegistrada', title: 'X' },
  ],
} as unknown as ScreensConfig;

describe('screen registry', () => {
  it('registering a name twice throws', () => {
    const registry = new ScreenRegistry();
    registry.register('Inicio', Home);
    expect(() => registry.register('Inicio', Home)).toThrow("La pantalla 'Inicio' ya está registrada");
  });

  it('an unknown component throws naming the config path that references it', () => {
    const registry = new ScreenRegistry();
    registry.register('Inicio', Home);
    expect(() => buildScreenRoutes(config, registry)).toThrow("La pantalla 'NoRegistrada' referenciada en /screens/1/component no está registrada");
  });

  it('builds one route per list/custom screen and two per form', () => {
    const registry = new ScreenRegistry();
    registry.register('Inicio', Home);
    const withForm = {
      ...config,
      screens: [
        config.screens[0],
        { id: 'f', kind: 'form', module: 'banco', title: 'Banco', paths: { create: '/b/nuevo', edit: '/b/editar/:id' }, afterSave: {} },
        { id: 'p', kind: 'custom', path: '/publica', component: 'Inicio', title: 'P', public: true },
      ],
    } as unknown as ScreensConfig;
    expect(buildScreenRoutes(withForm, registry).map((r) => [r.path, r.public])).toEqual([
      ['/inicio', false],
      ['/b/nuevo', false],
      ['/b/editar/:id', false],
      ['/publica', true],
    ]);
  });

  it('a form with paths.view (soloVer) gets a third route', () => {
    const registry = new ScreenRegistry();
    const withView = {
      ...config,
      screens: [
        { id: 'f', kind: 'form', module: 'banco', title: 'Banco', paths: { create: '/b/nuevo', edit: '/b/editar/:id', view: '/b/ver/:id' }, afterSave: {} },
      ],
    } as unknown as ScreensConfig;
    expect(buildScreenRoutes(withView, registry).map((r) => r.path)).toEqual(['/b/nuevo', '/b/editar/:id', '/b/ver/:id']);
  });
});
