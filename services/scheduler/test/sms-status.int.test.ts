import { SCHEDULE_MESSAGES as M } from '@cardsmith/contracts';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveriesRepository } from '../src/deliveries/deliveries.repository.js';
import { insertDue } from './deliveries-fixtures.js';
import { startApp, testConfig } from './support.js';

const AUTH_TOKEN = 'test-twilio-auth-token';
const PUBLIC_ORIGIN = 'https://cards.example';

let running: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  running = await startApp({
    config: testConfig({
      PUBLIC_ORIGIN,
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: '+15550001111',
    }),
  });
});

afterAll(async () => {
  await running.close();
});

/** Posts a status report as Twilio does: a form, signed over the public URL by the real SDK. */
function report(
  deliveryId: string,
  fields: Record<string, string>,
  sign: { token?: string; url?: string } = {},
) {
  const path = `/api/schedules/sms-status/${deliveryId}`;
  const params = { MessageSid: 'SM0123456789abcdef0123456789abcdef', ...fields };
  const signature = twilio.getExpectedTwilioSignature(
    sign.token ?? AUTH_TOKEN,
    sign.url ?? `${PUBLIC_ORIGIN}${path}`,
    params,
  );
  return running.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature,
    },
    payload: new URLSearchParams(params).toString(),
  });
}

const statusOf = async (id: string) =>
  (await new DeliveriesRepository(running.db).findById(id))?.status;

describe('Twilio status callbacks', () => {
  it('move a sent SMS to delivered, once, and it can still be opened', async () => {
    const [id] = await insertDue(running.db, 1, { method: 'sms', status: 'sent' });
    const first = await report(id!, { MessageStatus: 'delivered' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(await statusOf(id!)).toBe('delivered');
    // Twilio repeats callbacks; a late 'sent' changes nothing either.
    expect((await report(id!, { MessageStatus: 'delivered' })).statusCode).toBe(200);
    expect((await report(id!, { MessageStatus: 'sent' })).statusCode).toBe(200);
    expect(await statusOf(id!)).toBe('delivered');

    const row = await new DeliveriesRepository(running.db).findById(id!);
    const opened = await running.app.inject({
      method: 'POST',
      url: '/api/schedules/opened',
      payload: { token: row!.token },
    });
    expect(opened.statusCode).toBe(200);
    expect(await statusOf(id!)).toBe('opened');
    expect((await report(id!, { MessageStatus: 'delivered' })).statusCode).toBe(200);
    expect(await statusOf(id!)).toBe('opened');
  });

  it('records an undeliverable SMS as failed with its reason', async () => {
    const [id] = await insertDue(running.db, 1, { method: 'sms', status: 'sent' });
    await report(id!, { MessageStatus: 'undelivered', ErrorCode: '30003' });
    const row = await new DeliveriesRepository(running.db).findById(id!);
    expect(row).toMatchObject({
      status: 'failed',
      failure_reason: `${M.smsUndelivered} (Twilio error 30003)`,
    });
  });

  it('refuses a bad signature with 403 and changes nothing', async () => {
    const [id] = await insertDue(running.db, 1, { method: 'sms', status: 'sent' });
    for (const res of [
      await report(id!, { MessageStatus: 'delivered' }, { token: 'someone-else' }),
      await report(id!, { MessageStatus: 'delivered' }, { url: 'https://evil.example/x' }),
      await running.app.inject({
        method: 'POST',
        url: `/api/schedules/sms-status/${id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'MessageStatus=delivered',
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.badTwilioSignature);
    }
    expect(await statusOf(id!)).toBe('sent');
  });

  it('answers 404 for a delivery that is not an SMS', async () => {
    const [id] = await insertDue(running.db, 1, { method: 'email', status: 'sent' });
    expect((await report(id!, { MessageStatus: 'delivered' })).statusCode).toBe(404);
  });
});
