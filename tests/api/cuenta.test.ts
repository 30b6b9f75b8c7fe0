/** Accounts (ACC-*) through the module API, as callers see it: the browser bypassed, every rule enforced by the server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { seedRecords } from './helpers/seedRecords';
import { demoCuit } from '../../server/seed/demoValues';
import { pickedAddressRow } from '../fixtures/pickedAddressRow';
import { t as t_ } from '../../engine/core/messages';
import { addToTeam, removeFromTeam, teamIdByName } from './helpers/teams';
import { ownAccountId } from '../../schemas/cuenta/cuentaRoutes';

let t: TestApp;
let comercial: string;
let agencias: string;
const base = '/api/modulos/cuenta';

beforeAll(async () => {
  t = await startTestApp();
  comercial = String(await teamIdByName(t.db, 'Equipo Comercial'));
  agencias = String(await teamIdByName(t.db, 'Equipo Agencias'));
});
afterAll(async () => {
  await t?.close();
});

const countCuentas = async () =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', 'cuenta')
        .executeTakeFirstOrThrow()
    ).n,
  );
const legal = (texto = 'Av. Corrientes 1234 CABA') => ({ tipo: 'legal', principal: true, ...pickedAddressRow(texto) });
/** A valid active company account; `over` changes it. */
const empresa = (over: Record<string, unknown> = {}) => ({
  tipo: 'EMP',
  estado: 2,
  razonSocial: 'Viajes de Prueba S.A.',
  mostrarNombre: 'Viajes de Prueba S.A.',
  tipoDocumento: '_1',
  documento: demoCuit('30', '71999001'),
  condicionIva: '_1',
  perfil: '2',
  vendedor: 'V01',
  equipos: [comercial],
  direcciones: [legal()],
  activo: true,
  ...over,
});
const create = (who: string, datos: Record<string, unknown>) => t.as(who, { method: 'POST', url: base, payload: { datos } });
const update = (who: string, id: number, version: number, datos: Record<string, unknown>) =>
  t.as(who, { method: 'PUT', url: `${base}/${id}`, payload: { version, datos } });
const byName = async (name: string) => {
  const res = await t.as('admin', { method: 'GET', url: `${base}?texto=${encodeURIComponent(name)}` });
  return res.json().datos.find((r: { datos: { mostrarNombre: string } }) => r.datos.mostrarNombre === name);
};
const messages = (res: { json(): any }) => (res.json().error?.campos ?? []).map((c: { mensaje: string }) => c.mensaje);

describe('account list', () => {
  it('ACC-01 ACC-14 a search without any filter is refused with the spec warning and nothing listed', async () => {
    const res = await t.as('staff', { method: 'GET', url: base });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Debe seleccionar al menos un filtro de busqueda');
  });

  it('ACC-15 ACC-OP03 a text shorter than 3 characters is refused with the D2 text', async () => {
    const res = await t.as('staff', { method: 'GET', url: `${base}?texto=ag` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Mínimo 3 caracteres para realizar la búsqueda');
  });

  it('ACC-16 searches by name or document, sorted by name, with the total', async () => {
    const res = await t.as('staff', { method: 'GET', url: `${base}?texto=agencia` });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.map((r: { datos: { mostrarNombre: string } }) => r.datos.mostrarNombre)).toEqual(['Agencia Demo']);
    const byDocument = (await t.as('staff', { method: 'GET', url: `${base}?texto=30712345604` })).json();
    expect(byDocument.total).toBe(1);
    const companies = (await t.as('staff', { method: 'GET', url: `${base}?tipo=EMP&limit=25` })).json();
    const names = companies.datos.map((r: { datos: { mostrarNombre: string } }) => r.datos.mostrarNombre);
    expect([...names].sort((a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' }))).toEqual(names);
  });

  it('WID-07 WID-08 a document searched as the list shows it (28.765.432, 30-71234560-4) finds its account', async () => {
    const ids = async (texto: string) =>
      (await t.as('admin', { method: 'GET', url: `${base}?texto=${encodeURIComponent(texto)}` })).json().datos.map((r: { id: number }) => r.id);
    const person = await byName('González, María Laura');
    expect(person.datos.documento).toBe('28765432');
    expect(await ids('28.765.432')).toEqual([person.id]);
    expect(await ids('28765432')).toEqual([person.id]);
    const company = await byName('Agencia Demo');
    expect(company.datos.documento).toBe('30712345604');
    expect(await ids('30-71234560-4')).toEqual([company.id]);
  });

  it('ACC-19 a search with no match answers an empty list (the screen shows the warning)', async () => {
    const res = await t.as('staff', { method: 'GET', url: `${base}?texto=zzzzqqq` });
    expect(res.json().total).toBe(0);
  });

  it('ACC-17 ACC-18 101 matches give 100 rows and the exact warning', async () => {
    await seedRecords(
      t,
      'cuenta',
      ['nombre', 'apellido', 'razonSocial', 'nombreFantasia', 'mostrarNombre', 'documento'],
      Array.from({ length: 101 }, (_, i) => ({ tipo: 'PAR', estado: 1, mostrarNombre: `Masivo ${String(i).padStart(3, '0')}`, activo: true })),
    );
    const body = (await t.as('staff', { method: 'GET', url: `${base}?texto=masivo&pantalla=cuentas.lista&limit=1000` })).json();
    expect(body.datos).toHaveLength(100);
    expect(body.extras).toEqual({ cap: 100, capReached: true, mensaje: 'Se mostraron 100 resultados, existen más disponibles refinando la búsqueda.' });
  });

  it('ACC-22 ACC-03 ACC-OP17 the list screen pages at 25 rows and opens the form (ACC-23), which creates at /cuenta/formulario/nueva and stays on the saved account', () => {
    const screen = t.config.screens.find((s) => s.id === 'cuentas.lista') as { pageSize: number; path: string; form: string };
    expect(screen).toMatchObject({ pageSize: 25, path: '/listaCuentas', form: 'cuentas.formulario' });
    const form = t.config.screens.find((s) => s.id === 'cuentas.formulario') as unknown as { paths: Record<string, string> };
    expect(form.paths).toEqual({ create: '/cuenta/formulario/nueva', edit: '/cuenta/formulario/:id' });
    // ACC-OP17: `stay` — a created record's form replaces its route with its edit path; an edit stays and reloads.
    expect((form as unknown as { afterSave: unknown }).afterSave).toEqual({ stay: true });
  });

  it('ACC-24 the form has the tabs Datos generales, Vinculaciones, Direcciones, IIBB and Archivos (others add theirs after)', () => {
    const tabs = (t.registry.get('cuenta').ui as { 'ui:tabs': Array<{ title: string }> })['ui:tabs'].map((tab) => tab.title);
    expect(tabs.slice(0, 5)).toEqual(['Datos generales', 'Vinculaciones', 'Direcciones', 'IIBB', 'Files']);
  });

  it('ACC-20 ACC-27 ACC-33 ACC-32 the module speaks the spec texts for search, load and save', () => {
    const messages = t.config.modules.cuenta.messages;
    expect(t_(messages.listError)).toBe('Se produjo un error al realizar la búsqueda, vuelva a intentarlo.');
    expect(t_(messages.loadError!)).toBe('Se produjo un error al obtener los datos de la cuenta.');
    expect(t_(messages.saveError!)).toBe('Se produjo un error al guardar el cuenta.');
    expect(t_(messages.saveSuccess!)).toBe('Cuenta guardada correctamente.');
  });

  it('ACC-82 the account combos are served (profiles, document types, VAT conditions, file types)', async () => {
    for (const combo of ['cuentaPerfiles', 'cuentaTiposDocumento', 'cuentaCondicionesIva', 'cuentaTiposFile', 'cuentaTiposInscripcionIibb', 'vendedores']) {
      const res = await t.as('staff', { method: 'GET', url: `/api/combos/${combo}` });
      expect(res.statusCode, combo).toBe(200);
      expect(res.json().datos.length, combo).toBeGreaterThan(0);
    }
  });
});

describe('account access', () => {
  it('ACC-26 an account loads by its id (the route id is the record id)', async () => {
    const agency = await byName('Agencia Demo');
    const res = await t.as('staff', { method: 'GET', url: `${base}/${agency.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: agency.id, datos: { mostrarNombre: 'Agencia Demo' } });
  });

  it('ACC-79 ACC-OP15 an AT user kept out only for having no team hears the no-team message with their id', async () => {
    const agency = await byName('Agencia Demo');
    const bancos = await t.db.selectFrom('users').select('id').where('username', '=', 'bancos').executeTakeFirstOrThrow();
    const res = await t.as('bancos', { method: 'GET', url: `${base}/${agency.id}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.mensaje).toBe(`No se encuentra en equipo asociado al usuario con id ${bancos.id}`);
  });

  it('ACC-76 denies the list and the records to users without ROLE_CUENTAS', async () => {
    const agency = await byName('Agencia Demo');
    for (const user of ['sinpermisos', 'externo', 'proveedores', 'auditor']) {
      const list = await t.as(user, { method: 'GET', url: `${base}?texto=agencia` });
      expect(list.statusCode, user).toBe(403);
      expect(list.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
      expect((await t.as(user, { method: 'GET', url: `${base}/${agency.id}` })).statusCode, user).toBe(403);
    }
    expect((await t.as('staff', { method: 'GET', url: `${base}?texto=agencia` })).statusCode).toBe(200);
    expect((await t.as('admin', { method: 'GET', url: `${base}?texto=agencia` })).statusCode).toBe(200);
  });

  it('ACC-77 ACC-05 ACC-OP02 a ROLE_AT user without ROLE_CUENTAS edits the accounts of their team, never the list', async () => {
    await addToTeam(t.db, 'bancos', Number(comercial));
    try {
      const agency = await byName('Agencia Demo');
      expect((await t.as('bancos', { method: 'GET', url: `${base}?texto=agencia` })).statusCode).toBe(403);
      const read = await t.as('bancos', { method: 'GET', url: `${base}/${agency.id}` });
      expect(read.statusCode).toBe(200);
      const other = await byName('Viajes Andinos S.A.');
      expect((await t.as('bancos', { method: 'GET', url: `${base}/${other.id}` })).statusCode).toBe(403);
    } finally {
      await removeFromTeam(t.db, 'bancos', Number(comercial));
    }
  });
});

describe('demo accounts', () => {
  it("ACC-06 Agencia Demo is an active company of Equipo Comercial and Equipo Agencias (ACC-41), and the externo user's account", async () => {
    const agency = await byName('Agencia Demo');
    expect(agency.datos).toMatchObject({ tipo: 'EMP', estado: 2, equipos: [comercial, agencias] });
    const externo = await t.db.selectFrom('users').select('account_id').where('username', '=', 'externo').executeTakeFirstOrThrow();
    expect(externo.account_id).toBe(String(agency.id));
    const session = (await t.as('externo', { method: 'GET', url: '/api/usuario' })).json();
    expect(session.entidad.id_crm).toBe(String(agency.id));
  });

  it('ACC-12 the economic group: the child names its parent and the parent lists the child', async () => {
    const parent = await byName('Corporación Pampa S.A.');
    const child = await byName('Pampa Logística S.A.');
    expect(child.datos.padre).toBe(parent.id);
    expect(parent.datos.hijos).toEqual([expect.objectContaining({ id: child.id, mostrarNombre: 'Pampa Logística S.A.' })]);
  });

  it('ACC-78 the equipos combo lists the teams by id', async () => {
    const res = await t.as('staff', { method: 'GET', url: '/api/combos/equipos' });
    expect(res.json().datos).toContainEqual(expect.objectContaining({ codigo: comercial, descripcion: 'Equipo Comercial' }));
  });
});

describe('account writes', () => {
  it('ACC-06 ACC-07 ACC-08 ACC-09 ACC-10 ACC-11 ACC-31 creates an active company with addresses, IIBB rows and files', async () => {
    const res = await create(
      'staff',
      empresa({
        colIngresosBrutos: [
          { jurisdiccion: '901', coeficiente: 0.5, tipo: 'convenio' },
          { jurisdiccion: '902', coeficiente: 0.5, tipo: 'convenio' },
        ],
        files: [{ numeroDeFile: 'F-1', tipo: 'AER', fechaDesde: '2026-01-01', fechaHasta: '2026-01-10', principal: true }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = (await t.as('staff', { method: 'GET', url: `${base}/${res.json().id}` })).json();
    expect(saved.datos).toMatchObject({ tipo: 'EMP', estado: 2, direcciones: [expect.objectContaining({ tipo: 'legal', principal: true, paisCodigo: 'AR' })] });
    expect(saved.datos.colIngresosBrutos).toHaveLength(2);
    expect(saved.datos.files[0]).toMatchObject({ numeroDeFile: 'F-1', tipo: 'AER' });
  });

  it('ACC-75 ACC-OP13 a save missing required fields is refused with the summary message and stores nothing', async () => {
    const before = await countCuentas();
    const res = await create('staff', { tipo: 'EMP', estado: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Faltan algunos datos obligatorios.');
    const campos = res.json().error.campos.map((c: { path: string }) => c.path);
    expect(campos).toEqual(expect.arrayContaining(['razonSocial', 'tipoDocumento', 'documento', 'condicionIva', 'perfil', 'mostrarNombre']));
    expect(await countCuentas()).toBe(before);
  });

  it('ACC-42 ACC-OP08 an active account without a seller is refused; a prospect needs none', async () => {
    const before = await countCuentas();
    const { vendedor: _v, ...sinVendedor } = empresa();
    const res = await create('staff', sinVendedor);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Faltan algunos datos obligatorios.');
    expect(res.json().error.campos.map((c: { path: string }) => c.path)).toContain('vendedor');
    expect(await countCuentas()).toBe(before);
    expect((await create('staff', { ...sinVendedor, estado: 1, perfil: '1', documento: demoCuit('30', '71999041') })).statusCode).toBe(201);
  });

  it('ACC-57 ACC-OP07 an active account without addresses is refused with the D2 text', async () => {
    const before = await countCuentas();
    const res = await create('staff', empresa({ direcciones: [] }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain('Debe ingresar al menos una dirección.');
    expect(await countCuentas()).toBe(before);
  });

  it('ACC-58 an active account whose addresses are none legal is refused', async () => {
    const res = await create('staff', empresa({ direcciones: [{ ...legal(), tipo: 'comercial' }] }));
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain('Debe ingresar al menos una dirección de tipo legal.');
  });

  it('ACC-43 a prospect is exempt from the address rules', async () => {
    const res = await create('staff', empresa({ estado: 1, perfil: '1', direcciones: [], documento: demoCuit('30', '71999002') }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('ACC-47 a saved account left without a team is refused with the spec message alone, and nothing changes', async () => {
    const agency = await byName('Agencia Demo');
    for (const equipos of [[], undefined]) {
      const res = await update('admin', agency.id, agency.version, { ...agency.datos, equipos });
      expect(res.statusCode).toBe(400);
      expect(messages(res)).toEqual(['Debe asociar el cuenta al menos un equipo en la solapa Vinculaciones.']);
    }
    const stored = (await t.as('admin', { method: 'GET', url: `${base}/${agency.id}` })).json();
    expect(stored.version).toBe(agency.version);
    expect(stored.datos.equipos).toEqual(agency.datos.equipos);
  });

  it('ACC-47 a brand-new account (no id yet) is not held by the team rule', async () => {
    const before = await countCuentas();
    const created = await create('admin', empresa({ equipos: [], documento: demoCuit('30', '71999003') }));
    expect(created.statusCode, created.body).toBe(201);
    expect(messages(created)).toEqual([]);
    expect(await countCuentas()).toBe(before + 1);
  });

  it('ACC-64 ACC-65 ACC-67 document types, VAT conditions and profiles are refused when the type, country or state does not allow them', async () => {
    const before = await countCuentas();
    // A person cannot be a travel agency (profile 2: EMP only), nor a prospect take profile 4 or 5.
    const par = await create('staff', {
      ...empresa(),
      tipo: 'PAR',
      nombre: 'Ana',
      apellido: 'Ruiz',
      razonSocial: undefined,
      mostrarNombre: 'Ruiz, Ana',
      perfil: '2',
    });
    expect(par.statusCode).toBe(400);
    expect(messages(par).join(' ')).toContain('Perfil');
    const prospect = await create('staff', empresa({ estado: 1, perfil: '4' }));
    expect(prospect.statusCode).toBe(400);
    // DNI applies to people with VAT condition "consumidor final" only.
    const dni = await create('staff', empresa({ tipoDocumento: '_2', documento: '30111222' }));
    expect(dni.statusCode).toBe(400);
    expect(messages(dni).join(' ')).toContain('Tipo de documento');
    // A main address abroad does not take a domestic VAT condition.
    const abroad = await create('staff', empresa({ direcciones: [{ tipo: 'legal', principal: true, ...pickedAddressRow('Zabala 1463 Montevideo Uruguay') }] }));
    expect(abroad.statusCode).toBe(400);
    expect(await countCuentas()).toBe(before);
  });

  it('ACC-66 ACC-72 a company abroad takes the foreign tax id, VAT condition and a profile other than 2 or 4', async () => {
    const res = await create(
      'staff',
      empresa({
        tipoDocumento: '_3',
        condicionIva: '_5',
        perfil: '3',
        documento: '214567890099',
        direcciones: [{ tipo: 'legal', principal: true, ...pickedAddressRow('Zabala 1463 Montevideo Uruguay') }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const agency = await create(
      'staff',
      empresa({
        tipoDocumento: '_3',
        condicionIva: '_5',
        perfil: '2',
        documento: '214567890098',
        direcciones: [{ tipo: 'legal', principal: true, ...pickedAddressRow('Zabala 1463 Montevideo Uruguay') }],
      }),
    );
    expect(agency.statusCode).toBe(400);
  });

  it('ACC-44 an account with activo = no is read-only: its update is refused and nothing changes', async () => {
    const inactive = await byName('Hotelera Patagónica S.A.');
    const res = await update('admin', inactive.id, inactive.version, { ...inactive.datos, telefono: '2994000000' });
    expect(res.statusCode).toBe(403);
    expect((await t.as('admin', { method: 'GET', url: `${base}/${inactive.id}` })).json().version).toBe(inactive.version);
  });

  it('ACC-45 a supplier account is read-only for non-admins; only an admin changes esProveedor', async () => {
    const supplier = await byName('Aerolíneas Regionales S.A.');
    const refused = await update('staff', supplier.id, supplier.version, { ...supplier.datos, telefono: '1140001111' });
    expect(refused.statusCode).toBe(403);
    const ok = await update('admin', supplier.id, supplier.version, { ...supplier.datos, telefono: '1140001111' });
    expect(ok.statusCode, ok.body).toBe(200);
    // A non-admin's esProveedor is ignored: the stored value stays.
    const agency = await byName('Agencia Demo');
    const res = await update('staff', agency.id, agency.version, { ...agency.datos, esProveedor: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.as('staff', { method: 'GET', url: `${base}/${agency.id}` })).json().datos.esProveedor).toBeUndefined();
  });
});

describe('IIBB coefficients', () => {
  const iibb = (colIngresosBrutos: unknown[], tipoInscripcionIibb?: string) =>
    create('staff', empresa({ colIngresosBrutos, ...(tipoInscripcionIibb ? { tipoInscripcionIibb } : {}), documento: demoCuit('30', '71999010') }));

  it('ACC-51 ACC-50 rejects coefficients that do not sum to 1 with the spec message, storing nothing', async () => {
    const before = await countCuentas();
    const res = await iibb([
      { jurisdiccion: '901', coeficiente: 0.5, tipo: 'convenio' },
      { jurisdiccion: '902', coeficiente: 0.3, tipo: 'convenio' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain('La sumatoria de los coeficientes debe ser 1.');
    expect(await countCuentas()).toBe(before);
  });

  it('ACC-49 rejects a single coefficient above 1', async () => {
    const res = await iibb([{ jurisdiccion: '901', coeficiente: 1.2, tipo: 'local' }]);
    expect(res.statusCode).toBe(400);
  });

  it('ACC-55 rejects a repeated jurisdiction with the spec message', async () => {
    const res = await iibb([
      { jurisdiccion: '901', coeficiente: 0.5, tipo: 'convenio' },
      { jurisdiccion: '901', coeficiente: 0.5, tipo: 'convenio' },
    ]);
    expect(messages(res)).toContain('Ya existe una configuración para esta jurisdicción');
  });

  it('ACC-48 ACC-OP06 a row missing its type is refused', async () => {
    const res = await iibb([{ jurisdiccion: '901', coeficiente: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain('Faltan algunos datos obligatorios.');
  });

  it('ACC-52 ACC-53 ACC-OP04 types 6 and 7 skip the sum; type 1 accepts a sum of 0', async () => {
    expect((await iibb([{ jurisdiccion: '901', coeficiente: 0.2, tipo: 'convenio' }], '6')).statusCode).toBe(201);
    expect(
      (
        await create(
          'staff',
          empresa({
            colIngresosBrutos: [{ jurisdiccion: '901', coeficiente: 0, tipo: 'local' }],
            tipoInscripcionIibb: '1',
            documento: demoCuit('30', '71999011'),
          }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('ACC-54 ACC-OP05 an exempt jurisdiction must have coefficient 0', async () => {
    const res = await iibb([{ jurisdiccion: '901', coeficiente: 1, tipo: 'exento' }]);
    expect(messages(res)).toContain('Una jurisdicción exenta debe tener coeficiente 0.');
  });

  it('ACC-56 coefficients take at most 4 decimals', async () => {
    const res = await iibb([
      { jurisdiccion: '901', coeficiente: 0.12345, tipo: 'convenio' },
      { jurisdiccion: '902', coeficiente: 0.87655, tipo: 'convenio' },
    ]);
    expect(messages(res)).toContain('El coeficiente admite hasta 4 decimales.');
  });
});

describe('file entries', () => {
  it('ACC-73 ACC-OP09 two entries with the same number and type and overlapping dates are refused', async () => {
    const before = await countCuentas();
    const res = await create(
      'staff',
      empresa({
        documento: demoCuit('30', '71999020'),
        files: [
          { numeroDeFile: 'F-9', tipo: 'AER', fechaDesde: '2026-03-01', fechaHasta: '2026-03-10' },
          { numeroDeFile: 'F-9', tipo: 'AER', fechaDesde: '2026-03-05', fechaHasta: '2026-03-20' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toContain('Ya existe un file con el mismo número y tipo en un período que se superpone.');
    expect(await countCuentas()).toBe(before);
  });

  it("21 a file entry whose Hasta is before its Desde is refused under that row's Hasta, on create and on update, and nothing is stored", async () => {
    const before = await countCuentas();
    const bad = { numeroDeFile: 'F-30', tipo: 'AER', fechaDesde: '2026-03-10', fechaHasta: '2026-03-01' };
    const res = await create('staff', empresa({ documento: demoCuit('30', '71999024'), files: [bad] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.campos, res.body).toContainEqual({ path: 'files.0.fechaHasta', mensaje: 'La fecha Hasta no puede ser anterior a la fecha Desde.' });
    expect(await countCuentas()).toBe(before);

    const created = (await create('staff', empresa({ documento: demoCuit('30', '71999025'), files: [{ ...bad, fechaHasta: '2026-03-10' }] }))).json();
    const stored = (await t.as('staff', { method: 'GET', url: `${base}/${created.id}` })).json();
    const refused = await update('staff', stored.id, stored.version, {
      ...stored.datos,
      files: [{ ...stored.datos.files[0], fechaHasta: '2026-03-09', editar: true }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.campos).toContainEqual({ path: 'files.0.fechaHasta', mensaje: 'La fecha Hasta no puede ser anterior a la fecha Desde.' });
    const after = (await t.as('staff', { method: 'GET', url: `${base}/${created.id}` })).json();
    expect(after.version).toBe(stored.version);
    expect(after.datos.files[0].fechaHasta).toBe('2026-03-10');
  });

  it('ACC-74 only one file per type is principal', async () => {
    const res = await create(
      'staff',
      empresa({
        documento: demoCuit('30', '71999021'),
        files: [
          { numeroDeFile: 'F-10', tipo: 'AER', fechaDesde: '2026-03-01', principal: true },
          { numeroDeFile: 'F-11', tipo: 'AER', fechaDesde: '2026-04-01', principal: true },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.campos, res.body).toContainEqual({ path: 'files', mensaje: 'Solo puede haber un elemento principal de tipo AER en Files.' });
  });

  it('ACC-46 a saved file row marked eliminar is dropped on save', async () => {
    const created = (
      await create('staff', empresa({ documento: demoCuit('30', '71999023'), files: [{ numeroDeFile: 'F-12', tipo: 'HOT', fechaDesde: '2026-05-01' }] }))
    ).json();
    const stored = (await t.as('staff', { method: 'GET', url: `${base}/${created.id}` })).json();
    const files = stored.datos.files.map((row: Record<string, unknown>) => ({ ...row, eliminar: true }));
    const res = await update('staff', stored.id, stored.version, { ...stored.datos, files });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.as('staff', { method: 'GET', url: `${base}/${created.id}` })).json().datos.files).toEqual([]);
  });
});

describe('document look-ups and server-decided fields', () => {
  it('ACC-68 ACC-OP12 the tax lookup at exactly 11 digits answers success, data and agip', async () => {
    const res = await t.as('staff', { method: 'GET', url: '/api/cuentas/padron/30712345604' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { tipo: 'EMP', razonSocial: 'Agencia Demo', condicionIva: '_1' }, agip: true });
    const person = (await t.as('staff', { method: 'GET', url: `/api/cuentas/padron/${demoCuit('27', '30111222')}` })).json();
    expect(person.data).toMatchObject({ tipo: 'PAR', nombre: 'Laura Beatriz', apellido: 'Fernández' });
    const short = await t.as('staff', { method: 'GET', url: '/api/cuentas/padron/3071234560' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.mensaje).toBe('El CUIT a verificar debe tener 11 dígitos.');
  });

  it('ACC-69 an unknown CUIT is a failed lookup (success false)', async () => {
    const res = await t.as('staff', { method: 'GET', url: `/api/cuentas/padron/${demoCuit('30', '79999999')}` });
    expect(res.json()).toEqual({ success: false, data: null, agip: false });
  });

  it('ACC-70 ACC-OP10 the existence check by document lists accounts and supplier accounts', async () => {
    const agency = (await t.as('staff', { method: 'GET', url: '/api/cuentas/documento/30712345604' })).json();
    expect(agency.cuentas).toEqual([expect.objectContaining({ mostrarNombre: 'Agencia Demo' })]);
    expect(agency.proveedores).toEqual([]);
    const supplier = (await t.as('staff', { method: 'GET', url: `/api/cuentas/documento/${demoCuit('30', '70666999')}` })).json();
    expect(supplier.proveedores).toEqual([expect.objectContaining({ mostrarNombre: 'Aerolíneas Regionales S.A.' })]);
    expect((await t.as('sinpermisos', { method: 'GET', url: '/api/cuentas/documento/30712345604' })).statusCode).toBe(403);
  });

  it('ACC-70 ACC-OP10 a new account with the document of an active account is refused naming it; a supplier-only match is not', async () => {
    const before = await countCuentas();
    const taken = await create('staff', empresa({ documento: '30712345604' }));
    expect(taken.statusCode).toBe(400);
    expect(messages(taken)).toContain('Ya existe una cuenta con ese documento: Agencia Demo.');
    expect(await countCuentas()).toBe(before);
    expect((await create('staff', empresa({ documento: demoCuit('30', '70666999') }))).statusCode).toBe(201);
  });

  it('ACC-71 ACC-OP11 a register that cannot be asked answers the spec error', async () => {
    const failing = await startTestApp({ appOptions: {} });
    try {
      // The register is a port: an app built with a failing one answers 502 with the spec's text.
      const { buildApp } = await import('../../server/app');
      const app = await buildApp({
        db: failing.db,
        registry: failing.registry,
        config: failing.config,
        identity: failing.identity,
        taxIds: {
          lookup: async () => {
            throw new Error('sin conexión');
          },
        },
      });
      const res = await app.inject({
        method: 'GET',
        url: '/api/cuentas/padron/30712345604',
        headers: { authorization: `Bearer ${await failing.tokenFor('staff')}` },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.mensaje).toBe('Ocurrio un error al verificar los datos a ingresar.');
      await app.close();
    } finally {
      await failing.close();
    }
  });

  it('ACC-13 ACC-69 validoDocumento is decided by the server: true only for a CUIT the register knows', async () => {
    const known = await create('staff', empresa({ documento: demoCuit('30', '71555666'), validoDocumento: false }));
    expect(known.statusCode, known.body).toBe(201);
    expect(known.json().datos.validoDocumento).toBe(true);
    const unknown = await create('staff', empresa({ documento: demoCuit('30', '71999030'), validoDocumento: true }));
    expect(unknown.json().datos.validoDocumento ?? false).toBe(false);
  });

  // The subdomain is agency data (ACC-41): written by a user with 'w' on agency accounts, on a company of the agency team.
  const agencia = (over: Record<string, unknown> = {}) => empresa({ equipos: [comercial, agencias], ...over });

  it('ACC-60 ACC-62 a subdomain that is too short or already used refuses the save with its message under the field, nothing stored', async () => {
    const before = await countCuentas();
    const short = await create('agencias', agencia({ documento: demoCuit('30', '71999031'), subdominio: 'sur' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.campos).toEqual([{ path: 'subdominio', mensaje: 'El subdominio debe tener más de 4 letras.' }]);
    const taken = await create('agencias', agencia({ documento: demoCuit('30', '71999032'), subdominio: 'agenciademo' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.campos).toEqual([{ path: 'subdominio', mensaje: 'El subdominio ya está en uso por otra cuenta.' }]);
    expect(await countCuentas()).toBe(before);
    const free = await create('agencias', agencia({ documento: demoCuit('30', '71999033'), subdominio: 'viajesdelnorte' }));
    expect(free.json().datos.subdominio).toBe('viajesdelnorte');
  });

  it('ACC-59 a subdomain with other than lower-case letters is refused', async () => {
    const res = await create('agencias', agencia({ documento: demoCuit('30', '71999034'), subdominio: 'Viajes-2026' }));
    expect(res.statusCode).toBe(400);
  });

  it('ACC-63 ACC-61 a set subdomain cannot be changed: the change is refused with its message, nothing stored; the same subdomain saves', async () => {
    const agency = await byName('Agencia Demo');
    const res = await update('agencias', agency.id, agency.version, { ...agency.datos, subdominio: 'otronombre' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.campos).toEqual([{ path: 'subdominio', mensaje: 'El subdominio ya asignado no se puede modificar.' }]);
    const stored = (await t.as('admin', { method: 'GET', url: `${base}/${agency.id}` })).json();
    expect(stored.version).toBe(agency.version);
    expect(stored.datos.subdominio).toBe('agenciademo');
    const same = await update('agencias', agency.id, agency.version, { ...agency.datos, nombreFantasia: 'Demo' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().datos.subdominio).toBe('agenciademo');
  });

  it('ACC-81 ACC-12 the parent is an account the account search finds (LNK-11); the link is checked on save', async () => {
    const parent = await byName('Corporación Pampa S.A.');
    const found = (await t.as('staff', { method: 'GET', url: `${base}?texto=${encodeURIComponent('pampa')}` })).json();
    expect(found.datos.map((r: { id: number }) => r.id)).toContain(parent.id);
    const res = await create('staff', empresa({ documento: demoCuit('30', '71999037'), padre: parent.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().datos.padre).toBe(parent.id);
  });

  it('ACC-12 a parent link to an id no record can have is refused, not a server error', async () => {
    const res = await create('staff', empresa({ documento: demoCuit('30', '71999035'), padre: 1e308 }));
    expect(res.statusCode).toBe(400);
  });
});

describe('account calls of the spec beyond the module API', () => {
  const agencia = (over: Record<string, unknown> = {}) => empresa({ equipos: [comercial, agencias], ...over });
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  /** Uploads a file as the upload widget does (multipart `archivo[]`, app 17, prefijo and carpeta). */
  const upload = async (user: string, name: string, carpeta: string, body: Buffer, type: string) => {
    const boundary = '----cuenta7f3a9b';
    const field = (n: string, v: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`);
    const payload = Buffer.concat([
      field('app', '17'),
      field('prefijo', carpeta === 'logos' ? 'logo' : 'cuenta'),
      field('carpeta', carpeta),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo[]"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.as(user, { method: 'POST', url: '/api/archivos', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().datos[0].id as string;
  };

  it('ACC-80 cuentaPorUsuarioLogueado answers the agency user their own account, with the default logo when it has none', async () => {
    const agency = await byName('Agencia Demo');
    const res = await t.as('externo', { method: 'GET', url: '/api/cuentaPorUsuarioLogueado' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: agency.id, datos: { mostrarNombre: 'Agencia Demo', tipo: 'EMP' }, logo: 'predeterminado' });
    // Their own account only: the module's records stay closed to them.
    expect((await t.as('externo', { method: 'GET', url: `${base}/${agency.id}` })).statusCode).toBe(403);
  });

  it("ACC-80 a staff user with no account of their own gets the company's own account (9238, configured); with none configured there is none", async () => {
    const res = await t.as('staff', { method: 'GET', url: '/api/cuentaPorUsuarioLogueado' });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).toContain('Viajes Demo S.A.');
    expect(ownAccountId(null, { company: { domain: 'viajesdemo.com.ar' } })).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/cuentaPorUsuarioLogueado' })).statusCode).toBe(401);
  });

  it('ACC-34 guardarCuenta creates without an id and updates with id and version, answering the id', async () => {
    const before = await countCuentas();
    const created = await t.as('staff', {
      method: 'POST',
      url: '/api/guardarCuenta',
      payload: { datos: empresa({ documento: demoCuit('30', '71999051'), razonSocial: 'Legado S.A.', mostrarNombre: 'Legado S.A.' }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id: expect.any(Number) });
    expect(await countCuentas()).toBe(before + 1);
    const stored = await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    const updated = await t.as('staff', {
      method: 'POST',
      url: '/api/guardarCuenta',
      payload: { id, version: Number(stored.version), datos: { ...(stored.data as object), nombreFantasia: 'Legado' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ id });
    expect((await t.db.selectFrom('records').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data).toMatchObject({ nombreFantasia: 'Legado' });
    expect(await countCuentas()).toBe(before + 1);
  });

  it('ACC-34 guardarCuenta runs the module rules and guards: a refused save stores nothing', async () => {
    const before = await countCuentas();
    const invalid = await t.as('staff', {
      method: 'POST',
      url: '/api/guardarCuenta',
      payload: { datos: empresa({ documento: demoCuit('30', '71999052'), direcciones: [] }) },
    });
    expect(invalid.statusCode).toBe(400);
    expect(messages(invalid)).toContain('Debe ingresar al menos una dirección.');
    const denied = await t.as('bancos', { method: 'POST', url: '/api/guardarCuenta', payload: { datos: empresa({ documento: demoCuit('30', '71999063') }) } });
    expect(denied.statusCode).toBe(403);
    const malformed = await t.as('staff', { method: 'POST', url: '/api/guardarCuenta', payload: { id: 'x', datos: {} } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.mensaje).toMatch(/\S/);
    expect(await countCuentas()).toBe(before);
  });

  it('ACC-34 guardarCuentaProv saves an account marked as a supplier (admin only); others hear why and nothing is stored', async () => {
    const before = await countCuentas();
    const refused = await t.as('staff', {
      method: 'POST',
      url: '/api/guardarCuentaProv',
      payload: { datos: empresa({ documento: demoCuit('30', '71999054') }) },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.mensaje).toBe('Solo un administrador puede guardar la cuenta de un proveedor.');
    expect(await countCuentas()).toBe(before);
    const saved = await t.as('admin', {
      method: 'POST',
      url: '/api/guardarCuentaProv',
      payload: { datos: empresa({ documento: demoCuit('30', '71999055'), esProveedor: false }) },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const row = await t.db.selectFrom('records').select('data').where('id', '=', saved.json().id).executeTakeFirstOrThrow();
    expect(row.data).toMatchObject({ esProveedor: true });
    expect(await countCuentas()).toBe(before + 1);
  });

  it("ACC-35 ACC-OP16 LNK-16 LNK-OP04 nuevaCuentaCrm creates a prospect account from the modal's fields alone (estado 1 whatever is sent, no document, no address) and answers the record", async () => {
    const before = await countCuentas();
    const res = await t.as('staff', {
      method: 'POST',
      url: '/api/nuevaCuentaCrm',
      payload: {
        datos: { tipo: 'EMP', razonSocial: 'Prospecto Andino S.A.', perfil: '2', email: 'hola@prospectoandino.com.ar', telefono: '1145550101', estado: 2 },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      version: 1,
      datos: {
        estado: 1,
        activo: true,
        tipo: 'EMP',
        razonSocial: 'Prospecto Andino S.A.',
        mostrarNombre: 'Prospecto Andino S.A.',
        perfil: '2',
        email: 'hola@prospectoandino.com.ar',
      },
    });
    expect(res.json().datos).not.toHaveProperty('documento');
    const persona = await t.as('staff', {
      method: 'POST',
      url: '/api/nuevaCuentaCrm',
      payload: { datos: { tipo: 'PAR', nombre: 'Inés', apellido: 'Prospecto', perfil: '3' } },
    });
    expect(persona.statusCode, persona.body).toBe(201);
    expect(persona.json().datos).toMatchObject({ estado: 1, mostrarNombre: 'Prospecto, Inés' });
    expect(await countCuentas()).toBe(before + 2);
    // The link kind's "Nuevo" (the prospect-account modal) creates through it; the account form keeps the module's own save.
    const config = (await t.as('staff', { method: 'GET', url: '/api/config' })).json();
    expect(config.links.cuenta.createPath).toBe('/api/nuevaCuentaCrm');
  });

  it("LNK-OP04 ACC-67 nuevaCuentaCrm refuses a prospect missing a required field of its type, a profile outside ACC-67 or a field beyond the modal's; nothing is stored", async () => {
    const before = await countCuentas();
    const sinRazonSocial = await t.as('staff', {
      method: 'POST',
      url: '/api/nuevaCuentaCrm',
      payload: { datos: { tipo: 'EMP', perfil: '2', email: 'sin@razon.com.ar' } },
    });
    expect(sinRazonSocial.statusCode).toBe(400);
    expect(sinRazonSocial.json().error.mensaje).toBe('Faltan algunos datos obligatorios.');
    expect(sinRazonSocial.json().error.campos).toContainEqual({ path: 'razonSocial', mensaje: expect.stringContaining('Razón social') });
    const sinApellido = await t.as('staff', { method: 'POST', url: '/api/nuevaCuentaCrm', payload: { datos: { tipo: 'PAR', nombre: 'Inés', perfil: '1' } } });
    expect(sinApellido.statusCode).toBe(400);
    expect(sinApellido.json().error.mensaje).toBe('Faltan algunos datos obligatorios.');
    expect(sinApellido.json().error.campos.map((c: { path: string }) => c.path)).toContain('apellido');
    const perfil = await t.as('staff', {
      method: 'POST',
      url: '/api/nuevaCuentaCrm',
      payload: { datos: { tipo: 'PAR', nombre: 'Inés', apellido: 'Prospecto', perfil: '2' } },
    });
    expect(perfil.statusCode).toBe(400);
    expect(perfil.json().error.campos).toContainEqual({ path: 'perfil', mensaje: 'El valor elegido en Perfil no es una opción válida.' });
    const documento = await t.as('staff', {
      method: 'POST',
      url: '/api/nuevaCuentaCrm',
      payload: { datos: { tipo: 'EMP', razonSocial: 'Con Documento S.A.', perfil: '1', documento: demoCuit('30', '71999057') } },
    });
    expect(documento.statusCode).toBe(400);
    expect(await countCuentas()).toBe(before);
  });

  it('ACC-40 ACC-OP18 logos/{id} serves the default logo and uploaded logos (a new one to its uploader, a saved one to all: fileScope.test.ts), nothing else', async () => {
    const fallback = await t.as('externo', { method: 'GET', url: '/api/logos/predeterminado' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const logo = await upload('agencias', 'marca.png', 'logos', PNG, 'image/png');
    const served = await t.as('agencias', { method: 'GET', url: `/api/logos/${logo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const other = await upload('agencias', 'constancia.png', 'files', PNG, 'image/png');
    const notALogo = await t.as('agencias', { method: 'GET', url: `/api/logos/${other}` });
    expect(notALogo.statusCode).toBe(404);
    expect(notALogo.json().error.mensaje).toBe('No existe el logo solicitado.');
    expect((await t.as('agencias', { method: 'GET', url: '/api/logos/no-existe' })).statusCode).toBe(404);
    expect((await t.as('sinpermisos', { method: 'GET', url: '/api/logos/predeterminado' })).statusCode).toBe(403);
    expect((await t.as('agencias', { method: 'GET', url: '/api/logos/..%2Fsecreto' })).statusCode).toBe(400);
  });

  it('ACC-40 ACC-41 an agency account takes its uploaded logo into logoUrl; its user then gets that logo', async () => {
    const agency = await byName('Agencia Demo');
    const logo = await upload('agencias', 'agencia.png', 'logos', PNG, 'image/png');
    const res = await update('agencias', agency.id, agency.version, { ...agency.datos, logoUrl: logo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().datos.logoUrl).toBe(logo);
    const own = await t.as('externo', { method: 'GET', url: '/api/cuentaPorUsuarioLogueado' });
    expect(own.json().logo).toBe(logo);
    expect((await t.as('externo', { method: 'GET', url: `/api/logos/${logo}` })).statusCode).toBe(200);
  });

  it('ACC-41 ACC-OP14 the agency team is a back-end setting told to the browser, not an id in the client', async () => {
    const usuario = (await t.as('agencias', { method: 'GET', url: '/api/usuario' })).json();
    expect(usuario.ajustes).toEqual({ equipoAgencias: Number(agencias), logoPredeterminado: 'predeterminado' });
  });

  it("ACC-41 agency data is written only on a company of the agency team, by a user with 'w' on cuentaegencia; other writes keep it", async () => {
    const stored = async (id: number) => await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    const created = await create('agencias', agencia({ documento: demoCuit('30', '71999061'), legajo: 'EVT-1234' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await stored(id)).data).toMatchObject({ legajo: 'EVT-1234' });
    // staff has no 'w' on agency accounts: the save goes on, the agency data keeps its stored value.
    let row = await stored(id);
    const byStaff = await update('staff', id, Number(row.version), { ...(row.data as object), legajo: 'EVT-9999', nombreFantasia: 'Cambiado' });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect((await stored(id)).data).toMatchObject({ legajo: 'EVT-1234', nombreFantasia: 'Cambiado' });
    // Without the agency team the section does not apply, even for the agency user.
    row = await stored(id);
    const noTeam = await update('agencias', id, Number(row.version), { ...(row.data as object), equipos: [comercial], legajo: 'EVT-5555' });
    expect(noTeam.statusCode, noTeam.body).toBe(200);
    expect((await stored(id)).data).toMatchObject({ legajo: 'EVT-1234' });
    // A person (PAR) is no agency: a new one with agency data stores none.
    const persona = await create('agencias', {
      ...agencia({ documento: demoCuit('20', '31999062') }),
      tipo: 'PAR',
      nombre: 'Ana',
      apellido: 'Pérez',
      mostrarNombre: 'Pérez, Ana',
      razonSocial: undefined,
      perfil: '1',
      legajo: 'EVT-7777',
    });
    expect(persona.statusCode, persona.body).toBe(201);
    expect(persona.json().datos.legajo).toBeUndefined();
    // Back on the agency team, the agency user writes it again.
    row = await stored(id);
    const back = await update('agencias', id, Number(row.version), { ...(row.data as object), equipos: [comercial, agencias], legajo: 'EVT-4321' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await stored(id)).data).toMatchObject({ legajo: 'EVT-4321' });
  });
});
