/** The screen a browser path opens, from the screen config alone (issue 9). */
import { describe, expect, it } from 'vitest';
import { shippedScreenConfig } from '../../app/modules/eagerScreenConfig';
import { screenAtPath } from './screenAtPath';

const config = shippedScreenConfig();

describe('screenAtPath', () => {
  it("finds a list at its path (a trailing slash too), at its record path, and a form's literal create path before a `:param`", () => {
    expect(screenAtPath(config, '/herramientas/abm/bancos')).toMatchObject({ screen: { id: 'bancos.lista' }, route: '/herramientas/abm/bancos' });
    expect(screenAtPath(config, '/herramientas/abm/bancos/')?.screen.id).toBe('bancos.lista');
    expect(screenAtPath(config, '/herramientas/abm/bancos/nuevo')?.screen.id).toBe('bancos.formulario');
    expect(screenAtPath(config, '/herramientas/abm/bancos/editar/4')).toMatchObject({
      screen: { id: 'bancos.formulario' },
      route: '/herramientas/abm/bancos/editar/:id',
    });
    expect(screenAtPath(config, '/nota/cuenta/3')?.route).toBe('/nota/cuenta/:cuenta');
  });

  it('no screen for a path the config does not route', () => {
    expect(screenAtPath(config, '/no/existe')).toBeNull();
    expect(screenAtPath(config, '/herramientas/abm/bancos/editar/4/mas')).toBeNull();
  });
});
