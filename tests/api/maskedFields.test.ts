/**
 * Masked fields are checked by the server on every save (WID-09, WID-11…14, WID-OP05), with no
 * rule named by the module: the no-code module of docs/adding-a-module.md declares `x-mask` on
 * its CUIT, phone, credit limit and route code and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNewModuleConfig, NEW_MODULE, writeNewModuleFolder } from '../support/newModuleFiles';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const base = `/api/modulos/${NEW_MODULE}`;
beforeAll(async () => {
  t = await startTestApp({ extraSchemasDirs: [writeNewModuleFolder()], config: addNewModuleConfig });
});
afterAll(async () => {
  await t?.close();
});

const create = (datos: Record<string, unknown>) => t.as('admin', { method: 'POST', url: base, payload: { datos } });
const stored = async () =>
  (await t.db.selectFrom('records').select('data').where('module', '=', NEW_MODULE).execute()).map((r) => r.data as Record<string, unknown>);

/** Posts a record whose `campo` holds `valor`; expects a 400 naming the field with `mensaje` and nothing stored. */
async function expectRefused(campo: string, valor: unknown, mensaje: string) {
  const before = await stored();
  const res = await create({ razonSocial: `Rechazado por ${campo}`, [campo]: valor });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.mensaje).toBe(mensaje);
  expect(res.json().error.campos).toEqual([{ path: campo, mensaje }]);
  expect(await stored()).toEqual(before);
}

describe('masked fields on the server (rules derived from x-mask)', () => {
  it('WID-09 refuses a CUIT with a wrong check digit with the Spanish message, and stores nothing', async () => {
    await expectRefused('cuit', '20123456783', 'El CUIT ingresado no es válido: el dígito verificador no corresponde.');
  });

  it('WID-09 stores a CUIT with the right check digit, as digits', async () => {
    const res = await create({ razonSocial: 'CUIT correcto', cuit: '20123456786' });
    expect(res.statusCode).toBe(201);
    expect(res.json().datos.cuit).toBe('20123456786');
    expect(await stored()).toContainEqual(expect.objectContaining({ razonSocial: 'CUIT correcto', cuit: '20123456786' }));
  });

  it('WID-14 refuses a CUIT sent formatted (the stored form is digits only) or too short', async () => {
    await expectRefused('cuit', '20-12345678-6', 'El campo CUIT solo admite los 11 dígitos del CUIT, sin guiones ni otros caracteres.');
    await expectRefused('cuit', '2012345678', 'El CUIT debe tener 11 dígitos.');
  });

  it('WID-12 / WID-OP05 refuses an amount with a third decimal; two decimals are stored', async () => {
    const mensaje = 'El campo Límite de crédito admite un importe con punto decimal y como máximo 2 decimales, sin separadores de miles.';
    await expectRefused('limiteCredito', '1234.567', mensaje);
    await expectRefused('limiteCredito', '1,234.56', mensaje);
    const res = await create({ razonSocial: 'Importe correcto', limiteCredito: '1234.56' });
    expect(res.statusCode).toBe(201);
    expect(res.json().datos.limiteCredito).toBe('1234.56');
  });

  it('WID-13 / WID-14 refuses a phone with letters or separators; digits are stored', async () => {
    const mensaje = 'El campo Teléfono solo admite números, hasta 15 dígitos, sin espacios ni guiones.';
    await expectRefused('telefono', '11-4789-ABCD', mensaje);
    await expectRefused('telefono', '(11) 4789-1234', mensaje);
    expect((await create({ razonSocial: 'Teléfono correcto', telefono: '1147891234' })).statusCode).toBe(201);
  });

  it('WID-11 refuses a route code in lower case or with dashes; upper case letters and digits are stored', async () => {
    const mensaje = 'El campo Código de ruta solo admite letras mayúsculas y números, sin guiones ni espacios.';
    await expectRefused('ruta', 'ezemad', mensaje);
    await expectRefused('ruta', 'EZE-MAD', mensaje);
    expect((await create({ razonSocial: 'Ruta correcta', ruta: 'EZEMAD1' })).statusCode).toBe(201);
  });

  it('checks an update too: the stored record is left as it was', async () => {
    const created = await create({ razonSocial: 'Para editar', cuit: '20123456786' });
    const { id, version } = created.json();
    const res = await t.as('admin', { method: 'PUT', url: `${base}/${id}`, payload: { version, datos: { razonSocial: 'Para editar', cuit: '20123456783' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.campos).toEqual([{ path: 'cuit', mensaje: 'El CUIT ingresado no es válido: el dígito verificador no corresponde.' }]);
    const current = await t.as('admin', { method: 'GET', url: `${base}/${id}` });
    expect(current.json()).toMatchObject({ version, datos: { cuit: '20123456786' } });
  });

  it('an empty masked field is left to the required rule', async () => {
    expect((await create({ razonSocial: 'Sin datos enmascarados', cuit: '', telefono: '' })).statusCode).toBe(201);
  });
});
