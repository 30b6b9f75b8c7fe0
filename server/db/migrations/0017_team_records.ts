/**
 * Teams become the records of the team module (decision 159): the module a module config declares
 * with `teams` (schemas/equipotrabajo), its members staff contacts (`personas`, the `personal` link kind)
 * instead of user ids. Three parts:
 *
 * - `module_roles`: what a module's records are besides records, written from the config at every
 *   start (server/seed/moduleRoles.ts): the teams (`grants_access`: a write of one empties the
 *   cached principals) and the options of a combo (`combo`, `combo_label`: the `equipos` of accounts).
 *   A trigger on `records` acts on it for every write, whoever wrote (a route, a seed, psql): it
 *   notifies `access_changed` (anyone: who is a member depends on contacts, server/auth/accessChanges.ts)
 *   and keeps the combo's option of the record (code = record id, description = its label field,
 *   vigente as the record).
 * - Each `teams` row becomes a team record (`nombre`, `personas`: the staff contacts whose CRM id
 *   is a member's `users.id_crm`; a member without such a contact cannot be carried over), indexed
 *   for the lists. Team ids change (record ids are shared by every module): every record's
 *   `equipos` codes and the `equipos` combo's options are remapped to the new ids. A setting
 *   `EQUIPO_AGENCIAS` names the new id afterwards.
 * - `teams` and `team_members` go: nothing reads them any more.
 *
 * Migrations keep the names they ran with: the team module `equipotrabajo` and the staff contacts' module
 * `contacto` are named here.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import { indexRecord, type IndexedModule } from '../../search/searchIndex';

const TEAM_MODULE = 'equipotrabajo';
const STAFF_MODULE = 'contacto';
const TEAM_COMBO = 'equipos';

async function createModuleRoles(db: Kysely<any>): Promise<void> {
  await sql`
    create table module_roles (
      module text primary key,
      grants_access boolean not null default false,
      combo text,
      combo_label text
    )`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION records_module_roles() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      written records%ROWTYPE;
      role module_roles%ROWTYPE;
    BEGIN
      IF TG_OP = 'DELETE' THEN written := OLD; ELSE written := NEW; END IF;
      SELECT * INTO role FROM module_roles WHERE module_roles.module = written.module;
      IF NOT FOUND THEN RETURN NULL; END IF;
      IF role.grants_access THEN PERFORM pg_notify('access_changed', ''); END IF;
      IF role.combo IS NOT NULL THEN
        IF TG_OP = 'DELETE' THEN
          UPDATE lookups SET vigente = false WHERE combo = role.combo AND codigo = OLD.id::text;
        ELSE
          INSERT INTO lookups (combo, codigo, descripcion, vigente, orden, extra)
          VALUES (role.combo, NEW.id::text, coalesce(NEW.data->>role.combo_label, ''), NEW.vigente, 0, '{}'::jsonb)
          ON CONFLICT (combo, codigo) DO UPDATE SET descripcion = excluded.descripcion, vigente = excluded.vigente;
        END IF;
      END IF;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`CREATE TRIGGER records_module_roles AFTER INSERT OR UPDATE OR DELETE ON records FOR EACH ROW EXECUTE FUNCTION records_module_roles()`.execute(db);
}

/** Each team row as a team record; returns old id → new id. */
async function teamsToRecords(db: Kysely<any>, module: IndexedModule | undefined): Promise<Map<string, string>> {
  const teams = (await sql<{ id: number; nombre: string }>`select id, nombre from teams order by id`.execute(db)).rows;
  const remap = new Map<string, string>();
  if (teams.length === 0) return remap;
  if (!module) throw new Error(`Los equipos existentes necesitan el módulo registrado '${TEAM_MODULE}' para migrarse a registros`);
  for (const team of teams) {
    const personas = (
      await sql<{ id: number; mostrarNombre: string | null; email: string | null }>`
        select distinct c.id, c.data->>'mostrarNombre' as "mostrarNombre", c.data->>'email' as email
        from team_members m join users u on u.id = m.user_id
        join records c on c.module = ${STAFF_MODULE} and c.id_crm = u.id_crm
        where m.team_id = ${team.id} and u.id_crm is not null
        order by c.id`.execute(db)
    ).rows.map((p) => ({ id: Number(p.id), ...(p.mostrarNombre ? { mostrarNombre: p.mostrarNombre } : {}), ...(p.email ? { email: p.email } : {}) }));
    const data = { nombre: team.nombre, personas };
    const inserted = await sql<{ id: number }>`
      insert into records (module, id_crm, data) values (${TEAM_MODULE}, ${randomUUID()}, ${JSON.stringify(data)}::jsonb) returning id`.execute(db);
    const id = Number(inserted.rows[0].id);
    await indexRecord(db, module, id, data);
    remap.set(String(team.id), String(id));
  }
  return remap;
}

/** Every record's `equipos` codes and the combo's options, from the old team ids to the new ones. */
async function remapTeamCodes(db: Kysely<any>, remap: ReadonlyMap<string, string>): Promise<void> {
  if (remap.size === 0) return;
  const mapping = JSON.stringify(Object.fromEntries(remap));
  await sql`
    update records set data = jsonb_set(data, '{equipos}', (
      select coalesce(jsonb_agg(coalesce(${mapping}::jsonb->>(code #>> '{}'), code #>> '{}') order by position), '[]'::jsonb)
      from jsonb_array_elements(data->'equipos') with ordinality as codes(code, position)
    ))
    where jsonb_typeof(data->'equipos') = 'array' and module <> ${TEAM_MODULE}`.execute(db);
  // The old options go; the trigger wrote the new ones with the team records.
  await sql`delete from lookups where combo = ${TEAM_COMBO} and codigo in (select jsonb_object_keys(${mapping}::jsonb)) and codigo not in (select id::text from records where module = ${TEAM_MODULE})`.execute(
    db,
  );
}

export function teamRecordsMigration(modules: readonly IndexedModule[] | undefined): Migration {
  return {
    async up(db: Kysely<any>) {
      await createModuleRoles(db);
      // The team records' options are written by the trigger from now on (the start's sync sets the same role from the config).
      await sql`insert into module_roles (module, grants_access, combo, combo_label) values (${TEAM_MODULE}, true, ${TEAM_COMBO}, 'nombre')`.execute(db);
      const remap = await teamsToRecords(
        db,
        modules?.find((m) => m.name === TEAM_MODULE),
      );
      await remapTeamCodes(db, remap);
      await sql`drop table team_members`.execute(db);
      await sql`drop table teams`.execute(db);
    },
    async down(db: Kysely<any>) {
      await sql`drop trigger if exists records_module_roles on records`.execute(db);
      await sql`drop function if exists records_module_roles()`.execute(db);
      await sql`drop table if exists module_roles`.execute(db);
      // The tables come back empty (with 0010's membership triggers): the team records stay records.
      await sql`create table teams (id bigserial primary key, nombre text not null unique)`.execute(db);
      await sql`
        create table team_members (
          team_id bigint not null references teams(id) on delete cascade,
          user_id bigint not null references users(id) on delete cascade,
          constraint team_members_pk primary key (team_id, user_id)
        )`.execute(db);
      await sql`CREATE TRIGGER team_members_access_changed AFTER INSERT OR UPDATE OR DELETE ON team_members FOR EACH ROW EXECUTE FUNCTION notify_access_changed()`.execute(
        db,
      );
      await sql`CREATE TRIGGER team_members_access_truncated AFTER TRUNCATE ON team_members FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed()`.execute(
        db,
      );
    },
  };
}
