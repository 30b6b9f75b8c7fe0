/**
 * The mail port as a service of the app (`app.mail`, decision 151): any module's server code queues
 * a message from a template and values (`queue`), and defines the templates it uses
 * (`defineTemplate`, kept when an admin already changed them). Messages wait in the database and a
 * worker of this process delivers them through the transport (SMTP when `SMTP_URL` is set, else the
 * outbox); it stops with the app.
 */
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { renderTemplate, type MailTemplateText, type MailValues } from '../mail/renderTemplate';
import { outboxTransport, smtpTransport, type MailTransport } from '../mail/mailTransport';
import { DEFAULT_RETRY, insertMail, type RetryPolicy } from '../mail/mailQueue';
import { startMailWorker } from '../mail/mailWorker';

/** How the app sends mail (AppOptions.mail; defaults from the environment). */
export interface MailSettings {
  /** SMTP server (`SMTP_URL`); without it, the outbox is the delivery. */
  readonly smtpUrl?: string;
  /** Sender address (`MAIL_FROM`). */
  readonly from?: string;
  /** A transport of one's own (tests). */
  readonly transport?: MailTransport;
  /** Milliseconds between the worker's passes (default 1000; 0: only `deliverDue`). */
  readonly pollMs?: number;
  readonly retry?: Partial<RetryPolicy>;
  /** The address users open the links of messages at (PUBLIC_URL). */
  readonly publicUrl?: string;
}

export interface QueueOptions {
  /** Queue inside this transaction: the message exists only if it commits. */
  readonly db?: Kysely<Database> | Transaction<Database>;
  /** Who asked for the message (shown in the outbox). */
  readonly sender?: { readonly id: number | null; readonly name: string | null };
}

export interface MailService {
  /** Renders template `template` with `values` (HTML-escaped) and queues it for `to`; the message's id. */
  queue(template: string, to: string, values: MailValues, options?: QueueOptions): Promise<number>;
  /** Stores a template unless one of that name exists (an admin's edit stays). */
  defineTemplate(name: string, text: MailTemplateText): Promise<void>;
  /** Delivers the due messages now; how many went out. */
  deliverDue(): Promise<number>;
  /** The transport's name (`bandeja`, `smtp`). */
  readonly transport: string;
  /** The public address links in messages start with. */
  readonly publicUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail port: queue a templated message. */
    mail: MailService;
  }
}

/** Mail settings from the environment. */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || undefined };
}

/** Decorates the app with its mail service and starts the worker; the worker stops when the app closes. */
export const mailPlugin = fp<{ readonly settings?: MailSettings }>(
  async (app, { settings = mailSettingsFromEnv() }) => {
    const transport =
      settings.transport ?? (settings.smtpUrl ? smtpTransport(settings.smtpUrl, settings.from ?? 'no-responder@backoffice.local') : outboxTransport());
    const worker = startMailWorker({
      db: app.db,
      transport,
      retry: { ...DEFAULT_RETRY, ...settings.retry },
      pollMs: settings.pollMs ?? 1000,
      log: app.log,
    });
    app.addHook('onClose', async () => worker.stop());
    const templateOf = async (db: Kysely<Database>, name: string): Promise<MailTemplateText> => {
      const row = await db.selectFrom('mail_templates').select(['subject', 'body']).where('name', '=', name).executeTakeFirst();
      if (!row) throw new Error(`No existe la plantilla de mensaje '${name}'`);
      return row;
    };
    app.decorate('mail', {
      transport: transport.name,
      publicUrl: (settings.publicUrl ?? 'http://localhost:8080').replace(/\/$/, ''),
      async queue(template, to, values, options = {}) {
        const db = options.db ?? app.db;
        const rendered = renderTemplate(template, await templateOf(db, template), values);
        const id = await insertMail(db, { template, recipient: to, rendered, sender: options.sender });
        worker.nudge();
        return id;
      },
      async defineTemplate(name, text) {
        await app.db
          .insertInto('mail_templates')
          .values({ name, subject: text.subject, body: text.body })
          .onConflict((c) => c.column('name').doNothing())
          .execute();
      },
      deliverDue: () => worker.deliverDue(),
    } satisfies MailService);
  },
  { name: 'mail', dependencies: ['db'] },
);
