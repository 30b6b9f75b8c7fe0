import { describe, expect, it } from 'vitest';
import { shippedScreenConfig } from '../../app/modules/eagerScreenConfig';
import { isTokenModePath, tokenModeRedirect, tokenModeRoutes } from './tokenModeRoutes';

describe('token mode routes (SES-OP04)', () => {
  it('allows Home, the expired page and the contact-opportunity screens', () => {
    for (const path of ['/inicio', '/expirado', '/contactoOportunidad/10/20', '/contactoOportunidad/10/20/5']) expect(isTokenModePath(path)).toBe(true);
  });

  it('denies every other route, look-alikes included', () => {
    for (const path of [
      '/',
      '',
      '/herramientas/abm/bancos',
      '/inicio/x',
      '/iniciox',
      '/contactoOportunidad',
      '/contactoOportunidad/',
      '/contactoOportunidadX/1',
      '/contactoOportunidad/../herramientas/abm/bancos',
      '/contactoOportunidad/./1',
      '/INICIO',
      '/inicio/',
    ]) {
      expect(isTokenModePath(path), path).toBe(false);
    }
  });

  it('redirects a denied route to Home keeping the token', () => {
    expect(tokenModeRedirect('/herramientas/abm/bancos', '?token=demo-vigente&x=1')).toBe('/inicio?token=demo-vigente');
    expect(tokenModeRedirect('/herramientas/abm/bancos', '')).toBe('/inicio');
    expect(tokenModeRedirect('/inicio', '?token=demo-vigente')).toBeNull();
    expect(tokenModeRedirect('/contactoOportunidad/1/2', '')).toBeNull();
  });

  it('takes the allow-list as data', () => {
    expect(isTokenModePath('/otra', ['/otra'])).toBe(true);
    expect(tokenModeRedirect('/inicio', '?token=a b', '/home', ['/otra'])).toBe('/home?token=a+b');
    expect(tokenModeRedirect('/home', '', '/home', ['/otra'])).toBeNull();
  });

  it('TOK-OP02 COP-OP02 the routes of a token are Home, the expired page and the forms of the modules open to its binding (decision 160)', () => {
    const config = shippedScreenConfig();
    const trip = tokenModeRoutes(config, { token: { cuenta: 5, oportunidad: 9 } });
    const account = tokenModeRoutes(config, { token: { cuenta: 5, oportunidad: null } });
    expect(isTokenModePath('/contactoOportunidad/5/9', trip)).toBe(true);
    expect(isTokenModePath('/contactoOportunidad/5/9/12', trip)).toBe(true);
    expect(isTokenModePath('/contacto/12', trip)).toBe(false);
    expect(isTokenModePath('/contacto/12', account)).toBe(true);
    expect(isTokenModePath('/contactocuenta/5', account)).toBe(true);
    expect(isTokenModePath('/contactoOportunidad/5/9', account)).toBe(false);
    for (const routes of [trip, account]) {
      expect(isTokenModePath('/inicio', routes)).toBe(true);
      expect(isTokenModePath('/expirado', routes)).toBe(true);
      for (const path of ['/contactos', '/herramientas/abm/bancos', '/contacto/12/x', '/contacto/../bancos'])
        expect(isTokenModePath(path, routes), path).toBe(false);
    }
    // A token bound to nothing opens Home and the expired page only.
    expect(tokenModeRoutes(config, { token: { cuenta: null, oportunidad: null } })).toEqual(['/inicio', '/expirado']);
  });
});
