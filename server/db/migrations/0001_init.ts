/** The first schema: records (JSONB per module), history, links, lookups, identity and permissions. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await db.schema
    .createTable('records')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('id_crm', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('vigente', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_account', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'bigint')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'bigint')
    .execute();
  await sql`CREATE UNIQUE INDEX records_module_id_crm ON records (module, id_crm) WHERE id_crm IS NOT NULL`.execute(db);
  await sql`CREATE INDEX records_module_id ON records (module, id)`.execute(db);
  await sql`CREATE INDEX records_owner ON records (module, owner_account)`.execute(db);
  await sql`CREATE INDEX records_search_trgm ON records USING gin (search_text gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('record_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('record_id', 'bigint', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('changed_by', 'bigint')
    .addColumn('changed_by_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('record_history_record').on('record_history').columns(['record_id', 'version']).execute();

  await db.schema
    .createTable('record_links')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('from_id', 'bigint', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('to_id', 'bigint', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('record_links_from').on('record_links').columns(['from_id', 'kind']).execute();

  await db.schema
    .createTable('lookups')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('combo', 'text', (c) => c.notNull())
    .addColumn('codigo', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('vigente', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extra', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addUniqueConstraint('lookups_combo_codigo', ['combo', 'codigo'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('account_id', 'text')
    .addColumn('id_crm', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();
  await db.schema
    .createTable('permissions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('vigente', 'boolean', (c) => c.notNull())
    .addColumn('escritura', 'boolean', (c) => c.notNull())
    .addColumn('flags', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('permissions_user').on('permissions').column('user_id').execute();
  await db.schema
    .createTable('teams')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'bigint', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['id', 'type'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();
  await db.schema.createIndex('oidc_payloads_user_code').on('oidc_payloads').column('user_code').execute();

  await db.schema
    .createTable('temp_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('id_cuenta_prospect_crm', 'text')
    .addColumn('usuario_sua', 'text')
    .addColumn('usuariosfa_ua', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_attempts_user').on('login_attempts').columns(['username', 'failed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'login_attempts',
    'temp_tokens',
    'oidc_payloads',
    'team_members',
    'teams',
    'permissions',
    'user_roles',
    'users',
    'lookups',
    'record_links',
    'record_history',
    'records',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
