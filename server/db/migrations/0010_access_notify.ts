/**
 * Every write that changes who may do what announces itself (docs/decisions.md, "The verified token
 * and principal cached per process"): triggers on the users, their roles, area permissions, team
 * memberships, temporary tokens and the provider's sessions, grants and access tokens send
 * `NOTIFY access_changed, '<user id>'` (empty payload: anyone), delivered at commit to every process
 * listening on the database (server/auth/accessChanges.ts), whatever wrote it: a route, a seed, a
 * script or a person at psql. A team's removal reaches the principals through its memberships (the
 * foreign key cascades, and the cascaded deletes fire the membership trigger).
 */
import { sql, type Kysely } from 'kysely';

/** Tables whose rows carry the user in `user_id`. */
const USER_ID_TABLES = ['user_roles', 'permissions', 'team_members', 'temp_tokens'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // NOTIFY folds identical payloads of one transaction into one: a bulk change is one message per user.
  await sql`
    CREATE OR REPLACE FUNCTION notify_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      old_user text;
      new_user text;
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('access_changed', '');
        RETURN NULL;
      END IF;
      IF TG_TABLE_NAME = 'oidc_payloads' THEN
        -- The subject of a session, grant or access token is our user id (server/identity/accounts.ts).
        old_user := OLD.payload->>'accountId';
      ELSIF TG_TABLE_NAME = 'users' THEN
        IF TG_OP <> 'INSERT' THEN old_user := OLD.id::text; END IF;
        IF TG_OP <> 'DELETE' THEN new_user := NEW.id::text; END IF;
      ELSE
        IF TG_OP <> 'INSERT' THEN old_user := OLD.user_id::text; END IF;
        IF TG_OP <> 'DELETE' THEN new_user := NEW.user_id::text; END IF;
      END IF;
      IF old_user IS NOT NULL THEN PERFORM pg_notify('access_changed', old_user); END IF;
      IF new_user IS NOT NULL AND new_user IS DISTINCT FROM old_user THEN PERFORM pg_notify('access_changed', new_user); END IF;
      RETURN NULL;
    END
    $$
  `.execute(db);
  // A new user has no cached access; an update or removal (vigente, account, name) changes it.
  await sql`CREATE TRIGGER users_access_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_access_changed()`.execute(db);
  for (const table of USER_ID_TABLES) {
    // A temporary token's insertion grants nothing cached; its change or removal does.
    const events = table === 'temp_tokens' ? sql`UPDATE OR DELETE` : sql`INSERT OR UPDATE OR DELETE`;
    await sql`CREATE TRIGGER ${sql.id(`${table}_access_changed`)} AFTER ${events} ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION notify_access_changed()`.execute(
      db,
    );
  }
  // Logout, token and grant revocation delete these rows; a session's update may change its user or grant.
  await sql`
    CREATE TRIGGER oidc_payloads_access_changed AFTER UPDATE OR DELETE ON oidc_payloads FOR EACH ROW
    WHEN (OLD.type IN ('Session', 'Grant', 'AccessToken')) EXECUTE FUNCTION notify_access_changed()
  `.execute(db);
  for (const table of ['users', ...USER_ID_TABLES, 'oidc_payloads']) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_access_truncated`)} AFTER TRUNCATE ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed()`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', ...USER_ID_TABLES, 'oidc_payloads']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_access_changed`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_access_truncated`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS notify_access_changed()`.execute(db);
}
