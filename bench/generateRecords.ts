/**
 * Fills the records table with N generated banks (inside the database, with generate_series), so
 * the list benchmark searches a realistic volume. The trigram index is rebuilt once at the end.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';

const cities = ['mendoza', 'rosario', 'salta', 'cordoba', 'neuquen', 'jujuy', 'posadas', 'parana', 'tandil', 'ushuaia', 'lujan', 'campana', 'pilar', 'quilmes', 'merlo', 'moron', 'tigre', 'escobar', 'zarate', 'junin', 'pergamino', 'olavarria', 'azul', 'necochea', 'bariloche', 'viedma', 'rawson', 'trelew', 'esquel', 'calafate', 'formosa', 'resistencia', 'corrientes', 'goya', 'catamarca', 'tucuman', 'rioja', 'sanjuan', 'sanluis', 'santarosa'];

export async function ensureGeneratedBanks(db: Kysely<Database>, count: number, log: (m: string) => void): Promise<void> {
  const existing = Number((await db.selectFrom('records').select((eb) => eb.fn.countAll().as('n')).where('module', '=', 'banco').executeTakeFirstOrThrow()).n);
  if (existing >= count) return;
  log(`Generando ${count.toLocaleString('es-AR')} registros...`);
  await sql`DELETE FROM records WHERE module = 'banco'`.execute(db);
  await sql`DROP INDEX IF EXISTS records_search_trgm`.execute(db);
  const cityArray = sql.raw(`ARRAY[${cities.map((c) => `'${c}'`).join(',')}]`);
  const chunk = 100_000;
  for (let start = 1; start <= count; start += chunk) {
    const end = Math.min(count, start + chunk - 1);
    await sql`
      INSERT INTO records (module, id_crm, data, search_text, created_at, updated_at)
      SELECT 'banco', 'gen-' || i,
             jsonb_build_object('descripcion', 'Banco ' || initcap(c) || ' sucursal ' || i, 'pais', 'Argentina',
                                'provincia', initcap(c), 'localidad', initcap(c), 'direccionCompleta', 'Calle ' || (i % 977) || ' ' || initcap(c)),
             'banco ' || c || ' sucursal ' || i || ' calle ' || (i % 977) || ' ' || c || ' ' || c || ' argentina',
             now(), now()
      FROM generate_series(${start}::int, ${end}::int) AS i, LATERAL (SELECT (${cityArray})[1 + (i % ${cities.length})] AS c) AS city`.execute(db);
    log(`  ${end.toLocaleString('es-AR')}`);
  }
  log('Creando el índice de trigramas...');
  await sql`CREATE INDEX records_search_trgm ON records USING gin (search_text gin_trgm_ops)`.execute(db);
  await sql`ANALYZE records`.execute(db);
}
