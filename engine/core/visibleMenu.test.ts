import { describe, expect, it } from 'vitest';
import type { Principal } from './permissions';
import type { ScreensConfig } from './screenConfig';
import { canOpenScreen, screenById, screenPath } from './screenAccess';
import { menuLeaves, menuSiblings, visibleMenu } from './visibleMenu';

const read = { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { area: 'banco', level: 'r' as const }] };
const config = {
  version: 1,
  defaultRoute: '/inicio',
  session: { idleSeconds: 1, countdownSeconds: 1, keepaliveSeconds: 1 },
  notifications: { timeoutMs: 5000, position: 'bottom' },
  modules: { banco: { schema: 'banco', title: 'Bancos', access: { read, write: read }, list: {} as never, messages: {} as never } },
  screens: [
    { id: 'inicio', kind: 'custom', path: '/inicio', component: 'Inicio', title: 'Inicio' },
    { id: 'expirado', kind: 'custom', path: '/expirado', component: 'Expirado', title: 'x', public: true },
    { id: 'solo.admin', kind: 'custom', path: '/admin', component: 'Admin', title: 'x', access: { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] } },
    { id: 'bancos.lista', kind: 'list', path: '/bancos', module: 'banco', title: 'Bancos', columns: [], pageSize: 25 },
    { id: 'bancos.form', kind: 'form', module: 'banco', title: 'Banco', paths: { create: '/bancos/nuevo', edit: '/bancos/:id' }, afterSave: {} },
  ],
  menu: [
    { label: 'Inicio', screen: 'inicio', icon: 'home' },
    {
      label: 'Herramientas',
      children: [
        { label: 'Bancos', screen: 'bancos.lista' },
        { label: 'Admin', screen: 'solo.admin' },
      ],
    },
  ],
} as unknown as ScreensConfig;

const user = (roles: string[], permissions: Principal['permissions'] = []): Principal => ({ userId: 1, username: 'u', roles, permissions });

describe('visibleMenu', () => {
  it('ROL-07 shows only entries the user may open; an empty group disappears', () => {
    expect(visibleMenu(config, user([]))).toEqual([{ label: 'Inicio', icon: 'home', path: '/inicio', screenId: 'inicio' }]);
  });

  it('BNK-16 a bank permission shows Bancos but not admin-only screens', () => {
    const menu = visibleMenu(config, user(['ROLE_AT'], [{ area: 'banco', vigente: true, escritura: false }]));
    expect(menuLeaves(menu).map((e) => e.label)).toEqual(['Inicio', 'Bancos']);
  });

  it('ROL-04 admins see every entry', () => {
    expect(menuLeaves(visibleMenu(config, user(['role_administrador']))).map((e) => e.path)).toEqual(['/inicio', '/bancos', '/admin']);
  });

  it('public screens open without a session; others need one', () => {
    expect(canOpenScreen(null, config, screenById(config, 'expirado'))).toBe(true);
    expect(canOpenScreen(null, config, screenById(config, 'inicio'))).toBe(false);
  });

  it('a form links to its create path; an unknown id throws naming the referrer', () => {
    expect(screenPath(screenById(config, 'bancos.form'))).toBe('/bancos/nuevo');
    expect(() => screenById(config, 'nada', '/menu/0')).toThrow(/'nada'.*\/menu\/0/);
  });
});

describe('menuSiblings', () => {
  it('ADM-01 an area landing links the other entries of its group the user may open, not itself', () => {
    expect(menuSiblings(visibleMenu(config, user(['ROLE_ADMINISTRADOR'])), 'solo.admin').map((e) => e.path)).toEqual(['/bancos']);
    expect(menuSiblings(visibleMenu(config, user(['ROLE_ADMINISTRADOR'])), 'bancos.lista').map((e) => e.path)).toEqual(['/admin']);
  });

  it('ADM-16 an entry the user may not open is not linked; a screen in no group has no siblings', () => {
    expect(menuSiblings(visibleMenu(config, user([], [{ area: 'banco', vigente: true, escritura: false }])), 'bancos.lista')).toEqual([]);
    expect(menuSiblings(visibleMenu(config, user(['ROLE_ADMINISTRADOR'])), 'inicio')).toEqual([]);
  });
});
