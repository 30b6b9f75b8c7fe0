/**
 * A brand-new module written the way docs/adding-a-module.md says, and nothing else: a schema
 * folder (schema, ui schema, messages; no code) in a temporary directory and its config entries.
 * The new-module tests (API and UI) start the real app with it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { temporaryDir } from './temporaryDir';

export const NEW_MODULE = 'proveedorlocal';

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://backoffice.local/schemas/proveedorlocal.schema.json',
  title: 'Proveedor local',
  type: 'object',
  'x-module': NEW_MODULE,
  required: ['razonSocial'],
  additionalProperties: false,
  properties: {
    razonSocial: { type: 'string', title: 'Razón social', minLength: 1, maxLength: 120, 'x-search': true },
    cuit: { type: 'string', title: 'CUIT', 'x-mask': 'cuit' },
    email: { type: 'string', title: 'Email', format: 'email' },
    alta: { type: 'string', title: 'Fecha de alta', format: 'date' },
    telefono: { type: 'string', title: 'Teléfono', 'x-mask': 'telefono' },
    limiteCredito: { type: 'string', title: 'Límite de crédito', 'x-mask': 'moneda' },
    ruta: { type: 'string', title: 'Código de ruta', 'x-mask': 'ruta' },
  },
};

const fields = ['razonSocial', 'cuit', 'email', 'alta', 'telefono', 'limiteCredito', 'ruta'];
const ui = {
  'ui:order': fields,
  'ui:layout': [{ title: 'Datos del proveedor', fields }],
};

const messages = {
  listError: { text: 'Se produjo un error al listar los proveedores.', spec: false },
  loadError: { text: 'Se produjo un error al obtener los datos del proveedor.', spec: false },
  saveError: { text: 'Se produjo un error al guardar el proveedor.', spec: false },
  saveSuccess: { text: 'Se guardó correctamente el proveedor.', spec: false },
};

/** Writes the module folder under a fresh temporary `schemas`-like directory and returns that directory. */
export function writeNewModuleFolder(): string {
  const root = temporaryDir('bo-modulo-');
  const folder = join(root, NEW_MODULE);
  mkdirSync(folder);
  writeFileSync(join(folder, `${NEW_MODULE}.schema.json`), JSON.stringify(schema, null, 2));
  writeFileSync(join(folder, `${NEW_MODULE}.ui.json`), JSON.stringify(ui, null, 2));
  writeFileSync(join(folder, `${NEW_MODULE}.messages.json`), JSON.stringify(messages, null, 2));
  return root;
}

/**
 * Adds two declarative conditional rules (JSON Schema `if`/`then`, docs/adding-a-module.md) to the
 * module written under `root`: `observaciones` required when `activo` is false, with its own message
 * (`x-message`), and `telefono` required when an email is given (the generic message). Returns `root`.
 */
export function withConditionalRules(root: string): string {
  const file = (kind: string) => join(root, NEW_MODULE, `${NEW_MODULE}.${kind}.json`);
  const read = (kind: string) => JSON.parse(readFileSync(file(kind), 'utf8'));
  const schema = read('schema');
  schema.properties.activo = { type: 'boolean', title: 'Activo' };
  schema.properties.observaciones = { type: 'string', title: 'Observaciones', maxLength: 500 };
  schema.allOf = [
    { if: { properties: { activo: { const: false } }, required: ['activo'] }, then: { required: ['observaciones'], 'x-message': 'observacionesSiInactivo' } },
    { if: { properties: { email: { type: 'string', minLength: 1 } }, required: ['email'] }, then: { required: ['telefono'] } },
  ];
  const ui = read('ui');
  ui['ui:order'].push('activo', 'observaciones');
  ui['ui:layout'][0].fields.push('activo', 'observaciones');
  const messages = read('messages');
  messages.observacionesSiInactivo = { text: 'Indique en {field} por qué el proveedor está inactivo.', spec: false };
  writeFileSync(file('schema'), JSON.stringify(schema));
  writeFileSync(file('ui'), JSON.stringify(ui));
  writeFileSync(file('messages'), JSON.stringify(messages));
  return root;
}

const guard = { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { area: 'proveedores', level: 'w' }] };

/** Adds the module, its two screens and a menu entry to a parsed (merged) screen config. */
export function addNewModuleConfig(config: Record<string, any>): void {
  config.modules[NEW_MODULE] = {
    schema: NEW_MODULE,
    title: 'Proveedores locales',
    access: { read: guard, write: guard },
    list: {
      filters: [{ name: 'texto', kind: 'text', label: 'Buscar', minLength: 3 }],
      requireFilter: false,
      cap: 100,
      defaultSort: { field: 'razonSocial', direction: 'asc' },
      sortable: ['razonSocial'],
    },
    messages: {
      listError: `${NEW_MODULE}.listError`,
      loadError: `${NEW_MODULE}.loadError`,
      saveSuccess: `${NEW_MODULE}.saveSuccess`,
      saveError: `${NEW_MODULE}.saveError`,
    },
  };
  config.screens.push(
    {
      id: 'proveedorlocal.lista',
      kind: 'list',
      path: '/proveedores-locales',
      module: NEW_MODULE,
      title: 'Proveedores locales',
      pageSize: 25,
      form: 'proveedorlocal.formulario',
      columns: [
        { field: 'razonSocial', label: 'Razón social', sortable: true },
        { field: 'cuit', label: 'CUIT' },
      ],
    },
    {
      id: 'proveedorlocal.formulario',
      kind: 'form',
      module: NEW_MODULE,
      title: 'Proveedor local',
      paths: { create: '/proveedores-locales/nuevo', edit: '/proveedores-locales/editar/:id' },
      afterSave: { navigate: 'proveedorlocal.lista' },
    },
  );
  config.menu.push({ label: 'Proveedores locales', screen: 'proveedorlocal.lista', icon: 'people' });
}

/** The same entries as the module's own `proveedorlocal.config.json` (what new-module writes in the folder). */
export function newModuleConfigFile(): Record<string, any> {
  const config: Record<string, any> = { modules: {}, screens: [], menu: [] };
  addNewModuleConfig(config);
  return { module: config.modules[NEW_MODULE], screens: config.screens, menu: config.menu };
}
