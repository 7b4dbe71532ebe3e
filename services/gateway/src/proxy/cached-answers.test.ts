import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CachedAnswers, type AnswerReply } from './cached-answers.js';
import { ResponseCache } from './response-cache.js';

/** A reply that records what was sent; `sent` settles once a body went out. */
function recordingReply() {
  const headers: Record<string, unknown> = {};
  let done = false;
  let resolveSent!: (body: unknown) => void;
  const sent = new Promise<unknown>((resolve) => (resolveSent = resolve));
  const reply: AnswerReply & { statusCode: number; headers: typeof headers; sent: typeof sent } = {
    statusCode: 200,
    headers,
    sent,
    code(statusCode) {
      this.statusCode = statusCode;
    },
    hasHeader: (name) => name in headers,
    // Like Fastify's, headers set after the body went out are not sent.
    header: (name, value) => {
      if (!done) headers[name] = value;
    },
    removeHeader: (name) => {
      delete headers[name];
    },
    send: (payload) => {
      done = true;
      resolveSent(payload);
    },
  };
  return reply;
}

const BODY = Buffer.from('the card preview');
const answer = (statusCode: number, headers: IncomingHttpHeaders, body: Buffer = BODY) => ({
  statusCode,
  headers: { 'content-length': String(body.length), ...headers },
  stream: Readable.from([body]),
});
const fresh60 = {
  etag: '"v1"',
  'cache-control': 'public, max-age=60',
  'content-type': 'image/png',
};

describe('CachedAnswers', () => {
  let cached: CachedAnswers;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T09:00:00Z') });
    cached = new CachedAnswers(
      new ResponseCache({ maxBytes: 10_000, maxEntryBytes: 1000, maxFreshMs: 30_000 }),
    );
  });
  afterEach(() => vi.useRealTimers());

  /** One request through the proxy: fresh from the cache, or forwarded and answered by `upstream`. */
  async function get(
    upstream: ReturnType<typeof answer>,
    headers: IncomingHttpHeaders = {},
  ): Promise<{
    from: 'cache' | 'upstream';
    asked?: string;
    reply: ReturnType<typeof recordingReply>;
  }> {
    const request = { method: 'GET', url: '/api/cards/c1/preview.png', headers };
    const reply = recordingReply();
    if (cached.answerFresh(request, reply)) {
      await reply.sent;
      return { from: 'cache', reply };
    }
    const asked = cached.forwardHeaders(request, {})['if-none-match'] as string | undefined;
    cached.answer(request, reply, upstream, (error) => {
      throw error;
    });
    await reply.sent;
    return { from: 'upstream', asked, reply };
  }

  it('serves a fresh copy without the upstream, with its age', async () => {
    await get(answer(200, fresh60));
    vi.advanceTimersByTime(12_000);
    const again = await get(answer(500, {}));
    expect(again.from).toBe('cache');
    expect(again.reply.statusCode).toBe(200);
    expect(again.reply.headers).toMatchObject({ etag: '"v1"', age: '12', 'content-length': 16 });
    expect(await again.reply.sent).toEqual(BODY);
  });

  it('confirms a copy with the upstream once the gateway’s own limit has passed, then serves it fresh again', async () => {
    await get(answer(200, fresh60));
    vi.advanceTimersByTime(30_000);
    const confirmed = await get(answer(304, fresh60, Buffer.alloc(0)));
    expect(confirmed).toMatchObject({ from: 'upstream', asked: '"v1"' });
    expect(await confirmed.reply.sent).toEqual(BODY);
    vi.advanceTimersByTime(29_000);
    expect((await get(answer(500, {}))).from).toBe('cache');
  });

  it('confirms a copy whose upstream lifetime is over, or that the upstream wants confirmed', async () => {
    await get(answer(200, { ...fresh60, 'cache-control': 'public, max-age=5' }));
    vi.advanceTimersByTime(5_000);
    expect((await get(answer(304, fresh60, Buffer.alloc(0)))).from).toBe('upstream');

    cached = new CachedAnswers(
      new ResponseCache({ maxBytes: 10_000, maxEntryBytes: 1000, maxFreshMs: 30_000 }),
    );
    await get(answer(200, { ...fresh60, 'cache-control': 'public, no-cache' }));
    expect((await get(answer(304, fresh60, Buffer.alloc(0)))).from).toBe('upstream');
  });

  it('asks the upstream when the visitor reloads (no-cache, max-age=0)', async () => {
    await get(answer(200, fresh60));
    for (const cacheControl of ['no-cache', 'max-age=0']) {
      // max-age=0 refuses a copy older than 0 s: each is a second old.
      vi.advanceTimersByTime(1_000);
      const reload = await get(answer(304, fresh60, Buffer.alloc(0)), {
        'cache-control': cacheControl,
      });
      expect(reload.from).toBe('upstream');
    }
  });

  it('never serves without the upstream when the gateway’s limit is 0', async () => {
    cached = new CachedAnswers(
      new ResponseCache({ maxBytes: 10_000, maxEntryBytes: 1000, maxFreshMs: 0 }),
    );
    await get(answer(200, fresh60));
    expect((await get(answer(304, fresh60, Buffer.alloc(0)))).from).toBe('upstream');
  });
});
