/** Bank accounts (BAC-*) through the generic module API, with the browser bypassed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { fieldProblems, moduleCreates } from './helpers/moduleCreates';
import { demoAccountId } from '../../schemas/cuenta/demoAccountId';
import { demoProveedorId } from '../../schemas/proveedor/proveedor.seed';
import { demoContactoId } from '../../schemas/contacto/contacto.seed';
import { t as t2 } from '../../engine/core/messages';

let t: TestApp;
let bancoGalicia: number;
/** The demo contact `Suárez, Marta`: a contact owner is a contact record, checked by the server like any link. */
let CONTACT: number;
beforeAll(async () => {
  t = await startTestApp();
  OWNER = (await demoAccountId(t.db, 'Agencia Demo'))!;
  CONTACT = (await demoContactoId(t.db, 'Suárez, Marta'))!;
  const banks = (await t.as('admin', { method: 'GET', url: `/api/modulos/banco?texto=${encodeURIComponent('Galicia')}` })).json();
  bancoGalicia = banks.datos[0].id;
});
afterAll(async () => {
  await t?.close();
});

// Valid CBUs (both BCRA check digits right), built for the tests.
const CBU = '0110599500040200123457';
const CBU2 = '0070001600030000456787';
/** The demo account `Agencia Demo` (seeded in demo mode): the owner of the records the tests write. */
let OWNER: number;

const domestic = (over: Record<string, unknown> = {}) => ({
  cuenta: OWNER,
  dondeOpera: 'NAC',
  banco: bancoGalicia,
  tipo: 'CA',
  moneda: 'ARS',
  numeroCuenta: '4020012345',
  nombre: '4020012345 - ARS',
  titular: 'Viajes del Sur SA',
  tipoDocumento: 'CUIT',
  documento: '30500010912',
  cbu: CBU,
  ...over,
});
const foreign = (over: Record<string, unknown> = {}) => ({
  cuenta: OWNER,
  dondeOpera: 'EXT',
  tipo: 'CC',
  moneda: 'USD',
  titular: 'Viajes del Sur SA',
  iban: 'ES9121000418450200051332',
  swiftBcoBeneficiario: 'CAIXESBBXXX',
  bancoBeneficiario: 'CaixaBank',
  paisBeneficiario: 'ES',
  ...over,
});
const { count, create, refused } = moduleCreates(() => t, 'cuentabancaria');
const problems = fieldProblems;

describe('bank account: create, read, edit (BAC-01, BAC-05…07)', () => {
  it('BAC-07 saves a domestic account and BAC-06 reads it back by id', async () => {
    const res = await create(domestic());
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    const read = await t.as('staff', { method: 'GET', url: `/api/modulos/cuentabancaria/${saved.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().datos).toMatchObject({ cbu: CBU, nombre: '4020012345 - ARS', banco: bancoGalicia, cuenta: OWNER });
  });

  it('BAC-03 stores every field of the entity (domestic and foreign)', async () => {
    const res = await create(
      foreign({
        numeroCuenta: '998877',
        nombre: '998877 - USD',
        sucursal: 'Barcelona Diagonal',
        tipoDocumento: 'PAS',
        documento: 'AAB123456',
        aba: '026009593',
        swiftBcoIntermediario: 'CHASUS33',
        bancoIntermediario: 'JPMorgan Chase',
        paisIntermediario: 'US',
        cuentaIntermediario: '400123',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().datos).toMatchObject({
      aba: '026009593',
      swiftBcoIntermediario: 'CHASUS33',
      paisIntermediario: 'US',
      cuentaIntermediario: '400123',
      sucursal: 'Barcelona Diagonal',
    });
  });

  it('BAC-01 edits a saved account (PUT with its version) and keeps its history', async () => {
    const saved = (await create(domestic({ cbu: CBU2, numeroCuenta: '3000045678', nombre: '3000045678 - ARS' }))).json();
    const res = await t.as('staff', {
      method: 'PUT',
      url: `/api/modulos/cuentabancaria/${saved.id}`,
      payload: { version: saved.version, datos: { ...saved.datos, alias: 'viajes.sur.pesos' } },
    });
    expect(res.statusCode).toBe(200);
    const history = (await t.as('staff', { method: 'GET', url: `/api/modulos/cuentabancaria/${saved.id}/historial` })).json().datos;
    expect(history[0].cambios).toEqual([expect.objectContaining({ campo: 'alias', etiqueta: 'Alias', despues: 'viajes.sur.pesos' })]);
  });

  it('BAC-05 a bank account belongs to one owner: an account or a contact, not none nor both', async () => {
    const mensaje = 'La cuenta bancaria debe pertenecer a una cuenta, a un proveedor o a un contacto (uno solo).';
    await refused(domestic({ cuenta: undefined }), [{ path: 'cuenta', mensaje }]);
    await refused(domestic({ contacto: CONTACT }), [{ path: 'cuenta', mensaje }]);
    expect((await create(domestic({ cuenta: undefined, contacto: CONTACT }))).statusCode).toBe(201);
    // The contact owner is a link to a contact record: an id that names none is refused.
    await refused(domestic({ cuenta: undefined, contacto: 999999 }), [
      { path: 'contacto', mensaje: 'El registro vinculado en Contacto no existe o no está disponible.' },
    ]);
  });
});

describe('bank account rules (BAC-OP01), in the server as in the form', () => {
  it('BAC-OP01 a domestic account needs bank, holder, document, currency and type', async () => {
    const res = await refused({ cuenta: OWNER, dondeOpera: 'NAC', cbu: CBU }, [
      { path: 'banco', mensaje: 'El campo Banco es obligatorio.' },
      { path: 'titular', mensaje: 'El campo Titular es obligatorio.' },
      { path: 'documento', mensaje: 'El campo Documento es obligatorio.' },
      { path: 'moneda', mensaje: 'El campo Moneda es obligatorio.' },
      { path: 'tipo', mensaje: 'El campo Tipo de cuenta es obligatorio.' },
    ]);
    expect(res.json().error.mensaje).toBe('Debe completar los campos obligatorios antes de guardar.');
  });

  it('BAC-OP01 a domestic account needs its CBU or its alias', async () => {
    await refused(domestic({ cbu: undefined }), [{ path: 'cbu', mensaje: 'Debe ingresar el CBU o el alias de la cuenta bancaria.' }]);
    expect((await create(domestic({ cbu: undefined, alias: 'sur.viajes.ars' }))).statusCode).toBe(201);
  });

  it('BAC-OP01 the CBU has 22 digits with both check digits right', async () => {
    await refused(domestic({ cbu: '01105995000402001234' }), [{ path: 'cbu', mensaje: 'El CBU debe tener 22 dígitos.' }]);
    await refused(domestic({ cbu: '0110599400040200123457' }), [
      { path: 'cbu', mensaje: 'El CBU ingresado no es válido: el dígito verificador del banco y la sucursal no corresponde.' },
    ]);
    await refused(domestic({ cbu: '0110599500040200123458' }), [
      { path: 'cbu', mensaje: 'El CBU ingresado no es válido: el dígito verificador de la cuenta no corresponde.' },
    ]);
    await refused(domestic({ cbu: '0110-5995-0004020012345' }), [
      { path: 'cbu', mensaje: 'El campo CBU solo admite los 22 dígitos del CBU, sin guiones ni otros caracteres.' },
    ]);
  });

  it('BAC-OP01 the alias has 6 to 20 letters, digits, dots or hyphens', async () => {
    const mensaje = 'El alias debe tener entre 6 y 20 caracteres: letras, números, puntos o guiones.';
    await refused(domestic({ alias: 'corto' }), [{ path: 'alias', mensaje }]);
    await refused(domestic({ alias: 'un.alias.demasiado.largo' }), [{ path: 'alias', mensaje }]);
    await refused(domestic({ alias: 'con espacio' }), [{ path: 'alias', mensaje }]);
    expect((await create(domestic({ alias: 'MESA-CASA.PERRO' }))).statusCode).toBe(201);
  });

  it('BAC-OP01 a foreign account needs IBAN or account number, SWIFT, beneficiary bank and country', async () => {
    await refused({ cuenta: OWNER, dondeOpera: 'EXT', tipo: 'CC', moneda: 'USD', titular: 'X' }, [
      { path: 'swiftBcoBeneficiario', mensaje: 'El campo SWIFT del banco beneficiario es obligatorio.' },
      { path: 'bancoBeneficiario', mensaje: 'El campo Banco beneficiario es obligatorio.' },
      { path: 'paisBeneficiario', mensaje: 'El campo País del banco beneficiario es obligatorio.' },
    ]);
    await refused(foreign({ iban: undefined }), [{ path: 'iban', mensaje: 'Debe ingresar el IBAN o el número de cuenta.' }]);
    await refused(foreign({ swiftBcoBeneficiario: 'caixesbb' }), [
      { path: 'swiftBcoBeneficiario', mensaje: 'El código SWIFT debe tener 8 u 11 caracteres en mayúsculas.' },
    ]);
    await refused(foreign({ iban: 'es91 2100' }), [
      { path: 'iban', mensaje: 'El IBAN debe empezar con el código de país y dos dígitos de control, en mayúsculas y sin espacios.' },
    ]);
    expect((await create(foreign({ iban: undefined, numeroCuenta: '55001', nombre: '55001 - USD' }))).statusCode).toBe(201);
    // The intermediary fields are optional; a foreign account needs no CBU nor Argentine bank.
    expect((await create(foreign())).statusCode).toBe(201);
  });

  it('BAC-04 the name is the account number, " - " and the currency code; another name is refused', async () => {
    await refused(domestic({ nombre: 'Mi cuenta' }), [
      { path: 'nombre', mensaje: 'El nombre de la cuenta bancaria debe ser el número de cuenta y la moneda (4020012345 - ARS).' },
    ]);
    // An empty name is derived by the server, as the form derives it.
    const derived = await create(domestic({ nombre: undefined, numeroCuenta: '4020054321' }));
    expect(derived.statusCode, derived.body).toBe(201);
    expect(derived.json().datos.nombre).toBe('4020054321 - ARS');
    const usd = await create(domestic({ moneda: 'USD', numeroCuenta: '12345', nombre: '12345 - USD' }));
    expect(usd.statusCode).toBe(201);
    expect(usd.json().datos.nombre).toBe('12345 - USD');
  });

  it("BAC-OP01 the holder's CUIT has a right check digit", async () => {
    await refused(domestic({ documento: '30500010913' }), [{ path: 'documento', mensaje: expect.stringMatching(/CUIT/) as unknown as string }]);
    await refused(domestic({ documento: '30.500.010' }), [{ path: 'documento', mensaje: 'El documento solo admite letras y números, sin puntos ni guiones.' }]);
  });

  it('BAC-09 the bank is a record of the bank master data; an unknown id is refused', async () => {
    const res = await refused(domestic({ banco: 999999 }), []);
    expect(problems(res).map((p) => p.path)).toEqual(['banco']);
    // An integer no bigint column holds is not found either (a 400, never a 500).
    const huge = await refused(domestic({ banco: 7.779036382659794e301 }), []);
    expect(problems(huge).map((p) => p.path)).toEqual(['banco']);
    const banks = (await t.as('staff', { method: 'GET', url: '/api/modulos/banco?vigente=true' })).json();
    expect(banks.datos.every((b: { datos: { descripcion?: string } }) => typeof b.datos.descripcion === 'string')).toBe(true);
  });

  it('refuses a currency or account type that is not in its combo', async () => {
    const res = await refused(domestic({ moneda: 'XXX', nombre: '4020012345 - XXX' }), []);
    expect(problems(res).map((p) => p.path)).toEqual(['moneda']);
  });
});

describe('bank account access and deletion (BAC-OP02, BAC-08, BAC-11)', () => {
  it('BAC-OP02 is written by account and contact staff; others are refused and nothing is stored', async () => {
    for (const user of ['externo', 'proveedores', 'sinpermisos', 'bancos']) {
      const before = await count();
      const res = await create(domestic(), user);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
      expect(await count()).toBe(before);
    }
    expect((await create(domestic(), 'admin')).statusCode).toBe(201);
  });

  it('BAC-OP02 a bank account is written by who may write its owner: compras under a supplier, not an account; staff the reverse; the record answers no other way', async () => {
    const hotel = (await demoProveedorId(t.db, 'Hoteles Patagónicos S.A.'))!;
    const ofSupplier = domestic({ cuenta: undefined, proveedor: hotel });
    // Creates: each where its parent is theirs to edit, refused (403, nothing stored) under the other parent.
    for (const [user, mine, other] of [
      ['compras', ofSupplier, domestic()],
      ['staff', domestic(), ofSupplier],
    ] as const) {
      const before = await count();
      const refusedCreate = await create(other, user);
      expect(refusedCreate.statusCode, `${user} creates under the other parent`).toBe(403);
      expect(refusedCreate.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
      expect(await count()).toBe(before);
      expect((await create(mine, user)).statusCode, `${user} creates under their parent`).toBe(201);
    }
    // Updates: the same, on records the admin made.
    const underAccount = (await create(domestic(), 'admin')).json();
    const underSupplier = (await create(ofSupplier, 'admin')).json();
    const edit = (user: string, record: { id: number; version: number; datos: Record<string, unknown> }, over: Record<string, unknown> = {}) =>
      t.as(user, {
        method: 'PUT',
        url: `/api/modulos/cuentabancaria/${record.id}`,
        payload: { version: record.version, datos: { ...record.datos, sucursal: `Por ${user}`, ...over } },
      });
    expect((await edit('compras', underAccount)).statusCode).toBe(403);
    expect((await edit('staff', underSupplier)).statusCode).toBe(403);
    const stored = await t.as('admin', { method: 'GET', url: `/api/modulos/cuentabancaria/${underAccount.id}` });
    expect(stored.json().datos.sucursal).toBeUndefined();
    // Moving a record to a parent the caller may not edit is refused too.
    expect((await edit('compras', underSupplier, { proveedor: undefined, cuenta: OWNER })).statusCode).toBe(403);
    const bySupplierWriter = await edit('compras', underSupplier);
    expect(bySupplierWriter.statusCode, bySupplierWriter.body).toBe(200);
    expect((await edit('staff', underAccount)).statusCode).toBe(200);
    // The served config holds the derived guard: the browser decides as the server does.
    const config = (await t.as('compras', { method: 'GET', url: '/api/config' })).json();
    expect(JSON.stringify(config.modules.cuentabancaria.access.write)).toContain('"field":"proveedor","set":true');
  });

  it("BAC-08 BAC-11 deleting a saved bank account takes it out of its owner's list (vigente = no, history kept); a new one is deleted at once", async () => {
    const saved = (await create(domestic())).json();
    const res = await t.as('staff', { method: 'DELETE', url: `/api/modulos/cuentabancaria/${saved.id}`, payload: { version: saved.version } });
    expect(res.statusCode).toBe(200);
    expect(res.json().vigente).toBe(false);
    const list = (await t.as('staff', { method: 'GET', url: '/api/modulos/cuentabancaria?vigente=true&limit=100' })).json();
    expect(list.datos.map((r: { id: number }) => r.id)).not.toContain(saved.id);
    const history = (await t.as('staff', { method: 'GET', url: `/api/modulos/cuentabancaria/${saved.id}/historial` })).json().datos;
    expect(history[0].accion).toBe('vigencia');
    const fresh = (await create(domestic())).json();
    expect((await t.as('staff', { method: 'DELETE', url: `/api/modulos/cuentabancaria/${fresh.id}`, payload: { version: 1, nuevo: true } })).statusCode).toBe(
      204,
    );
    expect(await t.db.selectFrom('records').select('id').where('id', '=', fresh.id).execute()).toEqual([]);
  });

  it('BAC-OP02 the bank account of an inactive account is read-only; of a supplier account, for all but admins', async () => {
    const account = async (more: Record<string, unknown>) =>
      Number(
        (
          await t.db
            .insertInto('records')
            .values({ module: 'cuenta', id_crm: `cta-${Math.random()}`, data: JSON.stringify(more) })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const inactive = (await create(domestic({ cuenta: await account({ activo: false }) }))).json();
    const put = await t.as('staff', {
      method: 'PUT',
      url: `/api/modulos/cuentabancaria/${inactive.id}`,
      payload: { version: 1, datos: { ...inactive.datos, sucursal: 'Otra' } },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().error.mensaje).toBe(
      'No se puede modificar este registro: La cuenta dueña de la cuenta bancaria no está activa: la cuenta bancaria es de solo lectura.',
    );
    const supplier = (await create(domestic({ cuenta: await account({ activo: true, esProveedor: true }) }))).json();
    expect(
      (
        await t.as('staff', {
          method: 'PUT',
          url: `/api/modulos/cuentabancaria/${supplier.id}`,
          payload: { version: 1, datos: { ...supplier.datos, sucursal: 'Otra' } },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.as('admin', {
          method: 'PUT',
          url: `/api/modulos/cuentabancaria/${supplier.id}`,
          payload: { version: 1, datos: { ...supplier.datos, sucursal: 'Otra' } },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('BAC-OP03 21 the module\'s save texts are the spec\'s proposal: "Los datos se registraron correctamente." and "Ocurrió un error al guardar los datos."', async () => {
    const config = (await t.as('staff', { method: 'GET', url: '/api/config' })).json();
    expect(config.modules.cuentabancaria.messages).toMatchObject({ saveSuccess: 'save.registered', saveError: 'save.errorD1' });
    expect(t2('save.registered')).toBe('Los datos se registraron correctamente.');
    expect(t2('save.errorD1')).toBe('Ocurrió un error al guardar los datos.');
  });
});
