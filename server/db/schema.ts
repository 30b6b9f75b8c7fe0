/** Table types for Kysely: records, history, lookups, identity (the per-area permissions are records, decision 148). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T extends object = Record<string, unknown>> = JSONColumnType<T>;

export interface RecordsTable {
  id: Generated<number>;
  module: string;
  id_crm: string | null;
  data: Json;
  vigente: Generated<boolean>;
  version: Generated<number>;
  owner_account: string | null;
  created_at: Timestamp;
  created_by: number | null;
  updated_at: Timestamp;
  updated_by: number | null;
}

/**
 * The search index (server/search/searchIndex.ts): one narrow row per record, written in the same
 * transaction as the record; lists search, filter and sort here, then read the page's records.
 */
export interface RecordSearchTable {
  record_id: number;
  module: string;
  /** normalizeSearchText of the record's `x-search` fields (trigram-indexed). */
  search_text: string;
  /** lower(value) of the module's search sort field; null when absent. */
  sort_key: string | null;
  vigente: boolean;
  owner_account: string | null;
}

export interface RecordHistoryTable {
  id: Generated<number>;
  record_id: number;
  module: string;
  version: number;
  action: 'alta' | 'modificacion' | 'vigencia';
  changes: Json<Array<{ campo: string; antes: unknown; despues: unknown }>>;
  changed_at: Timestamp;
  changed_by: number | null;
  changed_by_name: string;
}

export interface LookupsTable {
  id: Generated<number>;
  combo: string;
  codigo: string;
  descripcion: string;
  vigente: Generated<boolean>;
  orden: Generated<number>;
  extra: Json;
  /** Raised by every admin write (migration 0012): a save names the version it read. */
  version: Generated<number>;
  modificado_en: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string | null;
  nombre: string;
  email: string | null;
  account_id: string | null;
  id_crm: string | null;
  vigente: Generated<boolean>;
  created_at: Timestamp;
  /** Set by an admin's create or password reset: the next sign-in asks for a new password first (migration 0015). */
  must_change_password: Generated<boolean>;
  /** Bumped by every change made through the users' administration (stale edit → 409). */
  version: Generated<number>;
}

/** One change of a user (migration 0015): the shape of `record_history`. */
export interface UserHistoryTable {
  id: Generated<number>;
  user_id: number;
  version: number;
  action: 'alta' | 'modificacion' | 'vigencia' | 'contrasena';
  changes: Json<Array<{ campo: string; antes: unknown; despues: unknown }>>;
  changed_at: Timestamp;
  changed_by: number | null;
  changed_by_name: string;
}

export interface UserRolesTable {
  user_id: number;
  role: string;
}

/** What a module's records are besides records (migration 0017, written from the config at start: server/seed/moduleRoles.ts). */
export interface ModuleRolesTable {
  module: string;
  /** Its records are the teams: a write empties the cached principals. */
  grants_access: Generated<boolean>;
  /** The combo its records are the options of, and the field that is an option's description. */
  combo: string | null;
  combo_label: string | null;
}

export interface OidcPayloadsTable {
  id: string;
  type: string;
  payload: Json;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export interface TempTokensTable {
  /** The SHA-256 (hex) of the token: the token itself is never stored (migration 0013, decision 152). */
  token_hash: string;
  user_id: number | null;
  expires_at: Timestamp;
  id_cuenta_prospect_crm: string | null;
  usuario_sua: string | null;
  usuariosfa_ua: string | null;
  created_at: Timestamp;
  /** The account the token is for (record id; COP-OP02). */
  cuenta: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  /** The opportunity the token is for (record id), when it is for one trip. */
  oportunidad: ColumnType<string | null, number | string | null | undefined, number | string | null>;
}

export interface LoginAttemptsTable {
  username: string;
  /** The client address of the attempt ('' for rows older than migration 0006). */
  address: Generated<string>;
  failed_at: Timestamp;
}

/** Server secrets shared by every process of one database (cookie keys, signing JWKS). */
export interface ServerKeysTable {
  name: string;
  value: Json;
  created_at: Timestamp;
}

/** A record's value of an `x-unique` field, as uniqueness compares it (migration 0004). */
export interface UniqueValuesTable {
  module: string;
  field: string;
  value: string;
  record_id: number;
}

/** An uploaded file (WID-01…06); `module` + `record_id` once attached to a record. */
export interface FilesTable {
  id: string;
  stored_name: string;
  original_name: string;
  mime: string;
  size: number;
  sha256: string;
  prefijo: string;
  carpeta: string;
  uploaded_by: number | null;
  module: string | null;
  record_id: number | null;
  created_at: Timestamp;
}

/** One reveal of an encrypted field (migration 0008; card data views, CRD-10). */
export interface FieldRevealsTable {
  id: Generated<number>;
  module: string;
  record_id: number;
  field: string;
  user_id: number;
  username: string;
  revealed_at: Generated<Date>;
}

export interface Database {
  records: RecordsTable;
  record_search: RecordSearchTable;
  record_history: RecordHistoryTable;
  lookups: LookupsTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  module_roles: ModuleRolesTable;
  oidc_payloads: OidcPayloadsTable;
  temp_tokens: TempTokensTable;
  login_attempts: LoginAttemptsTable;
  server_keys: ServerKeysTable;
  files: FilesTable;
  unique_values: UniqueValuesTable;
  field_reveals: FieldRevealsTable;
  user_history: UserHistoryTable;
  mail_templates: MailTemplatesTable;
  mail_outbox: MailOutboxTable;
  import_jobs: ImportJobsTable;
  import_rows: ImportRowsTable;
}

/** A mail template (migration 0013): subject and HTML body with `{{placeholder}}`s, rendered with escaped values. */
export interface MailTemplatesTable {
  name: string;
  subject: string;
  body: string;
  updated_at: Generated<Date>;
}

/** A queued or sent message (migration 0013): the outbox the admin reads and the SMTP worker's queue. */
export interface MailOutboxTable {
  id: Generated<number>;
  template: string;
  recipient: string;
  subject: string;
  /** The rendered HTML body, sealed (server/crypto): it may carry an access link. */
  body: string;
  sender_id: number | null;
  sender_name: string | null;
  created_at: Generated<Date>;
  state: Generated<'pendiente' | 'enviado' | 'fallido'>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  claimed_until: Date | null;
  last_error: string | null;
  transport: string | null;
  sent_at: Date | null;
}

/** A bulk import's dry run (migration 0014, decision 153): who uploaded which file for which account, and its totals. */
export interface ImportJobsTable {
  id: string;
  module: string;
  user_id: number;
  account: string;
  file_name: string;
  created_at: Generated<Date>;
  state: Generated<'revisado' | 'importado'>;
  totals: Json<{ nuevo: number; existente: number; invalido: number; total: number }>;
  imported: Generated<number>;
  imported_at: Date | null;
}

/** One judged row of a dry run: its values as they would be stored, and why it is existing or invalid. */
export interface ImportRowsTable {
  job_id: string;
  n: number;
  state: 'nuevo' | 'existente' | 'invalido';
  data: Json;
  detail: Json | null;
}
