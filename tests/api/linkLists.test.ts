/**
 * Link lists through the API (LNK-29, LNK-31, LNK-35, LNK-41) on the engine's fixture module:
 * what is stored is the list after the edit (flags and temporary ids stripped, rows marked
 * eliminar gone), and the principal rules refuse a bad list with a Spanish message and no write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';
import { pickedAddressRow } from '../fixtures/pickedAddressRow';
import { seedFixtureLookups } from './helpers/fixtureLookupRows';
import { uploadPdf } from './helpers/uploadFile';

let t: TestApp;
// Passengers the search list links (they must exist and be findable, issue 19 defect 7).
let ana: number;
let beto: number;
beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  // The row combos of the file and bank-account dialogs hold codes of these (checked at every depth).
  await seedFixtureLookups(t, ['pruebaTiposArchivo', 'pruebaBancos', 'pruebaTiposCuenta', 'pruebaMonedas']);
  const contacto = async (nombre: string) =>
    (await t.as('admin', { method: 'POST', url: '/api/modulos/pruebacontacto', payload: { datos: { nombre } } })).json().id as number;
  ana = await contacto('Ana Pérez');
  beto = await contacto('Beto Gómez');
});
afterAll(async () => {
  await t?.close();
});

const create = (datos: Record<string, unknown>) => t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos } });
const update = (id: number, version: number, datos: Record<string, unknown>) =>
  t.as('admin', { method: 'PUT', url: `/api/modulos/prueba/${id}`, payload: { version, datos } });
// Addresses as the address dialog leaves them: picked from a suggestion (LNK-38, tests/api/linkListAddresses.test.ts).
const corrientes = pickedAddressRow('Av. Corrientes 1234 CABA');
const rosario = pickedAddressRow('San Martín 50 Rosario');
const mendoza = pickedAddressRow('San Martín 55 Mendoza');
const laPlata = pickedAddressRow('Calle 7 726 La Plata');
const read = async (id: number) => (await t.as('admin', { method: 'GET', url: `/api/modulos/prueba/${id}` })).json();

describe('link lists (API, fixture module prueba)', () => {
  it('LNK-29 / LNK-31 a new list is stored without flags or temporary ids', async () => {
    const res = await create({
      nombre: 'Listas alta',
      direcciones: [
        { id: 'Ab12C', nuevo: true, tipo: 'legal', ...corrientes, principal: true },
        { id: 'Zz9yX', nuevo: true, tipo: 'comercial', ...rosario },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().datos.direcciones).toEqual([
      { tipo: 'legal', ...corrientes, principal: true },
      { tipo: 'comercial', ...rosario },
    ]);
    expect((await read(res.json().id)).datos.direcciones).toEqual(res.json().datos.direcciones);
  });

  it('LNK-29 / LNK-30 on update, rows marked eliminar are gone, edited rows lose their flag, and the history shows the list change', async () => {
    const created = (
      await create({
        nombre: 'Listas edición',
        direcciones: [
          { tipo: 'legal', ...corrientes, principal: true, nuevo: true, id: 'AAAAA' },
          { tipo: 'comercial', ...rosario, nuevo: true, id: 'BBBBB' },
        ],
      })
    ).json();
    const [uno, dos] = created.datos.direcciones;
    const res = await update(created.id, created.version, {
      nombre: created.datos.nombre,
      direcciones: [
        { ...uno, ...mendoza, editar: true },
        { ...dos, eliminar: true },
        { id: 'CCCCC', nuevo: true, tipo: 'entrega', ...laPlata },
      ],
    });
    expect(res.statusCode).toBe(200);
    const stored = await read(created.id);
    expect(stored.datos.direcciones).toEqual([
      { tipo: 'legal', ...mendoza, principal: true },
      { tipo: 'entrega', ...laPlata },
    ]);
    const history = (await t.as('admin', { method: 'GET', url: `/api/modulos/prueba/${created.id}/historial` })).json().datos;
    expect(history[0]).toMatchObject({ version: 2, accion: 'modificacion' });
    const change = history[0].cambios.find((c: { campo: string }) => c.campo === 'direcciones');
    expect(change).toMatchObject({ etiqueta: 'Direcciones' });
    expect(JSON.stringify(change.despues)).not.toMatch(/eliminar|editar|nuevo|CCCCC/);
  });

  it('LNK-35 two principal addresses are refused with the Spanish message (400) and nothing is written', async () => {
    const refused = await create({
      nombre: 'Listas dos principales',
      direcciones: [
        { tipo: 'legal', ...corrientes, principal: true, nuevo: true, id: 'AAAAA' },
        { tipo: 'comercial', ...rosario, principal: true, nuevo: true, id: 'BBBBB' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.mensaje).toBe('Solo puede haber un elemento principal en Direcciones.');
    const list = (await t.as('admin', { method: 'GET', url: '/api/modulos/prueba?texto=dos%20principales' })).json();
    expect(list.datos).toHaveLength(0);

    const created = (await create({ nombre: 'Listas una principal', direcciones: [{ tipo: 'legal', ...corrientes, principal: true }] })).json();
    const again = await update(created.id, created.version, {
      nombre: created.datos.nombre,
      direcciones: [...created.datos.direcciones, { tipo: 'comercial', ...rosario, principal: true, nuevo: true, id: 'BBBBB' }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.mensaje).toBe('Solo puede haber un elemento principal en Direcciones.');
    const stored = await read(created.id);
    expect(stored.version).toBe(created.version);
    expect(stored.datos.direcciones).toEqual(created.datos.direcciones);
  });

  it('LNK-35 a principal marked eliminar does not count: the new principal replaces it', async () => {
    const created = (await create({ nombre: 'Listas reemplazo', direcciones: [{ tipo: 'legal', ...corrientes, principal: true }] })).json();
    const res = await update(created.id, created.version, {
      nombre: created.datos.nombre,
      direcciones: [
        { ...created.datos.direcciones[0], eliminar: true },
        { id: 'NNNNN', nuevo: true, tipo: 'legal', ...laPlata, principal: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((await read(created.id)).datos.direcciones).toEqual([{ tipo: 'legal', ...laPlata, principal: true }]);
  });

  it("LNK-05 / LNK-41 a file row holds principal, tipo and its uploaded file (archivo, the spec's tmpArchivo); one principal per type: two of one type are refused, one per type is stored", async () => {
    const [f1, f2, f3, f4] = [await uploadPdf(t, 'admin'), await uploadPdf(t, 'admin'), await uploadPdf(t, 'admin'), await uploadPdf(t, 'admin')];
    const refused = await create({
      nombre: 'Archivos repetidos',
      archivos: [
        { tipo: 'DNI', archivo: f1, nombre: 'dni-frente.pdf', principal: true },
        { tipo: 'DNI', archivo: f2, nombre: 'dni-dorso.pdf', principal: true },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.mensaje).toBe('Solo puede haber un elemento principal de tipo DNI en Archivos.');
    const ok = await create({
      nombre: 'Archivos por tipo',
      archivos: [
        { tipo: 'DNI', archivo: f3, nombre: 'dni.pdf', principal: true, nuevo: true, id: 'AAAAA' },
        { tipo: 'Pasaporte', archivo: f4, nombre: 'pasaporte.pdf', principal: true, nuevo: true, id: 'BBBBB' },
      ],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().datos.archivos).toEqual([
      { tipo: 'DNI', archivo: f3, nombre: 'dni.pdf', principal: true },
      { tipo: 'Pasaporte', archivo: f4, nombre: 'pasaporte.pdf', principal: true },
    ]);
  });

  it('LNK-07 rows of a search list keep the linked record id; two principal passengers are refused', async () => {
    const res = await create({
      nombre: 'Listas pasajeros',
      pasajeros: [{ id: ana, nombre: 'Ana Pérez', documento: '20123456', principal: true, nuevo: true }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().datos.pasajeros).toEqual([{ id: ana, nombre: 'Ana Pérez', documento: '20123456', principal: true }]);
    const refused = await create({
      nombre: 'Listas pasajeros dos',
      pasajeros: [
        { id: ana, principal: true },
        { id: beto, principal: true },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.mensaje).toBe('Solo puede haber un elemento principal en Pasajeros.');
  });

  it('LNK-19 a file row needs its uploaded file: a row without it is refused (400) naming the field', async () => {
    const res = await create({ nombre: 'Archivo sin subir', archivos: [{ tipo: 'DNI', nombre: 'dni.pdf', nuevo: true, id: 'AAAAA' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.campos).toEqual([{ path: 'archivos.0.archivo', mensaje: 'El campo Archivo es obligatorio.' }]);
  });

  it('LNK-20 / BAC-10 a bank-account row saves with the record and reads back without flags; a CBU that is not 22 digits is refused', async () => {
    const cuenta = { banco: '285', tipo: 'CC', moneda: 'ARS', cuenta: '987654/3', cbu: '2850590940090418135201' };
    const res = await create({ nombre: 'Cuentas bancarias', cuentasBancarias: [{ id: 'Qw3rT', nuevo: true, ...cuenta }] });
    expect(res.statusCode).toBe(201);
    expect((await read(res.json().id)).datos.cuentasBancarias).toEqual([cuenta]);
    const refused = await create({ nombre: 'Cuenta con CBU corto', cuentasBancarias: [{ ...cuenta, cbu: '28505909' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.campos).toEqual([{ path: 'cuentasBancarias.0.cbu', mensaje: 'El campo CBU tiene un formato inválido.' }]);
  });

  it('a row that breaks its item schema is refused in Spanish (400), never a 500', async () => {
    const res = await create({ nombre: 'Listas inválida', direcciones: [{ tipo: 'otro', direccion: 'Uno' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('La solicitud no es válida.');
    expect(res.json().error.campos[0].mensaje).toMatch(/^El campo .+ tiene un valor no permitido\.$/);
  });
});
