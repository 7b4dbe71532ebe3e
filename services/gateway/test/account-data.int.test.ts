import {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_DATA_PARTS,
  accountDataRoutes,
  type AccountDataExport,
} from '@cardsmith/contracts';
import { createTestServiceContext } from '@cardsmith/testing';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_COOKIE } from '../src/accounts/accounts.routes.js';
import { hashToken, newAccountId, newSecretToken } from '../src/accounts/magic-link.js';
import type { GatewayDb } from '../src/db/database.js';
import { buildGateway, listen, visitorCookie } from './support.js';

const ctx = createTestServiceContext<GatewayDb>(inject('infra'), 'gateway');
const ORIGIN = 'http://localhost:8080';
const PICTURE = Buffer.from('not really a png, but bytes all the same');

/**
 * Scheduler, print, media, collab and ai as far as the account page needs them: one loopback
 * peer answering their account-data routes (recording what was asked) and media's file route.
 */
const asked: { route: 'export' | 'erase'; ownerIds: string[] }[] = [];
let failExports = false;
const peer = Fastify();
peer.post(accountDataRoutes.export.path, async (request, reply) => {
  const { ownerIds } = request.body as { ownerIds: string[] };
  asked.push({ route: 'export', ownerIds });
  if (failExports) return reply.code(500).send({ code: 'internal', message: 'down' });
  const answer: AccountDataExport = {
    records: { things: [{ ownerIds }] },
    files: [
      {
        mediaId: 'pic-1',
        name: 'files/image-pic-1.png',
        contentType: 'image/png',
        bytes: PICTURE.length,
      },
    ],
  };
  return answer;
});
peer.post(accountDataRoutes.erase.path, async (request) => {
  asked.push({ route: 'erase', ownerIds: (request.body as { ownerIds: string[] }).ownerIds });
  return { erased: { things: 1 } };
});
peer.get('/api/media/:id', async (_request, reply) => reply.type('image/png').send(PICTURE));

let gateway: Awaited<ReturnType<typeof buildGateway>>;

beforeAll(async () => {
  const peerUrl = await listen(peer);
  gateway = await buildGateway(
    {
      PUBLIC_ORIGIN: ORIGIN,
      CARDS_URL: inject('serviceUrls').cards!,
      SCHEDULER_URL: peerUrl,
      PRINT_URL: peerUrl,
      MEDIA_URL: peerUrl,
      COLLAB_URL: peerUrl,
      AI_URL: peerUrl,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
    },
    ctx.redis,
  );
});

afterAll(async () => {
  await gateway?.close();
  await peer.close();
  await ctx.close();
});

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

/** A visitor with a cookie of their own and a saved card. */
async function visitorWithCard(ip: string) {
  const first = await gateway.inject({ url: '/api/cards', remoteAddress: ip });
  const cookie = visitorCookie(first)!;
  const card = await gateway.inject({
    method: 'POST',
    url: '/api/cards',
    headers: { cookie, origin: ORIGIN },
    remoteAddress: ip,
    payload: { title: 'A card for Sam', cardMessage: 'Hey Sam' },
  });
  expect(card.statusCode).toBe(201);
  return {
    cookie,
    visitorId: decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!,
    cardId: card.json().id as string,
  };
}

const exportAs = (cookie: string, ip: string) =>
  gateway.inject({ url: '/api/account/export', headers: { cookie }, remoteAddress: ip });

const unzip = (res: LightMyRequestResponse) => unzipSync(new Uint8Array(res.rawPayload));

describe('GET /api/account/export', () => {
  it('answers one ZIP of every part: the card from cards, the peers’ records and the stored file', async () => {
    const ip = freshIp();
    const { cookie, cardId } = await visitorWithCard(ip);
    const res = await exportAs(cookie, ip);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="cardsmith-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const files = unzip(res);
    expect(strFromU8(files['README.txt']!)).toContain('this browser (not signed in)');
    const cards = JSON.parse(strFromU8(files['cards/cards.json']!));
    expect(cards).toEqual([
      expect.objectContaining({ id: cardId, title: 'A card for Sam', card_message: 'Hey Sam' }),
    ]);
    for (const part of ACCOUNT_DATA_PARTS.filter((p) => p !== 'cards')) {
      expect(JSON.parse(strFromU8(files[`${part}/things.json`]!))).toHaveLength(1);
      expect(Buffer.from(files[`${part}/files/image-pic-1.png`]!).equals(PICTURE)).toBe(true);
    }
  });

  it('is refused with a sentence after three downloads a day', async () => {
    const ip = freshIp();
    const { cookie } = await visitorWithCard(ip);
    for (let i = 0; i < 3; i++) expect((await exportAs(cookie, ip)).statusCode).toBe(200);
    const over = await exportAs(cookie, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(
      /^You have downloaded your data several times today\. You can download it again after 00:00 UTC tomorrow\.$/,
    );
  });

  it('answers 503 naming the part when a service does not answer, before any byte of ZIP', async () => {
    const ip = freshIp();
    const { cookie } = await visitorWithCard(ip);
    failExports = true;
    try {
      const res = await exportAs(cookie, ip);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        ACCOUNT_DATA_MESSAGES.exportUnavailable('scheduled deliveries'),
      );
    } finally {
      failExports = false;
    }
  });
});

describe('DELETE /api/account', () => {
  const erase = (cookie: string, ip: string, confirm = 'DELETE') =>
    gateway.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie, origin: ORIGIN },
      remoteAddress: ip,
      payload: { confirm },
    });

  it('asks for the word first', async () => {
    const ip = freshIp();
    const { cookie } = await visitorWithCard(ip);
    const res = await erase(cookie, ip, 'yes');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].message).toBe(ACCOUNT_DATA_MESSAGES.confirm);
  });

  it('goes through every part in order, deletes the card and gives the browser a new visitor', async () => {
    const ip = freshIp();
    const { cookie, visitorId, cardId } = await visitorWithCard(ip);
    asked.length = 0;
    const res = await erase(cookie, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      deleted: true,
      parts: { cards: { cards: 1 }, scheduler: { things: 1 } },
    });
    expect(res.json().parts.account).toBeUndefined();
    // The peer answers for five parts, cards for itself: in ACCOUNT_DATA_PARTS order.
    expect(asked).toEqual(
      ACCOUNT_DATA_PARTS.filter((p) => p !== 'cards').map(() => ({
        route: 'erase',
        ownerIds: [visitorId],
      })),
    );
    const renewed = visitorCookie(res)!;
    expect(renewed).not.toBe(cookie);
    const gone = await gateway.inject({
      url: `/api/cards/${cardId}`,
      headers: { cookie },
      remoteAddress: ip,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('closes a signed-in account: every session, its links and the account itself', async () => {
    const ip = freshIp();
    const { cookie } = await visitorWithCard(ip);
    const accountId = newAccountId();
    const email = `erase-${accountId.slice(0, 8).toLowerCase()}@example.com`;
    const sessions = [newSecretToken(), newSecretToken()];
    await ctx.db.insertInto('account').values({ id: accountId, email }).execute();
    for (const token of sessions) {
      await ctx.db
        .insertInto('account_session')
        .values({
          token_hash: hashToken(token),
          account_id: accountId,
          created_at: new Date(),
          expires_at: new Date(Date.now() + 86_400_000),
        })
        .execute();
    }
    const signedIn = `${cookie}; ${ACCOUNT_COOKIE}=${sessions[0]}`;
    asked.length = 0;
    const res = await erase(signedIn, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json().parts.account).toEqual({ accounts: 1, sessions: 2, signInLinks: 0 });
    expect(asked[0]!.ownerIds).toContain(accountId);
    expect(res.cookies.find((c) => c.name === ACCOUNT_COOKIE)?.value).toBe('');
    const other = await gateway.inject({
      url: '/api/auth/session',
      headers: { cookie: `${ACCOUNT_COOKIE}=${sessions[1]}` },
      remoteAddress: ip,
    });
    expect(other.json()).toEqual({ signedIn: false });
    expect(
      await ctx.db.selectFrom('account').where('id', '=', accountId).selectAll().execute(),
    ).toEqual([]);
  });
});
