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
    const layout = [
      { title: 'A', fields: ['pais'] },
      { title: 'B', fields: ['pais'] },
    ];
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
    const tabs = layoutTabs(
      [
        { title: 'Datos', fields: ['a', 'b'] },
        { title: 'Direcciones', fields: ['dirs', 'zz'] },
        { title: 'Vacía', fields: [] },
      ],
      ['a', 'b', 'dirs', 'nuevo'],
    )!;
    expect(tabs).toEqual([
      { title: 'Datos', fields: ['a', 'b', 'nuevo'] },
      { title: 'Direcciones', fields: ['dirs'] },
    ]);
    expect(tabOfField(tabs, 'dirs/0/calle')).toBe(1);
    expect(tabOfField(tabs, '.nuevo')).toBe(0);
    expect(layoutTabs(undefined, ['a'])).toBeNull();
  });

  it('ACC-38 a tab with a related-records panel is kept without fields, and may hold fields too', async () => {
    const { layoutTabs } = await import('./uiLayout');
    const notas = { module: 'nota', field: 'cuenta', columns: [{ field: 'asunto', label: 'Asunto' }], pageSize: 10 };
    const tabs = layoutTabs(
      [
        { title: 'Datos', fields: ['a'] },
        { title: 'Notas', related: notas },
        { title: 'Archivos', fields: ['b'], related: { ...notas, module: 'archivo' } },
      ],
      ['a', 'b'],
    )!;
    expect(tabs).toEqual([
      { title: 'Datos', fields: ['a'] },
      { title: 'Notas', fields: [], related: notas },
      { title: 'Archivos', fields: ['b'], related: { ...notas, module: 'archivo' } },
    ]);
    expect(layoutTabs([{ title: 'Notas', related: notas }], ['a'])).toEqual([{ title: 'Notas', fields: ['a'], related: notas }]);
    expect(layoutTabs([{ title: 'Roto', related: { module: 'nota' } }], ['a'])).toBeNull();
  });
});
