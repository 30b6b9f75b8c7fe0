/** Where the session keeps roles and permissions (SES-OP05): sessionStorage, forgotten on logout. */
import { QueryClient } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from './endSession';
import { sessionStore } from './sessionStore';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('sessionStore (SES-OP05)', () => {
  it('SES-OP05 roles and permissions live in sessionStorage (gone with the tab), never in localStorage; logout forgets them and the cached data', async () => {
    sessionStore.saveRoles(['ROLE_CUENTAS'], [{ area: 'banco', vigente: true, escritura: false }]);
    sessionStore.saveToken('demo-vigente');
    expect(JSON.parse(sessionStorage.getItem('bo.roles')!)).toEqual(['ROLE_CUENTAS']);
    expect(JSON.parse(sessionStorage.getItem('bo.permisos')!)).toEqual([{ area: 'banco', vigente: true, escritura: false }]);
    expect(sessionStore.token()).toBe('demo-vigente');
    expect(Object.keys(localStorage)).toEqual([]);

    const queryClient = new QueryClient();
    queryClient.setQueryData(['modulos', 'banco'], { datos: [] });
    const signoutRedirect = vi.fn(async () => undefined);
    const userManager = { getUser: vi.fn(async () => ({ access_token: 'x' })), signoutRedirect, removeUser: vi.fn() } as unknown as UserManager;
    await endSession(userManager, queryClient);
    expect(['bo.roles', 'bo.permisos', 'bo.token'].map((key) => sessionStorage.getItem(key))).toEqual([null, null, null]);
    expect(queryClient.getQueryData(['modulos', 'banco'])).toBeUndefined();
    expect(signoutRedirect).toHaveBeenCalledTimes(1);
  });
});
