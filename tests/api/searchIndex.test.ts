/**
 * The search index (record_search, server/search/searchIndex.ts) through the API, on PGlite and on
 * PostgreSQL: lists and link searches find records by accent- and case-folded fragments through the
 * index; every write (create, update, toggle vigente, toggle a field, annul, delete) that changes
 * what the entry holds writes it in the record's own transaction, and a failed write leaves the
 * entry as it was; migration 0005 backfills the index from existing records; the check finds and
 * fixes drift, including the drift a write that changes nothing the entry holds leaves alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, sql, type Kysely } from 'kysely';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';
import { openTestDatabase } from './helpers/testDatabase';
import { migrateToLatest, migrationSet, migrator } from '../../server/db/migrate';
import { checkSearchIndex } from '../../server/search/checkSearchIndex';
import { insertedColumns, insertIndexed, updateIndexed } from '../../server/search/searchIndex';
import { createRegistry } from '../../server/registry/createRegistry';
import type { Database } from '../../server/db/schema';

let t: TestApp;

const entry = (id: number) => t.db.selectFrom('record_search').selectAll().where('record_id', '=', id).executeTakeFirst();
const listIds = async (url: string) => {
  const res = await t.as('admin', { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return (res.json().datos as Array<{ id: number }>).map((r) => r.id);
};
const post = (url: string, payload: Record<string, unknown>) => t.as('admin', { method: 'POST', url, payload });
const put = (url: string, payload: Record<string, unknown>) => t.as('admin', { method: 'PUT', url, payload });
/** Spoils the entry, so that a write that rewrites it shows. */
const spoil = (id: number) => t.db.updateTable('record_search').set({ search_text: 'estropeado', sort_key: 'zzz' }).where('record_id', '=', id).execute();
const check = (ids?: number[]) => checkSearchIndex(t.db, t.registry.list(), { fix: false, ids });

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
});
afterAll(async () => {
  await t?.close();
});

describe('search index: lists and link searches search through it', () => {
  it('the bank list finds a bank by accent- and case-folded fragments (ñ and á match n and a)', async () => {
    const made = await post('/api/modulos/banco', {
      datos: { descripcion: 'Banco Ñandú Álvarez', pais: 'Argentina', provincia: 'Córdoba', localidad: 'Río Cuarto' },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    expect(await entry(id)).toMatchObject({
      module: 'banco',
      search_text: 'banco nandu alvarez rio cuarto cordoba argentina',
      sort_key: 'banco ñandú álvarez',
      vigente: true,
    });
    for (const texto of ['NANDU alva', 'ñandú ÁLV', 'rio CUARTO', 'córdoba ñan']) {
      expect(await listIds(`/api/modulos/banco?texto=${encodeURIComponent(texto)}`)).toContain(id);
    }
    // The list reads the index, not the record: without its entry the bank is not found; the check's fix brings it back.
    await t.db.deleteFrom('record_search').where('record_id', '=', id).execute();
    expect(await listIds(`/api/modulos/banco?texto=nandu`)).not.toContain(id);
    expect((await checkSearchIndex(t.db, t.registry.list(), { fix: true, ids: [id] })).missing).toEqual([id]);
    expect(await listIds(`/api/modulos/banco?texto=nandu`)).toContain(id);
  });

  it('the list without text pages in the sort key order, descending too', async () => {
    const names = ['Índice Beta', 'indice alfa', 'INDICE GAMMA'];
    for (const nombre of names) expect((await post('/api/modulos/prueba', { datos: { nombre } })).statusCode).toBe(201);
    const sorted = async (dir: string) => {
      const res = await t.as('admin', { method: 'GET', url: `/api/modulos/prueba?texto=indice&orden=nombre&dir=${dir}` });
      return (res.json().datos as Array<{ datos: { nombre: string } }>).map((r) => r.datos.nombre);
    };
    expect(await sorted('asc')).toEqual(['indice alfa', 'INDICE GAMMA', 'Índice Beta']);
    expect(await sorted('desc')).toEqual(['Índice Beta', 'INDICE GAMMA', 'indice alfa']);
  });

  it('LNK-08 the link search (the kind’s fixed filters plus text) finds a contact by folded fragments', async () => {
    const made = await post('/api/modulos/pruebacontacto', { datos: { nombre: 'Íñigo Peña', documento: '30111222', personal: true } });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    // Kind `contacto` (vigente=true: answered by the index alone) and `personal` (a data filter beside it).
    expect(await listIds(`/api/modulos/pruebacontacto?vigente=true&texto=${encodeURIComponent('INIGO pen')}`)).toEqual([id]);
    expect(await listIds(`/api/modulos/pruebacontacto?personal=true&vigente=true&texto=${encodeURIComponent('iñigo PEÑA')}`)).toEqual([id]);
    const off = await post(`/api/modulos/pruebacontacto/${id}/vigente`, { version: 1 });
    expect(off.statusCode).toBe(200);
    expect(await listIds(`/api/modulos/pruebacontacto?vigente=true&texto=inigo`)).toEqual([]);
    expect(await listIds(`/api/modulos/pruebacontacto?vigente=false&texto=inigo`)).toEqual([id]);
  });
});

describe('search index: every write keeps it, in the write’s transaction', () => {
  let id: number;

  it('create, update and toggle vigente write the entry; a field toggle or annul that changes nothing the entry holds leaves it for the check', async () => {
    const made = await post('/api/modulos/prueba', { datos: { nombre: 'Escritura Uno', codigo: 'E-1' } });
    id = made.json().id;
    expect(await entry(id)).toMatchObject({ module: 'prueba', search_text: 'escritura uno e-1', sort_key: 'escritura uno', vigente: true });

    await spoil(id);
    const updated = await put(`/api/modulos/prueba/${id}`, { version: 1, datos: { nombre: 'Escritura Dos', codigo: 'E-2' } });
    expect(updated.statusCode).toBe(200);
    expect(await entry(id)).toMatchObject({ search_text: 'escritura dos e-2', sort_key: 'escritura dos' });

    await spoil(id);
    expect((await post(`/api/modulos/prueba/${id}/vigente`, { version: 2 })).statusCode).toBe(200);
    expect(await entry(id)).toMatchObject({ search_text: 'escritura dos e-2', sort_key: 'escritura dos', vigente: false });
    expect(await check([id])).toMatchObject({ missing: [], stale: [] });

    // `activo` and `anulado` are not searched: the entry is not touched (docs/decisions.md 118), so a
    // spoiled entry stays spoiled; the check reports it and its repair rewrites it.
    await spoil(id);
    expect((await post(`/api/modulos/prueba/${id}/alternar/activo`, { version: 3 })).statusCode).toBe(200);
    expect((await post(`/api/modulos/prueba/${id}/anular/anulado`, { version: 4 })).statusCode).toBe(200);
    expect(await entry(id)).toMatchObject({ search_text: 'estropeado', sort_key: 'zzz' });
    expect(await checkSearchIndex(t.db, t.registry.list(), { fix: true, ids: [id] })).toMatchObject({ missing: [], stale: [id], fixed: 1 });
    expect(await entry(id)).toMatchObject({ search_text: 'escritura dos e-2', sort_key: 'escritura dos', vigente: false });
    expect(await check([id])).toMatchObject({ missing: [], stale: [] });
  });

  it('a write that changes nothing the entry holds leaves the entry row alone (no new row version); a missing entry is written again by a write that changes it', async () => {
    const made = await post('/api/modulos/prueba', { datos: { nombre: 'Sin Cambio', codigo: 'S-1' } });
    const own = made.json().id as number;
    const rowVersion = async () => (await sql<{ x: string }>`select xmin::text as x from record_search where record_id = ${own}`.execute(t.db)).rows[0].x;
    const before = await rowVersion();
    expect(
      (await put(`/api/modulos/prueba/${own}`, { version: 1, datos: { nombre: 'Sin Cambio', codigo: 'S-1', observaciones: 'solo esto' } })).statusCode,
    ).toBe(200);
    expect(await rowVersion()).toBe(before);
    // A searched field changed: the entry is rewritten.
    expect(
      (await put(`/api/modulos/prueba/${own}`, { version: 2, datos: { nombre: 'Con Cambio', codigo: 'S-1', observaciones: 'solo esto' } })).statusCode,
    ).toBe(200);
    expect(await rowVersion()).not.toBe(before);
    expect(await entry(own)).toMatchObject({ search_text: 'con cambio s-1', sort_key: 'con cambio' });
    // A missing entry (drift): a write that changes no searched or sort field, vigente or owner leaves it missing and the
    // check reports it; the next write that changes one of them writes the entry again.
    await t.db.deleteFrom('record_search').where('record_id', '=', own).execute();
    expect((await put(`/api/modulos/prueba/${own}`, { version: 3, datos: { nombre: 'Con Cambio', codigo: 'S-1', observaciones: 'otra' } })).statusCode).toBe(
      200,
    );
    expect(await entry(own)).toBeUndefined();
    expect(await check([own])).toMatchObject({ missing: [own], stale: [] });
    expect((await put(`/api/modulos/prueba/${own}`, { version: 4, datos: { nombre: 'Con Cambio', codigo: 'S-2', observaciones: 'otra' } })).statusCode).toBe(
      200,
    );
    expect(await entry(own)).toMatchObject({ module: 'prueba', search_text: 'con cambio s-2', sort_key: 'con cambio', vigente: true });
    expect(await check([own])).toMatchObject({ missing: [], stale: [] });
    // Likewise a toggle of vigente (the entry holds vigente).
    await t.db.deleteFrom('record_search').where('record_id', '=', own).execute();
    expect((await post(`/api/modulos/prueba/${own}/vigente`, { version: 5 })).statusCode).toBe(200);
    expect(await entry(own)).toMatchObject({ search_text: 'con cambio s-2', sort_key: 'con cambio', vigente: false });
    expect(await check([own])).toMatchObject({ missing: [], stale: [] });
  });

  it("the sort key a write sends (the field's value as JSON) is the one the check computes from the stored record: text, numbers, null, absent, objects", async () => {
    // A module sorted by `cantidad`, whatever its values hold; the check is given the same module.
    const sorted = { name: 'prueba', searchFields: ['nombre'], searchSortField: 'cantidad' };
    const values: unknown[] = ['Ñandú Álvarez', 12, 1.5, 1e21, -0.25, true, null, undefined, { a: [1, 'B'] }];
    const ids: number[] = [];
    for (const cantidad of values) {
      const data = { nombre: 'Clave', ...(cantidad === undefined ? {} : { cantidad }) };
      const id = await t.db.transaction().execute((trx) =>
        insertIndexed(
          trx,
          sorted,
          data,
          trx
            .insertInto('records')
            .values({ module: 'prueba', id_crm: `clave-${ids.length}`, data: JSON.stringify(data) })
            .returning(insertedColumns),
        ),
      );
      ids.push(id!);
    }
    expect(await checkSearchIndex(t.db, [sorted], { fix: false, ids })).toMatchObject({ checked: values.length, missing: [], stale: [] });
    // Each updated to the next one's value: the entry is rewritten by the update, and still agrees.
    for (const [i, id] of ids.entries()) {
      const before = { data: { nombre: 'Clave', cantidad: values[i] }, vigente: true, ownerAccount: null };
      const after = { ...before, data: { nombre: 'Clave', cantidad: values[(i + 1) % values.length] } };
      await t.db.transaction().execute((trx) =>
        updateIndexed(
          trx,
          sorted,
          id,
          before,
          after,
          trx
            .updateTable('records')
            .set({ data: JSON.stringify(after.data) })
            .where('id', '=', id),
        ),
      );
    }
    expect(await checkSearchIndex(t.db, [sorted], { fix: false, ids })).toMatchObject({ missing: [], stale: [] });
    expect((await entry(ids[0]))?.sort_key).toBe('12');
    expect((await entry(ids[1]))?.sort_key).toBe('1.5');
    await t.db.deleteFrom('records').where('id', 'in', ids).execute();
  });

  it('a refused or failed write leaves the entry as it was', async () => {
    const before = await entry(id);
    // Stale version: 409, nothing written.
    expect((await put(`/api/modulos/prueba/${id}`, { version: 1, datos: { nombre: 'Versión vieja' } })).statusCode).toBe(409);
    expect(await entry(id)).toEqual(before);
    // A failure after the entry was written (the history insert, made to fail here) rolls the entry back with the record.
    await sql`create function fail_history() returns trigger language plpgsql as $$ begin raise exception 'historial rechazado'; end $$`.execute(t.db);
    await sql`create trigger fail_history before insert on record_history for each row execute function fail_history()`.execute(t.db);
    try {
      const failed = await put(`/api/modulos/prueba/${id}`, { version: 5, datos: { nombre: 'Nunca Escrito' } });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`drop trigger fail_history on record_history`.execute(t.db);
      await sql`drop function fail_history()`.execute(t.db);
    }
    expect(await entry(id)).toEqual(before);
    expect(await listIds(`/api/modulos/prueba?texto=nunca`)).toEqual([]);
  });

  it('deleting a record deletes its entry (same statement: on delete cascade)', async () => {
    await t.db.deleteFrom('record_history').where('record_id', '=', id).execute();
    await t.db.deleteFrom('records').where('id', '=', id).execute();
    expect(await entry(id)).toBeUndefined();
  });
});

describe('search index: the check finds and fixes drift', () => {
  it('reports a missing and a stale entry, fixes both, then reports none', async () => {
    const a = (await post('/api/modulos/prueba', { datos: { nombre: 'Deriva Uno' } })).json().id as number;
    const b = (await post('/api/modulos/prueba', { datos: { nombre: 'Deriva Dos' } })).json().id as number;
    expect(await check()).toMatchObject({ missing: [], stale: [] });
    await t.db.deleteFrom('record_search').where('record_id', '=', a).execute();
    await t.db.updateTable('record_search').set({ vigente: false }).where('record_id', '=', b).execute();
    const found = await check();
    expect(found).toMatchObject({ missing: [a], stale: [b], fixed: 0 });
    expect(found.checked).toBeGreaterThanOrEqual(2);
    expect(await checkSearchIndex(t.db, t.registry.list(), { fix: true, batchSize: 3 })).toMatchObject({ missing: [a], stale: [b], fixed: 2 });
    expect(await check()).toMatchObject({ missing: [], stale: [] });
    expect(await entry(b)).toMatchObject({ vigente: true, search_text: 'deriva dos' });
  });
});

describe('search index: migration 0005 backfills it', () => {
  it('fills one entry per existing record, then drops records.search_text', async () => {
    const database = await openTestDatabase({ migrate: false });
    try {
      const db = database.db as Kysely<any>;
      const { error } = await migrator(db).migrateTo('0003_files');
      expect(error).toBeUndefined();
      // Records as the server stored them before the index: search text in the records table.
      await sql`insert into records (module, data, search_text, vigente, owner_account) values
        ('banco', ${JSON.stringify({ descripcion: 'Banco Ñandú', pais: 'Argentina' })}, 'banco nandu argentina', true, null),
        ('banco', ${JSON.stringify({ descripcion: 'Banco Viejo', pais: 'Uruguay' })}, 'banco viejo uruguay', false, 'cuenta-1'),
        ('modulo_retirado', ${JSON.stringify({ nombre: 'Sin módulo' })}, 'sin modulo', true, null)`.execute(db);
      await expect(migrateToLatest(db)).rejects.toThrow('El índice de búsqueda necesita los módulos registrados');
      const { registry } = await createRegistry();
      await migrateToLatest(db, registry.list());
      const rows = await (db as Kysely<Database>)
        .selectFrom('record_search')
        .select(['module', 'search_text', 'sort_key', 'vigente', 'owner_account'])
        .orderBy('record_id')
        .execute();
      expect(rows).toEqual([
        { module: 'banco', search_text: 'banco nandu argentina', sort_key: 'banco ñandú', vigente: true, owner_account: null },
        { module: 'banco', search_text: 'banco viejo uruguay', sort_key: 'banco viejo', vigente: false, owner_account: 'cuenta-1' },
        { module: 'modulo_retirado', search_text: 'sin modulo', sort_key: null, vigente: true, owner_account: null },
      ]);
      const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'records'`.execute(db);
      expect(columns.rows.map((c) => c.column_name)).not.toContain('search_text');
      // The one record whose module is gone is indexed with no text, as the check expects for it.
      expect(await checkSearchIndex(database.db, registry.list(), { fix: false })).toMatchObject({ checked: 3, missing: [], stale: [3] });
    } finally {
      await database.close();
    }
  });
  it('runs 0005 after 0006 on a database migrated before 0005 existed (0004 and 0006 already run)', async () => {
    const database = await openTestDatabase({ migrate: false });
    try {
      const db = database.db as Kysely<any>;
      // The migration set of a main without 0005: every other migration, run in order.
      const { ['0005_search_index']: _absent, ...withoutSearchIndex } = migrationSet();
      const earlier = await new Migrator({ db, provider: { getMigrations: async () => withoutSearchIndex } }).migrateToLatest();
      expect(earlier.error).toBeUndefined();
      await sql`insert into records (module, data, search_text) values ('banco', ${JSON.stringify({ descripcion: 'Banco Río' })}, 'banco rio')`.execute(db);
      const { registry } = await createRegistry();
      await migrateToLatest(db, registry.list());
      const ran = await sql<{ name: string }>`select name from kysely_migration order by timestamp, name`.execute(db);
      // Every other migration in number order, then the one that was missing.
      const others = Object.keys(withoutSearchIndex).sort();
      expect(ran.rows.map((r) => r.name)).toEqual([...others, '0005_search_index']);
      expect(others).toContain('0006_login_throttle');
      expect(await (db as Kysely<Database>).selectFrom('record_search').select(['module', 'search_text', 'sort_key']).execute()).toEqual([
        { module: 'banco', search_text: 'banco rio', sort_key: 'banco río' },
      ]);
      // Migrating again runs nothing and fails nothing.
      await migrateToLatest(db, registry.list());
    } finally {
      await database.close();
    }
  });

  it('runs every migration in number order on a fresh database', async () => {
    // The shared app's database was created fresh from the whole set.
    const ran = await sql<{ name: string }>`select name from kysely_migration order by timestamp, name`.execute(t.db);
    expect(ran.rows.map((r) => r.name)).toEqual(Object.keys(migrationSet()).sort());
  });
});
