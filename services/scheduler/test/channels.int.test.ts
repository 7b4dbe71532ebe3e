import { createSharesClient } from '../src/adapters/cards-client.js';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { EmailRenderer } from '@cardsmith/emails';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmailSender, smtpEmailSender, type EmailSender } from '../src/channels/email.js';
import { OutboxRepository } from '../src/channels/outbox.repository.js';
import { outboxSmsSender, twilioSmsSender } from '../src/channels/sms.js';
import { DeliveriesRepository } from '../src/deliveries/deliveries.repository.js';
import type { DeliveryJobs } from '../src/deliveries/delivery-jobs.js';
import { DeliverySender } from '../src/sending/delivery-sender.js';
import { insertDue } from './deliveries-fixtures.js';
import { startApp, testConfig } from './support.js';

let running: Awaited<ReturnType<typeof startApp>>;
let smtp: SMTPServer;
let smtpPort: number;
let smtpEmail: EmailSender;
const mails: ParsedMail[] = [];
/** SMTP connections the server accepted. */
let connections = 0;

beforeAll(async () => {
  running = await startApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  smtpEmail = smtpEmailSender(`smtp://127.0.0.1:${smtpPort}`, 'Cardsmith <cards@cardsmith.test>', {
    maxConnections: 1,
    maxMessages: 100,
  });
});

afterAll(async () => {
  smtpEmail.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await running.close();
});

const noJobs: DeliveryJobs = {
  schedule: async () => undefined,
  unschedule: async () => undefined,
  scheduleTask: async () => undefined,
  unscheduleTask: async () => undefined,
  orderPrint: async () => undefined,
};

function senderWith(email: EmailSender, sms = outboxSmsSender(new OutboxRepository(running.db))) {
  return new DeliverySender({
    emails: new EmailRenderer(),
    repository: new DeliveriesRepository(running.db),
    email,
    sms,
    jobs: noJobs,
    publicOrigin: 'http://cards.test',
    sendingLeaseMs: 60_000,
    attempts: 5,
    resendAfterMs: 72 * 3600_000,
    shares: createSharesClient(testConfig().CARDS_URL, TEST_INTERNAL_SECRET),
  });
}

describe('the email channel', () => {
  it('sends the card over SMTP: HTML with the front image, message and button, a text part, a token link', async () => {
    const [id] = await insertDue(running.db, 1, {
      card_id: 'card-smtp-test-000001',
      card_title: 'For Ada',
      personal_message: 'Happy birthday, Ada!',
    });
    const sender = senderWith(smtpEmail);
    await sender.send(id!, 1, running.ctx.logger);
    const row = await new DeliveriesRepository(running.db).findById(id!);
    expect(row?.status).toBe('sent');

    const mail = mails.find((m) => m.messageId === `<${id}@cardsmith>`);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Ada, a card is waiting for you: For Ada');
    expect(mail!.from?.text).toContain('cards@cardsmith.test');
    const link = `http://cards.test/cards/card-smtp-test-000001?delivery=${row!.token}`;
    expect(mail!.html).toContain(
      'src="http://cards.test/api/cards/card-smtp-test-000001/preview.png?width=1000"',
    );
    expect(mail!.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail!.html).toContain('Happy birthday, Ada!');
    expect(mail!.text).toContain('Happy birthday, Ada!');
    expect(mail!.text).toContain(link);

    // The recipient page reports the view with the link's token: sent → opened.
    const opened = await running.app.inject({
      method: 'POST',
      url: '/api/schedules/opened',
      payload: { token: new URL(link).searchParams.get('delivery') },
    });
    expect(opened.json()).toEqual({ success: true, cardId: 'card-smtp-test-000001' });
    const after = await new DeliveriesRepository(running.db).findById(id!);
    expect(after).toMatchObject({ status: 'opened', opened_at: expect.any(Date) });
  });

  it('names a one-click unsubscribe that stops later cards to that address', async () => {
    const address = `unsubscribe-${Date.now()}@example.com`;
    const recipient = JSON.stringify({
      name: 'Bo',
      email: address,
      phone: '',
      address: { street: '', city: '', state: '', zipCode: '', country: 'US' },
    });
    const [first, second] = await insertDue(running.db, 2, { recipient });
    const sender = senderWith(smtpEmail);
    await sender.send(first!, 1, running.ctx.logger);
    const mail = mails.find((m) => m.messageId === `<${first}@cardsmith>`)!;
    const token = (await new DeliveriesRepository(running.db).findById(first!))!.token;
    const url = `http://cards.test/api/schedules/unsubscribe/${token}`;
    expect(mail.headers.get('list')).toMatchObject({ unsubscribe: { url } });
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // What a mail client sends for one click (RFC 8058).
    const res = await running.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toEqual({ success: true });

    await expect(sender.send(second!, 1, running.ctx.logger)).rejects.toThrow();
    const refused = await new DeliveriesRepository(running.db).findById(second!);
    expect(refused).toMatchObject({
      status: 'failed',
      failure_reason: 'The recipient asked to receive no more cards by email.',
    });
  });

  it('sends many cards over one kept-open SMTP connection, not one connection each', async () => {
    const pooled = smtpEmailSender(
      `smtp://127.0.0.1:${smtpPort}`,
      'Cardsmith <cards@cardsmith.test>',
      { maxConnections: 1, maxMessages: 100 },
    );
    const before = connections;
    try {
      const ids = await insertDue(running.db, 5);
      const sender = senderWith(pooled);
      await Promise.all(ids.map((id) => sender.send(id, 1, running.ctx.logger)));
      for (const id of ids) {
        expect(mails.filter((m) => m.messageId === `<${id}@cardsmith>`)).toHaveLength(1);
      }
      expect(connections - before).toBe(1);
    } finally {
      pooled.close();
    }
  });

  it('keeps the email in the outbox when no SMTP server is configured', async () => {
    const outbox = new OutboxRepository(running.db);
    const [id] = await insertDue(running.db, 1);
    await senderWith(outboxEmailSender(outbox)).send(id!, 1, running.ctx.logger);
    const [kept] = await outbox.forDelivery(id!);
    expect(kept).toMatchObject({ channel: 'email', recipient: 'ada@example.com' });
    expect(kept!.html).toContain('Open your card');
  });

  it('lets the services above send a template of the emails package now, rendered here', async () => {
    const signInUrl = 'https://cards.example/sign-in/verify?token=t1';
    const body = { template: 'sign-in-link', to: 'someone@example.com', props: { signInUrl } };
    const refused = await running.app.inject({
      method: 'POST',
      url: '/internal/email',
      payload: body,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(401);
    expect(refused.statusCode).toBeLessThan(404);
    const res = await running.app.inject({
      method: 'POST',
      url: '/internal/email',
      headers: internalHeaders(TEST_INTERNAL_SECRET),
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ channel: 'outbox', id: expect.any(String) });
    const kept = await running.db
      .selectFrom('outbox_message')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      recipient: 'someone@example.com',
      subject: 'Your Cardsmith sign-in link',
      delivery_id: null,
    });
    expect(kept.text).toContain(signInUrl);
    expect(kept.html).toContain(`href="${signInUrl}"`);
  });

  it('refuses an unknown template, or props the template does not take, naming the field', async () => {
    const send = (payload: object) =>
      running.app.inject({
        method: 'POST',
        url: '/internal/email',
        headers: internalHeaders(TEST_INTERNAL_SECRET),
        payload,
      });
    const unknown = await send({ template: 'pigeon', to: 'a@example.com', props: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toBe('template');
    const relative = await send({
      template: 'sign-in-link',
      to: 'a@example.com',
      props: { signInUrl: '/sign-in/verify?token=t' },
    });
    expect(relative.statusCode).toBe(400);
    expect(relative.json().issues[0]).toEqual({
      path: 'props.signInUrl',
      message: 'Use an absolute http(s) address.',
    });
  });

  it('keeps a send-now email once per idempotency key, however often it is retried', async () => {
    const idempotencyKey = `print-email:${crypto.randomUUID()}`;
    const send = () =>
      running.app.inject({
        method: 'POST',
        url: '/internal/email',
        headers: internalHeaders(TEST_INTERNAL_SECRET),
        payload: {
          template: 'sign-in-link',
          to: 'retry@example.com',
          props: { signInUrl: 'https://cards.example/sign-in/verify?token=t2' },
          idempotencyKey,
        },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const kept = await running.db
      .selectFrom('outbox_message')
      .select('id')
      .where('message_key', '=', `email:internal:${idempotencyKey}`)
      .execute();
    expect(kept).toHaveLength(1);
    const badKey = await running.app.inject({
      method: 'POST',
      url: '/internal/email',
      headers: internalHeaders(TEST_INTERNAL_SECRET),
      payload: {
        template: 'sign-in-link',
        to: 'a@example.com',
        props: { signInUrl: 'https://cards.example/sign-in/verify?token=t3' },
        idempotencyKey: 'has spaces',
      },
    });
    expect(badKey.statusCode).toBe(400);
  });
});

describe('the SMS channel', () => {
  it('sends through the real Twilio SDK to a loopback peer', async () => {
    const requests: { url: string; auth: string; form: URLSearchParams }[] = [];
    const peer = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        requests.push({
          url: req.url ?? '',
          auth: req.headers.authorization ?? '',
          form: new URLSearchParams(raw),
        });
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' }));
      });
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    try {
      const port = (peer.address() as AddressInfo).port;
      const sms = twilioSmsSender({
        accountSid: 'AC00000000000000000000000000000000',
        authToken: 'test-auth-token',
        from: '+15550001111',
        apiBaseUrl: `http://127.0.0.1:${port}`,
      });
      const [id] = await insertDue(running.db, 1, { method: 'sms' });
      await senderWith(outboxEmailSender(new OutboxRepository(running.db)), sms).send(
        id!,
        1,
        running.ctx.logger,
      );
      expect(requests).toHaveLength(1);
      expect(requests[0]!.url).toBe(
        '/2010-04-01/Accounts/AC00000000000000000000000000000000/Messages.json',
      );
      expect(requests[0]!.auth).toBe(
        `Basic ${Buffer.from('AC00000000000000000000000000000000:test-auth-token').toString('base64')}`,
      );
      expect(requests[0]!.form.get('To')).toBe('+15550100');
      expect(requests[0]!.form.get('From')).toBe('+15550001111');
      expect(requests[0]!.form.get('StatusCallback')).toBe(
        `http://cards.test/api/schedules/sms-status/${id}`,
      );
      const row = await new DeliveriesRepository(running.db).findById(id!);
      expect(requests[0]!.form.get('Body')).toBe(
        `Ada, you have a card: http://cards.test/cards/card-worker-test-0001?delivery=${row!.token}`,
      );
      expect(row?.status).toBe('sent');
    } finally {
      await new Promise<void>((resolve) => peer.close(() => resolve()));
    }
  });
});
