/**
 * Where a queued message goes (the mail port, decision 151): by default nowhere beyond the outbox
 * itself (`bandeja`: the message is delivered when the outbox holds it, and an admin reads it at
 * /admin/correos), or an SMTP server (`SMTP_URL`, nodemailer). A transport's `send` throws when the
 * message was not accepted; the worker then keeps it queued and retries.
 */
import type { Transporter } from 'nodemailer';

/** A message as a transport receives it. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export interface MailTransport {
  /** Shown in the outbox beside each sent message (`bandeja`, `smtp`). */
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The embedded default: the outbox row is the delivered message. */
export function outboxTransport(): MailTransport {
  return { name: 'bandeja', send: async () => undefined, close: () => undefined };
}

/**
 * SMTP through nodemailer (`smtp://user:pass@host:port`, `smtps://…`), sending as `from`. nodemailer
 * is loaded with the first message (about 15 MiB resident that a server on the outbox never carries).
 */
export function smtpTransport(url: string, from: string, timeoutMs = 10_000): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs } as never),
    ));
  return {
    name: 'smtp',
    async send(message) {
      await (await connect()).sendMail({ from, to: message.to, subject: message.subject, html: message.html, text: message.text });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}
