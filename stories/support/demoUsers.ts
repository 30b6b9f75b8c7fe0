/** Principals for stories, like the server's demo users (admin, staff, bancos, sinpermisos). */
import type { Principal } from '../../engine/core/permissions';

export type DemoUserName = 'admin' | 'staff' | 'bancos' | 'sinpermisos';

export const demoPrincipals: Readonly<Record<DemoUserName, { principal: Principal; displayName: string }>> = {
  admin: { displayName: 'Ana Administradora', principal: { userId: 1, username: 'admin', roles: ['ROLE_ADMINISTRADOR'], permissions: [] } },
  staff: {
    displayName: 'Sergio Staff',
    principal: { userId: 2, username: 'staff', roles: ['ROLE_AT'], permissions: [{ area: 'banco', vigente: true, escritura: false }] },
  },
  bancos: {
    displayName: 'Beatriz Bancos',
    principal: { userId: 3, username: 'bancos', roles: ['role_at'], permissions: [{ area: 'banco', vigente: true, escritura: true }] },
  },
  sinpermisos: { displayName: 'Sofía Sin Permisos', principal: { userId: 4, username: 'sinpermisos', roles: [], permissions: [] } },
};
