import {
  OUTBOX_PAGE_SIZE,
  schedulerAdminRoutes,
  serviceSettingsRoutes,
} from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxRepository } from '../src/channels/outbox.repository.js';
import { startApp } from './support.js';

let running: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  running = await startApp();
});
afterAll(() => running.close());

const headers = internalHeaders(TEST_INTERNAL_SECRET);

describe('what the scheduler tells the admin console', () => {
  it('names its offline email and SMS channels, the keys they lack, and the tz data in use', async () => {
    const response = await running.app.inject({
      url: serviceSettingsRoutes.settings.path,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const { providers, notes } = response.json();
    expect(providers).toEqual([
      {
        capability: 'Email',
        adapter: 'outbox',
        offline: true,
        keys: [{ name: 'SMTP_URL', set: false }],
      },
      expect.objectContaining({ capability: 'SMS', adapter: 'outbox', offline: true }),
    ]);
    expect(notes[0]).toContain(process.versions.tz);
    const outsider = await running.app.inject({ url: serviceSettingsRoutes.settings.path });
    expect(outsider.statusCode).toBe(403);
  });

  it('lists the outbox a channel at a time, newest first, and opens a message', async () => {
    const outbox = new OutboxRepository(running.db);
    const recipient = `admin-${crypto.randomUUID()}@example.com`;
    const id = await outbox.keep({
      channel: 'email',
      deliveryId: null,
      messageKey: null,
      recipient,
      subject: 'Your card',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    const page = await running.app.inject({
      url: `${schedulerAdminRoutes.outbox.path}?channel=email`,
      headers,
    });
    expect(page.json().messages).toContainEqual(
      expect.objectContaining({ id, recipient, subject: 'Your card', channel: 'email' }),
    );
    const sms = await running.app.inject({
      url: `${schedulerAdminRoutes.outbox.path}?channel=sms`,
      headers,
    });
    expect(sms.json().messages.map((m: { id: string }) => m.id)).not.toContain(id);

    // Page by cursor: a full page says where the next one starts, and no message shows twice.
    for (let i = 0; i < OUTBOX_PAGE_SIZE; i++) {
      await outbox.keep({
        channel: 'email',
        deliveryId: null,
        messageKey: null,
        recipient,
        subject: `Card ${i}`,
        html: null,
        text: 'Hi',
      });
    }
    const first = (
      await running.app.inject({
        url: `${schedulerAdminRoutes.outbox.path}?channel=email`,
        headers,
      })
    ).json();
    expect(first.messages).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await running.app.inject({
        url: `${schedulerAdminRoutes.outbox.path}?channel=email&cursor=${first.nextCursor}`,
        headers,
      })
    ).json();
    const firstIds = first.messages.map((m: { id: string }) => m.id);
    const secondIds = second.messages.map((m: { id: string }) => m.id);
    expect(secondIds.filter((m: string) => firstIds.includes(m))).toEqual([]);
    expect([...firstIds, ...secondIds]).toContain(id);
    const message = await running.app.inject({
      url: schedulerAdminRoutes.outboxMessage.path.replace(':id', id),
      headers,
    });
    expect(message.json()).toMatchObject({ id, html: '<p>Hi</p>', text: 'Hi' });
    const missing = await running.app.inject({
      url: schedulerAdminRoutes.outboxMessage.path.replace(':id', crypto.randomUUID()),
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
