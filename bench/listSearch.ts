/**
 * Benchmark: the generic list endpoint searching text over 1,000,000 records, against (a) the same
 * query written by hand in SQL on the same database and (b) a naive ILIKE scan over the JSON data.
 * Prints medians and ratios measured in the same run.
 */
import { sql } from 'kysely';
import { openDatabase } from '../server/db/openDatabase';
import { migrateToLatest } from '../server/db/migrate';
import { createRegistry } from '../server/registry/createRegistry';
import { seedDatabase } from '../server/seed/seedDatabase';
import { buildApp } from '../server/app';
import { createIdentity } from '../server/identity/createIdentity';
import { readEnv } from '../server/config/env';
import { ensureGeneratedBanks } from './generateRecords';
import { atLeast, atMost, measure, measureInterleaved } from './measure';

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
    await migrateToLatest(db);
    const { registry, config } = await createRegistry();
    await seedDatabase(db, registry, { demo: true });
    await ensureGeneratedBanks(db, options.records, log);
    const identity = await createIdentity(db, readEnv({ PORT: '8080' }));
    const app = await buildApp({ db, registry, config, identity, rateLimitPerMinute: 1_000_000 });
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const token = await identity.issueAccessToken(admin.id);
    const cap = config.modules.banco.list.cap;

    for (const term of ['sucursal 12345', 'tandil']) {
      const words = term.split(' ');
      const ours = async () => {
        const res = await app.inject({ method: 'GET', url: `/api/modulos/banco?texto=${encodeURIComponent(term)}&limit=25`, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== 200) throw new Error(res.body);
        return res.json().total as number;
      };
      const likeAll = sql.join(words.map((w) => sql`search_text ILIKE ${`%${w}%`}`), sql` AND `);
      const handWritten = async () => {
        const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM records WHERE module = 'banco' AND ${likeAll} LIMIT ${cap + 1}) m`.execute(db);
        await sql`SELECT r.id, r.version, r.vigente, r.data, r.id_crm, r.created_at, r.updated_at, c.nombre, e.nombre
                  FROM records r LEFT JOIN users c ON c.id = r.created_by LEFT JOIN users e ON e.id = r.updated_by
                  WHERE r.module = 'banco' AND ${likeAll}
                  ORDER BY lower(r.data->>'descripcion') ASC NULLS LAST, r.id ASC LIMIT 25`.execute(db);
        return Math.min(count.rows[0].n, cap);
      };
      const naiveLike = sql.join(words.map((w) => sql`data::text ILIKE ${`%${w}%`}`), sql` AND `);
      const naive = async () => {
        const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM records WHERE module = 'banco' AND ${naiveLike}`.execute(db);
        await sql`SELECT * FROM records WHERE module = 'banco' AND ${naiveLike} ORDER BY lower(data->>'descripcion') LIMIT 25`.execute(db);
        return Math.min(count.rows[0].n, cap);
      };
      const [a, b, c] = [await ours(), await handWritten(), await naive()];
      if (a !== b || b !== c) throw new Error(`Los resultados difieren: ${a} / ${b} / ${c}`);
      const [oursStats, handStats] = await measureInterleaved([ours, handWritten], 40);
      const naiveStats = await measure(naive, 3);
      console.log(`\n[${options.label}] búsqueda "${term}" (${a} resultados de ${options.records.toLocaleString('es-AR')})`);
      console.log(`  endpoint genérico:   mediana ${oursStats.median.toFixed(2)} ms (p95 ${oursStats.p95.toFixed(2)})`);
      console.log(`  SQL escrito a mano:  mediana ${handStats.median.toFixed(2)} ms (p95 ${handStats.p95.toFixed(2)})`);
      console.log(`  ILIKE ingenuo:       mediana ${naiveStats.median.toFixed(2)} ms`);
      console.log(`  ratio nuestro / a mano: ${atMost(oursStats.median / handStats.median, 1.2)}`);
      console.log(`  ratio ingenuo / nuestro: ${atLeast(naiveStats.median / oursStats.median, 20)}`);
    }
    await app.close();
  } finally {
    await database.close();
  }
}
