import { describe, expect, it } from 'vitest';
import { mappedRoles, roleMappingOf } from './roleMapping';

describe('roles from an external issuer’s claim (decision 154)', () => {
  it('ROL-05 reads OIDC_ROLES_CLAIM / OIDC_ROLE_MAP; none without a claim', () => {
    expect(roleMappingOf(undefined, 'a=ROLE_AT')).toBeNull();
    expect(roleMappingOf(' ', undefined)).toBeNull();
    expect(roleMappingOf('realm_access.roles', 'bo-admins=ROLE_ADMINISTRADOR; ventas = role_oportunidades,ROLE_AT')).toEqual({
      claim: 'realm_access.roles',
      rules: [
        { value: 'bo-admins', role: 'ROLE_ADMINISTRADOR' },
        { value: 'ventas', role: 'ROLE_OPORTUNIDADES' },
        { value: 'ventas', role: 'ROLE_AT' },
      ],
    });
  });

  it('ROL-05 refuses an unknown role, a malformed entry or an empty map (start-up stops)', () => {
    expect(() => roleMappingOf('groups', 'a=ROLE_INVENTADO')).toThrow('OIDC_ROLE_MAP nombra un rol desconocido: ROLE_INVENTADO');
    expect(() => roleMappingOf('groups', 'sin-igual')).toThrow("OIDC_ROLE_MAP inválido: 'sin-igual'");
    expect(() => roleMappingOf('groups', '')).toThrow('OIDC_ROLES_CLAIM está definido pero OIDC_ROLE_MAP no asigna ningún rol');
  });

  it('maps a string or a list at a dotted path; anything else gives no role', () => {
    const mapping = roleMappingOf('realm_access.roles', 'bo-admins=ROLE_ADMINISTRADOR;ventas=ROLE_OPORTUNIDADES,ROLE_AT')!;
    expect(mappedRoles(mapping, { realm_access: { roles: ['ventas', 'otro'] } })).toEqual(['ROLE_AT', 'ROLE_OPORTUNIDADES']);
    expect(mappedRoles(mapping, { realm_access: { roles: 'bo-admins' } })).toEqual(['ROLE_ADMINISTRADOR']);
    expect(mappedRoles(mapping, { realm_access: { roles: [1, null] } })).toEqual([]);
    expect(mappedRoles(mapping, { groups: ['ventas'] })).toEqual([]);
  });
});
