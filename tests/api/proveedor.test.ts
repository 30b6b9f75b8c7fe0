/** Suppliers (SUP-*) through the API with the browser bypassed: one shared server, every rule refused with its message and nothing stored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { fieldProblems, moduleCreates } from './helpers/moduleCreates';
import { demoCuit } from '../../server/seed/demoValues';
import { address } from '../../server/seed/demoValues';
import { demoProveedorId } from '../../schemas/proveedor/proveedor.seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const base = '/api/modulos/proveedor';
const { count, create } = moduleCreates(() => t, 'proveedor');
/** A create refused with 400 naming the expected problems, and nothing stored (as the admin, who may write every field). */
const refused = async (datos: Record<string, unknown>, expected: Array<{ path: string; mensaje: string }>, user = 'admin') => {
  const before = await count();
  const res = await create(datos, user);
  expect(res.statusCode, res.body).toBe(400);
  expect(fieldProblems(res)).toEqual(expect.arrayContaining(expected));
  expect(await count()).toBe(before);
  return res;
};
const messages = (res: { json(): any }) => fieldProblems(res).map((p) => p.mensaje);

const legal = address(
  'legal',
  {
    calle: 'Florida',
    numero: '100',
    codigoPostal: 'C1005',
    localidad: 'San Nicolás',
    provincia: 'Ciudad Autónoma de Buenos Aires',
    pais: 'Argentina',
    paisCodigo: 'AR',
    latitud: -34.6,
    longitud: -58.37,
  },
  true,
);
const comercial = address(
  'comercial',
  {
    calle: 'Mitre',
    numero: '340',
    codigoPostal: 'R8400',
    localidad: 'San Carlos de Bariloche',
    provincia: 'Río Negro',
    pais: 'Argentina',
    paisCodigo: 'AR',
    latitud: -41.13,
    longitud: -71.31,
  },
  true,
);

let serial = 0;
/** A fresh valid company CUIT (numbers whose check digit would be 10 are skipped). */
const freshCuit = (): string => {
  for (;;) {
    serial += 1;
    try {
      return demoCuit('30', String(72000000 + serial * 7));
    } catch {
      // no check digit for this number: take the next one
    }
  }
};
/** A valid new supplier: a fresh code and CUIT each time. */
const supplier = (over: Record<string, unknown> = {}) => {
  const documento = freshCuit();
  return {
    codigoPta: `PRUEBA${serial}`,
    razonSocial: `Proveedor de Prueba ${serial} S.A.`,
    mostrarNombre: `Proveedor de Prueba ${serial} S.A.`,
    tipoDocumento: '_1',
    documento,
    tipoProveedor: 'HOT',
    condicionIva: '_1',
    direcciones: [legal],
    ...over,
  };
};
const update = (user: string, id: number, version: number, datos: Record<string, unknown>) =>
  t.as(user, { method: 'PUT', url: `${base}/${id}`, payload: { version, datos } });
const read = async (id: number, user = 'admin') => (await t.as(user, { method: 'GET', url: `${base}/${id}` })).json();

describe('supplier routes and screens (SUP-01…03, SUP-08, SUP-11, SUP-12)', () => {
  it('SUP-01 SUP-02 SUP-03 the list is /proveedores, the form /proveedor and /proveedor/{id}', () => {
    const screens = t.config.screens;
    expect(screens.find((s) => s.id === 'proveedores.lista')).toMatchObject({ path: '/proveedores', module: 'proveedor' });
    expect(screens.find((s) => s.id === 'proveedores.formulario')).toMatchObject({ paths: { create: '/proveedor', edit: '/proveedor/:id' } });
  });

  it('SUP-11 CST-17 the supplier table pages at 25 rows; SUP-08 its filters are supplier type, profile, VAT condition, status and text', () => {
    const list = t.config.screens.find((s) => s.id === 'proveedores.lista');
    expect(list).toMatchObject({ pageSize: 25 });
    expect(t.config.modules.proveedor.list.filters.map((f) => f.name)).toEqual(['texto', 'tipoProveedor', 'perfil', 'condicionIva', 'estado', 'enDesuso']);
  });

  it('SUP-09 a search without any filter is refused with the spec warning', async () => {
    const res = await t.as('admin', { method: 'GET', url: base });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Debe seleccionar al menos un filtro de busqueda');
  });

  it('SUP-10 SUP-08 searches by text, supplier type, profile and VAT condition', async () => {
    const byText = (await t.as('admin', { method: 'GET', url: `${base}?texto=${encodeURIComponent('patagónicos')}` })).json();
    expect(byText.datos.map((r: any) => r.datos.codigoPta)).toEqual(['HOTPAT01']);
    const byType = (await t.as('admin', { method: 'GET', url: `${base}?tipoProveedor=TRA` })).json();
    expect(byType.datos.map((r: any) => r.datos.codigoPta)).toEqual(['TRANSCUYO']);
    const byProfile = (await t.as('admin', { method: 'GET', url: `${base}?perfil=NAC2` })).json();
    expect(byProfile.datos.map((r: any) => r.datos.codigoPta)).toContain('ASISTVIAJ');
    const byVat = (await t.as('admin', { method: 'GET', url: `${base}?condicionIva=_1&texto=HOTPAT` })).json();
    expect(byVat.total).toBe(1);
  });

  it('SUP-12 the search messages are the spec texts (failure danger, nothing found warning)', async () => {
    const res = await t.as('admin', { method: 'GET', url: `${base}?texto=inexistente` });
    expect(res.json().datos).toEqual([]);
    const catalogue = (await import('../../schemas/proveedor/proveedor.messages.json')).default as Record<string, { text: string }>;
    expect(catalogue.noResults.text).toBe('No se encontraron resultados para la búsqueda realizada.');
    expect(catalogue.listError.text).toBe('Se produjo un error al realizar la búsqueda, vuelva a intentarlo.');
    expect(t.config.modules.proveedor.messages).toMatchObject({ noResults: 'proveedor.noResults', listError: 'proveedor.listError' });
  });
});

describe('supplier record (SUP-04…07, SUP-21, SUP-22)', () => {
  it('SUP-04 SUP-21 stores the supplier fields and reads them back by id', async () => {
    const res = await create(
      supplier({
        tipoPerfil: 'INT',
        perfil: 'INT1',
        requiereAuth: true,
        telefono: '1143001234',
        email: 'ventas@proveedor.com.ar',
        tipoIibb: 'CM',
        tipoInscripcionIibb: '3',
        numeroIngresosBrutos: '901-123456-7',
        colIngresosBrutos: [
          { jurisdiccion: '901', coeficiente: 0.5, tipo: 'convenio' },
          { jurisdiccion: '902', coeficiente: 0.5, tipo: 'convenio' },
        ],
        atencionOperativa: 'valor_4',
        atencionComercial: 'valor_3',
        atencionAdministrativa: 'valor_5',
        equipos: [],
      }),
      'admin',
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = await read(res.json().id);
    expect(saved.datos).toMatchObject({ tipoPerfil: 'INT', perfil: 'INT1', numeroIngresosBrutos: '901-123456-7', atencionOperativa: 'valor_4', estado: 1 });
    expect(saved.datos.colIngresosBrutos).toHaveLength(2);
  });

  it('SUP-05 codigoPta is stored in upper case without non-word characters: another form is refused, nothing stored', async () => {
    await refused(supplier({ codigoPta: 'pta-01' }), [
      { path: 'codigoPta', mensaje: 'El campo Código PTA solo admite letras mayúsculas sin acentos, números y guiones bajos, sin espacios ni otros signos.' },
    ]);
    const ok = await create(supplier({ codigoPta: 'PTA_01' }), 'admin');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().datos.codigoPta).toBe('PTA_01');
  });

  it('SUP-06 CST-61 the attention fields carry valor_N codes: another value is refused', async () => {
    const res = await create(supplier({ atencionOperativa: 'buena' }), 'admin');
    expect(res.statusCode).toBe(400);
    expect(fieldProblems(res).map((p) => p.path)).toContain('atencionOperativa');
    const combo = (await t.as('admin', { method: 'GET', url: '/api/combos/atencionProveedor' })).json().datos;
    expect(combo.map((o: { codigo: string }) => o.codigo)).toEqual(['valor_1', 'valor_2', 'valor_3', 'valor_4', 'valor_5']);
  });

  it('SUP-07 CST-24 the document is a CUIT of 11 digits with its check digit: anything else is refused, nothing stored', async () => {
    await refused(supplier({ documento: '3071234' }), [{ path: 'documento', mensaje: 'El CUIT debe tener 11 dígitos.' }]);
    const wrongDigit = supplier();
    const digits = String(wrongDigit.documento);
    const res = await refused({ ...wrongDigit, documento: `${digits.slice(0, 10)}${(Number(digits[10]) + 1) % 10}` }, []);
    expect(fieldProblems(res).map((p) => p.path)).toContain('documento');
  });

  it('SUP-22 the legacy save call saveProveedor creates and answers an id', async () => {
    const before = await count();
    const res = await t.as('admin', { method: 'POST', url: '/api/saveProveedor', payload: { datos: supplier() } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json().id).toEqual(expect.any(Number));
    expect(await count()).toBe(before + 1);
  });

  it('SUP-OP05 SUP-15 a new supplier is pending (estado 1) whatever the body says', async () => {
    const res = await create(supplier({ estado: 2 }), 'admin');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().datos.estado).toBe(1);
    const states = (await t.as('admin', { method: 'GET', url: '/api/combos/estadosProveedor' })).json().datos;
    expect(states).toEqual([
      expect.objectContaining({ codigo: '1', descripcion: 'Pendiente' }),
      expect.objectContaining({ codigo: '2', descripcion: 'Autorizado' }),
      expect.objectContaining({ codigo: '3', descripcion: 'Rechazado' }),
    ]);
  });

  it('SUP-19 SUP-OP05 the pending list filters by state 1', async () => {
    const res = await t.as('admin', { method: 'GET', url: `${base}?estado=1&pantalla=proveedores.pendientes` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().datos.every((r: any) => r.datos.estado === 1)).toBe(true);
    expect(res.json().datos.map((r: any) => r.datos.codigoPta)).toContain('ASISTVIAJ');
  });

  it('SUP-23 the relacionesProveedor lookup exists for the contacts of a supplier', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/combos/relacionesProveedor' });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.length).toBeGreaterThan(0);
  });
});

describe('supplier validation (SUP-29…37)', () => {
  it('SUP-29 SUP-OP03 the code is required: Faltan algunos datos obligatorios., nothing stored', async () => {
    const { codigoPta: _code, ...sinCodigo } = supplier();
    const before = await count();
    const res = await create(sinCodigo, 'compras');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Faltan algunos datos obligatorios.');
    expect(fieldProblems(res).map((p) => p.path)).toContain('codigoPta');
    expect(await count()).toBe(before);
  });

  it('SUP-30 SUP-OP03 a code another supplier has is refused with its message; the existence check answers it', async () => {
    await refused(supplier({ codigoPta: 'HOTPAT01' }), [{ path: 'codigoPta', mensaje: 'Ya existe un proveedor con ese código PTA.' }]);
    const exists = await t.as('compras', { method: 'GET', url: `${base}/existe?campo=codigoPta&valor=HOTPAT01` });
    expect(exists.json().existe).toBe(true);
    const free = await t.as('compras', { method: 'GET', url: `${base}/existe?campo=codigoPta&valor=LIBRE99` });
    expect(free.json().existe).toBe(false);
  });

  const iibb = (colIngresosBrutos: unknown[], tipoInscripcionIibb?: string) =>
    supplier({ colIngresosBrutos, ...(tipoInscripcionIibb ? { tipoInscripcionIibb } : {}) });

  it('SUP-31 coefficients that do not sum to 1 are refused with the spec message, nothing stored', async () => {
    await refused(
      iibb([
        { jurisdiccion: '901', coeficiente: 0.5, tipo: 'convenio' },
        { jurisdiccion: '902', coeficiente: 0.3, tipo: 'convenio' },
      ]),
      [{ path: 'colIngresosBrutos', mensaje: 'La sumatoria de los coeficientes debe ser 1.' }],
    );
  });

  it('SUP-32 CST-29 inscription types 6 and 7 skip the sum; type 1 accepts a sum of 0 but not 0.5', async () => {
    expect((await create(iibb([{ jurisdiccion: '901', coeficiente: 0.2, tipo: 'convenio' }], '6'), 'admin')).statusCode).toBe(201);
    expect((await create(iibb([{ jurisdiccion: '901', coeficiente: 0.2, tipo: 'convenio' }], '7'), 'admin')).statusCode).toBe(201);
    expect((await create(iibb([{ jurisdiccion: '901', coeficiente: 0, tipo: 'local' }], '1'), 'admin')).statusCode).toBe(201);
    await refused(iibb([{ jurisdiccion: '901', coeficiente: 0.5, tipo: 'local' }], '1'), [
      { path: 'colIngresosBrutos', mensaje: 'La sumatoria de los coeficientes debe ser 1.' },
    ]);
  });

  it('SUP-33 SUP-OP02 the account row rules apply: repeated jurisdiction, exempt row not 0, coefficient above 1, 4 decimals', async () => {
    await refused(
      iibb([
        { jurisdiccion: '901', coeficiente: 0.5, tipo: 'convenio' },
        { jurisdiccion: '901', coeficiente: 0.5, tipo: 'convenio' },
      ]),
      [{ path: 'colIngresosBrutos', mensaje: 'Ya existe una configuración para esta jurisdicción' }],
    );
    await refused(iibb([{ jurisdiccion: '901', coeficiente: 1, tipo: 'exento' }]), [
      { path: 'colIngresosBrutos', mensaje: 'Una jurisdicción exenta debe tener coeficiente 0.' },
    ]);
    expect((await create(iibb([{ jurisdiccion: '901', coeficiente: 1.2, tipo: 'local' }]), 'admin')).statusCode).toBe(400);
    expect(
      (
        await create(
          iibb([
            { jurisdiccion: '901', coeficiente: 0.12345, tipo: 'convenio' },
            { jurisdiccion: '902', coeficiente: 0.87655, tipo: 'convenio' },
          ]),
          'admin',
        )
      ).statusCode,
    ).toBe(400);
  });

  it('SUP-34 a supplier without an address is refused with the spec message, nothing stored', async () => {
    await refused(supplier({ direcciones: [] }), [{ path: 'direcciones', mensaje: 'Debe ingresar al menos una dirección.' }]);
    await refused(supplier({ direcciones: [{ ...legal, eliminar: true }] }), [{ path: 'direcciones', mensaje: 'Debe ingresar al menos una dirección.' }]);
  });

  it('SUP-35 SUP-OP01 a supplier without a legal address is refused (danger), nothing stored', async () => {
    const res = await refused(supplier({ direcciones: [comercial] }), []);
    expect(messages(res).some((m) => m.startsWith('Debe ingresar al menos una dirección'))).toBe(true);
    expect(messages(res)).toContain('Debe ingresar al menos una dirección de tipo legal.');
  });

  it('SUP-36 SUP-OP09 a supplier meeting the listed rules saves: no further rule is invented', async () => {
    expect((await create(supplier(), 'compras')).statusCode).toBe(201);
  });

  it('SUP-25 the CUIT is validated by the tax register on save (11 digits); an unknown one is not', async () => {
    const known = await create(supplier({ documento: demoCuit('30', '71122334') }), 'admin');
    expect(known.statusCode, known.body).toBe(201);
    expect(known.json().datos.validoDocumento).toBe(true);
    const unknown = await create(supplier({ validoDocumento: true }), 'admin');
    expect(unknown.json().datos.validoDocumento).toBeUndefined();
    const lookup = await t.as('compras', { method: 'GET', url: `/api/proveedores/padron/${demoCuit('30', '71122334')}` });
    expect(lookup.json()).toMatchObject({ success: true, data: { razonSocial: 'Cruceros del Plata S.A.' } });
    const short = await t.as('compras', { method: 'GET', url: '/api/proveedores/padron/3071' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.mensaje).toBe('El CUIT a verificar debe tener 11 dígitos.');
  });

  it('SUP-37 ACC-70 existeCuentaDocumento answers the suppliers holding a CUIT, to supplier readers too', async () => {
    const cuit = demoCuit('30', '71456782');
    for (const url of [`/api/cuentas/documento/${cuit}`, `/api/existeCuentaDocumento/${cuit}`]) {
      const res = await t.as('compras', { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().proveedores).toEqual([expect.objectContaining({ mostrarNombre: 'Hoteles Patagónicos S.A.', modulo: 'proveedor' })]);
      expect(res.json().cuentas).toEqual([]);
    }
    const own = await demoProveedorId(t.db, 'Hoteles Patagónicos S.A.');
    expect((await t.as('compras', { method: 'GET', url: `/api/cuentas/documento/${cuit}?excluir=${own}` })).json().proveedores).toEqual([]);
    expect((await t.as('sinpermisos', { method: 'GET', url: `/api/cuentas/documento/${cuit}` })).statusCode).toBe(403);
  });

  it('SUP-24 CST-38 CST-39 a foreign main address presets the document type _3 and VAT condition _5 (the address list carries the preset)', async () => {
    const ui = (await import('../../schemas/proveedor/proveedor.ui.json')).default as Record<string, any>;
    expect(ui.direcciones['ui:options'].foreignTaxIdPreset).toBe(true);
    const { foreignTaxIdPreset } = await import('../../engine/core/address/foreignTaxIdPreset');
    expect(foreignTaxIdPreset('UY')).toEqual({ tipoDocumento: '_3', condicionIva: '_5' });
  });
});

describe('supplier states and permissions (SUP-26, SUP-28, SUP-38, SUP-40, SUP-OP04, SUP-OP08)', () => {
  it('SUP-38 SUP-40 SUP-OP04 ROL-OP03 reading needs r on proveedores, ROLE_ADMIN_PROVEEDORES or admin; others are denied', async () => {
    for (const user of ['admin', 'compras', 'proveedores']) {
      expect((await t.as(user, { method: 'GET', url: `${base}?texto=HOTPAT` })).statusCode, user).toBe(200);
    }
    for (const user of ['staff', 'sinpermisos', 'externo', 'validador']) {
      const res = await t.as(user, { method: 'GET', url: `${base}?texto=HOTPAT` });
      expect(res.statusCode, user).toBe(403);
      expect(res.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
    }
  });

  it('SUP-OP04 creating or editing needs w on proveedores (or admin): ROLE_ADMIN_PROVEEDORES alone is refused, nothing stored', async () => {
    const before = await count();
    const res = await create(supplier(), 'proveedores');
    expect(res.statusCode).toBe(403);
    expect(await count()).toBe(before);
    expect((await create(supplier(), 'compras')).statusCode).toBe(201);
  });

  it('SUP-OP04 the fiscal data (IIBB) needs w on proveedoresadmin: what a proveedores writer sends there is ignored', async () => {
    const res = await create(supplier({ tipoIibb: 'CM', colIngresosBrutos: [{ jurisdiccion: '901', coeficiente: 1, tipo: 'local' }] }), 'compras');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().datos.colIngresosBrutos).toBeUndefined();
    expect(res.json().datos.tipoIibb).toBeUndefined();
    const admin = await create(supplier({ tipoIibb: 'CM', colIngresosBrutos: [{ jurisdiccion: '901', coeficiente: 1, tipo: 'local' }] }), 'admin');
    expect(admin.json().datos.tipoIibb).toBe('CM');
  });

  it('SUP-26 SUP-OP08 out of use: toggled after confirmation by an admin, the supplier is then read-only, and reactivated', async () => {
    const created = (await create(supplier(), 'compras')).json();
    // A proveedores writer without the supplier-admin permission may not toggle it.
    const denied = await t.as('compras', { method: 'POST', url: `${base}/${created.id}/alternar/enDesuso`, payload: { version: created.version } });
    expect(denied.statusCode).toBe(403);
    const off = await t.as('admin', { method: 'POST', url: `${base}/${created.id}/alternar/enDesuso`, payload: { version: created.version } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().datos.enDesuso).toBe(true);
    const edit = await update('compras', created.id, off.json().version, { ...off.json().datos, telefono: '1140002222' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.mensaje).toContain('El proveedor está en desuso: es de solo lectura.');
    expect((await read(created.id)).datos.telefono).toBeUndefined();
    const on = await t.as('admin', { method: 'POST', url: `${base}/${created.id}/alternar/enDesuso`, payload: { version: off.json().version } });
    expect(on.json().datos.enDesuso).toBe(false);
    const list = t.config.screens.find((s) => s.id === 'proveedores.lista') as any;
    expect(list.rowActions).toContainEqual({ kind: 'toggle', field: 'enDesuso', label: 'En desuso', confirmMessage: 'proveedor.enDesusoConfirmacion' });
  });

  it("SUP-26 a writer cannot set out of use through a save (the field is the toggle's)", async () => {
    const res = await create(supplier({ enDesuso: true }), 'admin');
    expect(res.json().datos.enDesuso).toBeUndefined();
  });

  it('SUP-28 ACC-45 a supplier account is read-only for anyone who is not an admin', async () => {
    const found = (await t.as('admin', { method: 'GET', url: `/api/modulos/cuenta?texto=${encodeURIComponent('Aerolíneas Regionales')}` })).json().datos[0];
    const refusedEdit = await t.as('staff', {
      method: 'PUT',
      url: `/api/modulos/cuenta/${found.id}`,
      payload: { version: found.version, datos: { ...found.datos, telefono: '1140003333' } },
    });
    expect(refusedEdit.statusCode).toBe(403);
    expect((await t.as('admin', { method: 'GET', url: `/api/modulos/cuenta/${found.id}` })).json().version).toBe(found.version);
  });

  it('SUP-OP07 SUP-OP09 the save messages: success and the generic error', async () => {
    const catalogue = (await import('../../schemas/proveedor/proveedor.messages.json')).default as Record<string, { text: string }>;
    expect(catalogue.saveSuccess.text).toBe('Los datos se registraron correctamente.');
    expect(catalogue.saveError.text).toBe('Se produjo un error al guardar los datos.');
  });

  it('SUP-21 a supplier is read with its history', async () => {
    const id = await demoProveedorId(t.db, 'Transportes del Cuyo S.R.L.');
    const res = await t.as('compras', { method: 'GET', url: `${base}/${id}/historial` });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the children of a supplier (NOT-02, BAC-05, CRD-03, FEE-07, SUP-20)', () => {
  const childCount = async (module: string) =>
    Number(
      (
        await t.db
          .selectFrom('records')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('module', '=', module)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = (module: string, datos: Record<string, unknown>, user = 'admin') =>
    t.as(user, { method: 'POST', url: `/api/modulos/${module}`, payload: { datos } });
  let hotel: number;
  let account: number;
  let galicia: number;
  beforeAll(async () => {
    hotel = (await demoProveedorId(t.db, 'Hoteles Patagónicos S.A.'))!;
    account = (await t.as('admin', { method: 'GET', url: `/api/modulos/cuenta?texto=${encodeURIComponent('Agencia Demo')}` })).json().datos[0].id;
    galicia = (await t.as('admin', { method: 'GET', url: `/api/modulos/banco?texto=Galicia` })).json().datos[0].id;
  });
  const bankAccount = (over: Record<string, unknown>) => ({
    dondeOpera: 'NAC',
    banco: galicia,
    tipo: 'CA',
    moneda: 'ARS',
    numeroCuenta: '4020099999',
    nombre: '4020099999 - ARS',
    titular: 'Hoteles Patagónicos S.A.',
    tipoDocumento: 'CUIT',
    documento: demoCuit('30', '71456782'),
    cbu: '0110599500040200123457',
    ...over,
  });
  const fee = (over: Record<string, unknown>) => ({
    tipo: 'EMI',
    tipoRuta: 'NAC',
    tipoServicio: 'AER',
    tipoAtencion: 'ONL',
    condicion: '2',
    importe: '10.00',
    fechaDesde: '2030-01-01',
    ...over,
  });

  it('SUP-20 NOT-02 CRD-03 BAC-05 FEE-07 the child forms open for a supplier at the spec routes', () => {
    const paths = (id: string) => (t.config.screens.find((s) => s.id === id) as any).paths.createWith;
    expect(paths('notas.formulario')).toContain('/nota/proveedor/:proveedor');
    expect(paths('cuentasBancarias.formulario')).toContain('/cuentaBancaria/proveedor/:proveedor');
    expect(paths('tarjetas.formulario')).toContain('/tarjeta/proveedor/:proveedor');
    expect(paths('servicefee.formulario')).toContain('/serviceFee/proveedor/:proveedor');
  });

  it('NOT-08 a note of a supplier is stored and listed by its supplier; one of a supplier and an account at once is refused, nothing stored', async () => {
    const ok = await post('nota', { proveedor: hotel, tipo: 'GEN', nombre: 'Contrato de temporada' });
    expect(ok.statusCode, ok.body).toBe(201);
    const listed = (await t.as('admin', { method: 'GET', url: `/api/modulos/nota?proveedor=${hotel}` })).json();
    expect(listed.datos.map((r: any) => r.datos.nombre)).toContain('Contrato de temporada');
    const before = await childCount('nota');
    const both = await post('nota', { proveedor: hotel, cuenta: account, tipo: 'GEN', nombre: 'Dos padres' });
    expect(both.statusCode).toBe(400);
    expect(messages(both)).toContain('La nota debe pertenecer a una cuenta, a un proveedor o a un contacto (uno solo).');
    const missing = await post('nota', { proveedor: 999999, tipo: 'GEN', nombre: 'Proveedor inexistente' });
    expect(missing.statusCode).toBe(400);
    expect(await childCount('nota')).toBe(before);
  });

  it('BAC-OP02 BAC-10 a bank account of a supplier is written by w on proveedores; two owners are refused, nothing stored', async () => {
    const ok = await post('cuentabancaria', bankAccount({ proveedor: hotel }), 'compras');
    expect(ok.statusCode, ok.body).toBe(201);
    const before = await childCount('cuentabancaria');
    const both = await post('cuentabancaria', bankAccount({ proveedor: hotel, cuenta: account }), 'compras');
    expect(both.statusCode).toBe(400);
    expect(messages(both)).toContain('La cuenta bancaria debe pertenecer a una cuenta, a un proveedor o a un contacto (uno solo).');
    expect(await childCount('cuentabancaria')).toBe(before);
    // Without the supplier permission, no bank account (the account's roles aside).
    expect((await post('cuentabancaria', bankAccount({ proveedor: hotel }), 'proveedores')).statusCode).toBe(403);
    const listed = (await t.as('compras', { method: 'GET', url: `/api/modulos/cuentabancaria?proveedor=${hotel}` })).json();
    expect(listed.datos.length).toBeGreaterThanOrEqual(2);
  });

  it('CRD-03 CRD-05 a card of a supplier; a card with no owner or two is refused with its message, nothing stored', async () => {
    const card = { prestadora: 'VISA', numero: '4111111111111111', fechaVencimiento: '12/35', titular: 'HOTELES PATAGONICOS', confirmaDuplicado: true };
    const ok = await post('tarjeta', { ...card, proveedor: hotel });
    expect(ok.statusCode, ok.body).toBe(201);
    const before = await childCount('tarjeta');
    for (const owners of [{}, { proveedor: hotel, cuenta: account }]) {
      const res = await post('tarjeta', { ...card, ...owners });
      expect(res.statusCode).toBe(400);
      expect(messages(res)).toContain('La tarjeta debe pertenecer a una cuenta o a un proveedor (uno solo).');
    }
    expect(await childCount('tarjeta')).toBe(before);
  });

  it('FEE-07 FEE-15 a service fee of a supplier; the duplicate rule is per owner; no owner is refused, nothing stored', async () => {
    const first = await post('servicefee', fee({ proveedor: hotel }));
    expect(first.statusCode, first.body).toBe(201);
    const before = await childCount('servicefee');
    const again = await post('servicefee', fee({ proveedor: hotel }));
    expect(again.statusCode).toBe(400);
    const none = await post('servicefee', fee({}));
    expect(none.statusCode).toBe(400);
    expect(messages(none)).toContain('El service fee debe pertenecer a una cuenta o a un proveedor (uno solo).');
    expect(await childCount('servicefee')).toBe(before);
  });

  it('NOT-03 NOT-15 NOT-OP01 the IIBB list shows supplier notes; validating one needs w on proveedoresadmin', async () => {
    const note = (await post('nota', { proveedor: hotel, tipo: 'IIBB', nombre: 'Constancia IIBB Río Negro', jurisdiccion: '916', porcentaje: 70 })).json();
    const list = await t.as('validador', { method: 'GET', url: '/api/modulos/nota?pantalla=notas.iibb&tipo=IIBB&anulada=false' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().datos.map((r: any) => r.id)).toContain(note.id);
    const columns = (t.config.screens.find((s) => s.id === 'notas.iibb') as any).columns.map((c: any) => c.field);
    expect(columns).toEqual(expect.arrayContaining(['cuenta', 'proveedor']));
    expect(
      (await t.as('compras', { method: 'POST', url: `/api/modulos/nota/${note.id}/anular/validadaIibb`, payload: { version: note.version } })).statusCode,
    ).toBe(403);
    const valid = await t.as('validador', { method: 'POST', url: `/api/modulos/nota/${note.id}/anular/validadaIibb`, payload: { version: note.version } });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json().datos.validadaIibb).toBe(true);
  });
});

describe('pending suppliers: authorise and reject (SUP-15…18, SUP-27, SUP-39, SUP-OP06)', () => {
  const pending = async () => (await create(supplier(), 'compras')).json();
  const pendingIds = async () =>
    (await t.as('compras', { method: 'GET', url: `${base}?estado=1&pantalla=proveedores.pendientes` })).json().datos.map((r: any) => r.id);

  it('SUP-15 the pending list shows the suppliers in state 1 at once (no other filter), also by the spec calls', async () => {
    const created = await pending();
    expect(await pendingIds()).toContain(created.id);
    const legacy = await t.as('proveedores', { method: 'POST', url: '/api/getProveedoresPendientes' });
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(legacy.json().datos.map((r: any) => r.id)).toContain(created.id);
    const byState = await t.as('proveedores', { method: 'POST', url: '/api/getProveedoresByEstado/2' });
    expect(byState.json().datos.every((r: any) => r.datos.estado === 2)).toBe(true);
    expect((await t.as('proveedores', { method: 'POST', url: '/api/getProveedoresByEstado/9' })).statusCode).toBe(400);
    expect((await t.as('sinpermisos', { method: 'POST', url: '/api/getProveedoresPendientes' })).statusCode).toBe(403);
  });

  it('SUP-16 the pending count is answered to supplier readers', async () => {
    const before = (await t.as('proveedores', { method: 'GET', url: '/api/proveedores/pendientes/cantidad' })).json().cantidad;
    await pending();
    expect((await t.as('proveedores', { method: 'GET', url: '/api/proveedores/pendientes/cantidad' })).json().cantidad).toBe(before + 1);
    expect((await t.as('staff', { method: 'GET', url: '/api/proveedores/pendientes/cantidad' })).statusCode).toBe(403);
  });

  it('SUP-17 SUP-27 an admin authorises a pending supplier: state 2, out of the pending list', async () => {
    const created = await pending();
    const res = await t.as('admin', { method: 'POST', url: `/api/proveedores/autorizacion/${created.id}/autorizar`, payload: { version: created.version } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().datos.estado).toBe(2);
    expect(await pendingIds()).not.toContain(created.id);
  });

  it('SUP-18 SUP-OP06 an admin rejects a pending supplier with an optional reason: state 3, out of the pending list', async () => {
    const created = await pending();
    const res = await t.as('admin', {
      method: 'POST',
      url: `/api/proveedores/autorizacion/${created.id}/rechazar`,
      payload: { version: created.version, motivo: 'CUIT inhabilitado' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().datos).toMatchObject({ estado: 3, motivoRechazo: 'CUIT inhabilitado' });
    expect(await pendingIds()).not.toContain(created.id);
    const other = await pending();
    const legacy = await t.as('admin', { method: 'POST', url: '/api/rechazaProveedor', payload: { id: other.id, version: other.version } });
    expect(legacy.json().datos.estado).toBe(3);
    expect(legacy.json().datos.motivoRechazo).toBeUndefined();
  });

  it('SUP-39 ROL-OP03 only an admin decides: ROLE_ADMIN_PROVEEDORES and supplier writers are refused, nothing written', async () => {
    const created = await pending();
    for (const user of ['proveedores', 'compras', 'validador']) {
      const res = await t.as(user, { method: 'POST', url: `/api/proveedores/autorizacion/${created.id}/autorizar`, payload: { version: created.version } });
      expect(res.statusCode, user).toBe(403);
      expect(res.json().error.mensaje).toBe('Solo un administrador puede autorizar o rechazar proveedores.');
    }
    const legacy = await t.as('compras', { method: 'POST', url: '/api/autorizaProveedor', payload: { id: created.id, version: created.version } });
    expect(legacy.statusCode).toBe(403);
    expect((await read(created.id)).version).toBe(created.version);
  });

  it("SUP-17 SUP-18 SUP-OP06 authorise and reject are the module's configured transitions: one guard, state and messages for the server and the browser", async () => {
    const config = (await t.as('admin', { method: 'GET', url: '/api/config' })).json();
    const transitions = config.modules.proveedor.transitions as Array<Record<string, any>>;
    expect(transitions.map((tr) => [tr.name, tr.from, tr.set, tr.path])).toEqual([
      ['autorizar', { field: 'estado', equals: 1 }, { estado: 2 }, '/api/proveedores/autorizacion/:id/autorizar'],
      ['rechazar', { field: 'estado', equals: 1 }, { estado: 3 }, '/api/proveedores/autorizacion/:id/rechazar'],
    ]);
    expect(transitions.every((tr) => JSON.stringify(tr.access) === JSON.stringify({ anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] }))).toBe(true);
    const pendientes = config.screens.find((s: { id: string }) => s.id === 'proveedores.pendientes');
    expect(pendientes.rowActions.filter((a: { kind: string }) => a.kind === 'transition').map((a: { name: string }) => a.name)).toEqual([
      'autorizar',
      'rechazar',
    ]);
  });

  it('SUP-27 SUP-OP05 a supplier that is not pending is not decided again; a stale version is a conflict', async () => {
    const created = await pending();
    const ok = (await t.as('admin', { method: 'POST', url: '/api/autorizaProveedor', payload: { id: created.id, version: created.version } })).json();
    const again = await t.as('admin', { method: 'POST', url: `/api/proveedores/autorizacion/${created.id}/rechazar`, payload: { version: ok.version } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.mensaje).toBe('El proveedor no está pendiente de autorización.');
    const other = await pending();
    const stale = await t.as('admin', { method: 'POST', url: `/api/proveedores/autorizacion/${other.id}/autorizar`, payload: { version: other.version + 5 } });
    expect(stale.statusCode).toBe(409);
    expect((await read(other.id)).datos.estado).toBe(1);
    expect((await t.as('admin', { method: 'POST', url: `/api/proveedores/autorizacion/999999/autorizar`, payload: { version: 1 } })).statusCode).toBe(404);
  });
});
