/**
 * Issue 19, defect 5: a required field that is blank (empty, only spaces, null) is missing, on
 * every write of every module (engine/core/blankRequired.ts around the body validator): the answer
 * is the module's required-fields message (SHR-07) naming each field as the form does, and nothing
 * is stored. Each case takes a seeded record as admin reads it and sends it back, as an update
 * and as a new record, with the named fields blank.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { expectRefusedAsUpdateAndCreate, seededRecord, type StoredRecord } from './helpers/refusedWrites';
import { makeAjv } from '../../server/http/validatorCompiler';
import { blankAsMissing } from '../../engine/core/blankRequired';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Stored = StoredRecord;

/** A seeded record of `module` as admin reads it (the first one `where` holds for). */
async function seeded(module: string, where?: (datos: Record<string, unknown>) => boolean): Promise<Stored> {
  const record = await seededRecord(t, module, where);
  if (!record) throw new Error(`no hay un registro sembrado de ${module}`);
  return record;
}
const required = (module: string, path: string) => ({
  path,
  mensaje: `El campo ${t.registry.get(module).labels[path.split('.')[0]] === undefined ? path : labelAt(module, path)} es obligatorio.`,
});
/** The label of a field, nested ones too (`direcciones.0.direccion` → the item's `direccion` title). */
function labelAt(module: string, path: string): string {
  let node = t.registry.get(module).schema as unknown as { properties?: Record<string, any>; items?: any; title?: string };
  for (const part of path.split('.')) node = /^\d+$/.test(part) ? node.items : node.properties![part];
  return node.title ?? path;
}
const requiredMessage = (module: string) =>
  ['cuenta', 'proveedor', 'oportunidad'].includes(module) ? 'Faltan algunos datos obligatorios.' : 'Debe completar los campos obligatorios antes de guardar.';

/** Sends `record` with `blanks` as an update and as a create: both refused with each field missing, nothing stored. */
async function refusedBlank(module: string, record: Stored, blanks: Record<string, unknown>, missing: readonly string[]) {
  await expectRefusedAsUpdateAndCreate(t, module, record, blanks, (res) => {
    expect(res.json().error.mensaje).toBe(requiredMessage(module));
    expect(res.json().error.campos).toEqual(expect.arrayContaining(missing.map((path) => required(module, path))));
  });
}

const blank = (fields: readonly string[], value: unknown = '') => Object.fromEntries(fields.map((f) => [f, value]));

describe('19-5 a blank required field is missing, on the server as in the form', () => {
  const cases: ReadonlyArray<[module: string, fields: readonly string[]]> = [
    ['servicefee', ['tipo', 'tipoRuta', 'tipoServicio', 'tipoAtencion', 'condicion', 'importe']],
    ['cuenta', ['tipoDocumento', 'documento', 'condicionIva', 'perfil']],
    ['proveedor', ['codigoPta', 'documento', 'tipoDocumento']],
    ['nota', ['tipo']],
    ['tarjeta', ['prestadora']],
    ['cuentabancaria', ['tipo', 'moneda']],
    ['contacto', ['tipoDocumento']],
  ];
  for (const [module, fields] of cases) {
    it(`19-5 SHR-07 ${module}: ${fields.join(', ')} sent empty are missing, with the module's required message, and nothing is stored`, async () => {
      await refusedBlank(module, await seeded(module), blank(fields), fields);
    });
  }

  it('19-5 SHR-07 only spaces or null are missing too', async () => {
    await refusedBlank('servicefee', await seeded('servicefee'), { tipo: '   ', importe: null }, ['tipo', 'importe']);
    await refusedBlank('nota', await seeded('nota'), { tipo: '    ' }, ['tipo']);
  });

  it('19-5 ACC-42 an active account with vendedor "" is missing its seller (a conditional required)', async () => {
    await refusedBlank('cuenta', await seeded('cuenta', (d) => d.estado === 2), { vendedor: '' }, ['vendedor']);
  });

  it('19-5 a required field of an array row that is blank is missing at its row', async () => {
    const account = await seeded('cuenta', (d) => Array.isArray(d.direcciones) && d.direcciones.length > 0);
    const direcciones = (account.datos.direcciones as Array<Record<string, unknown>>).map((row, i) => (i === 0 ? { ...row, direccion: '  ' } : row));
    await refusedBlank('cuenta', account, { direcciones }, ['direcciones.0.direccion']);
  });

  it('19-5 the demo data has no blank required field (npm start seeds it)', async () => {
    const ajv = makeAjv({ coerceTypes: false });
    for (const module of t.registry.list()) {
      const { $id: _id, $schema: _s, ...schema } = module.schema;
      const validate = ajv.compile(schema);
      const rows = await t.db.selectFrom('records').select(['id', 'data']).where('module', '=', module.name).execute();
      for (const row of rows) {
        const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
        const plain = validate(data) ? 0 : (validate.errors ?? []).filter((e) => e.keyword === 'required').length;
        const withBlanks = blankAsMissing((value) => (validate(value) ? null : [...(validate.errors ?? [])]), data).filter((e) => e.keyword === 'required');
        expect(withBlanks.length, `${module.name} ${row.id}: ${JSON.stringify(withBlanks.map((e) => e.params))}`).toBe(plain);
      }
    }
  });
});
