import { describe, expect, it } from 'vitest';
import { shippedScreenConfig } from '../../../app/modules/eagerScreenConfig';
import { mergeScreenConfig, type ModuleConfigFile } from './mergeScreenConfig';

const root = (over: Record<string, unknown> = {}) => ({
  file: 'screens.config.json',
  json: {
    version: 1,
    defaultRoute: '/inicio',
    session: { idleSeconds: 300, countdownSeconds: 300, keepaliveSeconds: 10 },
    notifications: { timeoutMs: 5000, position: 'bottom' },
    screens: [{ id: 'inicio', kind: 'custom', path: '/inicio', component: 'Inicio', title: 'Inicio' }],
    menu: [{ label: 'Inicio', screen: 'inicio' }, { label: 'Herramientas', icon: 'wrench', group: 'herramientas' }, { module: 'hotel' }],
    ...over,
  },
});

const access = { read: { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] }, write: { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] } };
const part = (name: string, path: string, over: Record<string, unknown> = {}): ModuleConfigFile => ({
  module: name,
  file: `schemas/${name}/${name}.config.json`,
  json: {
    module: {
      schema: name,
      title: name,
      access,
      list: { filters: [], requireFilter: false, cap: 100, defaultSort: { field: 'nombre', direction: 'asc' }, sortable: ['nombre'] },
      messages: { listError: 'x.listError', loadError: 'x.loadError' },
    },
    screens: [
      { id: `${name}.lista`, kind: 'list', path, module: name, title: name, pageSize: 25, columns: [{ field: 'nombre', label: 'Nombre' }] },
      { id: `${name}.formulario`, kind: 'form', module: name, title: name, paths: { create: `${path}/nuevo`, edit: `${path}/editar/:id` }, afterSave: {} },
    ],
    menu: [{ label: name, screen: `${name}.lista` }],
    ...over,
  },
});

describe('mergeScreenConfig: the root and the modules’ config files make one effective config', () => {
  it('the shipped tree merges into the config the single file held: the same modules, screens and menu, in the same order', () => {
    const config = shippedScreenConfig();
    expect(Object.keys(config.modules)).toEqual([
      'banco',
      'tarjeta',
      'nota',
      'cuentabancaria',
      'cuenta',
      'servicefee',
      'contacto',
      'oportunidad',
      'contactooportunidad',
      'proveedor',
      'equipotrabajo',
      'permiso',
      'valorcombo',
      'vendedorcomercial',
    ]);
    expect(config.screens.map((s) => s.id)).toEqual([
      'inicio',
      'expirado',
      'bancos.lista',
      'bancos.formulario',
      'tarjetas.lista',
      'tarjetas.formulario',
      'notas.lista',
      'notas.iibb',
      'notas.agencias',
      'notas.formulario',
      'cuentasBancarias.lista',
      'cuentasBancarias.formulario',
      'cuentas.lista',
      'cuentas.formulario',
      'servicefee.formulario',
      'contactos.lista',
      'contactos.formulario',
      'oportunidades.lista',
      'oportunidades.formulario',
      'contactosOportunidad.lista',
      'contactosOportunidad.formulario',
      'proveedores.lista',
      'proveedores.pendientes',
      'proveedores.formulario',
      'tokens.devolucionIva',
      'tokens.cargaPax',
      'correos.bandeja',
      'equipos.lista',
      'equipos.formulario',
      'importacion.contactos',
      'permisos.inicio',
      'permisos.area',
      'permisos.tipo',
      'permisos.formulario',
      'permisos.formularioTipo',
      'reportes.tarjetas',
      'usuarios.admin',
      'usuarios.miContrasena',
      'admin.inicio',
      'combos.todos',
      'combos.modulo',
      'combos.valores',
      'combos.nuevo',
      'combos.formulario',
      'vendedores.lista',
      'vendedores.formulario',
    ]);
    expect(Object.keys(config.links ?? {}).sort()).toEqual(['banco', 'contacto', 'cuenta', 'oportunidad', 'personalinterno', 'proveedor']);
    // The menu exactly as screens.config.json declared it before the split.
    expect(config.menu).toEqual([
      { label: 'Inicio', screen: 'inicio', icon: 'home' },
      { label: 'Cuentas', screen: 'cuentas.lista', icon: 'office' },
      {
        label: 'Notas',
        icon: 'document',
        children: [
          { label: 'Notas', screen: 'notas.lista', icon: 'document' },
          { label: 'Validación de IIBB', screen: 'notas.iibb', icon: 'tick-circle' },
          { label: 'Documentación de agencias', screen: 'notas.agencias', icon: 'tick-circle' },
        ],
      },
      { label: 'Cuentas bancarias', screen: 'cuentasBancarias.lista', icon: 'bank-account' },
      {
        label: 'Herramientas',
        icon: 'wrench',
        children: [
          { label: 'Bancos', screen: 'bancos.lista', icon: 'bank-account' },
          { label: 'Devolución de IVA', screen: 'tokens.devolucionIva', icon: 'bank-account' },
          { label: 'Gestión - Contactos', screen: 'tokens.cargaPax', icon: 'people' },
        ],
      },
      { label: 'Tarjetas', screen: 'tarjetas.lista', icon: 'credit-card' },
      { label: 'Contactos', screen: 'contactos.lista', icon: 'user' },
      {
        label: 'Oportunidades',
        icon: 'airplane',
        children: [
          { label: 'Oportunidades', screen: 'oportunidades.lista', icon: 'airplane' },
          { label: 'Contactos de oportunidades', screen: 'contactosOportunidad.lista', icon: 'user' },
        ],
      },
      {
        label: 'Proveedores',
        icon: 'shop',
        children: [
          { label: 'Proveedores', screen: 'proveedores.lista', icon: 'shop' },
          { label: 'Pendientes de autorización', screen: 'proveedores.pendientes', icon: 'time', count: '/api/proveedores/pendientes/cantidad' },
        ],
      },
      {
        label: 'Administración',
        icon: 'cog',
        children: [
          { label: 'Correos enviados', screen: 'correos.bandeja', icon: 'envelope' },
          { label: 'Equipos', screen: 'equipos.lista', icon: 'people' },
          { label: 'Alta masiva de contactos', screen: 'importacion.contactos', icon: 'import' },
          { label: 'Permisos', screen: 'permisos.inicio', icon: 'key' },
          { label: 'Visualización de tarjetas', screen: 'reportes.tarjetas', icon: 'credit-card' },
          { label: 'Usuarios', screen: 'usuarios.admin', icon: 'user' },
          { label: 'Administración', screen: 'admin.inicio', icon: 'cog' },
          { label: 'Combos', screen: 'combos.todos', icon: 'application' },
          { label: 'Vendedores', screen: 'vendedores.lista', icon: 'shop' },
        ],
      },
    ]);
  });

  it('a folder without `module` adds its screens and menu entries, and no module (no generic API: decision 154)', () => {
    const custom = {
      module: 'usuarios',
      file: 'schemas/usuarios/usuarios.config.json',
      json: {
        screens: [{ id: 'usuarios.admin', kind: 'custom', path: '/admin/usuarios', component: 'Usuarios', title: 'Usuarios' }],
        menu: [{ label: 'Usuarios', screen: 'usuarios.admin', group: 'herramientas' }],
      },
    };
    const merged = mergeScreenConfig(root(), [part('hotel', '/hoteles'), custom]);
    expect(merged.problems).toEqual([]);
    expect(Object.keys(merged.config!.modules as object)).toEqual(['hotel']);
    expect((merged.config!.screens as Array<{ id: string }>).map((s) => s.id)).toContain('usuarios.admin');
  });

  it('places entries: a group gets the entries naming it (module order), `{module}` the module’s top-level entries, the unplaced go last, an empty group is left out', () => {
    const merged = mergeScreenConfig(root({ moduleOrder: ['hotel'], menu: [...root().json.menu, { label: 'Vacío', group: 'vacio' }] }), [
      part('aerolinea', '/aerolineas', { menu: [{ label: 'Aerolíneas', screen: 'aerolinea.lista', group: 'herramientas' }] }),
      part('zona', '/zonas'),
      part('hotel', '/hoteles', {
        menu: [
          { label: 'Hoteles', screen: 'hotel.lista' },
          { label: 'Hoteles (herramientas)', screen: 'hotel.lista', group: 'herramientas' },
        ],
      }),
    ]);
    expect(merged.problems).toEqual([]);
    expect(Object.keys(merged.config!.modules as object)).toEqual(['hotel', 'aerolinea', 'zona']);
    expect(merged.config!.menu).toEqual([
      { label: 'Inicio', screen: 'inicio' },
      {
        label: 'Herramientas',
        icon: 'wrench',
        children: [
          { label: 'Hoteles (herramientas)', screen: 'hotel.lista' },
          { label: 'Aerolíneas', screen: 'aerolinea.lista' },
        ],
      },
      { label: 'Hoteles', screen: 'hotel.lista' },
      { label: 'zona', screen: 'zona.lista' },
    ]);
    // A path of the merged config names the file and pointer it came from.
    expect(merged.origin('/screens/3/pageSize')).toBe('schemas/aerolinea/aerolinea.config.json#/screens/0/pageSize');
    expect(merged.origin('/screens/1/pageSize')).toBe('schemas/hotel/hotel.config.json#/screens/0/pageSize');
    expect(merged.origin('/modules/zona/list/filters')).toBe('schemas/zona/zona.config.json#/module/list/filters');
    expect(merged.origin('/menu/1/children/1/screen')).toBe('schemas/aerolinea/aerolinea.config.json#/menu/0/screen');
    expect(merged.origin('/menu/1/label')).toBe('screens.config.json#/menu/1/label');
    expect(merged.origin('/defaultRoute')).toBe('screens.config.json#/defaultRoute');
  });

  it('conflicts between modules (a screen id, a path, a link kind) are reported all at once, each naming both files', () => {
    const link = { module: 'hotel', columns: [{ field: 'nombre', label: 'Nombre' }], cap: 100 };
    const hotel = part('hotel', '/hoteles', { links: { hotel: link } });
    const other = part('hostal', '/hoteles', { links: { hotel: link } });
    (other.json as { screens: Array<{ id: string }> }).screens[1].id = 'hotel.formulario';
    expect(mergeScreenConfig(root({ moduleOrder: ['hotel', 'hostal'] }), [hotel, other]).problems).toEqual([
      'schemas/hostal/hostal.config.json#/screens/0/path: la ruta /hoteles ya está en schemas/hotel/hotel.config.json#/screens/0/path; use otra ruta',
      "schemas/hostal/hostal.config.json#/screens/1/id: la pantalla 'hotel.formulario' ya está en schemas/hotel/hotel.config.json#/screens/1; use otro id",
      'schemas/hostal/hostal.config.json#/screens/1/paths/create: la ruta /hoteles/nuevo ya está en schemas/hotel/hotel.config.json#/screens/1/paths/create; use otra ruta',
      'schemas/hostal/hostal.config.json#/screens/1/paths/edit: la ruta /hoteles/editar/:id ya está en schemas/hotel/hotel.config.json#/screens/1/paths/edit; use otra ruta',
      "schemas/hostal/hostal.config.json#/links/hotel: el tipo de vínculo 'hotel' ya está en schemas/hotel/hotel.config.json#/links/hotel; use otro nombre",
    ]);
  });

  it('each file is checked against its meta-schema first (file and pointer), and the root’s names must exist', () => {
    const broken = part('hotel', '/hoteles', { menu: [{ label: 'Hoteles', screen: 'hotel.lista', grupo: 'x' }] });
    const shape = mergeScreenConfig(root({ moduleOrder: 'hotel' }), [broken]).problems;
    expect(shape).toEqual([
      'screens.config.json#/moduleOrder: must be array',
      'schemas/hotel/hotel.config.json#/menu/0: must NOT have additional properties (grupo)',
    ]);
    const names = mergeScreenConfig(root({ moduleOrder: ['hostal'] }), [
      part('zona', '/zonas', { menu: [{ label: 'Zonas', screen: 'zona.lista', group: 'otro' }] }),
    ]);
    expect(names.problems).toEqual([
      "screens.config.json#/moduleOrder/0: el módulo 'hostal' no tiene hostal.config.json; quítelo de la lista o cree el archivo",
      "screens.config.json#/menu/2/module: el módulo 'hotel' no tiene hotel.config.json; quítelo del menú o cree el archivo",
      `schemas/zona/zona.config.json#/menu/0/group: el grupo 'otro' no está en el menú de screens.config.json; use uno de 'herramientas' o quite "group"`,
    ]);
  });

  it('a whole effective config (its `modules` an object) is taken as it is, no module file merged', () => {
    const whole = { ...shippedScreenConfig() };
    const merged = mergeScreenConfig({ file: 'screens.config.json', json: whole }, [part('hotel', '/hoteles')]);
    expect(merged.config).toBe(whole);
    expect(merged.origin('/screens/2/pageSize')).toBe('/screens/2/pageSize');
  });
});
