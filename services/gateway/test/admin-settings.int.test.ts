import {
  adminRoutes,
  adminSettingsRoutes,
  schedulerAdminRoutes,
  serviceSettingsRoutes,
} from '@cardsmith/contracts';
import { EMAIL_TEMPLATE_NAMES } from '@cardsmith/emails';
import { createTestServiceContext } from '@cardsmith/testing';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_COOKIE } from '../src/admin/admin.routes.js';
import { QUEUES_PATH } from '../src/admin/admin-queues.js';
import type { GatewayDb } from '../src/db/database.js';
import { buildGateway, DEAD_URL, listen, TEST_ADMIN_PASSWORD } from './support.js';

const ctx = createTestServiceContext<GatewayDb>(inject('infra'), 'gateway');
const ORIGIN = 'http://localhost:8080';
const MESSAGE_ID = crypto.randomUUID();

/** A scheduler on loopback answering its settings and outbox routes as the scheduler does. */
const scheduler = Fastify();
scheduler.get(serviceSettingsRoutes.settings.path, async () => ({
  providers: [
    {
      capability: 'Email',
      adapter: 'outbox',
      offline: true,
      keys: [{ name: 'SMTP_URL', set: false }],
    },
  ],
  notes: ['Time-zone data in use: 2025c'],
}));
scheduler.get(schedulerAdminRoutes.outbox.path, async (request) => ({
  messages: [
    {
      id: MESSAGE_ID,
      channel: (request.query as { channel: string }).channel,
      recipient: 'sam@example.com',
      subject: 'A card for you',
      createdAt: new Date().toISOString(),
    },
  ],
  total: 1,
  pageSize: 25,
  nextCursor: null,
}));

let gateway: Awaited<ReturnType<typeof buildGateway>>;
let cookie: string;
beforeAll(async () => {
  gateway = await buildGateway(
    {
      PUBLIC_ORIGIN: ORIGIN,
      SCHEDULER_URL: await listen(scheduler),
      AI_URL: DEAD_URL,
      MEDIA_URL: DEAD_URL,
      PRINT_URL: DEAD_URL,
      WEB_DIST_DIR: '/nonexistent',
      REDIS_URL: inject('infra').redisUrl,
      REDIS_PREFIX: inject('infra').redisPrefix,
    },
    ctx.redis,
  );
  const login = await gateway.inject({
    method: 'POST',
    url: adminRoutes.login.path,
    headers: { origin: ORIGIN },
    payload: { password: TEST_ADMIN_PASSWORD },
    remoteAddress: '198.51.100.220',
  });
  const set = login.cookies.find((c) => c.name === ADMIN_COOKIE)!;
  cookie = `${set.name}=${set.value}`;
});
afterAll(async () => {
  await gateway.close();
  await scheduler.close();
  await ctx.close();
});

describe('settings through the admin API', () => {
  it("lists each service's providers, and names the ones that did not answer", async () => {
    const response = await gateway.inject({
      url: adminSettingsRoutes.settings.path,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const { services } = response.json();
    expect(services.map((s: { service: string }) => s.service)).toEqual([
      'ai',
      'media',
      'scheduler',
      'print',
    ]);
    expect(services[2].settings.providers[0]).toMatchObject({ capability: 'Email', offline: true });
    expect(services[0]).toMatchObject({ settings: null, error: expect.stringContaining('ai') });
  });

  it('relays the email outbox, and refuses an unknown channel', async () => {
    const outbox = await gateway.inject({
      url: `${adminSettingsRoutes.messageOutbox.path}?channel=email`,
      headers: { cookie },
    });
    expect(outbox.json().messages[0]).toMatchObject({ id: MESSAGE_ID, channel: 'email' });
    const bad = await gateway.inject({
      url: `${adminSettingsRoutes.messageOutbox.path}?channel=pigeon`,
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe('Choose the email or the SMS outbox.');
  });

  it('lists every email template and previews each, HTML and plain text, with links on the public origin', async () => {
    const list = await gateway.inject({
      url: adminSettingsRoutes.emailTemplates.path,
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    const { templates } = list.json() as { templates: { name: string; title: string }[] };
    expect(templates.map((template) => template.name)).toEqual(EMAIL_TEMPLATE_NAMES);
    for (const { name, title } of templates) {
      const preview = await gateway.inject({
        url: adminSettingsRoutes.emailPreview.path.replace(':name', name),
        headers: { cookie },
      });
      expect(preview.statusCode).toBe(200);
      const body = preview.json();
      expect(body).toMatchObject({ name, title });
      expect(body.subject).not.toBe('');
      expect(body.html).toContain('<html');
      expect(body.text.length).toBeGreaterThan(40);
      const ownLinks = [...String(body.html).matchAll(/<a\s[^>]*href="([^"]*)"/g)]
        .map((m) => m[1]!)
        .filter((href) => href.startsWith(`${ORIGIN}/`));
      expect(ownLinks.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 with a sentence for an unknown template, and 401 without the admin session', async () => {
    const unknown = await gateway.inject({
      url: adminSettingsRoutes.emailPreview.path.replace(':name', 'pigeon-post'),
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no email template by that name.');
    const outsider = await gateway.inject({
      url: adminSettingsRoutes.emailPreview.path.replace(':name', 'sign-in-link'),
    });
    expect(outsider.statusCode).toBe(401);
  });

  it('serves the queue dashboard with the platform queues to a signed-in admin only', async () => {
    const page = await gateway.inject({ url: QUEUES_PATH, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await gateway.inject({ url: `${QUEUES_PATH}/api/queues`, headers: { cookie } });
    expect(api.statusCode).toBe(200);
    expect(
      api
        .json()
        .queues.map((q: { name: string }) => q.name)
        .sort(),
    ).toEqual(['deliveries', 'print-submit', 'video-render']);
    const outsider = await gateway.inject({ url: `${QUEUES_PATH}/api/queues` });
    expect(outsider.statusCode).toBe(401);
  });
});
