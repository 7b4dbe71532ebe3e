import { randomUUID } from 'node:crypto';
import {
  accountAdminRoutes,
  ADMIN_MESSAGES,
  adminOrderRoutes,
  adminRoutes,
  adminSettingsRoutes,
  adminTemplateRoutes,
  collabAdminRoutes,
} from '@cardsmith/contracts';
import { visitorHeaders } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DASHBOARD_NOTICES } from '../src/admin/admin-dashboard.service.js';
import { ADMIN_COOKIE } from '../src/admin/admin.routes.js';
import type { GatewayDb } from '../src/db/database.js';
import { buildGateway, DEAD_URL, listen, TEST_ADMIN_PASSWORD } from './support.js';

const ctx = createTestServiceContext<GatewayDb>(inject('infra'), 'gateway');
const ORIGIN = 'http://localhost:8080';
const SESSION_ID = randomUUID();

/** A collab service on loopback with one session, answering its admin routes as collab does. */
const collab = Fastify();
const session = {
  id: SESSION_ID,
  cardId: 'card-admin-test-1',
  cardTitle: 'Team birthday',
  createdAt: new Date().toISOString(),
  lastActive: new Date().toISOString(),
  collaboratorCount: 2,
  status: 'active' as const,
  peakCollaborators: 3,
};
collab.get(collabAdminRoutes.listSessions.path, async () => ({ sessions: [session] }));
collab.get(collabAdminRoutes.stats.path, async () => ({
  totalActiveSessions: 1,
  totalCollaborators: 2,
  averageSessionDuration: 12,
  peakCollaboratorCount: 3,
  totalCards: 1,
}));
collab.post<{ Params: { id: string } }>(
  collabAdminRoutes.lockSession.path,
  async (request, reply) =>
    request.params.id === SESSION_ID
      ? { ...session, status: 'locked' }
      : reply.code(404).send({ code: 'not_found', message: 'This session does not exist.' }),
);

let gateway: Awaited<ReturnType<typeof buildGateway>>;
beforeAll(async () => {
  const collabUrl = await listen(collab);
  gateway = await buildGateway(
    {
      PUBLIC_ORIGIN: ORIGIN,
      CARDS_URL: inject('serviceUrls').cards!,
      COLLAB_URL: collabUrl,
      // Orders are test/admin-orders.int.test.ts's, against a real print service.
      PRINT_URL: DEAD_URL,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
    },
    ctx.redis,
  );
});
afterAll(async () => {
  await gateway.close();
  await collab.close();
  await ctx.close();
});

let nextAddress = 1;
/** Each test signs in from an address of its own, so lockouts never cross tests. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

async function login(password: string, remoteAddress: string) {
  return gateway.inject({
    method: 'POST',
    url: adminRoutes.login.path,
    headers: { origin: ORIGIN },
    payload: { password },
    remoteAddress,
  });
}

async function signIn(): Promise<string> {
  const res = await login(TEST_ADMIN_PASSWORD, freshAddress());
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === ADMIN_COOKIE)!;
  return `${cookie.name}=${cookie.value}`;
}

/** A valid id for any route's `:id` (session and report ids are UUIDs; a card id fits too). */
const pathOf = (path: string) => path.replace(':id', SESSION_ID).replace(':file', 'proof.pdf');

/** Every route of the admin API, whichever contract group declares it. */
const ADMIN_API = [
  ...Object.values(adminRoutes),
  ...Object.values(adminOrderRoutes),
  ...Object.values(adminTemplateRoutes),
  ...Object.values(accountAdminRoutes),
  ...Object.values(adminSettingsRoutes),
];

describe('the admin API', () => {
  it('answers 401 on every route but sign-in and its status without an admin session', async () => {
    const open: readonly object[] = [adminRoutes.login, adminRoutes.session];
    const routes = ADMIN_API.filter((route) => !open.includes(route));
    expect(routes.length).toBeGreaterThanOrEqual(27);
    for (const route of routes) {
      const res = await gateway.inject({
        method: route.method,
        url: pathOf(route.path),
        headers: { origin: ORIGIN, cookie: `${ADMIN_COOKIE}=forged-or-stale-token` },
      });
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(res.json().message).toBe(ADMIN_MESSAGES.signInRequired);
    }
  });

  it("says 'Access Denied' to a wrong password and signs in with the right one", async () => {
    const address = freshAddress();
    const wrong = await login('not the password', address);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Access Denied');
    expect(wrong.cookies.map((c) => c.name)).not.toContain(ADMIN_COOKIE);

    const right = await login(TEST_ADMIN_PASSWORD, address);
    expect(right.statusCode).toBe(200);
    const cookie = right.cookies.find((c) => c.name === ADMIN_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    const headers = { cookie: `${cookie.name}=${cookie.value}` };
    const status = await gateway.inject({ url: adminRoutes.session.path, headers });
    expect(status.json()).toMatchObject({ signedIn: true });
    const none = await gateway.inject({ url: adminRoutes.session.path });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ signedIn: false });
  });

  it('ends the session at sign-out and at its expiry', async () => {
    const cookie = await signIn();
    const out = await gateway.inject({
      method: 'POST',
      url: adminRoutes.logout.path,
      headers: { origin: ORIGIN, cookie },
    });
    expect(out.statusCode).toBe(200);
    const after = await gateway.inject({ url: adminRoutes.dashboard.path, headers: { cookie } });
    expect(after.statusCode).toBe(401);

    const second = await signIn();
    await sql`update gateway.admin_session set expires_at = now() - interval '1 second'
      where revoked_at is null and created_at > now() - interval '1 minute'`.execute(ctx.db);
    const expired = await gateway.inject({
      url: adminRoutes.session.path,
      headers: { cookie: second },
    });
    expect(expired.json()).toEqual({ signedIn: false });
  });

  it('counts cards and visitors from cards, accounts from its own table and live sessions from collab on the dashboard', async () => {
    const cookie = await signIn();
    const countAccounts = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('account')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countAccounts();
    await ctx.db
      .insertInto('account')
      .values([
        { id: randomUUID(), email: `counted-${randomUUID()}@example.com` },
        {
          id: randomUUID(),
          email: `disabled-${randomUUID()}@example.com`,
          disabled_at: new Date(),
        },
      ])
      .execute();
    const res = await gateway.inject({ url: adminRoutes.dashboard.path, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const dashboard = adminRoutes.dashboard.response.parse(res.json());
    // Other test files sign accounts up in this database meanwhile, never removing one.
    expect(dashboard.counters.accounts).toBeGreaterThanOrEqual(before + 2);
    expect(dashboard.counters.accounts).toBeLessThanOrEqual(await countAccounts());
    expect(dashboard.counters.cards).toEqual(expect.any(Number));
    expect(dashboard.counters.visitors).toEqual(expect.any(Number));
    expect(dashboard.counters.liveCollaborationSessions).toBe(1);
    expect(dashboard.counters.orders).toBeNull();
    expect(dashboard.notices).toEqual([DASHBOARD_NOTICES.printDown]);
  });

  it('relays collaboration admin, and collab’s own refusals', async () => {
    const cookie = await signIn();
    const list = await gateway.inject({
      url: `${adminRoutes.collabSessions.path}?search=birthday`,
      headers: { cookie },
    });
    expect(list.json().sessions).toEqual([session]);
    const lock = await gateway.inject({
      method: 'POST',
      url: pathOf(adminRoutes.lockCollabSession.path),
      headers: { origin: ORIGIN, cookie },
    });
    expect(lock.json().status).toBe('locked');
    const missing = await gateway.inject({
      method: 'POST',
      url: adminRoutes.lockCollabSession.path.replace(':id', randomUUID()),
      headers: { origin: ORIGIN, cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This session does not exist.');
  });
});

describe('card moderation through the admin API', () => {
  it('lists, hides and shows again a card of the cards service', async () => {
    const cookie = await signIn();
    const visitorCard = await fetch(`${inject('serviceUrls').cards!}/api/cards`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...visitorHeaders(TEST_INTERNAL_SECRET, `visitor-${randomUUID()}`),
      },
      body: JSON.stringify({ title: `Moderated ${SESSION_ID}` }),
    });
    const { id } = (await visitorCard.json()) as { id: string };
    const listed = await gateway.inject({
      url: `${adminRoutes.cards.path}?search=${id}`,
      headers: { cookie },
    });
    expect(listed.json().cards).toEqual([expect.objectContaining({ id, hidden: false })]);
    const hidden = await gateway.inject({
      method: 'POST',
      url: adminRoutes.hideCard.path.replace(':id', id),
      headers: { origin: ORIGIN, cookie },
    });
    expect(hidden.json()).toMatchObject({ id, hidden: true });
    const reports = await gateway.inject({
      url: adminRoutes.cardReports.path,
      headers: { cookie },
    });
    expect(reports.statusCode).toBe(200);
  });
});

describe('the admin dashboard while services are down', () => {
  it('leaves their figures out and says why', async () => {
    const alone = await buildGateway(
      {
        PUBLIC_ORIGIN: ORIGIN,
        CARDS_URL: DEAD_URL,
        COLLAB_URL: DEAD_URL,
        PRINT_URL: DEAD_URL,
        WEB_DIST_DIR: '/nonexistent',
      },
      ctx.redis,
    );
    try {
      const res = await alone.inject({
        method: 'POST',
        url: adminRoutes.login.path,
        headers: { origin: ORIGIN },
        payload: { password: TEST_ADMIN_PASSWORD },
        remoteAddress: freshAddress(),
      });
      const cookie = res.cookies.find((c) => c.name === ADMIN_COOKIE)!;
      const dashboard = await alone.inject({
        url: adminRoutes.dashboard.path,
        headers: { cookie: `${cookie.name}=${cookie.value}` },
      });
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.json().counters).toEqual({
        visitors: null,
        // Accounts are the gateway's own: counted whatever the services do.
        accounts: expect.any(Number),
        cards: null,
        orders: null,
        revenueCents: null,
        liveCollaborationSessions: null,
      });
      expect(dashboard.json().notices).toEqual([
        DASHBOARD_NOTICES.cardsDown,
        DASHBOARD_NOTICES.collabDown,
        DASHBOARD_NOTICES.printDown,
      ]);
    } finally {
      await alone.close();
    }
  });
});
