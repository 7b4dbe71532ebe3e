import { VIDEO_MESSAGES } from '@cardsmith/contracts';
import {
  CARD_ACCESS_HEADER,
  CARD_ACCESS_SIGNATURE_HEADER,
  cardAccessHeaders,
} from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildGateway, DEAD_URL, startEchoUpstream, visitorCookie } from './support.js';

/**
 * Media calls nobody: the gateway asks the real cards service for the visitor's role on the card
 * of a video request and the card's front, which cards draws into media (a stand-in started by
 * global-setup), and forwards both signed. Media here is an echo that shows what it received.
 */
const infra = inject('infra');
const ctx = createTestServiceContext(infra, 'gateway');
let media: Awaited<ReturnType<typeof startEchoUpstream>>;
let gateway: FastifyInstance;

beforeAll(async () => {
  media = await startEchoUpstream('media');
  gateway = await buildGateway(
    {
      CARDS_URL: inject('serviceUrls').cards!,
      SCHEDULER_URL: DEAD_URL,
      MEDIA_URL: media.url,
      AI_URL: DEAD_URL,
      PRINT_URL: DEAD_URL,
      COLLAB_URL: DEAD_URL,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
    },
    ctx.redis,
  );
});

afterAll(async () => {
  await gateway?.close();
  await media?.app.close();
  await ctx.close();
});

const idOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1, cookie.lastIndexOf('.'));

/** A visitor with a cookie of its own and a card it owns. */
async function owner() {
  const created = await gateway.inject({ method: 'POST', url: '/api/cards', payload: {} });
  expect(created.statusCode).toBe(201);
  const cookie = visitorCookie(created)!;
  return { cookie, id: idOf(cookie), cardId: created.json().id as string };
}

async function stranger() {
  const first = await gateway.inject({ url: '/api/catalog/moods' });
  return visitorCookie(first)!;
}

const videoRequest = (cookie: string | null, query: string, headers = {}) =>
  gateway.inject({
    method: 'POST',
    url: `/api/video/create-card${query}`,
    headers: {
      'content-type': 'multipart/form-data; boundary=x',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    payload: '--x--\r\n',
  });

describe('a video request’s card, checked by the gateway', () => {
  it("forwards the owner's request with the role signed for that visitor and card", async () => {
    const alice = await owner();
    const answer = await videoRequest(alice.cookie, `?cardId=${alice.cardId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const seen = answer.json();
    expect(seen.service).toBe('media');
    // Cards drew the card's front and had media keep it: the claim names that blob.
    const [cardId, role, frontBlobId] = String(seen.headers[CARD_ACCESS_HEADER]).split(' ');
    expect([cardId, role]).toEqual([alice.cardId, 'owner']);
    expect(frontBlobId).toMatch(/^kept-front-\d+$/);
    const expected = cardAccessHeaders(TEST_INTERNAL_SECRET, alice.id, {
      cardId: alice.cardId,
      role: 'owner',
      frontBlobId: frontBlobId!,
    });
    expect(seen.headers[CARD_ACCESS_SIGNATURE_HEADER]).toBe(expected[CARD_ACCESS_SIGNATURE_HEADER]);
  });

  it('answers a stranger 403 and a card that does not exist 404, without reaching media', async () => {
    const alice = await owner();
    const mallory = await stranger();
    const refused = await videoRequest(mallory, `?cardId=${alice.cardId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', message: VIDEO_MESSAGES.notYourCard });
    const missing = await videoRequest(alice.cookie, '?cardId=CardDoesNotExist01');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: VIDEO_MESSAGES.cardNotFound });
    const unnamed = await videoRequest(alice.cookie, '');
    expect(unnamed.statusCode).toBe(400);
  });

  it('drops a claim a client sends, even one correctly signed', async () => {
    const alice = await owner();
    const mallory = await stranger();
    const forged = cardAccessHeaders(TEST_INTERNAL_SECRET, idOf(mallory), {
      cardId: alice.cardId,
      role: 'owner',
      frontBlobId: 'kept-front-1',
    });
    const refused = await videoRequest(mallory, `?cardId=${alice.cardId}`, forged);
    expect(refused.statusCode).toBe(403);
    // A visitor issued now is forwarded unchecked (media refuses it itself), and without the claim.
    const fresh = await videoRequest(null, `?cardId=${alice.cardId}`, forged);
    expect(fresh.json().headers[CARD_ACCESS_HEADER]).toBeUndefined();
    expect(fresh.json().headers[CARD_ACCESS_SIGNATURE_HEADER]).toBeUndefined();
    const other = await gateway.inject({
      url: '/api/media/file-list',
      headers: { cookie: mallory, ...forged },
    });
    expect(other.json().headers[CARD_ACCESS_HEADER]).toBeUndefined();
    expect(other.json().headers[CARD_ACCESS_SIGNATURE_HEADER]).toBeUndefined();
  });
});
