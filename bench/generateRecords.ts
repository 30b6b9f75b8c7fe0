/**
 * Fills the records table with N generated banks (inside the database, with generate_series), and
 * their search-index entries in the same statements (set-based: what `indexRecords` would write for
 * these records: the normalised x-search fields and lower(descripcion)), so the list benchmark
 * searches a realistic volume. The index's own indexes are rebuilt once at the end. Their `x-unique`
 * claims (banco.descripcion, case folded) are written set-based too, as the start-up backfill would
 * write them one by one (a million single inserts).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';

const cities = [
  'mendoza',
  'rosario',
  'salta',
  'cordoba',
  'neuquen',
  'jujuy',
  'posadas',
  'parana',
  'tandil',
  'ushuaia',
  'lujan',
  'campana',
  'pilar',
  'quilmes',
  'merlo',
  'moron',
  'tigre',
  'escobar',
  'zarate',
  'junin',
  'pergamino',
  'olavarria',
  'azul',
  'necochea',
  'bariloche',
  'viedma',
  'rawson',
  'trelew',
  'esquel',
  'calafate',
  'formosa',
  'resistencia',
  'corrientes',
  'goya',
  'catamarca',
  'tucuman',
  'rioja',
  'sanjuan',
  'sanluis',
  'santarosa',
];

export async function ensureGeneratedBanks(db: Kysely<Database>, count: number, log: (m: string) => void): Promise<void> {
  const existing = Number(
    (
      await db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', 'banco')
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (existing >= count) return ensureGeneratedClaims(db, log);
  log(`Generando ${count.toLocaleString('es-AR')} registros...`);
  await sql`DROP INDEX IF EXISTS record_search_trgm`.execute(db);
  await sql`DROP INDEX IF EXISTS record_search_sort`.execute(db);
  await sql`DELETE FROM records WHERE module = 'banco'`.execute(db);
  const cityArray = sql.raw(`ARRAY[${cities.map((c) => `'${c}'`).join(',')}]`);
  const chunk = 100_000;
  for (let start = 1; start <= count; start += chunk) {
    const end = Math.min(count, start + chunk - 1);
    await sql`
      WITH inserted AS (
        INSERT INTO records (module, id_crm, data, created_at, updated_at)
        SELECT 'banco', 'gen-' || i,
               jsonb_build_object('descripcion', 'Banco ' || initcap(c) || ' sucursal ' || i, 'pais', 'Argentina',
                                  'provincia', initcap(c), 'localidad', initcap(c), 'direccionCompleta', 'Calle ' || (i % 977) || ' ' || initcap(c)),
               now(), now()
        FROM generate_series(${start}::int, ${end}::int) AS i, LATERAL (SELECT (${cityArray})[1 + (i % ${cities.length})] AS c) AS city
        RETURNING id, module, data, vigente, owner_account)
      INSERT INTO record_search (record_id, module, search_text, sort_key, vigente, owner_account)
      SELECT id, module,
             lower(concat_ws(' ', data->>'descripcion', data->>'direccionCompleta', data->>'localidad', data->>'provincia', data->>'pais')),
             lower(data->>'descripcion'), vigente, owner_account
      FROM inserted`.execute(db);
    log(`  ${end.toLocaleString('es-AR')}`);
  }
  log('Creando los índices de búsqueda...');
  await sql`CREATE INDEX record_search_trgm ON record_search USING gin (search_text gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX record_search_sort ON record_search (module, sort_key, record_id)`.execute(db);
  await sql`ANALYZE records`.execute(db);
  await sql`ANALYZE record_search`.execute(db);
  await ensureGeneratedClaims(db, log);
}

/** The `x-unique` claims of the generated banks (uniqueKey with ignoreCase: lower-cased ASCII). */
async function ensureGeneratedClaims(db: Kysely<Database>, log: (m: string) => void): Promise<void> {
  const missing = await sql<{ n: number }>`SELECT count(*)::int AS n FROM records r WHERE r.module = 'banco' AND r.id_crm LIKE 'gen-%'
    AND NOT EXISTS (SELECT 1 FROM unique_values u WHERE u.record_id = r.id AND u.field = 'descripcion')`.execute(db);
  if (missing.rows[0].n === 0) return;
  log(`Registrando ${missing.rows[0].n.toLocaleString('es-AR')} valores únicos...`);
  await sql`INSERT INTO unique_values (module, field, value, record_id)
    SELECT 'banco', 'descripcion', lower(r.data->>'descripcion'), r.id FROM records r
    WHERE r.module = 'banco' AND r.id_crm LIKE 'gen-%'
      AND NOT EXISTS (SELECT 1 FROM unique_values u WHERE u.record_id = r.id AND u.field = 'descripcion')
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`ANALYZE unique_values`.execute(db);
}
