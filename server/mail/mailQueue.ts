/**
 * The mail queue in the database (migration 0013, decision 151): a message is a `mail_outbox` row
 * from the moment it is asked for, in the caller's transaction when it gives one (a message about a
 * write commits or rolls back with it). Due rows are claimed with `FOR UPDATE SKIP LOCKED` and a
 * lease (`claimed_until`), so any number of processes share the queue without sending a message
 * twice, and a process that dies mid-send leaves its rows to be claimed again when the lease ends.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fieldCipher } from '../crypto/activeCipher';
import type { RenderedMail } from './renderTemplate';

/** A claimed message, its body opened. */
export interface ClaimedMail {
  readonly id: number;
  readonly recipient: string;
  readonly subject: string;
  readonly html: string;
  readonly attempts: number;
}

/** Retries: the wait before attempt n+1 is `baseMs * 2^(n-1)`, at most `maxMs`; after `maxAttempts` the message is `fallido`. */
export interface RetryPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
  readonly maxAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 10 };

/** How long a claim holds a message against other processes (longer than any send's timeouts). */
export const CLAIM_LEASE_MS = 120_000;

/** The wait before the next attempt after `attempts` failed ones. */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The sealed body as stored (AES-GCM, server/crypto): the outbox never holds an access link in clear. */
export function sealBody(html: string): string {
  return fieldCipher().seal(html, 0);
}

/** The stored body opened. */
export function openBody(sealed: string): string {
  return fieldCipher().open(sealed);
}

export interface QueuedMail {
  readonly template: string;
  readonly recipient: string;
  readonly rendered: RenderedMail;
  readonly sender?: { readonly id: number | null; readonly name: string | null };
}

/** Inserts the message, due now; its id. */
export async function insertMail(db: Kysely<Database>, mail: QueuedMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      template: mail.template,
      recipient: mail.recipient,
      subject: mail.rendered.subject,
      body: sealBody(mail.rendered.html),
      sender_id: mail.sender?.id ?? null,
      sender_name: mail.sender?.name ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Claims up to `limit` due messages for this process (one statement: skip what another holds). */
export async function claimDue(db: Kysely<Database>, limit: number, leaseMs = CLAIM_LEASE_MS): Promise<ClaimedMail[]> {
  const { rows } = await sql<{ id: string | number; recipient: string; subject: string; body: string; attempts: number }>`
    update mail_outbox set claimed_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
    where id in (
      select id from mail_outbox
      where state = 'pendiente' and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, recipient, subject, body, attempts
  `.execute(db);
  return rows.map((row) => ({ id: Number(row.id), recipient: row.recipient, subject: row.subject, html: openBody(row.body), attempts: row.attempts }));
}

/** Marks a claimed message delivered by `transport`. */
export async function markSent(db: Kysely<Database>, id: number, transport: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ state: 'enviado', sent_at: new Date(), claimed_until: null, last_error: null, transport })
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt: due again after the policy's wait, or `fallido` once the attempts are spent. */
export async function markFailed(db: Kysely<Database>, mail: ClaimedMail, error: string, policy: RetryPolicy, transport: string): Promise<void> {
  const spent = mail.attempts >= policy.maxAttempts;
  await db
    .updateTable('mail_outbox')
    .set({
      state: spent ? 'fallido' : 'pendiente',
      next_attempt_at: new Date(Date.now() + retryDelayMs(policy, mail.attempts)),
      claimed_until: null,
      last_error: error.slice(0, 500),
      transport,
    })
    .where('id', '=', mail.id)
    .execute();
}
