/**
 * Benchmark: the generic list endpoint searching text over 1,000,000 records, against (a) the same
 * query written by hand in SQL on the same database (on the search index) and (b) a naive ILIKE
 * scan over the JSON data; then a record write with its search-index entry against the same write
 * without it. Prints medians and ratios measured in the same run.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../server/db/schema';
import type { RegisteredModule } from '../engine/core/schemaRegistry';
import { openDatabase } from '../server/db/openDatabase';
import { migrateToLatest } from '../server/db/migrate';
import { createRegistry } from '../server/registry/createRegistry';
import { seedDatabase } from '../server/seed/seedDatabase';
import { buildApp } from '../server/app';
import { createIdentity } from '../server/identity/createIdentity';
import { readEnv } from '../server/config/env';
import { ensureGeneratedBanks } from './generateRecords';
import { updateIndexed } from '../server/search/searchIndex';
import { atLeast, atMost, measure, measureInterleaved, measureInterleavedWithCpu } from './measure';
import { prepared } from '../server/db/preparedStatements';

export interface ListBenchOptions {
  readonly label: string;
  readonly databaseUrl?: string;
  readonly dataDir?: string;
  readonly records: number;
}

const log = (m: string) => console.log(m);

export async function runListSearchBench(options: ListBenchOptions): Promise<void> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    const { db } = database;
    const { registry, config } = await createRegistry();
    await migrateToLatest(db, registry.list());
    // The generated banks (and their x-unique claims) first: the seed's start-up backfill then finds them claimed.
    await ensureGeneratedBanks(db, options.records, log);
    await seedDatabase(db, registry, { demo: true });
    const identity = await createIdentity(db, readEnv({ PORT: '8080' }));
    const app = await buildApp({ db, accessChanges: database.accessChanges, registry, config, identity, rateLimitPerMinute: 1_000_000 });
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const token = await identity.issueAccessToken(admin.id);
    const cap = config.modules.banco.list.cap;

    // BENCH_TERMS (comma-separated) and BENCH_NAIVE_RUNS bound a re-run on a loaded machine; BENCH_WRITE_ONLY=1 skips the searches.
    const terms = process.env.BENCH_WRITE_ONLY === '1' ? [] : process.env.BENCH_TERMS ? process.env.BENCH_TERMS.split(',') : ['sucursal 12345', 'tandil'];
    const naiveRuns = Number.parseInt(process.env.BENCH_NAIVE_RUNS ?? '3', 10);
    for (const term of terms) {
      await compareTextSearch({
        app,
        db,
        token,
        module: 'banco',
        cap,
        term,
        naiveSortField: 'descripcion',
        naiveRuns,
        label: options.label,
        records: options.records,
      });
    }
    await app.close();
    await runWriteBench(db, registry.get('banco'), admin.id, options.label, database.kind === 'pglite');
  } finally {
    await database.close();
  }
}

export interface SearchComparison {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  /** An administrator's access token (no record scope). */
  readonly token: string;
  readonly module: string;
  /** The module list's cap. */
  readonly cap: number;
  readonly term: string;
  /** The field the list sorts by (its default sort: the index's sort key); the naive scan sorts on it too. */
  readonly naiveSortField: string;
  readonly naiveRuns: number;
  readonly label: string;
  readonly records: number;
  /** Words for the output: what the term is (`fragmento de nombre`). */
  readonly describe?: string;
}

/**
 * One text search three ways on the same database: the generic list endpoint
 * (`GET /api/modulos/<module>?texto=…&limit=25`, through `app.inject`), the same two queries (capped
 * count, first page) written by hand on the search index, and a naive `data::text ILIKE` scan of
 * the records; checks they find the same count, then prints medians and the two ratios.
 */
export async function compareTextSearch(c: SearchComparison): Promise<void> {
  const { app, db, token, module, cap, term } = c;
  const words = term.split(' ');
  const ours = async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/modulos/${module}?texto=${encodeURIComponent(term)}&limit=25`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().total as number;
  };
  const likeAll = sql.join(
    words.map((w) => sql`search_text ILIKE ${`%${w}%`}`),
    sql` AND `,
  );
  const handWritten = async () => {
    const count = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM record_search WHERE module = ${sql.lit(module)} AND ${likeAll} LIMIT ${cap + 1}) m`.execute(db);
    await sql`SELECT r.id, r.version, r.vigente, r.data, r.id_crm, r.created_at, r.updated_at, c.nombre, e.nombre
              FROM (SELECT record_id, sort_key FROM record_search WHERE module = ${sql.lit(module)} AND ${likeAll}
                    ORDER BY (sort_key || '') ASC NULLS LAST, record_id ASC LIMIT 25) p
              JOIN records r ON r.id = p.record_id LEFT JOIN users c ON c.id = r.created_by LEFT JOIN users e ON e.id = r.updated_by
              ORDER BY p.sort_key ASC NULLS LAST, p.record_id ASC`.execute(db);
    return Math.min(count.rows[0].n, cap);
  };
  const naiveLike = sql.join(
    words.map((w) => sql`data::text ILIKE ${`%${w}%`}`),
    sql` AND `,
  );
  const naive = async () => {
    const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM records WHERE module = ${sql.lit(module)} AND ${naiveLike}`.execute(db);
    await sql`SELECT * FROM records WHERE module = ${sql.lit(module)} AND ${naiveLike} ORDER BY lower(data->>${sql.lit(c.naiveSortField)}) LIMIT 25`.execute(
      db,
    );
    return Math.min(count.rows[0].n, cap);
  };
  const [a, b, n] = [await ours(), await handWritten(), await naive()];
  if (a !== b || b !== n) throw new Error(`Los resultados difieren: ${a} / ${b} / ${n}`);
  const [oursStats, handStats] = await measureInterleaved([ours, handWritten], Number.parseInt(process.env.BENCH_SEARCH_ROUNDS ?? '40', 10));
  const naiveStats = await measure(naive, c.naiveRuns);
  console.log(
    `\n[${c.label}] búsqueda ${c.describe ? `por ${c.describe} ` : ''}"${term}" (${a} resultados de ${c.records.toLocaleString('es-AR')}; tope ${cap})`,
  );
  console.log(`  endpoint genérico:   mediana ${oursStats.median.toFixed(2)} ms (p95 ${oursStats.p95.toFixed(2)})`);
  console.log(`  SQL escrito a mano:  mediana ${handStats.median.toFixed(2)} ms (p95 ${handStats.p95.toFixed(2)})`);
  console.log(`  ILIKE ingenuo:       mediana ${naiveStats.median.toFixed(2)} ms`);
  console.log(`  ratio nuestro / a mano: ${atMost(oursStats.median / handStats.median, 1.2)}`);
  console.log(`  ratio ingenuo / nuestro: ${atLeast(naiveStats.median / oursStats.median, 20)}`);
}

/**
 * A record update as updateRecord writes it (row locked, data and version changed, history entry),
 * with its search-index entry (updateIndexed, as updateRecord calls it) and without it (the same
 * update, prepared as updateIndexed's statements are); interleaved on random generated banks. Twice:
 * changing the searched name (every write rewrites the entry in the update's statement: the
 * target's row) and changing a field the index does not hold (`calle`: the write changes nothing the
 * entry holds, so updateIndexed runs the update alone, as for most saves).
 */
async function runWriteBench(db: Kysely<Database>, banco: RegisteredModule, userId: number, label: string, inProcess: boolean): Promise<void> {
  const bounds = await sql<{ lo: number; hi: number }>`SELECT min(id)::int AS lo, max(id)::int AS hi FROM records WHERE module = 'banco'`.execute(db);
  const { lo, hi } = bounds.rows[0];
  let serial = 0;
  const write = (withIndex: boolean, field: 'descripcion' | 'calle') => async () => {
    const id = lo + Math.floor(Math.random() * (hi - lo + 1));
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('records')
        .select(['data', 'vigente', 'version', 'owner_account'])
        .where('module', '=', 'banco')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) return;
      const data = { ...current.data, [field]: field === 'descripcion' ? `Banco escrito ${++serial}` : `Calle ${++serial}` };
      const update = trx
        .updateTable('records')
        .set({ data: JSON.stringify(data), version: sql`version + 1`, updated_at: new Date(), updated_by: userId })
        .where('id', '=', id);
      // Both prepared (server/db/preparedStatements.ts): updateIndexed marks its statements, so the write
      // without the entry is marked too, and the ratio is the entry's own cost, not the planning saved.
      const before = { data: current.data, vigente: current.vigente, ownerAccount: current.owner_account };
      if (withIndex) await updateIndexed(trx, banco, id, before, { ...before, data }, update);
      else await prepared(update).execute(trx);
      await trx
        .insertInto('record_history')
        .values({
          record_id: id,
          module: 'banco',
          version: current.version + 1,
          action: 'modificacion',
          changes: JSON.stringify([{ campo: field, antes: current.data[field], despues: data[field] }]),
          changed_by: userId,
          changed_by_name: 'bench',
        })
        .execute();
    });
  };
  for (const [field, describe] of [
    ['descripcion', 'cambia el nombre buscado'],
    ['calle', 'cambia un campo que el índice no guarda'],
  ] as const) {
    // Each run leaves ≈ 600 dead row versions in both tables and entries in the trigram index's pending
    // list; PostgreSQL's autovacuum clears them in service (not within a bench's minutes, at a million
    // rows' thresholds) and PGlite has none. Measured without vacuuming, repeated runs drifted from
    // 1.15 to 1.47 on the same code (docs/benchmarks.md, 2026-11-27 11:29 and 12:00): the write is
    // measured on vacuumed tables, both sides alike.
    await sql`vacuum records, record_search`.execute(db);
    const [withIndex, without] = await measureInterleavedWithCpu([write(true, field), write(false, field)], 300);
    console.log(`\n[${label}] modificación de un registro (transacción completa; ${describe})`);
    console.log(`  con su entrada en el índice: mediana ${withIndex.wall.median.toFixed(2)} ms (p95 ${withIndex.wall.p95.toFixed(2)})`);
    console.log(`  sin índice de búsqueda:      mediana ${without.wall.median.toFixed(2)} ms (p95 ${without.wall.p95.toFixed(2)})`);
    console.log(`  ratio con / sin índice: ${atMost(withIndex.wall.median / without.wall.median, 1.2)}`);
    // PGlite runs in this process: its CPU time is the write's work, steadier than the wall clock on a loaded machine.
    if (inProcess) {
      console.log(
        `  tiempo de CPU del proceso: mediana ${withIndex.cpu.median.toFixed(2)} / ${without.cpu.median.toFixed(2)} ms, ratio ${(withIndex.cpu.median / without.cpu.median).toFixed(2)}`,
      );
    }
  }
}
