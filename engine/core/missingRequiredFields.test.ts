import { describe, expect, it } from 'vitest';
import { missingRequiredFields } from './missingRequiredFields';

const labelOf = (path: string) => ({ descripcion: 'Nombre', pais: 'País' })[path] ?? path;

describe('missingRequiredFields', () => {
  it('SHR-07 lists each missing required field once, by label, in form order', () => {
    const errors = [
      { name: 'required', property: 'pais', params: { missingProperty: 'pais' } },
      { name: 'maxLength', property: '.calle' },
      { name: 'required', property: 'descripcion', params: { missingProperty: 'descripcion' } },
      { name: 'required', property: 'pais', params: { missingProperty: 'pais' } },
    ];
    expect(missingRequiredFields(errors, labelOf, ['descripcion', 'pais'])).toEqual([
      { path: 'descripcion', label: 'Nombre' },
      { path: 'pais', label: 'País' },
    ]);
  });

  it('returns nothing when no field is missing', () => {
    expect(missingRequiredFields([{ name: 'pattern', property: '.descripcion' }], labelOf)).toEqual([]);
  });

  it('SHR-07 21 an error on a field that holds nothing is missing too, on any tab (an empty required list, a rule on no addresses)', () => {
    const labels = (path: string) => ({ descripcion: 'Nombre', equipos: 'Equipos', direcciones: 'Direcciones', files: 'Files' })[path] ?? path;
    const errors = [
      { name: 'required', property: '.descripcion' },
      { name: 'minItems', property: '.equipos' },
      { property: '.direcciones' },
      { property: '.files' },
    ];
    const data = { descripcion: '', equipos: [], files: [{ numero: '1' }] };
    expect(missingRequiredFields(errors, labels, ['descripcion', 'equipos', 'direcciones', 'files'], data)).toEqual([
      { path: 'descripcion', label: 'Nombre' },
      { path: 'equipos', label: 'Equipos' },
      { path: 'direcciones', label: 'Direcciones' },
    ]);
  });
});
