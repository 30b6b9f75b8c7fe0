/**
 * Service fees (FEE-*) through the generic module API, with the browser bypassed: the final fee
 * computed by the server (x-computed, decision 83) on every save and in the form's preview, the
 * duplicate rule, the edit date, fixed amount vs percentage, access and history.
 */
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { companyToday } from '../../engine/core/format/companyToday';

let t: TestApp;
let cuenta: number;
let otraCuenta: number;
const base = '/api/modulos/servicefee';
const iso = (days: number) => format(addDays(companyToday(), days), 'yyyy-MM-dd');
const shown = (days: number) => format(addDays(companyToday(), days), 'dd/MM/yyyy');

const fee = (over: Record<string, unknown> = {}) => ({
  cuenta,
  nombre: 'Emisión - Nacional - Aéreo - Online',
  tipo: 'EMI',
  tipoRuta: 'NAC',
  tipoServicio: 'AER',
  tipoAtencion: 'ONL',
  condicion: '1',
  moneda: 'ARS',
  importe: '1000.00',
  fechaDesde: iso(0),
  incluyeGastosIva: false,
  incluyeGastosAdministrativos: false,
  ...over,
});
const countFees = async () =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', 'servicefee')
        .executeTakeFirstOrThrow()
    ).n,
  );
const create = (datos: Record<string, unknown>, who = 'staff') => t.as(who, { method: 'POST', url: base, payload: { datos } });
const update = (id: number, version: number, datos: Record<string, unknown>, who = 'staff') =>
  t.as(who, { method: 'PUT', url: `${base}/${id}`, payload: { version, datos } });
const calcular = (datos: Record<string, unknown>, who = 'staff') => t.as(who, { method: 'POST', url: `${base}/calcular`, payload: { datos } });
/** A fee of its own combination (FEE-15 would refuse two alike). */
let serial = 0;
const uniqueFee = (over: Record<string, unknown> = {}) => {
  const services = ['AER', 'HOT', 'PAQ', 'AUT', 'ASI'];
  const attentions = ['ONL', 'OFF', 'VIP', 'GUA'];
  const n = serial++;
  return fee({
    cuenta: otraCuenta,
    tipo: ['EMI', 'REE', 'REI', 'CAM', 'ANU'][Math.floor(n / 20) % 5],
    tipoServicio: services[n % 5],
    tipoAtencion: attentions[Math.floor(n / 5) % 4],
    ...over,
  });
};

/** An account record (the fee's owner), written straight to the table: the fee only reads its id and state. */
async function account(datos: Record<string, unknown>): Promise<number> {
  const row = await t.db
    .insertInto('records')
    .values({ module: 'cuenta', id_crm: `cta-fee-${Math.random()}`, data: JSON.stringify(datos) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeAll(async () => {
  t = await startTestApp();
  cuenta = await account({ mostrarNombre: 'Cuenta de fees', activo: true });
  otraCuenta = await account({ mostrarNombre: 'Otra cuenta de fees', activo: true });
});
afterAll(async () => {
  await t?.close();
});

describe('the final fee, computed by the server (FEE-10, FEE-12, decision 83)', () => {
  // importe, condicion, tipoRuta, incluyeGastosIva, incluyeGastosAdministrativos → finalFee
  const examples: Array<[string, string, string, boolean, boolean, string]> = [
    ['1000.00', '1', 'NAC', false, false, '1246.30'],
    ['1000.00', '1', 'NAC', true, true, '1000.00'],
    ['1000.00', '1', 'NAC', true, false, '1030.00'],
    ['1000.00', '1', 'NAC', false, true, '1210.00'],
    ['1000.00', '1', 'REG', false, false, '1258.40'],
    ['1000.00', '1', 'INT', false, false, '1270.50'],
    ['10', '2', 'INT', false, false, '12.71'],
    ['10.50', '2', 'NAC', false, false, '13.09'],
    ['12.50', '2', 'NAC', false, true, '15.13'],
    ['0.10', '2', 'NAC', true, false, '0.10'],
    ['123456789.99', '1', 'NAC', false, false, '153864197.36'],
  ];
  for (const [importe, condicion, tipoRuta, incluyeGastosIva, incluyeGastosAdministrativos, expected] of examples) {
    it(`FEE-10 FEE-12 ${importe} ${condicion === '1' ? 'fijo' : '%'} ${tipoRuta} (IVA incl. ${incluyeGastosIva ? 'sí' : 'no'}, gastos incl. ${incluyeGastosAdministrativos ? 'sí' : 'no'}) is saved with finalFee ${expected}, whatever the body says`, async () => {
      const res = await create({ ...uniqueFee({ importe, condicion, tipoRuta, incluyeGastosIva, incluyeGastosAdministrativos }), finalFee: '999999.99' });
      expect(res.statusCode).toBe(201);
      expect(res.json().datos.finalFee).toBe(expected);
      const preview = await calcular({ importe, tipoRuta, incluyeGastosIva, incluyeGastosAdministrativos });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().datos.resultado[0].finalFee).toBe(expected);
    });
  }

  it('FEE-10 recomputes the final fee on every update from importe, the flags and tipoRuta; history records the change', async () => {
    const created = (await create(uniqueFee({ fechaDesde: iso(1) }))).json();
    expect(created.datos.finalFee).toBe('1246.30');
    const res = await update(created.id, created.version, { ...created.datos, importe: '2000.00', incluyeGastosIva: true, tipoRuta: 'INT', finalFee: '1.00' });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.finalFee).toBe('2100.00');
    const history = (await t.as('staff', { method: 'GET', url: `${base}/${created.id}/historial` })).json().datos;
    expect(history[0].cambios).toEqual(expect.arrayContaining([{ campo: 'finalFee', etiqueta: 'Fee final', antes: '1246.30', despues: '2100.00' }]));
  });

  it('FEE-10 the preview answers datos.resultado[0].finalFee, null while importe or tipoRuta is empty, and stores nothing', async () => {
    const before = await countFees();
    expect((await calcular({ importe: '500.00', tipoRuta: 'NAC' })).json()).toEqual({ datos: { resultado: [{ finalFee: '623.15' }] } });
    expect((await calcular({ tipoRuta: 'NAC' })).json().datos.resultado[0].finalFee).toBeNull();
    expect((await calcular({ importe: '500.00' })).json().datos.resultado[0].finalFee).toBeNull();
    expect(await countFees()).toBe(before);
  });

  it('FEE-10 an admin changing the rates of a route type (the tiposRuta lookup) changes the result of the preview and of the next save', async () => {
    const created = (await create(uniqueFee({ tipoRuta: 'REG', fechaDesde: iso(2) }))).json();
    expect(created.datos.finalFee).toBe('1258.40');
    const rates = (iva: string, gastoAdministrativo: string) =>
      t.db
        .updateTable('lookups')
        .set({ extra: JSON.stringify({ iva, gastoAdministrativo }) })
        .where('combo', '=', 'tiposRuta')
        .where('codigo', '=', 'REG')
        .execute();
    await rates('10.5', '2');
    try {
      expect((await calcular({ importe: '1000.00', tipoRuta: 'REG' })).json().datos.resultado[0].finalFee).toBe('1127.10');
      const saved = await update(created.id, created.version, { ...created.datos, fechaDesde: iso(2) });
      expect(saved.json().datos.finalFee).toBe('1127.10');
    } finally {
      await rates('21', '4');
    }
  });

  it('FEE-11 a route type without valid rates refuses the preview and the save with the spec message; nothing stored', async () => {
    await t.db
      .insertInto('lookups')
      .values({ combo: 'tiposRuta', codigo: 'MAL', descripcion: 'Sin tasas', extra: JSON.stringify({ iva: 'veintiuno' }) })
      .execute();
    const preview = await calcular({ importe: '100.00', tipoRuta: 'MAL' });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().error.mensaje).toBe('Se produjo un error al calcular el importe de fee.');
    const before = await countFees();
    const saved = await create(uniqueFee({ tipoRuta: 'MAL' }));
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.mensaje).toBe('Se produjo un error al calcular el importe de fee.');
    expect(saved.json().error.campos).toEqual([{ path: 'finalFee', mensaje: 'Se produjo un error al calcular el importe de fee.' }]);
    expect(await countFees()).toBe(before);
  });

  it('FEE-11 a preview with an importe that is not an amount is a Spanish 400, not a 500', async () => {
    for (const importe of ['mil', '1e5', { monto: 1 }, true]) {
      const res = await calcular({ importe, tipoRuta: 'NAC' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.mensaje).toBe('Se produjo un error al calcular el importe de fee.');
    }
    expect((await t.as('staff', { method: 'POST', url: `${base}/calcular`, payload: { otra: 1 } })).statusCode).toBe(400);
  });
});

describe('rules', () => {
  it('FEE-15 FEE-OP01 refuses a second fee of the same account with the same tipo, tipoAtencion, tipoRuta and tipoServicio; nothing stored', async () => {
    const first = await create(fee());
    expect(first.statusCode).toBe(201);
    const before = await countFees();
    const again = await create(fee({ importe: '5.00', condicion: '2', moneda: undefined }));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.mensaje).toBe('Ya existe un service fee de la cuenta con el mismo tipo, tipo de atención, tipo de ruta y tipo de servicio.');
    expect(await countFees()).toBe(before);
    // Another account, or another route type, is not a duplicate; saving the fee itself again is not either.
    expect((await create(fee({ cuenta: otraCuenta, tipo: 'ANU', tipoAtencion: 'GUA' }))).statusCode).toBe(201);
    expect((await create(fee({ tipoRuta: 'INT' }))).statusCode).toBe(201);
    const stored = first.json();
    expect((await update(stored.id, stored.version, { ...stored.datos, fechaDesde: iso(3) })).statusCode).toBe(200);
  });

  it('FEE-15 the form asks the same question (coincide): yes for the combination, no once that fee is excluded', async () => {
    const stored = (await create(fee({ tipo: 'REE' }))).json();
    const valores = { cuenta, tipo: 'REE', tipoAtencion: 'ONL', tipoRuta: 'NAC', tipoServicio: 'AER' };
    const ask = (body: Record<string, unknown>) => t.as('staff', { method: 'POST', url: `${base}/coincide`, payload: body });
    expect((await ask({ valores, salvo: { anulado: true } })).json()).toEqual({ existe: true });
    expect((await ask({ valores, salvo: { anulado: true }, excluir: stored.id })).json()).toEqual({ existe: false });
    expect((await ask({ valores: { noEsCampo: 1 } })).statusCode).toBe(400);
    expect((await t.as('bancos', { method: 'POST', url: `${base}/coincide`, payload: { valores } })).statusCode).toBe(403);
  });

  it('FEE-15 FEE-OP01 an annulled fee or a deleted one (not vigente) does not count as a duplicate', async () => {
    const stored = (await create(fee({ tipo: 'CAM' }))).json();
    await t.db
      .updateTable('records')
      .set({ data: JSON.stringify({ ...stored.datos, anulado: true }) })
      .where('id', '=', stored.id)
      .execute();
    expect((await create(fee({ tipo: 'CAM' }))).statusCode).toBe(201);
    const other = (await create(fee({ tipo: 'CAM', tipoServicio: 'HOT' }))).json();
    expect((await t.as('staff', { method: 'POST', url: `${base}/${other.id}/vigente`, payload: { version: other.version } })).statusCode).toBe(200);
    expect((await create(fee({ tipo: 'CAM', tipoServicio: 'HOT' }))).statusCode).toBe(201);
  });

  it('FEE-16 FEE-17 FEE-OP03 CST-31 editing a fee needs fechaDesde from tomorrow, with the message naming tomorrow as dd/MM/yyyy; nothing changes', async () => {
    const stored = (await create(uniqueFee({ fechaDesde: iso(0) }))).json();
    for (const fechaDesde of [iso(0), iso(-30)]) {
      const res = await update(stored.id, stored.version, { ...stored.datos, importe: '1500.00', fechaDesde });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.mensaje).toBe(`Al editar el servicio la fecha debe ser mínimo a partir del ${shown(1)}`);
    }
    const unchanged = (await t.as('staff', { method: 'GET', url: `${base}/${stored.id}` })).json();
    expect(unchanged.version).toBe(stored.version);
    expect(unchanged.datos.importe).toBe('1000.00');
    expect((await update(stored.id, stored.version, { ...stored.datos, importe: '1500.00', fechaDesde: iso(1) })).statusCode).toBe(200);
  });

  it('FEE-16 a new fee may start today or earlier (the rule is for edits)', async () => {
    expect((await create(uniqueFee({ fechaDesde: iso(-10) }))).statusCode).toBe(201);
  });

  it('FEE-06 FEE-OP04 CST-32 condicion 1 is a fixed amount: greater than 0 and with moneda; nothing stored otherwise', async () => {
    const before = await countFees();
    const zero = await create(uniqueFee({ importe: '0.00' }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.mensaje).toBe('El importe de un monto fijo debe ser mayor que 0.');
    const noCurrency = await create(uniqueFee({ moneda: undefined }));
    expect(noCurrency.statusCode).toBe(400);
    expect(noCurrency.json().error.mensaje).toBe('Debe completar los campos obligatorios antes de guardar.');
    expect(noCurrency.json().error.campos).toEqual([expect.objectContaining({ mensaje: 'Un service fee de monto fijo debe indicar la moneda.' })]);
    expect(await countFees()).toBe(before);
  });

  it('FEE-06 FEE-OP04 any other condicion is a percentage from 0 to 100 with 2 decimals, moneda optional', async () => {
    const before = await countFees();
    const over = await create(uniqueFee({ condicion: '2', moneda: undefined, importe: '100.01' }));
    expect(over.statusCode).toBe(400);
    expect(over.json().error.mensaje).toBe('El porcentaje debe estar entre 0 y 100.');
    expect((await create(uniqueFee({ condicion: '2', importe: '10.123' }))).statusCode).toBe(400);
    expect(await countFees()).toBe(before);
    const full = await create(uniqueFee({ condicion: '2', moneda: undefined, importe: '100.00' }));
    expect(full.statusCode).toBe(201);
    expect(full.json().datos.finalFee).toBe('124.63');
  });

  it('FEE-04 refuses codes that are not in the combos; requires the fee fields', async () => {
    const before = await countFees();
    const bad = await create(uniqueFee({ tipoRuta: 'LUNA' }));
    expect(bad.statusCode).toBe(400);
    const missing = await create({ importe: '10.00' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.campos.map((c: { path: string }) => c.path)).toEqual(
      expect.arrayContaining(['cuenta', 'tipo', 'tipoRuta', 'tipoServicio', 'tipoAtencion', 'condicion', 'fechaDesde']),
    );
    expect(await countFees()).toBe(before);
  });
});

describe('records, routes and access', () => {
  it('FEE-01 FEE-02 FEE-04 FEE-08 FEE-09 FEE-OP05 creates a fee with every field of the entity (prestadora a card brand) and reads it back by id', async () => {
    expect((await create(uniqueFee({ prestadora: 'NOESMARCA' }))).statusCode).toBe(400);
    const res = await create(uniqueFee({ prestadora: 'VISA', fechaDesde: '2027-01-01' }));
    expect(res.statusCode).toBe(201);
    const got = await t.as('staff', { method: 'GET', url: `${base}/${res.json().id}` });
    expect(got.statusCode).toBe(200);
    const body = got.json();
    expect(body.idCrm).toEqual(expect.any(String));
    expect(body.datos).toMatchObject({
      cuenta: otraCuenta,
      condicion: '1',
      moneda: 'ARS',
      importe: '1000.00',
      fechaDesde: '2027-01-01',
      prestadora: 'VISA',
      finalFee: '1246.30',
    });
  });

  it('FEE-13 FEE-14 annuls a fee (Anular in the form) and deletes a saved one (marked out of use, vigente off, not removed), each in the history; a user without ROLE_CUENTAS may do neither', async () => {
    const stored = (await create(uniqueFee())).json();
    expect((await t.as('bancos', { method: 'POST', url: `${base}/${stored.id}/anular/anulado`, payload: { version: stored.version } })).statusCode).toBe(403);
    const annulled = await t.as('staff', { method: 'POST', url: `${base}/${stored.id}/anular/anulado`, payload: { version: stored.version } });
    expect(annulled.statusCode).toBe(200);
    expect(annulled.json().datos.anulado).toBe(true);
    // A save never clears the annulment (read-only field).
    const resaved = await update(stored.id, annulled.json().version, { ...annulled.json().datos, anulado: false, fechaDesde: iso(1) });
    expect(resaved.json().datos.anulado).toBe(true);
    const other = (await create(uniqueFee())).json();
    expect((await t.as('bancos', { method: 'DELETE', url: `${base}/${other.id}`, payload: { version: other.version } })).statusCode).toBe(403);
    const deleted = await t.as('staff', { method: 'DELETE', url: `${base}/${other.id}`, payload: { version: other.version } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().vigente).toBe(false);
    const history = (await t.as('staff', { method: 'GET', url: `${base}/${other.id}/historial` })).json().datos;
    expect(history[0]).toMatchObject({ accion: 'vigencia', cambios: [{ campo: 'vigente', antes: true, despues: false }] });
    expect((await t.as('staff', { method: 'POST', url: `${base}/${other.id}/anular/importe`, payload: { version: deleted.json().version } })).statusCode).toBe(
      400,
    );
  });

  it('FEE-18 ACC-44 ACC-45 a fee of an inactive account is read-only for everyone; of a supplier account, for all but admins; nothing written', async () => {
    const inactive = (await create(uniqueFee({ cuenta: await account({ mostrarNombre: 'Cuenta inactiva', activo: false }) }), 'admin')).json();
    for (const who of ['staff', 'admin']) {
      const put = await update(inactive.id, inactive.version, { ...inactive.datos, fechaDesde: iso(1) }, who);
      expect(put.statusCode).toBe(403);
      expect(put.json().error.mensaje).toBe(
        'No se puede modificar este registro: La cuenta del service fee no está activa: el service fee es de solo lectura.',
      );
    }
    const supplier = (
      await create(uniqueFee({ cuenta: await account({ mostrarNombre: 'Proveedor de fees', activo: true, esProveedor: true }) }), 'admin')
    ).json();
    const byStaff = await update(supplier.id, supplier.version, { ...supplier.datos, fechaDesde: iso(1) });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().error.mensaje).toBe(
      'No se puede modificar este registro: La cuenta del service fee es un proveedor: solo un administrador puede modificarlo.',
    );
    expect((await t.as('staff', { method: 'GET', url: `${base}/${supplier.id}` })).json().version).toBe(1);
    expect((await update(supplier.id, supplier.version, { ...supplier.datos, fechaDesde: iso(1) }, 'admin')).statusCode).toBe(200);
  });

  it('ROL-07 a user without ROLE_CUENTAS may not read, write or preview fees', async () => {
    const before = await countFees();
    for (const who of ['bancos', 'sinpermisos']) {
      expect((await t.as(who, { method: 'GET', url: base })).statusCode).toBe(403);
      expect((await create(uniqueFee(), who)).statusCode).toBe(403);
      expect((await calcular({ importe: '1.00', tipoRuta: 'NAC' }, who)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: `${base}/calcular`, payload: { datos: {} } })).statusCode).toBe(401);
    expect(await countFees()).toBe(before);
  });
});

describe('the name and final fee whatever the editor sent (issue 21-2)', () => {
  it('21-2 FEE-05 FEE-10 a fee saved without a name or final fee (as the account tab’s modal sent it) is stored with the name of its combo descriptions and the computed final fee', async () => {
    const { nombre: _nombre, ...sinNombre } = uniqueFee({
      tipo: 'REE',
      tipoRuta: 'REG',
      tipoServicio: 'HOT',
      tipoAtencion: 'VIP',
      condicion: '2',
      moneda: undefined,
      importe: '10',
    });
    const created = await create(sinNombre);
    expect(created.statusCode).toBe(201);
    const stored = await t.db.selectFrom('records').select('data').where('id', '=', created.json().id).executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ nombre: 'Reemisión - Regional - Hotel - VIP', finalFee: '12.58' });
    expect(created.json().datos).toMatchObject({ nombre: 'Reemisión - Regional - Hotel - VIP', finalFee: '12.58' });
  });

  it('21-2 an update that empties the name gets it derived again; a name the user wrote is kept', async () => {
    const created = (await create(uniqueFee({ nombre: 'Nombre propio' }))).json();
    expect(created.datos.nombre).toBe('Nombre propio');
    const emptied = await update(created.id, created.version, { ...created.datos, nombre: '', fechaDesde: iso(2) });
    expect(emptied.statusCode).toBe(200);
    const { tipo, tipoRuta, tipoServicio, tipoAtencion } = created.datos;
    const texts = await t.db
      .selectFrom('lookups')
      .select(['codigo', 'descripcion', 'combo'])
      .where('combo', 'in', ['tiposFee', 'tiposRuta', 'tiposServicioFee', 'tiposAtencionFee'])
      .execute();
    const text = (combo: string, code: string) => texts.find((row) => row.combo === combo && row.codigo === code)!.descripcion;
    expect(emptied.json().datos.nombre).toBe(
      `${text('tiposFee', tipo)} - ${text('tiposRuta', tipoRuta)} - ${text('tiposServicioFee', tipoServicio)} - ${text('tiposAtencionFee', tipoAtencion)}`,
    );
  });
});
