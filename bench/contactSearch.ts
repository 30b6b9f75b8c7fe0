/**
 * Benchmark: the contact list searching 1,000,000 generated contacts
 * (bench/generateContacts.ts) by a name fragment and by a document number, through the generic list
 * endpoint, against the same queries written by hand on the search index and a naive scan of the
 * records' JSON (`compareTextSearch`, bench/listSearch.ts: same run, interleaved, ratios printed).
 * The contacts belong to the demo accounts (record scope column); the searching user is the
 * administrator, whom the scope exempts, so the three see the same rows.
 */
import { sql } from 'kysely';
import { openDatabase } from '../server/db/openDatabase';
import { migrateToLatest } from '../server/db/migrate';
import { createRegistry } from '../server/registry/createRegistry';
import { seedDatabase } from '../server/seed/seedDatabase';
import { buildApp } from '../server/app';
import { createIdentity } from '../server/identity/createIdentity';
import { readEnv } from '../server/config/env';
import { ensureGeneratedContacts, generatedContacto } from './generateContacts';
import { compareTextSearch } from './listSearch';

export interface ContactBenchOptions {
  readonly label: string;
  readonly databaseUrl?: string;
  readonly dataDir?: string;
  readonly records: number;
}

/** The searches: a surname fragment (many matches, capped), a first name and surname fragment (few), a DNI (one). */
export function contactTerms(records: number): Array<{ term: string; describe: string }> {
  const dniHolder = Math.floor(records * 0.6543) - (Math.floor(records * 0.6543) % 10); // i % 10 = 0: a DNI, not a CUIL
  return [
    { term: 'ferreyr', describe: 'fragmento de apellido' },
    { term: 'josefin quirog', describe: 'fragmentos de nombre y apellido' },
    { term: String(generatedContacto(dniHolder, 0).documento), describe: 'número de documento' },
  ];
}

export async function runContactSearchBench(options: ContactBenchOptions): Promise<void> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    const { db } = database;
    const { registry, config } = await createRegistry();
    await migrateToLatest(db, registry.list());
    await seedDatabase(db, registry, { demo: true });
    const accounts = (await db.selectFrom('records').select('id').where('module', '=', 'cuenta').orderBy('id').execute()).map((r) => Number(r.id));
    await ensureGeneratedContacts(db, registry.get('contacto'), options.records, accounts, (m) => console.log(m));
    const identity = await createIdentity(db, readEnv({ PORT: '8080' }));
    const app = await buildApp({ db, accessChanges: database.accessChanges, registry, config, identity, rateLimitPerMinute: 1_000_000 });
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const token = await identity.issueAccessToken(admin.id);
    const total = await sql<{ n: number }>`SELECT count(*)::int AS n FROM records WHERE module = 'contacto'`.execute(db);
    const naiveRuns = Number.parseInt(process.env.BENCH_NAIVE_RUNS ?? '3', 10);
    for (const { term, describe } of contactTerms(options.records)) {
      await compareTextSearch({
        app,
        db,
        token,
        module: 'contacto',
        cap: config.modules.contacto.list.cap,
        term,
        describe,
        naiveSortField: 'mostrarNombre',
        naiveRuns,
        label: options.label,
        records: total.rows[0].n,
      });
    }
    await app.close();
  } finally {
    await database.close();
  }
}
