import { describe, expect, it } from 'vitest';
import { layoutSections } from './uiLayout';

describe('layoutSections', () => {
  const present = ['descripcion', 'pais', 'calle', 'idCrm', 'nuevo'];

  it('groups fields by the ui:layout sections, in layout order', () => {
    const layout = [
      { title: 'Datos del banco', fields: ['descripcion', 'idCrm'] },
      { title: 'Ubicación', fields: ['calle', 'pais', 'noExiste'] },
    ];
    expect(layoutSections(layout, present)).toEqual([
      { title: 'Datos del banco', fields: ['descripcion', 'idCrm'] },
      { title: 'Ubicación', fields: ['calle', 'pais'] },
      { title: '', fields: ['nuevo'] },
    ]);
  });

  it('places a field once and drops empty sections', () => {
    const layout = [{ title: 'A', fields: ['pais'] }, { title: 'B', fields: ['pais'] }];
    expect(layoutSections(layout, ['pais'])).toEqual([{ title: 'A', fields: ['pais'] }]);
  });

  it('returns null without a layout', () => {
    expect(layoutSections(undefined, present)).toBeNull();
    expect(layoutSections([{ nope: 1 }], present)).toBeNull();
  });
});
