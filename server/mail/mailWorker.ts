/**
 * The delivery worker of the mail queue, one per server process (decision 151): it wakes every
 * `pollMs` and when a message is queued here, claims due messages (mailQueue.ts) and hands each to
 * the transport; a refusal keeps the message queued for a later attempt. `stop` waits for the pass
 * under way, so closing the app never cuts a send in half.
 */
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import type { MailTransport } from './mailTransport';
import { textOfHtml } from './renderTemplate';
import { claimDue, markFailed, markSent, type RetryPolicy } from './mailQueue';

export interface MailWorkerOptions {
  readonly db: Kysely<Database>;
  readonly transport: MailTransport;
  readonly retry: RetryPolicy;
  /** Milliseconds between passes; 0: no timer (passes only when asked, tests). */
  readonly pollMs: number;
  readonly log?: FastifyBaseLogger;
  /** Messages claimed per round. */
  readonly batch?: number;
}

export interface MailWorker {
  /** Runs a pass now (or joins the one under way); the number of messages delivered. */
  deliverDue(): Promise<number>;
  /** Asks for a pass soon (after a message was queued). */
  nudge(): void;
  stop(): Promise<void>;
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, retry, log } = options;
  const batch = options.batch ?? 20;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const pass = async (): Promise<number> => {
    let delivered = 0;
    for (;;) {
      const claimed = await claimDue(db, batch);
      for (const mail of claimed) {
        try {
          await transport.send({ to: mail.recipient, subject: mail.subject, html: mail.html, text: textOfHtml(mail.html) });
          await markSent(db, mail.id, transport.name);
          delivered += 1;
        } catch (error) {
          log?.warn({ err: error, mail: mail.id }, 'mensaje no entregado; se reintentará');
          await markFailed(db, mail, (error as Error).message ?? String(error), retry, transport.name);
        }
      }
      if (claimed.length < batch || stopped) return delivered;
    }
  };

  const deliverDue = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        log?.error({ err: error }, 'cola de mensajes');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void deliverDue();
        }
      });
    return running;
  };

  const schedule = () => {
    if (stopped || options.pollMs <= 0) return;
    timer = setTimeout(() => void deliverDue().finally(schedule), options.pollMs);
    timer.unref();
  };
  schedule();

  return {
    deliverDue,
    nudge: () => {
      if (!stopped && options.pollMs > 0) setImmediate(() => void deliverDue());
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
