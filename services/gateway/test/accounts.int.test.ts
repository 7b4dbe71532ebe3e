import {
  ACCOUNT_MESSAGES,
  accountAdminRoutes,
  accountRoutes,
  adminRoutes,
  MAGIC_LINK_MINUTES,
  ownershipRoutes,
  type AdminUsers,
} from '@cardsmith/contracts';
import { signAccountVisitor, VISITOR_ACCOUNT_HEADER } from '@cardsmith/service-kit';
import {
  createTestServiceContext,
  startService,
  TEST_INTERNAL_SECRET,
  type StartedService,
} from '@cardsmith/testing';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_COOKIE } from '../src/accounts/accounts.routes.js';
import { ADMIN_COOKIE } from '../src/admin/admin.routes.js';
import type { GatewayDb } from '../src/db/database.js';
import { buildGateway, listen, TEST_ADMIN_PASSWORD } from './support.js';

const ctx = createTestServiceContext<GatewayDb>(inject('infra'), 'gateway');
const ORIGIN = 'http://localhost:8080';
const RUN = Math.random().toString(36).slice(2, 10);
let nextEmail = 1;
let nextIp = 1;
/** Each test asks for links for addresses and from networks of its own, so limits never cross. */
const freshEmail = () => `person-${RUN}-${nextEmail++}@example.com`;
const freshIp = () => `203.0.113.${nextIp++}`;

/**
 * Print and media as far as accounts need them: their ownership routes, recording each claim.
 * `failNextClaims` makes the next claims fail, as a service that is down would.
 */
const claims: { fromOwnerId: string; toOwnerId: string }[] = [];
let failNextClaims = 0;
const peer = Fastify();
peer.post(ownershipRoutes.claim.path, async (request, reply) => {
  if (failNextClaims > 0) {
    failNextClaims--;
    return reply.code(500).send({ code: 'internal', message: 'down' });
  }
  claims.push(request.body as (typeof claims)[number]);
  return { moved: 0 };
});
peer.post(ownershipRoutes.counts.path, async () => ({ counts: {} }));
/** The visitor headers of the last request forwarded to print's order list. */
let forwarded: Record<string, unknown> = {};
peer.get('/api/print/orders', async (request) => {
  forwarded = request.headers;
  return { orders: [] };
});
peer.get(ownershipRoutes.recentOwners.path, async () => ({ owners: [] }));

let scheduler: StartedService;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let clockMs = Date.parse('2026-11-24T20:00:00Z');
/** A gateway on a clock the test moves, for links that expire. */
let clocked: Awaited<ReturnType<typeof buildGateway>>;

beforeAll(async () => {
  const cardsUrl = inject('serviceUrls').cards!;
  const peerUrl = await listen(peer);
  scheduler = await startService({
    name: 'scheduler',
    infra: inject('infra'),
    env: { CARDS_URL: cardsUrl, PUBLIC_ORIGIN: ORIGIN, SMTP_URL: '' },
  });
  const env = {
    PUBLIC_ORIGIN: ORIGIN,
    CARDS_URL: cardsUrl,
    SCHEDULER_URL: scheduler.url,
    PRINT_URL: peerUrl,
    MEDIA_URL: peerUrl,
    WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
  };
  gateway = await buildGateway(env, ctx.redis);
  clocked = await buildGateway(env, ctx.redis, { now: () => clockMs });
}, 180_000);
afterAll(async () => {
  await gateway?.close();
  await clocked?.close();
  await scheduler?.stop();
  await peer.close();
  await ctx.close();
});

type Gateway = typeof gateway;

/** The token of the last sign-in link the scheduler's outbox holds for the address. */
async function linkTokenFor(email: string): Promise<string> {
  const { rows } = await sql<{ text: string; subject: string }>`
    select text, subject from scheduler.outbox_message
    where recipient = ${email} order by created_at desc limit 1`.execute(ctx.db);
  expect(rows[0]?.subject).toBe('Your Cardsmith sign-in link');
  const link = /(http\S+\/sign-in\/verify\?token=\S+)/.exec(rows[0]!.text)![1]!;
  expect(link.startsWith(`${ORIGIN}/sign-in/verify?token=`)).toBe(true);
  return new URL(link).searchParams.get('token')!;
}

/** A browser: its cookies, kept across requests like a real one. */
class Device {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: Gateway = gateway,
    readonly ip = freshIp(),
  ) {}

  async request(method: 'GET' | 'POST', url: string, payload?: object) {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: ORIGIN,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      ...(payload ? { payload } : {}),
    });
    for (const cookie of res.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) {
        this.cookies.delete(cookie.name);
      } else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  has(name: string) {
    return this.cookies.has(name);
  }

  async createCard(title: string): Promise<string> {
    const res = await this.request('POST', '/api/cards', { title });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  async cardIds(): Promise<string[]> {
    const res = await this.request('GET', '/api/cards');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().cards as { id: string }[]).map((card) => card.id).sort();
  }

  signIn(email: string) {
    return this.request('POST', accountRoutes.signIn.path, { email });
  }

  verify(token: string) {
    return this.request('POST', accountRoutes.verify.path, { token });
  }

  /** Asks for a link, reads it from the outbox and uses it. */
  async signInFully(email: string) {
    const asked = await this.signIn(email);
    expect(asked.statusCode, asked.body).toBe(200);
    const verified = await this.verify(await linkTokenFor(email));
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json();
  }

  async session() {
    return (await this.request('GET', accountRoutes.session.path)).json();
  }
}

describe('the signed-in claim services see', () => {
  it('is the gateway’s signature for the account, and a client cannot send its own', async () => {
    const device = new Device();
    const { account } = await device.signInFully(freshEmail());
    await device.request('GET', '/api/print/orders');
    expect(forwarded['x-visitor-id']).toBe(account.id);
    expect(forwarded[VISITOR_ACCOUNT_HEADER]).toBe(
      signAccountVisitor(TEST_INTERNAL_SECRET, account.id),
    );

    const forged = await gateway.inject({
      method: 'GET',
      url: '/api/print/orders',
      remoteAddress: freshIp(),
      headers: { [VISITOR_ACCOUNT_HEADER]: signAccountVisitor(TEST_INTERNAL_SECRET, 'someone') },
    });
    expect(forged.statusCode).toBe(200);
    expect(forwarded[VISITOR_ACCOUNT_HEADER]).toBeUndefined();
  });
});

describe('magic-link sign-in', () => {
  it('emails a single-use link that signs the device in and claims its anonymous cards', async () => {
    const email = freshEmail();
    const phone = new Device();
    const before = await phone.createCard('Made before signing in');
    const accountsBefore = await ctx.db
      .selectFrom('account')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(accountsBefore).toEqual([]);

    const asked = await phone.signIn(email.toUpperCase());
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ sent: true, expiresInMinutes: MAGIC_LINK_MINUTES });
    const token = await linkTokenFor(email);
    const stored = await ctx.db
      .selectFrom('sign_in_link')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);

    const verified = await phone.verify(token);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ signedIn: true, account: { email } });
    const cookie = verified.cookies.find((c) => c.name === ACCOUNT_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const account = verified.json().account as { id: string };
    expect(await phone.cardIds()).toEqual([before]);
    expect(await phone.session()).toMatchObject({ signedIn: true, account });
    expect(claims).toContainEqual({ fromOwnerId: expect.any(String), toOwnerId: account.id });

    const again = await new Device().verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.linkUsed);

    // A second device signing in sees the same cards, and brings its own.
    const laptop = new Device();
    const fromLaptop = await laptop.createCard('Made on the laptop');
    await laptop.signInFully(email);
    expect(await laptop.cardIds()).toEqual([before, fromLaptop].sort());
    expect(await phone.cardIds()).toEqual([before, fromLaptop].sort());

    // Signing out returns the phone to its own, now empty, anonymous identity.
    const out = await phone.request('POST', accountRoutes.signOut.path);
    expect(out.json()).toEqual({ signedIn: false });
    expect(phone.has(ACCOUNT_COOKIE)).toBe(false);
    expect(await phone.session()).toEqual({ signedIn: false });
    expect(await phone.cardIds()).toEqual([]);
    expect(await laptop.cardIds()).toEqual([before, fromLaptop].sort());
  });

  it('refuses an expired link and an unknown one', async () => {
    const email = freshEmail();
    const device = new Device(clocked);
    expect((await device.signIn(email)).statusCode).toBe(200);
    const token = await linkTokenFor(email);
    clockMs += MAGIC_LINK_MINUTES * 60 * 1000;
    const expired = await device.verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
    expect(device.has(ACCOUNT_COOKIE)).toBe(false);

    const unknown = await device.verify('not-a-token-we-sent');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.linkUnknown);
  });

  it('says which address is wrong, and limits links per address and per network', async () => {
    const device = new Device();
    const bad = await device.signIn('not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe(ACCOUNT_MESSAGES.badEmail);

    const email = freshEmail();
    for (let i = 0; i < 5; i++) expect((await device.signIn(email)).statusCode).toBe(200);
    const sixth = await device.signIn(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(ACCOUNT_MESSAGES.tooManyLinks);
    // The same address from another network is still over its own limit.
    expect((await new Device().signIn(email)).statusCode).toBe(429);

    const network = new Device();
    for (let i = 0; i < 20; i++) {
      expect((await network.signIn(freshEmail())).statusCode).toBe(200);
    }
    expect((await network.signIn(freshEmail())).statusCode).toBe(429);
  });

  it("asks a service again for a visitor's work it failed to move", async () => {
    const email = freshEmail();
    const device = new Device();
    await device.createCard('Waiting for print to come back');
    failNextClaims = 1;
    const { account } = await device.signInFully(email);
    const pending = () =>
      ctx.db
        .selectFrom('account_visitor')
        .select('claimed_at')
        .where('account_id', '=', account.id)
        .executeTakeFirstOrThrow();
    expect((await pending()).claimed_at).toBeNull();
    await device.session();
    expect((await pending()).claimed_at).not.toBeNull();
  });
});

describe("the admin's Users section", () => {
  async function adminCookie(): Promise<string> {
    const res = await gateway.inject({
      method: 'POST',
      url: adminRoutes.login.path,
      headers: { origin: ORIGIN },
      payload: { password: TEST_ADMIN_PASSWORD },
      remoteAddress: freshIp(),
    });
    const cookie = res.cookies.find((c) => c.name === ADMIN_COOKIE)!;
    return `${cookie.name}=${cookie.value}`;
  }

  it('lists accounts and anonymous visitors with their cards, and disables an account', async () => {
    const email = freshEmail();
    const device = new Device();
    await device.createCard('Counted for the account');
    const { account } = await device.signInFully(email);
    const anonymous = new Device();
    await anonymous.createCard('Counted for a visitor');

    const cookie = await adminCookie();
    const users = await gateway.inject({
      url: accountAdminRoutes.users.path,
      headers: { cookie },
    });
    expect(users.statusCode, users.body).toBe(200);
    const body = users.json() as AdminUsers;
    expect(body.accounts).toContainEqual(
      expect.objectContaining({ id: account.id, email, disabled: false, cards: 1, orders: 0 }),
    );
    expect(body.visitors.some((v) => v.cards === 1 && v.orders === 0)).toBe(true);
    expect(body.visitors.map((v) => v.visitorId)).not.toContain(account.id);
    expect(body.notices).toEqual([]);

    const disabled = await gateway.inject({
      method: 'POST',
      url: accountAdminRoutes.disableAccount.path.replace(':id', account.id),
      headers: { cookie, origin: ORIGIN },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ id: account.id, disabled: true });
    expect(await device.session()).toEqual({ signedIn: false });
    const refused = await device.signIn(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.accountDisabled);

    const enabled = await gateway.inject({
      method: 'POST',
      url: accountAdminRoutes.enableAccount.path.replace(':id', account.id),
      headers: { cookie, origin: ORIGIN },
    });
    expect(enabled.json()).toMatchObject({ disabled: false });
    await device.signInFully(email);
    expect(await device.session()).toMatchObject({ signedIn: true });
  });
});
