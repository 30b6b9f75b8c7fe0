import { describe, expect, it } from 'vitest';
import type { ListScreenConfig, ScreensConfig } from './screenConfig';
import { listAtRecordPath, listBackPath, listOfForm, recordIdParam } from './listAtRecord';

const list = {
  id: 'cuentas.lista',
  kind: 'list',
  path: '/listaCuentas',
  recordPath: '/listaCuentas/:id',
  module: 'cuenta',
  title: 'Cuentas',
  columns: [],
  pageSize: 25,
  form: 'cuentas.formulario',
} as unknown as ListScreenConfig;
const plain = { ...list, recordPath: undefined } as ListScreenConfig;

describe('list opened at one record', () => {
  it('ACC-02 ACC-OP01 the record path names the record id', () => {
    expect(listAtRecordPath(list, 42)).toBe('/listaCuentas/42');
    expect(listAtRecordPath(plain, 42)).toBeNull();
  });

  it('ACC-OP01 the form goes back to the list at its saved record, a new one to the plain list', () => {
    expect(listBackPath(list, 7)).toBe('/listaCuentas/7');
    expect(listBackPath(list)).toBe('/listaCuentas');
    expect(listBackPath(plain, 7)).toBe('/listaCuentas');
  });

  it('ACC-02 only a positive integer is a record id; anything else is the plain list', () => {
    expect(recordIdParam('15')).toBe(15);
    for (const bad of [undefined, '', '0', '-3', '1.5', 'abc', '12345678901']) expect(recordIdParam(bad)).toBeUndefined();
  });

  it('finds the list whose form it is', () => {
    const config = { screens: [list] } as unknown as ScreensConfig;
    expect(listOfForm(config, { id: 'cuentas.formulario' })).toBe(list);
    expect(listOfForm(config, { id: 'otro' })).toBeUndefined();
  });
});
