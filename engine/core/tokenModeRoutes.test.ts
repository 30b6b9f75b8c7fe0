import { describe, expect, it } from 'vitest';
import { isTokenModePath, tokenModeRedirect } from './tokenModeRoutes';

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
});
