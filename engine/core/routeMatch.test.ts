import { describe, expect, it } from 'vitest';
import { matchRoute } from './routeMatch';

describe('routeMatch', () => {
  const patterns = ['/cuentas/:id', '/cuentas/nueva', '/cuentas', '/contactocuenta/:cuenta/:id'];

  it('a literal segment ranks above a param, whatever the order of the patterns', () => {
    expect(matchRoute(patterns, '/cuentas/nueva')).toEqual({ pattern: '/cuentas/nueva', params: {} });
    expect(matchRoute(patterns, '/cuentas/12')).toEqual({ pattern: '/cuentas/:id', params: { id: '12' } });
  });

  it('params are decoded; a trailing slash is ignored; a path of another length or literal does not match', () => {
    expect(matchRoute(patterns, '/contactocuenta/a%20b/7/')).toEqual({ pattern: '/contactocuenta/:cuenta/:id', params: { cuenta: 'a b', id: '7' } });
    expect(matchRoute(patterns, '/cuentas/')).toEqual({ pattern: '/cuentas', params: {} });
    expect(matchRoute(patterns, '/cuentas/1/2')).toBeNull();
    expect(matchRoute(patterns, '/bancos')).toBeNull();
  });
});
