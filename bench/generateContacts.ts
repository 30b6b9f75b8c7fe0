/**
 * Generated contacts for the contact search benchmark and the account form benchmark:
 * `generatedContacto(i)` is a deterministic Argentine person (first names and surnames as
 * registered in Argentina, accents included), with a unique document: a DNI (8 digits, 10,000,000
 * to 49,999,999, one per i) or, one contact in ten, the CUIL built on that DNI (20 men, 27 women,
 * 23 when AFIP would, with its check digit). `ensureGeneratedContacts` writes N of them to a
 * database, set-based in chunks, with what a record write stores beside the record: its search-index
 * entry (the module's own `buildSearchText` of its `x-search` fields and its sort key) and its
 * `x-unique` claim, so that a start-up finds nothing to backfill (a generated DNI that a demo contact
 * already holds stays unclaimed, as the backfill would leave it: at most a handful in a million).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import type { RegisteredModule } from '../engine/core/schemaRegistry';
import { buildSearchText } from '../engine/core/searchText';
import { cuitCheckDigit } from '../engine/core/format/cuitCheckDigit';
import { uniqueFields, uniqueKey } from '../engine/core/unique/uniqueFields';
import { sortKeyOf } from '../server/search/searchIndex';

export const femaleNames = [
  'María',
  'Sofía',
  'Martina',
  'Valentina',
  'Camila',
  'Lucía',
  'Julieta',
  'Florencia',
  'Agustina',
  'Micaela',
  'Carolina',
  'Gabriela',
  'Paula',
  'Natalia',
  'Romina',
  'Verónica',
  'Silvina',
  'Mariela',
  'Andrea',
  'Laura',
  'Claudia',
  'Graciela',
  'Susana',
  'Norma',
  'Marta',
  'Patricia',
  'Ana',
  'Rocío',
  'Milagros',
  'Belén',
  'Victoria',
  'Catalina',
  'Josefina',
  'Delfina',
  'Abril',
  'Guadalupe',
  'Constanza',
  'Antonella',
  'Daiana',
  'Soledad',
  'Mónica',
  'Liliana',
  'Beatriz',
  'Estela',
  'Noelia',
  'Jimena',
  'Luciana',
  'Cecilia',
  'Inés',
  'Pilar',
] as const;
export const maleNames = [
  'Juan',
  'Santiago',
  'Mateo',
  'Benjamín',
  'Tomás',
  'Joaquín',
  'Lautaro',
  'Facundo',
  'Nicolás',
  'Martín',
  'Matías',
  'Agustín',
  'Federico',
  'Gonzalo',
  'Ignacio',
  'Diego',
  'Pablo',
  'Sebastián',
  'Alejandro',
  'Marcelo',
  'Carlos',
  'Jorge',
  'Roberto',
  'Héctor',
  'Rubén',
  'Oscar',
  'Luis',
  'Miguel',
  'José',
  'Hernán',
  'Maximiliano',
  'Franco',
  'Bruno',
  'Thiago',
  'Valentín',
  'Julián',
  'Ramiro',
  'Emiliano',
  'Leandro',
  'Esteban',
  'Damián',
  'Cristian',
  'Gustavo',
  'Fernando',
  'Raúl',
  'Walter',
  'Darío',
  'Ezequiel',
  'Gastón',
  'Andrés',
] as const;
export const surnames = [
  'González',
  'Rodríguez',
  'Gómez',
  'Fernández',
  'López',
  'Díaz',
  'Martínez',
  'Pérez',
  'García',
  'Sánchez',
  'Romero',
  'Sosa',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Ramírez',
  'Flores',
  'Acosta',
  'Benítez',
  'Medina',
  'Suárez',
  'Herrera',
  'Aguirre',
  'Pereyra',
  'Gutiérrez',
  'Giménez',
  'Molina',
  'Silva',
  'Castro',
  'Rojas',
  'Ortiz',
  'Núñez',
  'Luna',
  'Juárez',
  'Cabrera',
  'Ríos',
  'Ferreyra',
  'Godoy',
  'Morales',
  'Domínguez',
  'Moreno',
  'Peralta',
  'Vega',
  'Carrizo',
  'Quiroga',
  'Castillo',
  'Ledesma',
  'Muñoz',
  'Ojeda',
  'Ponce',
  'Vera',
  'Vázquez',
  'Villalba',
  'Cardozo',
  'Navarro',
  'Ramos',
  'Arias',
  'Coronel',
  'Córdoba',
  'Figueroa',
  'Correa',
  'Cáceres',
  'Vargas',
  'Maldonado',
  'Mansilla',
  'Farías',
  'Rivero',
  'Paz',
  'Miranda',
  'Roldán',
  'Méndez',
  'Lucero',
  'Cruz',
  'Hernández',
  'Agüero',
  'Páez',
  'Blanco',
  'Mendoza',
  'Barrios',
  'Escobar',
  'Ávila',
  'Soria',
  'Leiva',
  'Acuña',
  'Martín',
  'Maidana',
  'Moyano',
  'Campos',
  'Olivera',
  'Duarte',
  'Soto',
  'Bustos',
  'Chávez',
  'Villarreal',
  'Arce',
  'Bravo',
  'Ibáñez',
  'Zárate',
  'Bianchi',
  'Rossi',
] as const;
const mailDomains = ['gmail.com', 'hotmail.com', 'yahoo.com.ar', 'outlook.com', 'fibertel.com.ar', 'live.com.ar'] as const;

/** The lowest DNI generated and how many numbers the range has (a bijection of i below it). */
export const DNI_BASE = 10_000_000;
const DNI_RANGE = 40_000_000;
// Odd and not a multiple of 5, so coprime with 40,000,000 = 2^9 · 5^7: i ↦ i·STEP mod RANGE is one-to-one.
const DNI_STEP = 7_654_321;

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** murmur3's 32-bit finaliser: a well-spread unsigned integer of i. */
function mix(i: number): number {
  let h = i >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The DNI of contact i (unique for 0 ≤ i < 40,000,000). */
export function generatedDni(i: number): string {
  return String(DNI_BASE + Number((BigInt(i) * BigInt(DNI_STEP)) % BigInt(DNI_RANGE)));
}

/** The CUIL of a DNI holder: prefix 20 (men) or 27 (women) and the check digit; 23 when that prefix has none (AFIP's rule). */
export function cuilOf(dni: string, female: boolean): string {
  const number = dni.padStart(8, '0');
  for (const prefix of [female ? '27' : '20', '23']) {
    const digit = cuitCheckDigit(`${prefix}${number}`);
    if (digit !== undefined) return `${prefix}${number}${digit}`;
  }
  throw new Error(`CUIL sin dígito verificador para ${dni}`);
}

/** Contact number i (0-based), deterministic; `cuenta` is the owning account's record id. */
export function generatedContacto(i: number, cuenta: number): Record<string, unknown> {
  const female = i % 2 === 0;
  const names = female ? femaleNames : maleNames;
  // Two independent mixes of i (murmur3's finaliser): any first name with any surname.
  const nombre = names[mix(i) % names.length];
  const apellido = surnames[mix(i + 0x51ed27) % surnames.length];
  const dni = generatedDni(i);
  const cuil = i % 10 === 9;
  const year = 1940 + (i % 68);
  const month = 1 + (Math.floor(i / 68) % 12);
  const day = 1 + (Math.floor(i / 816) % 28);
  return {
    nombre,
    apellido,
    mostrarNombre: `${apellido}, ${nombre}`,
    email: `${ascii(nombre)}.${ascii(apellido).replace(/[^a-z]/g, '')}${i % 100}@${mailDomains[i % mailDomains.length]}`,
    tipoDocumento: cuil ? 'CUIL' : 'DNI',
    documento: cuil ? cuilOf(dni, female) : dni,
    fechaNacimiento: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    genero: female ? 'F' : 'M',
    nacionalidad: 'AR',
    cuenta,
    activo: true,
  };
}

/**
 * Makes the database hold `count` generated contacts (id_crm `genc-<i>`), spread over `accounts`
 * (record ids; a contact's owner column is its account, as a save stores it). Existing generated
 * contacts are kept when there are enough. The index's own indexes are dropped while writing and
 * rebuilt once at the end, as bench/generateRecords.ts does for the banks.
 */
export async function ensureGeneratedContacts(
  db: Kysely<Database>,
  module: RegisteredModule,
  count: number,
  accounts: readonly number[],
  log: (m: string) => void,
): Promise<void> {
  const existing = await sql<{ n: number }>`SELECT count(*)::int AS n FROM records WHERE module = 'contacto' AND id_crm LIKE 'genc-%'`.execute(db);
  if (existing.rows[0].n >= count) return;
  log(`Generando ${count.toLocaleString('es-AR')} contactos...`);
  await sql`DROP INDEX IF EXISTS record_search_trgm`.execute(db);
  await sql`DROP INDEX IF EXISTS record_search_sort`.execute(db);
  await sql`DELETE FROM unique_values WHERE module = 'contacto' AND record_id IN (SELECT id FROM records WHERE module = 'contacto' AND id_crm LIKE 'genc-%')`.execute(
    db,
  );
  await sql`DELETE FROM records WHERE module = 'contacto' AND id_crm LIKE 'genc-%'`.execute(db);
  const [unique] = uniqueFields(module.schema).filter((spec) => spec.field === 'documento');
  const chunk = 20_000;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk);
    const crm: string[] = [];
    const data: string[] = [];
    const texts: string[] = [];
    const owners: string[] = [];
    const keys: string[] = [];
    for (let i = start; i < end; i++) {
      const cuenta = accounts[i % accounts.length];
      const datos = generatedContacto(i, cuenta);
      crm.push(`genc-${i}`);
      data.push(JSON.stringify(datos));
      texts.push(buildSearchText(datos, module.searchFields));
      owners.push(String(cuenta));
      keys.push(unique ? (uniqueKey(datos.documento, unique) ?? '') : '');
    }
    await sql`
      WITH input AS (SELECT * FROM unnest(${crm}::text[], ${data}::text[], ${texts}::text[], ${owners}::text[], ${keys}::text[]) AS t(id_crm, data, search_text, owner, unique_key)),
      inserted AS (
        INSERT INTO records (module, id_crm, data, owner_account, created_at, updated_at)
        SELECT 'contacto', id_crm, data::jsonb, owner, now(), now() FROM input
        RETURNING id, id_crm, module, data, vigente, owner_account),
      indexed AS (
        INSERT INTO record_search (record_id, module, search_text, sort_key, vigente, owner_account)
        SELECT inserted.id, inserted.module, input.search_text, ${sortKeyOf(module.searchSortField, 'inserted')}, inserted.vigente, inserted.owner_account
        FROM inserted JOIN input ON input.id_crm = inserted.id_crm
        RETURNING record_id)
      INSERT INTO unique_values (module, field, value, record_id)
      SELECT 'contacto', 'documento', input.unique_key, inserted.id FROM inserted JOIN input ON input.id_crm = inserted.id_crm
      WHERE ${unique ? sql`input.unique_key <> ''` : sql`false`}
      ON CONFLICT DO NOTHING`.execute(db);
    if (end % 100_000 === 0 || end === count) log(`  ${end.toLocaleString('es-AR')}`);
  }
  log('Creando los índices de búsqueda...');
  await sql`CREATE INDEX IF NOT EXISTS record_search_trgm ON record_search USING gin (search_text gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS record_search_sort ON record_search (module, sort_key, record_id)`.execute(db);
  await sql`ANALYZE records`.execute(db);
  await sql`ANALYZE record_search`.execute(db);
  await sql`ANALYZE unique_values`.execute(db);
}
