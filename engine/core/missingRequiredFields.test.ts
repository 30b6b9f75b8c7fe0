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
});
