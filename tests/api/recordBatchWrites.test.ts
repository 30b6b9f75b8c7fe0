/**
 * The batch create (insertRecords, decision 165) stores exactly what the same rows created one by
 * one (insertRecord) store: the records, their search entries, unique claims, attached files and
 * "alta" history (ids, CRM ids and timestamps aside), computed fields too; and a duplicate refuses
 * with the single create's error, naming its row — inside the batch and against a stored record.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../../server/auth/principal';
import type { Database } from '../../server/db/schema';
import { HttpError } from '../../server/http/httpError';
import { insertRecords, RecordBatchError, type RecordToCreate } from '../../server/modules/recordBatchWrites';
import { insertRecord } from '../../server/modules/recordWrites';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let user: RequestUser;
let account: string;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.db.selectFrom('users').select(['id', 'nombre']).where('username', '=', 'admin').executeTakeFirstOrThrow();
  user = { userId: Number(admin.id), name: admin.nombre, idCrm: null, tokenMode: false } as unknown as RequestUser;
  const cuenta = await t.db.selectFrom('records').select('id').where('module', '=', 'cuenta').orderBy('id').executeTakeFirstOrThrow();
  account = String(cuenta.id);
});
afterAll(async () => {
  await t?.close();
});

class RolledBack extends Error {}

/** Runs `write` in a transaction that is rolled back afterwards; answers what `write` answered. */
async function rolledBack<T>(write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  await t.db
    .transaction()
    .execute(async (trx) => {
      answer = await write(trx);
      throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return answer as T;
}

/** What the database holds of records `ids` (in that order), ids, CRM ids and timestamps aside. */
async function stored(trx: Transaction<Database>, ids: readonly number[]) {
  const position = (id: unknown) => ids.indexOf(Number(id));
  const records = await trx
    .selectFrom('records')
    .select(['id', 'module', 'data', 'vigente', 'version', 'owner_account', 'created_by', 'updated_by'])
    .where('id', 'in', ids)
    .execute();
  const search = await trx
    .selectFrom('record_search')
    .select(['record_id', 'module', 'search_text', 'sort_key', 'vigente', 'owner_account'])
    .where('record_id', 'in', ids)
    .execute();
  const claims = await trx.selectFrom('unique_values').select(['record_id', 'module', 'field', 'value']).where('record_id', 'in', ids).execute();
  const history = await trx
    .selectFrom('record_history')
    .select(['record_id', 'module', 'version', 'action', 'changes', 'changed_by', 'changed_by_name'])
    .where('record_id', 'in', ids)
    .execute();
  const files = await trx.selectFrom('files').select(['id', 'module', 'record_id']).where('record_id', 'in', ids).execute();
  const byPosition = <R extends { id?: unknown; record_id?: unknown }>(rows: R[]) =>
    rows
      .map(({ id, record_id, ...rest }) => ({ at: position(record_id ?? id), ...rest }))
      .sort((a, b) => a.at - b.at || JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return { records: byPosition(records), search: byPosition(search), claims: byPosition(claims), history: byPosition(history), files: byPosition(files) };
}

/** The uploaded file `id` of the admin, not attached yet (a contact's document names it; each rolled-back write uploads it again). */
async function uploadedFile(trx: Transaction<Database>, id: string): Promise<string> {
  await trx
    .insertInto('files')
    .values({
      id,
      stored_name: `prueba-${id}`,
      original_name: 'pasaporte.pdf',
      mime: 'application/pdf',
      size: 10,
      sha256: 'x',
      prefijo: 'prueba',
      carpeta: 'prueba',
      uploaded_by: user.userId,
    } as never)
    .execute();
  return id;
}

const run = randomBytes(3).toString('hex');
const contact = (i: number, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  nombre: `Lote${i}`,
  apellido: `Prueba ${run}`,
  mostrarNombre: `Lote${i} Prueba ${run}`,
  email: `lote${i}.${run}@example.com`,
  tipoDocumento: 'DNI',
  documento: `7${run.replace(/\D/g, '').padEnd(4, '1').slice(0, 4)}${String(i).padStart(3, '0')}`,
  activo: true,
  ...extra,
});

/** The same rows created one by one and as a batch: what each leaves stored. */
async function bothWays(module: RegisteredModule, rows: (trx: Transaction<Database>) => Promise<RecordToCreate[]>) {
  const single = await rolledBack(async (trx) => {
    const ids: number[] = [];
    for (const row of await rows(trx)) ids.push(await insertRecord(trx, module, row.datos, user, row.ownerAccount));
    return stored(trx, ids);
  });
  const batch = await rolledBack(async (trx) => stored(trx, await insertRecords(trx, module, await rows(trx), user)));
  return { single, batch };
}

/** The refusal of `write` (an error it throws). */
async function refusal(write: (trx: Transaction<Database>) => Promise<unknown>): Promise<unknown> {
  try {
    await rolledBack(write);
  } catch (error) {
    return error;
  }
  throw new Error('the write was not refused');
}

describe('insertRecords (decision 165)', () => {
  it('stores contacts exactly as insertRecord does: rows, search entries, unique claims, history, attached files', async () => {
    const contacts = t.registry.get('contacto');
    const file = randomUUID();
    const rows = async (trx: Transaction<Database>) => [
      { datos: contact(1), ownerAccount: account },
      {
        datos: contact(2, { notas: [{ tipoDocumento: 'PAS', archivo: await uploadedFile(trx, file), nombre: 'pasaporte.pdf', principal: true }] }),
        ownerAccount: account,
      },
      { datos: contact(3, { documento: '' }), ownerAccount: null },
      { datos: contact(4, { email: `MAYUSCULAS.${run}@Example.com`, nacionalidad: 'AR' }), ownerAccount: account },
    ];
    const { single, batch } = await bothWays(contacts, rows);
    expect(single.records).toHaveLength(4);
    expect(single.search).toHaveLength(4);
    expect(single.claims.length).toBeGreaterThan(0);
    expect(single.history).toHaveLength(4);
    expect(single.files).toHaveLength(1);
    expect(batch).toEqual(single);
  });

  it('computes computed fields as insertRecord does (service fees, their lookups read once per batch)', async () => {
    const fees = t.registry.get('servicefee');
    const example = (fees.schema as unknown as { examples: Array<Record<string, unknown>> }).examples[0];
    const rows = async () => [10, 20, 30].map((importe) => ({ datos: { ...example, importe: `${importe}.00` }, ownerAccount: null }));
    const { single, batch } = await bothWays(fees, rows);
    expect(single.records).toHaveLength(3);
    expect(batch).toEqual(single);
  });

  it('refuses a document repeated inside the batch with the single create’s error, naming the later row', async () => {
    const contacts = t.registry.get('contacto');
    const expected = await refusal(async (trx) => {
      await insertRecord(trx, contacts, contact(10), user, account);
      await insertRecord(trx, contacts, contact(11, { documento: contact(10).documento }), user, account);
    });
    expect(expected).toBeInstanceOf(HttpError);
    const error = await refusal((trx) =>
      insertRecords(
        trx,
        contacts,
        [contact(10), contact(12), contact(11, { documento: contact(10).documento })].map((datos) => ({ datos, ownerAccount: account })),
        user,
      ),
    );
    expect(error).toBeInstanceOf(RecordBatchError);
    expect((error as RecordBatchError).index).toBe(2);
    expect((error as RecordBatchError).error).toEqual(expected);
    expect(((error as RecordBatchError).error as HttpError).message).toMatch(/documento/i);
  });

  it('refuses a document a stored contact holds with the single create’s error, naming its row', async () => {
    const contacts = t.registry.get('contacto');
    const held = await t.db
      .selectFrom('unique_values')
      .select('value')
      .where('module', '=', 'contacto')
      .where('field', '=', 'documento')
      .executeTakeFirstOrThrow();
    const duplicate = contact(21, { documento: held.value });
    const expected = await refusal((trx) => insertRecord(trx, contacts, duplicate, user, account));
    expect(expected).toBeInstanceOf(HttpError);
    const error = await refusal((trx) =>
      insertRecords(
        trx,
        contacts,
        [contact(20), duplicate, contact(22)].map((datos) => ({ datos, ownerAccount: account })),
        user,
      ),
    );
    expect(error).toBeInstanceOf(RecordBatchError);
    expect((error as RecordBatchError).index).toBe(1);
    expect((error as RecordBatchError).error).toEqual(expected);
  });

  it('stores a batch larger than a chunk, in order', async () => {
    const contacts = t.registry.get('contacto');
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      datos: contact(100 + i, { documento: `8${run.replace(/\D/g, '').padEnd(3, '2').slice(0, 3)}${String(i).padStart(5, '0')}` }),
      ownerAccount: account,
    }));
    const names = await rolledBack(async (trx) => {
      const ids = await insertRecords(trx, contacts, rows, user);
      const found = await trx.selectFrom('records').select(['id', 'data']).where('id', 'in', ids).execute();
      const counts = await trx
        .selectFrom('record_search')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('record_id', 'in', ids)
        .executeTakeFirstOrThrow();
      expect(Number(counts.n)).toBe(rows.length);
      const byId = new Map(found.map((r) => [Number(r.id), (r.data as Record<string, unknown>).nombre]));
      return ids.map((id) => byId.get(id));
    });
    expect(names).toEqual(rows.map((r) => r.datos.nombre));
  });
});
