import { describe, expect, it } from 'vitest';
import { areaLevel } from '../../engine/core/permissions';
import { isConfirmedArea, PERMISSION_AREAS } from './permissionAreas';

describe('the permission areas', () => {
  it('ROL-09 the thirteen areas of the spec, each read or written through its permission record (vigente, escritura)', () => {
    expect(PERMISSION_AREAS.map((a) => a.area)).toEqual([
      'reportes',
      'tarjetas',
      'banco',
      'contacto',
      'proveedores',
      'proveedoresadmin',
      'cuentaegencia',
      'archivos',
      'dsc',
      'gestionsistema',
      'documentossgc',
      'cuentasacobrar',
      'evaluacionproveedores',
    ]);
    for (const { area } of PERMISSION_AREAS) {
      expect(areaLevel({ permissions: [{ area, vigente: true, escritura: false }] }, area)).toBe('r');
      expect(areaLevel({ permissions: [{ area, vigente: true, escritura: true }] }, area)).toBe('w');
      expect(areaLevel({ permissions: [{ area, vigente: false, escritura: true }] }, area)).toBeNull();
    }
  });

  it('ROL-OP02 report enablement, files and DSC are managed by the generic screens; only DSC is unconfirmed', () => {
    expect(PERMISSION_AREAS.filter((a) => a.generic).map((a) => a.area)).toEqual(['reportes', 'archivos', 'dsc']);
    expect(PERMISSION_AREAS.filter((a) => !isConfirmedArea(a.area)).map((a) => a.area)).toEqual(['dsc']);
  });
});
