/**
 * Benchmark (decisions 153, 165): the bulk contact import of 10,000 new rows into one account while the
 * database holds BENCH_CONTACTS seeded contacts (default a million, bench/seedContactsSql.ts: one in 50
 * in the target account, the rest over the other demo accounts), through the real routes — the dry run (multipart upload, streamed
 * parse, matching against the account's contacts, the contact form's validation, rows stored) and
 * the import (one transaction, each row written as the contact form's save writes it) — against a
 * one-transaction multi-row INSERT of the same rows into `records` (no search entry, unique claim
 * nor history: the floor), and against the same rows written set-based into the four tables a
 * create writes (bench/fullWriteFloor.ts: the second floor).
 *
 * Memory: the server runs in this process (app.inject), and the seeding is SQL run by the database,
 * so the process holds little else (the harness, the 0.5 MB CSV). RSS and V8 heap are sampled every
 * 25 ms during the dry run and the import; printed: the peak RSS, its growth over the RSS just before
 * the dry run (what the import added), and the peak heap. On PGlite the database runs in this process
 * too (its WebAssembly memory is in the RSS) and its work may starve the sampler: the kernel's
 * high-water mark of the process RSS (`resourceUsage().maxRSS`) before and after is printed as well.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { openDatabase } from '../server/db/openDatabase';
import { migrateToLatest } from '../server/db/migrate';
import { createRegistry } from '../server/registry/createRegistry';
import { seedDatabase } from '../server/seed/seedDatabase';
import { buildApp } from '../server/app';
import { createIdentity } from '../server/identity/createIdentity';
import { readEnv } from '../server/config/env';
import { seedContacts } from './seedContactsSql';
import { fullWriteFloor } from './fullWriteFloor';
import { importInServerProcess } from './contactImportProcess';

export interface ContactImportBenchOptions {
  readonly label: string;
  readonly databaseUrl?: string;
  readonly dataDir?: string;
  readonly records: number;
  readonly rows?: number;
}

const row = (i: number, run: string) => ({
  nombre: `Importado${i}`,
  apellido: `Prueba${run}`,
  email: `imp${i}.${run}@bench.example.com`,
  documento: String(90_000_000 + i),
  fechaNacimiento: `${String(1 + (i % 28)).padStart(2, '0')}/${String(1 + (i % 12)).padStart(2, '0')}/${1950 + (i % 50)}`,
  sexo: i % 2 ? 'masculino' : 'femenino',
});

export async function runContactImportBench(options: ContactImportBenchOptions): Promise<void> {
  const count = options.rows ?? 10_000;
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  let open = true;
  try {
    const { db } = database;
    const { registry, config } = await createRegistry();
    await migrateToLatest(db, registry.list());
    await seedDatabase(db, registry, { demo: true });
    const accounts = (await db.selectFrom('records').select('id').where('module', '=', 'cuenta').orderBy('id').execute()).map((r) => Number(r.id));
    const account = accounts[0];
    const tSeed = performance.now();
    const seeded = await seedContacts(db, registry.get('contacto'), options.records, account, accounts, (m) => console.log(m));
    if (seeded) console.log(`  sembrados en ${Math.round(performance.now() - tSeed)} ms`);
    // Earlier runs' imported rows go, so that every run imports `count` new rows.
    await removeImportedRows(db);
    const identity = await createIdentity(db, readEnv({ PORT: '8080' }));
    const app = await buildApp({ db, accessChanges: database.accessChanges, registry, config, identity, rateLimitPerMinute: 1_000_000 });
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const token = await identity.issueAccessToken(admin.id);
    const inAccount = await sql<{ n: number }>`select count(*)::int as n from records where module = 'contacto' and owner_account = ${String(account)}`.execute(
      db,
    );
    const total = await sql<{ n: number }>`select count(*)::int as n from records where module = 'contacto'`.execute(db);
    const run = randomBytes(3).toString('hex');
    const { payload, boundary } = importUpload(count, run);
    global.gc?.();
    const before = process.memoryUsage();
    // The kernel's high-water mark too: on PGlite the database's work blocks this thread and the sampler may never run.
    const maxBefore = process.resourceUsage().maxRSS * 1024;
    let peak = before.rss;
    let peakHeap = before.heapUsed;
    let samples = 0;
    const sampler = setInterval(() => {
      samples++;
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 25);
    const headers = { authorization: `Bearer ${token}` };

    const t0 = performance.now();
    const dry = await app.inject({
      method: 'POST',
      url: `/api/importaciones/contactos?cuenta=${account}`,
      payload,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const t1 = performance.now();
    if (dry.statusCode !== 201) throw new Error(`prueba: ${dry.statusCode} ${dry.body.slice(0, 300)}`);
    const job = dry.json().datos as { id: string; totales: { nuevo: number } };
    const done = await app.inject({ method: 'POST', url: `/api/importaciones/contactos/${job.id}/importar`, headers });
    const t2 = performance.now();
    clearInterval(sampler);
    const maxAfter = process.resourceUsage().maxRSS * 1024;
    if (done.statusCode !== 200) throw new Error(`importación: ${done.statusCode} ${done.body.slice(0, 300)}`);

    // The floor: the same contacts (as the dry run stored them) in one multi-row INSERT, one transaction; then removed.
    const stored = await db.selectFrom('import_rows').select('data').where('job_id', '=', job.id).where('state', '=', 'nuevo').orderBy('n').execute();
    const t3 = performance.now();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < stored.length; i += 5000)
        await trx
          .insertInto('records')
          .values(
            stored
              .slice(i, i + 5000)
              .map((r, j) => ({ module: 'contacto', id_crm: `base-${run}-${i + j}`, data: JSON.stringify(r.data), owner_account: String(account) })),
          )
          .execute();
    });
    const t4 = performance.now();
    await sql`delete from records where id_crm like ${`base-${run}-%`}`.execute(db);
    const full = await fullWriteFloor(db, registry.get('contacto'), stored, account, run);

    const ms = (a: number, b: number) => Math.round(b - a);
    const floor = ms(t3, t4);
    console.log(
      `\nAlta masiva de contactos, ${options.label}: ${count.toLocaleString('es-AR')} filas nuevas en una cuenta con ${inAccount.rows[0].n.toLocaleString('es-AR')} contactos (${total.rows[0].n.toLocaleString('es-AR')} en total)`,
    );
    console.log(`  prueba (subida, lectura, coincidencias, validación, filas guardadas): ${ms(t0, t1)} ms — ${job.totales.nuevo} nuevas`);
    console.log(`  importación (una transacción, cada alta como la del formulario):     ${ms(t1, t2)} ms — ${JSON.stringify(done.json().datos)}`);
    console.log(`  INSERT de varias filas en una transacción (piso):                    ${floor} ms`);
    console.log(`  las cuatro tablas de un alta, en SQL por conjuntos (segundo piso):    ${full} ms`);
    console.log(`  relación importación/piso: ${(ms(t1, t2) / floor).toFixed(1)}×; prueba+importación/piso: ${(ms(t0, t2) / floor).toFixed(1)}×`);
    console.log(`  relación importación/segundo piso: ${(ms(t1, t2) / full).toFixed(1)}×`);
    const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
    console.log(
      `  memoria (prueba + importación): RSS pico ${mib(peak)} MiB (antes ${mib(before.rss)} MiB, +${mib(peak - before.rss)} MiB); heap V8 pico ${mib(peakHeap)} MiB (antes ${mib(before.heapUsed)} MiB); ${samples} muestras`,
    );
    console.log(`  máximo RSS del proceso (kernel): ${mib(maxBefore)} MiB antes de la prueba, ${mib(maxAfter)} MiB después de la importación`);
    await app.close();
    // The same import again, sent to a server process of its own (`npm start`'s entry) on this database: its memory alone.
    await removeImportedRows(db);
    open = false;
    await database.close();
    const again = randomBytes(3).toString('hex');
    const upload = importUpload(count, again);
    const server = await importInServerProcess(
      options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: options.dataDir! },
      account,
      upload.payload,
      upload.boundary,
    );
    console.log(
      `  proceso servidor propio: prueba ${server.dryRunMs} ms, importación ${server.importMs} ms (${server.imported} altas); RSS ${server.rssBeforeMiB} MiB al atender, pico del proceso ${server.peakMiB} MiB (objetivo < 256 MiB)`,
    );
  } finally {
    if (open) await database.close();
  }
}

/** The import's upload: a CSV of `count` new rows (tagged `run`) as a multipart body. */
function importUpload(count: number, run: string): { payload: Buffer; boundary: string } {
  const csv = Buffer.from(
    'nombre;apellido;email;documento;fecha;sexo\n' + Array.from({ length: count }, (_, i) => Object.values(row(i, run)).join(';')).join('\n') + '\n',
  );
  const boundary = `----bench${run}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="contactos.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    csv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, boundary };
}

/** Removes the contacts earlier imports of this benchmark created (their e-mails are @bench.example.com). */
async function removeImportedRows(db: Kysely<Database>): Promise<void> {
  const old = sql`(select id from records where module = 'contacto' and data->>'email' like '%@bench.example.com')`;
  await sql`delete from unique_values where record_id in ${old}`.execute(db);
  await sql`delete from record_history where record_id in ${old}`.execute(db);
  await sql`delete from record_search where record_id in ${old}`.execute(db);
  await sql`delete from records where id in ${old}`.execute(db);
}
