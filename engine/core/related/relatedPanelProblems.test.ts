import { describe, expect, it } from 'vitest';
import type { ScreensConfig } from '../screenConfig';
import { relatedPanelProblems } from './relatedPanelProblems';

const guard = { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] };
const list = {
  filters: [{ name: 'texto', kind: 'text', label: 'Buscar' }],
  requireFilter: false,
  cap: 100,
  defaultSort: { field: 'fecha', direction: 'desc' },
  sortable: [],
};
const messages = { listError: 'x', loadError: 'x', saveSuccess: 'x', saveError: 'x' };
const config = {
  modules: {
    cuenta: { schema: 'cuenta', title: 'Cuentas', access: { read: guard, write: guard }, list, messages },
    nota: { schema: 'nota', title: 'Notas', access: { read: guard, write: guard }, list, messages },
  },
  screens: [
    { id: 'notas.formulario', kind: 'form', module: 'nota', title: 'Nota', paths: { create: '/notas/nuevo', edit: '/notas/:id' }, afterSave: { stay: true } },
    {
      id: 'cuentas.formulario',
      kind: 'form',
      module: 'cuenta',
      title: 'Cuenta',
      paths: { create: '/cuentas/nuevo', edit: '/cuentas/:id' },
      afterSave: { stay: true },
    },
  ],
  links: {
    cuenta: { module: 'cuenta', columns: [{ field: 'nombre', label: 'Nombre' }], cap: 100 },
    contacto: { module: 'nota', columns: [{ field: 'asunto', label: 'Asunto' }], cap: 100 },
  },
} as unknown as ScreensConfig;
const nota = {
  cuenta: { type: 'integer', 'x-link': { kind: 'cuenta' } },
  otro: { type: 'integer', 'x-link': { kind: 'contacto' } },
  asunto: { type: 'string' },
  fecha: { type: 'string', format: 'date' },
};
const propertiesOf = (m: string) => (m === 'nota' ? nota : m === 'cuenta' ? { nombre: { type: 'string' } } : undefined);
const panel = {
  module: 'nota',
  field: 'cuenta',
  columns: [
    { field: 'fecha', label: 'Fecha' },
    { field: 'creadoEn', label: 'Alta' },
  ],
  pageSize: 10,
  form: 'notas.formulario',
};
const problems = (related: unknown) =>
  relatedPanelProblems(
    'cuenta',
    {
      'ui:tabs': [
        { title: 'Datos', fields: ['nombre'] },
        { title: 'Notas', related },
      ],
    },
    config,
    propertiesOf,
  );
const at = 'schemas/cuenta/cuenta.ui.json#/ui:tabs/1/related';

describe('related-records panel references (start-up)', () => {
  it('a panel over an x-link back to the module, with existing columns and a form of that module, passes', () => {
    expect(problems(panel)).toEqual([]);
    expect(problems({ ...panel, form: undefined })).toEqual([]);
    // CON-18: a panel may say its own load error (a known message key).
    expect(problems({ ...panel, listError: 'related.empty' })).toEqual([]);
    expect(relatedPanelProblems('cuenta', {}, config, propertiesOf)).toEqual([]);
  });

  it('every bad reference fails with its ui schema path', () => {
    expect(problems({ field: 'cuenta' })).toEqual([`${at}: debe indicar 'module' y 'field'`]);
    expect(problems({ ...panel, module: 'tarjeta' })).toEqual([`${at}/module: no existe el módulo 'tarjeta'`]);
    expect(problems({ ...panel, field: 'asunto' })).toEqual([`${at}/field: 'asunto' no es un campo de vínculo (x-link) de 'nota'`]);
    expect(problems({ ...panel, field: 'otro' })).toEqual([`${at}/field: 'otro' de 'nota' no vincula registros de 'cuenta'`]);
    expect(problems({ ...panel, columns: [] })).toEqual([`${at}/columns: debe listar al menos una columna`]);
    expect(problems({ ...panel, listError: 'no.existe' })).toEqual([`${at}/listError: mensaje desconocido 'no.existe'`]);
    expect(problems({ ...panel, columns: [{ field: 'detalle', label: 'Detalle' }, { field: 'asunto' }] })).toEqual([
      `${at}/columns/0/field: el campo 'detalle' no existe en 'nota'`,
      `${at}/columns/1: debe tener 'field' y 'label'`,
    ]);
    expect(problems({ ...panel, pageSize: 0 })).toEqual([`${at}/pageSize: debe ser un entero entre 1 y 1000`]);
    expect(problems({ ...panel, pageSize: 2.5 })).toEqual([`${at}/pageSize: debe ser un entero entre 1 y 1000`]);
    expect(problems({ ...panel, form: 'cuentas.formulario' })).toEqual([`${at}/form: 'cuentas.formulario' no es una pantalla de formulario de 'nota'`]);
  });
});
