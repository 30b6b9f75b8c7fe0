/**
 * The screen config of the session's start (decision 169): the first screen's modules whole, the
 * others outlined, and the whole config grown into that same object later.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModuleConfig, ScreenConfig, ScreensConfig } from '../../engine/core/screenConfig';
import { screenAtPath } from '../../engine/core/screenAtPath';
import { growScreenConfig, outlinedScreenConfig } from '../../engine/core/sessionScreenConfig';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import { createRegistry } from '../registry/createRegistry';
import { describedModules, sessionConfig } from './sessionConfig';

let config: ScreensConfig;
let registry: SchemaRegistry;
beforeAll(async () => {
  ({ config, registry } = await createRegistry());
});

const screenAt = (path: string) => screenAtPath(config, path)!.screen;
const screenOf = (c: ScreensConfig, id: string) => c.screens.find((s) => s.id === id)!;
const outlineKeys = (screen: ScreenConfig) =>
  screen.kind === 'list'
    ? ['id', 'kind', 'module', 'path', ...('recordPath' in screen && screen.recordPath ? ['recordPath'] : [])].sort()
    : ['id', 'kind', 'module', 'paths'];

/** `config` with `count` more modules like the cards (own names, paths and menu entries): modules the bank list does not show. */
function withUnrelatedModules(count: number): ScreensConfig {
  const modules: Record<string, ModuleConfig> = { ...config.modules };
  const screens: ScreenConfig[] = [...config.screens];
  const menu = [...config.menu];
  for (let i = 0; i < count; i++) {
    const name = `otro${i}`;
    modules[name] = { ...config.modules.tarjeta, schema: name, title: `Otros ${i}` };
    for (const screen of config.screens.filter((s) => s.kind !== 'custom' && s.module === 'tarjeta')) {
      const renamed = JSON.parse(JSON.stringify(screen).replaceAll('tarjeta', name).replaceAll('/tarjetas', `/otros-${i}`)) as ScreenConfig;
      screens.push(renamed);
    }
    menu.push({ label: `Otros ${i}`, screen: `${name}s.lista`, icon: 'th-list' });
  }
  return { ...config, modules, screens, menu };
}

describe('the session start’s screen config', () => {
  it('BNK-01 opening the bank list: the bank module and its screens whole, every other module and screen an outline; menu, links and settings whole', () => {
    const described = describedModules(config, registry, screenAt('/herramientas/abm/bancos'));
    expect([...described]).toEqual(['banco']);
    const outlined = outlinedScreenConfig(config, described);
    expect(outlined.modules.banco).toBe(config.modules.banco);
    for (const screen of config.screens.filter((s) => s.kind === 'custom' || s.module === 'banco')) expect(screenOf(outlined, screen.id)).toBe(screen);
    for (const [name, module] of Object.entries(outlined.modules).filter(([name]) => name !== 'banco'))
      expect(module, name).toEqual({ schema: config.modules[name].schema, access: config.modules[name].access });
    for (const screen of outlined.screens.filter((s) => s.kind !== 'custom' && s.module !== 'banco'))
      expect(Object.keys(screen).sort(), screen.id).toEqual(outlineKeys(screen));
    expect(outlined.screens.map((s) => s.id)).toEqual(config.screens.map((s) => s.id));
    const { modules: _m, screens: _s, ...settings } = outlined;
    const { modules: _wm, screens: _ws, ...wholeSettings } = config;
    expect(settings).toEqual(wholeSettings);
  });

  it('a module whose screens show others describes them too (related tabs, link dialogs, link filters, link kinds)', () => {
    const described = describedModules(config, registry, screenAt('/contactos'));
    expect(described).toContain('contacto');
    expect(described).toContain('cuenta');
    expect(described).not.toContain('usuariosistema');
  });

  it('a custom screen, no screen: the whole config, nothing said described', () => {
    const cache = new Map();
    expect(sessionConfig(config, registry, screenAt('/inicio'), 'whole', cache)).toEqual({ json: 'whole', described: null });
    expect(sessionConfig(config, registry, null, 'whole', cache)).toEqual({ json: 'whole', described: null });
    const bank = sessionConfig(config, registry, screenAt('/herramientas/abm/bancos'), 'whole', cache);
    expect(bank.described).toEqual(['banco']);
    expect(sessionConfig(config, registry, screenAt('/herramientas/abm/bancos/nuevo'), 'whole', cache).described).toEqual(['banco']);
    expect(sessionConfig(config, registry, screenAt('/herramientas/abm/bancos'), 'whole', cache)).toBe(bank);
  });

  it('20 the bank list’s start grows by an outline per unrelated module, not by its whole config', () => {
    const bytes = (c: ScreensConfig) => JSON.stringify(c).length;
    const bankList = (c: ScreensConfig) => outlinedScreenConfig(c, describedModules(c, registry, screenAtPath(c, '/herramientas/abm/bancos')!.screen));
    const more = withUnrelatedModules(100);
    const perModule = (bytes(bankList(more)) - bytes(bankList(config))) / 100;
    const wholePerModule = (bytes(more) - bytes(config)) / 100;
    // An outline: the module's schema and guards, its screens' ids and paths, its menu entry.
    // (the cards' guards are long: 739 bytes of outline against 1 899 of whole config a module)
    expect(perModule).toBeLessThan(800);
    expect(perModule).toBeLessThan(wholePerModule / 2);
    // What the bank list shows is the same whatever other modules there are.
    expect(bankList(more).modules.banco).toEqual(bankList(config).modules.banco);
  });

  it('the whole config grows the outlined one in place: the first screen’s objects keep their identity, the outlines become whole', () => {
    const outlined = structuredClone(outlinedScreenConfig(config, new Set(['banco'])));
    const bank = outlined.modules.banco;
    const bankList = screenOf(outlined, 'bancos.lista');
    const cards = outlined.modules.tarjeta;
    const cardList = screenOf(outlined, 'tarjetas.lista');
    const menu = outlined.menu;
    growScreenConfig(outlined, structuredClone(config));
    expect(outlined).toEqual(config);
    expect(outlined.modules.banco).toBe(bank);
    expect(screenOf(outlined, 'bancos.lista')).toBe(bankList);
    expect(outlined.modules.tarjeta).toBe(cards);
    expect(screenOf(outlined, 'tarjetas.lista')).toBe(cardList);
    expect(outlined.menu).toBe(menu);
  });
});
