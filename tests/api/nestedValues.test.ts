/**
 * Issue 19, defect 7, through the API on the shipped modules and their demo data: combo codes,
 * links and file references are checked at every depth (a row of the IIBB grid, of the files, of a
 * contact's documents, of the child accounts), each problem at its path and naming its field, in
 * the request's one 400 with its other problems, and nothing stored; a parent link forms no cycle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { accountNamed } from './helpers/accountOf';
import { uploadPdf } from './helpers/uploadFile';

let t: TestApp;
let cuenta: number;
let otra: number;
let tercera: number;

type Answer = { statusCode: number; json(): any };
const read = async (module: string, id: number) => (await t.as('admin', { method: 'GET', url: `/api/modulos/${module}/${id}` })).json();
const put = (module: string, id: number, version: number, datos: Record<string, unknown>, user = 'admin') =>
  t.as(user, { method: 'PUT', url: `/api/modulos/${module}/${id}`, payload: { version, datos } });
const post = (module: string, datos: Record<string, unknown>, user = 'admin') =>
  t.as(user, { method: 'POST', url: `/api/modulos/${module}`, payload: { datos } });
/** The stored row (version and data) and the module's count, to show a refused write stored nothing. */
const stored = async (module: string, id: number) => {
  const row = await t.db.selectFrom('records').select(['version', 'data']).where('id', '=', id).executeTakeFirstOrThrow();
  const n = await t.db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('module', '=', module)
    .executeTakeFirstOrThrow();
  return { version: row.version, data: JSON.stringify(row.data), count: Number(n.n) };
};
const campos = (res: Answer) => res.json().error?.campos ?? [];

/** Updates account `id` with `change` as admin and expects a 400 with `expected` among its problems and nothing stored. */
async function refusedUpdate(module: string, id: number, change: Record<string, unknown>, expected: Array<{ path: string; mensaje: string }>, user = 'admin') {
  const record = await read(module, id);
  const before = await stored(module, id);
  const res = await put(module, id, record.version, { ...record.datos, ...change }, user);
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(campos(res)).toEqual(expect.arrayContaining(expected));
  expect(await stored(module, id)).toEqual(before);
  return res;
}

beforeAll(async () => {
  t = await startTestApp();
  cuenta = await accountNamed(t, 'Turismo del Sur S.R.L.');
  otra = await accountNamed(t, 'Viajes Andinos S.A.');
  tercera = await accountNamed(t, 'Travel Uruguay S.A.');
});
afterAll(async () => {
  await t?.close();
});

const JURISDICCION = 'El valor elegido en Jurisdicción no es una opción válida.';

describe('19-7 combo codes at every depth (ACC-10, ACC-11, CON-06)', () => {
  it('19-7 ACC-10 an IIBB row with jurisdiction 999 is refused at its path, nothing stored; a valid grid is stored', async () => {
    await refusedUpdate(
      'cuenta',
      cuenta,
      {
        colIngresosBrutos: [
          { jurisdiccion: '901', coeficiente: 0.5, tipo: 'local' },
          { jurisdiccion: '999', coeficiente: 0.5, tipo: 'local' },
        ],
      },
      [{ path: 'colIngresosBrutos.1.jurisdiccion', mensaje: JURISDICCION }],
    );
    const record = await read('cuenta', cuenta);
    const grid = [
      { jurisdiccion: '901', coeficiente: 0.5, tipo: 'local' },
      { jurisdiccion: '924', coeficiente: 0.5, tipo: 'convenio' },
    ];
    const ok = await put('cuenta', cuenta, record.version, { ...record.datos, colIngresosBrutos: grid });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().datos.colIngresosBrutos).toEqual(grid);
  });

  it('19-7 ACC-55 a grid of 25 rows (there are 24 jurisdictions) is refused: the made-up one at its row, or the repeated one (ACC-55)', async () => {
    const codes = Array.from({ length: 24 }, (_, i) => String(901 + i));
    const row = (jurisdiccion: string, i: number) => ({ jurisdiccion, coeficiente: i === 0 ? 1 : 0, tipo: i === 0 ? 'local' : 'exento' });
    await refusedUpdate('cuenta', cuenta, { colIngresosBrutos: [...codes, '925'].map(row) }, [
      { path: 'colIngresosBrutos.24.jurisdiccion', mensaje: JURISDICCION },
    ]);
    await refusedUpdate('cuenta', cuenta, { colIngresosBrutos: [...codes, '901'].map(row) }, [
      { path: 'colIngresosBrutos', mensaje: 'Ya existe una configuración para esta jurisdicción' },
    ]);
    // Every jurisdiction once is a grid the combo allows.
    const record = await read('cuenta', cuenta);
    expect((await put('cuenta', cuenta, record.version, { ...record.datos, colIngresosBrutos: codes.map(row) })).statusCode).toBe(200);
  });

  it('19-7 ACC-11 a file row of type ZZZ is refused naming Tipo at files.0.tipo', async () => {
    await refusedUpdate('cuenta', cuenta, { files: [{ numeroDeFile: 'F-1', tipo: 'ZZZ', fechaDesde: '2024-01-01', principal: true }] }, [
      { path: 'files.0.tipo', mensaje: 'El valor elegido en Tipo no es una opción válida.' },
    ]);
  });

  it('19-7 CON-06 a contact document of type ZZZ with the file "no-such-file": both problems at their paths, nothing stored', async () => {
    const before = await stored('cuenta', cuenta);
    const res = await post(
      'contacto',
      {
        nombre: 'Documentos',
        apellido: 'Inventados',
        email: 'docs.inventados@gmail.com',
        tipoDocumento: 'DNI',
        documento: '30999111',
        cuenta,
        notas: [{ tipoDocumento: 'ZZZ', archivo: 'no-such-file', nombre: 'pasaporte.pdf', principal: true }],
      },
      'staff',
    );
    expect(res.statusCode).toBe(400);
    expect(campos(res)).toEqual(
      expect.arrayContaining([
        { path: 'notas.0.tipoDocumento', mensaje: 'El valor elegido en Tipo de documento no es una opción válida.' },
        { path: 'notas.0.archivo', mensaje: 'El archivo de Archivo no existe o no está disponible.' },
      ]),
    );
    expect((await stored('cuenta', cuenta)).count).toBe(before.count);
  });

  it("19-7 the nested problems come in the one 400 with the schema's and the rules' problems", async () => {
    const res = await refusedUpdate(
      'cuenta',
      cuenta,
      {
        email: 'no es un correo',
        files: [{ numeroDeFile: 'F-1', tipo: 'ZZZ', fechaDesde: '2024-01-01', principal: true }],
        colIngresosBrutos: [{ jurisdiccion: '999', coeficiente: 0.4, tipo: 'local' }],
        hijos: [{ id: 999999 }],
      },
      [
        { path: 'files.0.tipo', mensaje: 'El valor elegido en Tipo no es una opción válida.' },
        { path: 'colIngresosBrutos.0.jurisdiccion', mensaje: JURISDICCION },
        { path: 'colIngresosBrutos', mensaje: 'La sumatoria de los coeficientes debe ser 1.' },
        { path: 'hijos.0', mensaje: 'El registro vinculado en Cuentas hijas no existe o no está disponible.' },
      ],
    );
    expect(campos(res).map((c: { path: string }) => c.path)).toContain('email');
  });
});

describe('19-7 links at every depth (ACC-12, LNK-07)', () => {
  it('19-7 ACC-12 a child account that does not exist is refused at hijos.0; existing children are stored', async () => {
    await refusedUpdate('cuenta', cuenta, { hijos: [{ id: otra }, { id: 999999 }] }, [
      { path: 'hijos.1', mensaje: 'El registro vinculado en Cuentas hijas no existe o no está disponible.' },
    ]);
    const record = await read('cuenta', cuenta);
    const ok = await put('cuenta', cuenta, record.version, { ...record.datos, hijos: [{ id: otra, mostrarNombre: 'Viajes Andinos S.A.' }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().datos.hijos).toEqual([{ id: otra, mostrarNombre: 'Viajes Andinos S.A.' }]);
    // A child kept as stored and a row marked for deletion are not searched for again.
    const again = await read('cuenta', cuenta);
    expect((await put('cuenta', cuenta, again.version, { ...again.datos, hijos: [...again.datos.hijos, { id: 999999, eliminar: true }] })).statusCode).toBe(
      200,
    );
  });
});

describe('19-7 a parent link forms no cycle (ACC-12, x-link.acyclic)', () => {
  const CYCLE = 'El registro elegido en Cuenta padre (grupo económico) no puede ser este mismo registro ni uno que dependa de él.';

  it('19-7 ACC-12 an account cannot be its own parent', async () => {
    await refusedUpdate('cuenta', cuenta, { padre: cuenta }, [{ path: 'padre', mensaje: CYCLE }]);
  });

  it('19-7 ACC-12 nor the parent of its parent (A→B→A), nor of its grandparent (A→B→C→A); a parent above is fine', async () => {
    const setParent = async (id: number, padre: number | undefined) => {
      const record = await read('cuenta', id);
      const res = await put('cuenta', id, record.version, { ...record.datos, padre });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setParent(otra, cuenta); // otra → cuenta
    await refusedUpdate('cuenta', cuenta, { padre: otra }, [{ path: 'padre', mensaje: CYCLE }]);
    await setParent(tercera, otra); // tercera → otra → cuenta
    await refusedUpdate('cuenta', cuenta, { padre: tercera }, [{ path: 'padre', mensaje: CYCLE }]);
    // Linking the top of the chain under an unrelated account is no cycle.
    const libre = await accountNamed(t, 'Operadora Río de la Plata S.A.');
    await setParent(cuenta, libre);
    expect((await read('cuenta', cuenta)).datos.padre).toBe(libre);
  });
});

describe('19-7 file references at every depth (WID-01, WID-02, CON-06)', () => {
  const contacto = (notas: unknown[], documento: string) => ({
    nombre: 'Con',
    apellido: 'Archivo',
    email: `archivo.${documento}@gmail.com`,
    tipoDocumento: 'DNI',
    documento,
    cuenta,
    notas,
  });
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('records')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('module', '=', 'contacto')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("19-7 WID-02 a document holding the caller's own upload is stored and its file attached; another user's upload is refused", async () => {
    const mine = await uploadPdf(t, 'staff', 'pasaporte.pdf');
    const ok = await post('contacto', contacto([{ tipoDocumento: 'PAS', archivo: mine, nombre: 'pasaporte.pdf', principal: true }], '30999201'), 'staff');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await t.db.selectFrom('files').select(['module', 'record_id']).where('id', '=', mine).executeTakeFirstOrThrow()).toEqual({
      module: 'contacto',
      record_id: ok.json().id,
    });
    const theirs = await uploadPdf(t, 'admin', 'ajeno.pdf');
    const before = await count();
    const res = await post('contacto', contacto([{ tipoDocumento: 'PAS', archivo: theirs, nombre: 'ajeno.pdf' }], '30999202'), 'staff');
    expect(res.statusCode).toBe(400);
    expect(campos(res)).toEqual([{ path: 'notas.0.archivo', mensaje: 'El archivo de Archivo no existe o no está disponible.' }]);
    expect(await count()).toBe(before);
    expect(await t.db.selectFrom('files').select(['module', 'record_id']).where('id', '=', theirs).executeTakeFirstOrThrow()).toEqual({
      module: null,
      record_id: null,
    });
  });

  it("19-7 WID-02 a file attached to another record is refused; the record's own file is kept on update, by another writer too", async () => {
    const archivo = await uploadPdf(t, 'staff', 'dni.pdf');
    const first = (await post('contacto', contacto([{ tipoDocumento: 'DNI', archivo, nombre: 'dni.pdf', principal: true }], '30999203'), 'staff')).json();
    const before = await count();
    const copy = await post('contacto', contacto([{ tipoDocumento: 'DNI', archivo, nombre: 'dni.pdf' }], '30999204'), 'staff');
    expect(copy.statusCode).toBe(400);
    expect(campos(copy)).toEqual([{ path: 'notas.0.archivo', mensaje: 'El archivo de Archivo no existe o no está disponible.' }]);
    expect(await count()).toBe(before);
    const kept = await put('contacto', first.id, first.version, { ...first.datos, apellido: 'Archivo Editado' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().datos.notas[0].archivo).toBe(archivo);
    await refusedUpdate(
      'contacto',
      first.id,
      { notas: [{ tipoDocumento: 'DNI', archivo: '00000000-0000-4000-8000-000000000000', nombre: 'dni.pdf', principal: true }] },
      [{ path: 'notas.0.archivo', mensaje: 'El archivo de Archivo no existe o no está disponible.' }],
    );
  });

  it('19-7 ACC-11 a file row of the account holding a made-up file is refused at files.0.tmpArchivo', async () => {
    await refusedUpdate(
      'cuenta',
      cuenta,
      { files: [{ numeroDeFile: 'F-9', tipo: 'AER', fechaDesde: '2024-01-01', tmpArchivo: 'no-such-file', principal: true }] },
      [{ path: 'files.0.tmpArchivo', mensaje: 'El archivo de Archivo no existe o no está disponible.' }],
    );
  });
});
