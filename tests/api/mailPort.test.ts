/**
 * The mail port (decision 151; TOK-04: the token reaches the recipient by e-mail): templates with
 * escaped values, the queue in the database, delivery through a real SMTP server (smtp-server on
 * 127.0.0.1), retries while it is down, one delivery per message across processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { decodedBody, testSmtpServer, type TestSmtpServer } from './helpers/smtpServer';
import { insertMail } from '../../server/mail/mailQueue';
import { startMailWorker } from '../../server/mail/mailWorker';
import { smtpTransport } from '../../server/mail/mailTransport';
import { renderTemplate } from '../../server/mail/renderTemplate';

let t: TestApp;
let smtp: TestSmtpServer;
const RETRY = { baseMs: 30, maxMs: 60, maxAttempts: 5 };

beforeAll(async () => {
  smtp = await testSmtpServer();
  await smtp.start();
  t = await startTestApp({ appOptions: { mail: { smtpUrl: smtp.url, from: 'backoffice@prueba.local', pollMs: 0, retry: RETRY } } });
  await t.app.mail.defineTemplate('prueba.saludo', {
    subject: 'Hola {{nombre}}',
    body: '<p>Hola {{nombre}},</p><p><a href="{{enlace}}">Ingresar</a></p>',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const outboxRow = (id: number) => t.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mail port', () => {
  it('TOK-04 a queued message is delivered through SMTP once, and the outbox says so', async () => {
    const before = smtp.received.length;
    const id = await t.app.mail.queue('prueba.saludo', 'ana@cliente.local', { nombre: 'Ana', enlace: 'http://localhost/inicio?token=abc' });
    expect((await outboxRow(id)).state).toBe('pendiente');
    expect(await t.app.mail.deliverDue()).toBe(1);
    expect(await t.app.mail.deliverDue()).toBe(0);
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['ana@cliente.local']);
    expect(mail.from).toBe('backoffice@prueba.local');
    expect(mail.raw).toContain('Subject: Hola Ana');
    expect(decodedBody(mail.raw)).toContain('<a href="http://localhost/inicio?token=abc">Ingresar</a>');
    const row = await outboxRow(id);
    expect(row).toMatchObject({ state: 'enviado', transport: 'smtp', attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('TOK-04 every value is HTML-escaped in the body; the subject keeps no line break', async () => {
    const id = await t.app.mail.queue('prueba.saludo', 'ana@cliente.local', {
      nombre: '<script>alert(1)</script> "O\'Hara" &\r\nBcc: x@y',
      enlace: '" onclick="x',
    });
    await t.app.mail.deliverDue();
    const { raw } = smtp.received.at(-1)!;
    const body = decodedBody(raw.slice(raw.indexOf('Content-Type: text/html')));
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;O&#39;Hara&quot; &amp;');
    expect(body).not.toContain('<script>');
    expect(body).toContain('href="&quot; onclick=&quot;x"');
    expect(raw.slice(0, raw.indexOf('\r\n\r\n'))).not.toMatch(/^Bcc:/m);
    expect((await outboxRow(id)).subject).not.toMatch(/[\r\n]/);
  });

  it('TOK-04 the stored body is sealed: the link it carries is not in the database in clear', async () => {
    const id = await t.app.mail.queue('prueba.saludo', 'ana@cliente.local', { nombre: 'Ana', enlace: 'http://localhost/inicio?token=secreto-de-prueba' });
    expect((await outboxRow(id)).body).not.toContain('secreto-de-prueba');
    await t.app.mail.deliverDue();
  });

  it('TOK-04 a template placeholder without a value queues nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('mail_outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await expect(t.app.mail.queue('prueba.saludo', 'ana@cliente.local', { nombre: 'Ana' })).rejects.toThrow(/\{\{enlace\}\}/);
    await expect(t.app.mail.queue('no.existe', 'ana@cliente.local', {})).rejects.toThrow(/no.existe/);
    expect(await count()).toBe(before);
  });

  it('TOK-04 SMTP down: the message stays queued and is retried; SMTP up: it is delivered once', async () => {
    await smtp.stop();
    const before = smtp.received.length;
    const id = await t.app.mail.queue('prueba.saludo', 'beto@cliente.local', { nombre: 'Beto', enlace: 'http://localhost/' });
    expect(await t.app.mail.deliverDue()).toBe(0);
    let row = await outboxRow(id);
    expect(row).toMatchObject({ state: 'pendiente', attempts: 1 });
    expect(row.last_error).toBeTruthy();
    await sleep(RETRY.baseMs + 20);
    expect(await t.app.mail.deliverDue()).toBe(0);
    expect((await outboxRow(id)).attempts).toBe(2);
    await smtp.start();
    // Not due before its backoff ends.
    await sleep(RETRY.maxMs + 20);
    expect(await t.app.mail.deliverDue()).toBe(1);
    expect(await t.app.mail.deliverDue()).toBe(0);
    row = await outboxRow(id);
    expect(row).toMatchObject({ state: 'enviado', attempts: 3, last_error: null });
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual(['beto@cliente.local']);
  });

  it('TOK-04 a message whose attempts are spent is fallido and no longer retried', async () => {
    const db = t.db;
    const dead = smtpTransport('smtp://127.0.0.1:1', 'x@prueba.local', 500);
    const worker = startMailWorker({ db, transport: dead, retry: { baseMs: 1, maxMs: 1, maxAttempts: 2 }, pollMs: 0 });
    const id = await insertMail(db, {
      template: 'prueba.saludo',
      recipient: 'c@cliente.local',
      rendered: renderTemplate('x', { subject: 's', body: 'b' }, {}),
    });
    await worker.deliverDue();
    await sleep(5);
    await worker.deliverDue();
    await sleep(5);
    await worker.deliverDue();
    expect(await outboxRow(id)).toMatchObject({ state: 'fallido', attempts: 2 });
    await worker.stop();
  });

  it('TOK-04 two processes working the same queue deliver each message exactly once', async () => {
    const other = await t.connectAgain();
    const before = smtp.received.length;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await t.app.mail.queue('prueba.saludo', `p${i}@cliente.local`, { nombre: `P${i}`, enlace: 'http://localhost/' }));
    const second = startMailWorker({ db: other.db, transport: smtpTransport(smtp.url, 'x@prueba.local'), retry: RETRY, pollMs: 0, batch: 3 });
    const [a, b] = await Promise.all([t.app.mail.deliverDue(), second.deliverDue()]);
    expect(a + b).toBe(12);
    expect(smtp.received.length).toBe(before + 12);
    expect(new Set(smtp.received.slice(before).map((m) => m.to[0])).size).toBe(12);
    await second.stop();
    await other.close();
  });

  it('TOK-04 a stopped worker sends nothing more, and stop waits for the pass under way', async () => {
    const worker = startMailWorker({ db: t.db, transport: smtpTransport(smtp.url, 'x@prueba.local'), retry: RETRY, pollMs: 10 });
    await worker.stop();
    const id = await insertMail(t.db, {
      template: 'prueba.saludo',
      recipient: 'd@cliente.local',
      rendered: renderTemplate('x', { subject: 's', body: 'b' }, {}),
    });
    await sleep(60);
    expect((await outboxRow(id)).state).toBe('pendiente');
    await t.app.mail.deliverDue();
  });
});
