import { describe, expect, it } from 'vitest';
import { canAccess } from '../../engine/core/permissions';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { loadPrincipal, toPrincipal } from './loadPrincipal';

const usuario = { roles: [{ descripcion: 'role_administrador' }], id_crm_usuario: '7', entidad: null, tokenApps: null, nombreUsuario: 'Ana Administradora' };

describe('loadPrincipal', () => {
  it('SES-14 / ROL-01 / ROL-02 builds the principal from the roles response (roles[].descripcion, any case) and permissions', () => {
    const { principal, displayName } = toPrincipal(usuario, { datos: [{ area: 'banco', vigente: true, escritura: false }] });
    expect(displayName).toBe('Ana Administradora');
    expect(principal.userId).toBe(7);
    expect(canAccess(principal, { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] })).toBe(true);
    expect(principal.permissions).toEqual([{ area: 'banco', vigente: true, escritura: false, flags: undefined }]);
  });

  it('the principal carries the sign-in name when there is one, else the display name', () => {
    expect(toPrincipal(usuario, { datos: [] }, 'admin').principal.username).toBe('admin');
    expect(toPrincipal(usuario, { datos: [] }).principal.username).toBe('Ana Administradora');
  });

  it("ROL-11 / SES-16 the session start fetches the user's area permissions with the roles, and guards read them", async () => {
    const asked: string[] = [];
    const api = createApiClient(async ({ path }) => {
      asked.push(path);
      if (path === '/api/usuario') return { status: 200, body: { ...usuario, roles: [{ descripcion: 'ROLE_AT' }] } };
      if (path === '/api/permisos/usuario') return { status: 200, body: { datos: [{ area: 'banco', vigente: true, escritura: true }] } };
      return { status: 404, body: null };
    });
    const { principal } = await loadPrincipal(api);
    expect(asked.sort()).toEqual(['/api/permisos/usuario', '/api/usuario']);
    expect(canAccess(principal, { anyOf: [{ area: 'banco', level: 'w' }] })).toBe(true);
    expect(canAccess(principal, { anyOf: [{ area: 'tarjetas', level: 'r' }] })).toBe(false);
  });

  it('SES-15 rejects when either call fails', async () => {
    const api = createApiClient(async ({ path }) => (path === '/api/usuario' ? { status: 200, body: usuario } : { status: 500, body: null }));
    await expect(loadPrincipal(api)).rejects.toBeTruthy();
  });
});
