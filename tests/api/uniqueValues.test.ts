/**
 * `x-unique` (issue 8, defect 2): a module that declares it, and nothing else, refuses a duplicate
 * with a Spanish message naming the field by its label, folding case and accents as declared, in the
 * `existe` check the form asks while typing, and inside the write's transaction (two concurrent
 * saves of one value: one wins).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNewModuleConfig, NEW_MODULE, writeNewModuleFolder } from '../support/newModuleFiles';
import { backfillUniqueValues } from '../../server/modules/uniqueValues';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const base = `/api/modulos/${NEW_MODULE}`;

beforeAll(async () => {
  const root = writeNewModuleFolder();
  const file = join(root, NEW_MODULE, `${NEW_MODULE}.schema.json`);
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  schema.properties.razonSocial['x-unique'] = { ignoreCase: true, ignoreAccents: true };
  schema.properties.cuit['x-unique'] = true;
  // Issue 20: unique among the active records only, case folded.
  schema.properties.activo = { type: 'boolean', title: 'Activo', default: true };
  schema.properties.email['x-unique'] = { ignoreCase: true, while: { field: 'activo', equals: true } };
  // Unique within a branch only (x-unique.per).
  schema.properties.sucursal = { type: 'integer', title: 'Sucursal', minimum: 1 };
  schema.properties.codigo = { type: 'string', title: 'Código interno', 'x-unique': { ignoreCase: true, per: 'sucursal' } };
  writeFileSync(file, JSON.stringify(schema));
  const uiFile = join(root, NEW_MODULE, `${NEW_MODULE}.ui.json`);
  const ui = JSON.parse(readFileSync(uiFile, 'utf8'));
  ui['ui:order'] = [...ui['ui:order'], 'activo', 'sucursal', 'codigo'];
  writeFileSync(uiFile, JSON.stringify(ui));
  t = await startTestApp({ extraSchemasDirs: [root], config: addNewModuleConfig });
});
afterAll(async () => {
  await t?.close();
});

const create = (datos: Record<string, unknown>) => t.as('admin', { method: 'POST', url: base, payload: { datos } });
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', NEW_MODULE)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('x-unique, declared in the schema only', () => {
  it('refuses a duplicate (case and accents folded as declared) with the field label, and stores nothing', async () => {
    expect((await create({ razonSocial: 'Aerolíneas del Sur', cuit: '20123456786' })).statusCode).toBe(201);
    const before = await count();
    const duplicate = await create({ razonSocial: '  AEROLINEAS   del sur ' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.campos).toEqual([{ path: 'razonSocial', mensaje: 'Ya existe un registro con ese Razón social.' }]);
    expect(await count()).toBe(before);
  });

  it('compares exactly when no option is given, and an empty value is never a duplicate', async () => {
    expect((await create({ razonSocial: 'Otra', cuit: '20123456786' })).json().error.campos).toEqual([
      { path: 'cuit', mensaje: 'Ya existe un registro con ese CUIT.' },
    ]);
    expect((await create({ razonSocial: 'Sin CUIT 1' })).statusCode).toBe(201);
    expect((await create({ razonSocial: 'Sin CUIT 2' })).statusCode).toBe(201);
  });

  it('a record keeps its own value on edit; the value is free again once changed', async () => {
    const a = (await create({ razonSocial: 'Libre Después' })).json();
    const kept = await t.as('admin', {
      method: 'PUT',
      url: `${base}/${a.id}`,
      payload: { version: 1, datos: { razonSocial: 'Libre después', email: 'a@b.com' } },
    });
    expect(kept.statusCode).toBe(200);
    const renamed = await t.as('admin', { method: 'PUT', url: `${base}/${a.id}`, payload: { version: 2, datos: { razonSocial: 'Renombrada' } } });
    expect(renamed.statusCode).toBe(200);
    expect((await create({ razonSocial: 'Libre despues' })).statusCode).toBe(201);
  });

  it('the existe check the form asks while typing folds the value the same way and excludes the record itself', async () => {
    const existe = async (valor: string, excluir?: number) =>
      (
        await t.as('admin', {
          method: 'GET',
          url: `${base}/existe?campo=razonSocial&valor=${encodeURIComponent(valor)}${excluir ? `&excluir=${excluir}` : ''}`,
        })
      ).json().existe;
    const own = await t.db
      .selectFrom('records')
      .select('id')
      .where('module', '=', NEW_MODULE)
      .where((eb) => eb.ref('data', '->>').key('razonSocial'), '=', 'Aerolíneas del Sur')
      .executeTakeFirstOrThrow();
    expect(await existe('aerolineas DEL SUR')).toBe(true);
    expect(await existe('aerolineas del sur', Number(own.id))).toBe(false);
    expect(await existe('Aerolíneas del Norte')).toBe(false);
  });

  it('20 x-unique.while: a value unique among the active records only; an inactive one holds none, and coming back needs it free', async () => {
    const emailTaken = [{ path: 'email', mensaje: 'Ya existe un registro con ese Email.' }];
    const uno = await create({ razonSocial: 'Hotel Uno', email: 'reservas@hotel.com' });
    expect(uno.statusCode, uno.body).toBe(201);
    const dos = await create({ razonSocial: 'Hotel Dos', email: 'RESERVAS@hotel.com' });
    expect(dos.statusCode).toBe(400);
    expect(dos.json().error.campos).toEqual(emailTaken);
    const tres = await create({ razonSocial: 'Hotel Tres', email: 'reservas@hotel.com', activo: false });
    expect(tres.statusCode, tres.body).toBe(201);
    const existe = async () => (await t.as('admin', { method: 'GET', url: `${base}/existe?campo=email&valor=reservas%40HOTEL.com` })).json().existe;
    expect(await existe()).toBe(true);
    // Hotel Uno closes: the address is free for an active hotel.
    const closed = await t.as('admin', {
      method: 'PUT',
      url: `${base}/${uno.json().id}`,
      payload: { version: 1, datos: { razonSocial: 'Hotel Uno', email: 'reservas@hotel.com', activo: false } },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await existe()).toBe(false);
    const cuatro = await create({ razonSocial: 'Hotel Cuatro', email: 'reservas@hotel.com' });
    expect(cuatro.statusCode, cuatro.body).toBe(201);
    // Hotel Uno cannot come back with it, and nothing of it changes.
    const reopened = await t.as('admin', {
      method: 'PUT',
      url: `${base}/${uno.json().id}`,
      payload: { version: 2, datos: { razonSocial: 'Hotel Uno', email: 'reservas@hotel.com', activo: true } },
    });
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json().error.campos).toEqual(emailTaken);
    const stored = await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', uno.json().id).executeTakeFirstOrThrow();
    expect(stored.version).toBe(2);
    expect((stored.data as { activo: boolean }).activo).toBe(false);
  });

  it('20 x-unique.per: a value unique among the records of the same branch only, folded, in the existe check too', async () => {
    const codeTaken = [{ path: 'codigo', mensaje: 'Ya existe un registro con ese Código interno.' }];
    expect((await create({ razonSocial: 'Sucursal uno A', sucursal: 1, codigo: 'A-01' })).statusCode).toBe(201);
    const repeated = await create({ razonSocial: 'Sucursal uno B', sucursal: 1, codigo: 'a-01' });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.campos).toEqual(codeTaken);
    expect((await create({ razonSocial: 'Sucursal dos A', sucursal: 2, codigo: 'A-01' })).statusCode).toBe(201);
    expect((await create({ razonSocial: 'Sin sucursal', codigo: 'A-01' })).statusCode).toBe(201);
    const existe = async (ambito?: Record<string, unknown>) =>
      t.as('admin', {
        method: 'GET',
        url: `${base}/existe?campo=codigo&valor=A-01${ambito ? `&ambito=${encodeURIComponent(JSON.stringify(ambito))}` : ''}`,
      });
    expect((await existe({ sucursal: 2 })).json().existe).toBe(true);
    expect((await existe({ sucursal: '1' })).json().existe).toBe(true);
    expect((await existe({ sucursal: 3 })).json().existe).toBe(false);
    expect((await existe()).json().existe).toBe(true);
    // Moving a record to a branch where its code is taken is refused, and nothing of it changes.
    const tres = await create({ razonSocial: 'Sucursal tres', sucursal: 3, codigo: 'A-01' });
    expect(tres.statusCode).toBe(201);
    const moved = await t.as('admin', {
      method: 'PUT',
      url: `${base}/${tres.json().id}`,
      payload: { version: 1, datos: { razonSocial: 'Sucursal tres', sucursal: 2, codigo: 'A-01' } },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.campos).toEqual(codeTaken);
    // Two concurrent saves of one code in one branch: one is stored.
    const results = await Promise.all([1, 2, 3].map((n) => create({ razonSocial: `Concurrente ${n}`, sucursal: 9, codigo: 'Z-9' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('20 a scope that is not an object of values is refused with a Spanish message, not answered', async () => {
    for (const ambito of ['no-json', '[1]', '{"sucursal":{"a":1}}', '{"otro":1}']) {
      const res = await t.as('admin', { method: 'GET', url: `${base}/existe?campo=codigo&valor=A-01&ambito=${encodeURIComponent(ambito)}` });
      expect(res.statusCode, ambito).toBe(400);
      expect(res.json().error.mensaje, ambito).toMatch(/ámbito/);
    }
  });

  it('two concurrent saves of one value: exactly one is stored', async () => {
    const results = await Promise.all([create({ razonSocial: 'Carrera' }), create({ razonSocial: 'carrera' }), create({ razonSocial: 'CARRERA' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    const stored = await t.db.selectFrom('records').select('data').where('module', '=', NEW_MODULE).execute();
    expect(stored.filter((r) => String((r.data as { razonSocial: string }).razonSocial).toLowerCase() === 'carrera')).toHaveLength(1);
  });
});

describe('x-unique backfill at start-up', () => {
  it('claims the values of records stored without a claim, refuses a second holder, and reads nothing once claimed', async () => {
    expect((await create({ razonSocial: 'Vuelos Andinos', cuit: '20111111112' })).statusCode).toBe(201);
    await t.db.deleteFrom('unique_values').where('module', '=', NEW_MODULE).execute();
    const first = await backfillUniqueValues(t.db, t.registry);
    expect(first.claimed).toBeGreaterThan(0);
    expect(first.duplicates).toBe(0);
    expect(await backfillUniqueValues(t.db, t.registry)).toEqual({ claimed: 0, duplicates: 0 });
    const duplicate = await create({ razonSocial: 'vuelos andinos' });
    expect(duplicate.statusCode).toBe(400);
  });

  it('20 claims from the fields a claim reads what the writes claimed, with x-unique.while and x-unique.per', async () => {
    expect((await create({ razonSocial: 'Backfill Uno', email: 'Uno@Backfill.com', activo: true, sucursal: 7, codigo: 'BF-1' })).statusCode).toBe(201);
    expect((await create({ razonSocial: 'Backfill Dos', email: 'dos@backfill.com', activo: false, codigo: 'BF-1' })).statusCode).toBe(201);
    const claims = () =>
      t.db
        .selectFrom('unique_values')
        .select(['field', 'value', 'record_id'])
        .where('module', '=', NEW_MODULE)
        .orderBy('field')
        .orderBy('value')
        .orderBy('record_id')
        .execute();
    const written = await claims();
    expect(written.some((c) => c.field === 'codigo' && c.value.startsWith('["7"]'))).toBe(true);
    expect(written.some((c) => c.field === 'email' && c.value === 'dos@backfill.com')).toBe(false);
    await t.db.deleteFrom('unique_values').where('module', '=', NEW_MODULE).execute();
    expect((await backfillUniqueValues(t.db, t.registry)).duplicates).toBe(0);
    expect(await claims()).toEqual(written);
  });
});
