/**
 * oidc-provider's storage adapter over the `oidc_payloads` table: sessions, interactions, grants,
 * codes and tokens live in the database, not in process memory, so every server process on one
 * database accepts the others' tokens and sessions and nothing is lost on restart.
 *
 * Expiry is computed and compared with the database clock (`now()`), so processes whose clocks
 * disagree still agree on what has expired. Expired rows read as absent; `deleteExpiredPayloads`
 * removes them for good.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/schema';

type PayloadRow = { payload: AdapterPayload; consumed_at: Date | string | null };

const notExpired = (eb: ExpressionBuilder<Database, 'oidc_payloads'>): Expression<SqlBool> =>
  eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]);

// An escaped NUL (`\u0000` preceded by an even number of backslashes, i.e. not itself escaped).
const ESCAPED_NUL = /(?<!\\)((?:\\\\)*)\\u0000/g;

/**
 * JSON text PostgreSQL's jsonb accepts: it rejects the NUL character, which a client can put in any
 * request parameter the provider stores (`state=%00`); U+FFFD takes its place, so such a request
 * fails as an ordinary mismatch instead of a database error.
 */
function toJsonb(payload: AdapterPayload): string {
  return JSON.stringify(payload).replace(ESCAPED_NUL, '$1\\ufffd');
}

/** One adapter per oidc-provider model name (Session, AccessToken, Grant, Interaction, ...). */
export class OidcPayloadAdapter implements Adapter {
  constructor(
    private readonly db: Kysely<Database>,
    /** The model name, stored in the `type` column (part of the primary key). */
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt = Number.isFinite(expiresIn) && expiresIn > 0 ? sql<Date>`now() + make_interval(secs => ${expiresIn}::double precision)` : null;
    const columns = {
      payload: toJsonb(payload),
      // Lookup keys oidc-provider searches by: revokeByGrantId, findByUid, findByUserCode.
      grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
      expires_at: expiresAt,
    };
    await this.db
      .insertInto('oidc_payloads')
      .values({ id, type: this.type, ...columns, consumed_at: null })
      .onConflict((oc) => oc.columns(['id', 'type']).doUpdateSet(columns))
      .execute();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findOne('id', id);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findOne('user_code', userCode);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findOne('uid', uid);
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable('oidc_payloads')
      .set({ consumed_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('type', '=', this.type)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('id', '=', id).where('type', '=', this.type).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // oidc-provider calls this once per token model, so only this model's rows go.
    await this.db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).where('type', '=', this.type).execute();
  }

  private async findOne(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    // No stored key holds a NUL (PostgreSQL refuses it in text): `client_id=%00` or
    // `refresh_token=%00` is simply not found, so the provider answers its own OAuth 400.
    if (typeof value !== 'string' || !value || value.includes('\u0000')) return undefined;
    const row = (await this.db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where(column, '=', value)
      .where('type', '=', this.type)
      .where(notExpired)
      .executeTakeFirst()) as PayloadRow | undefined;
    if (!row) return undefined;
    const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
    if (!row.consumed_at) return payload;
    // oidc-provider only needs a truthy `consumed`; the epoch second mirrors its own timestamps.
    return { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) };
  }
}

/** The adapter factory oidc-provider's `adapter` option takes (called once per model name). */
export function payloadAdapterFactory(db: Kysely<Database>): (name: string) => OidcPayloadAdapter {
  return (name) => new OidcPayloadAdapter(db, name);
}

/** Deletes expired rows (safe to run from any process at any time); returns how many went. */
export async function deleteExpiredPayloads(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
