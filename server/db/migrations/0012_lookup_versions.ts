/**
 * A lookup value edited in the admin area (ADM-31, ADM-32) is saved against the version it was read
 * at, as records are: a save over a stale version is refused (409), nothing written. `modificado_en`
 * says when a value last changed. A trigger raises both on every update whoever writes it (the
 * admin routes, a module's records that feed a combo, a seed, a person at psql), so the lookups'
 * revision the keepalive answers (decision 150) changes with any change.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lookups')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('lookups')
    .addColumn('modificado_en', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    CREATE OR REPLACE FUNCTION lookups_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW IS DISTINCT FROM OLD THEN
        IF NEW.version = OLD.version THEN NEW.version := OLD.version + 1; END IF;
        NEW.modificado_en := now();
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER lookups_touch BEFORE UPDATE ON lookups FOR EACH ROW EXECUTE FUNCTION lookups_touch()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS lookups_touch ON lookups`.execute(db);
  await sql`DROP FUNCTION IF EXISTS lookups_touch()`.execute(db);
  await db.schema.alterTable('lookups').dropColumn('modificado_en').execute();
  await db.schema.alterTable('lookups').dropColumn('version').execute();
}
