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

describe('layoutTabs', () => {
  it('splits the fields into tabs; unplaced fields join the first tab; tabOfField finds a path', async () => {
    const { layoutTabs, tabOfField } = await import('./uiLayout');
    const tabs = layoutTabs([{ title: 'Datos', fields: ['a', 'b'] }, { title: 'Direcciones', fields: ['dirs', 'zz'] }, { title: 'Vacía', fields: [] }], ['a', 'b', 'dirs', 'nuevo'])!;
    expect(tabs).toEqual([
      { title: 'Datos', fields: ['a', 'b', 'nuevo'] },
      { title: 'Direcciones', fields: ['dirs'] },
    ]);
    expect(tabOfField(tabs, 'dirs/0/calle')).toBe(1);
    expect(tabOfField(tabs, '.nuevo')).toBe(0);
    expect(layoutTabs(undefined, ['a'])).toBeNull();
  });
});
