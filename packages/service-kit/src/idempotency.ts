import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from './errors.js';

/** The header a form sends with each submission that creates something (Stripe's name). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer repeated from the first request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
const DAY_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Use an Idempotency-Key of 8 to 100 letters, digits, dashes or underscores.',
  inProgress: 'This request is already being handled. Please wait a moment and look again.',
  otherRequest: 'This Idempotency-Key was already used for a different request.',
} as const;

type Stored =
  | { state: 'pending'; fingerprint: string }
  | { state: 'done'; fingerprint: string; statusCode: number; body: string };

interface Claim {
  storeKey: string;
  fingerprint: string;
}

/** The request's own key in the store: per visitor and route, so keys never cross people. */
export function idempotencyStoreKey(
  prefix: string,
  request: { visitorId: string; method: string; route: string; key: string },
): string {
  return `${prefix}${request.visitorId}:${request.method} ${request.route}:${request.key}`;
}

/** What the request asked for: the same key with other contents is another request. */
export function requestFingerprint(params: unknown, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([params ?? null, body ?? null]))
    .digest('base64url');
}

/**
 * One submit, one result: a request to one of `routes` with an `Idempotency-Key` header is
 * answered once; the same visitor sending the same key to the same route within `ttlMs`
 * (24 h) gets the first 2xx answer again (with `Idempotent-Replayed: true`) instead of a second
 * thing created. While the first is still running a repeat is 409; a failed first answer is
 * forgotten, so a retry runs; the same key with other contents is 409 too. Without the header, or without Redis, requests run as usual.
 */
export function installIdempotency(
  app: FastifyInstance,
  options: {
    redis: Redis;
    prefix: string;
    routes: readonly { method: string; path: string }[];
    ttlMs?: number;
  },
): void {
  const { redis, prefix } = options;
  const ttlMs = options.ttlMs ?? DAY_MS;
  const covered = new Set(options.routes.map((route) => `${route.method} ${route.path}`));
  const claims = new WeakMap<FastifyRequest, Claim>();

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    const route = request.routeOptions.url ?? '';
    if (key === undefined || !request.visitorId || !covered.has(`${request.method} ${route}`)) {
      return;
    }
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new HttpError(400, 'validation_failed', IDEMPOTENCY_MESSAGES.badKey);
    }
    const storeKey = idempotencyStoreKey(prefix, {
      visitorId: request.visitorId,
      method: request.method,
      route,
      key,
    });
    const fingerprint = requestFingerprint(request.params, request.body);
    let stored: Stored | null;
    try {
      const pending: Stored = { state: 'pending', fingerprint };
      const claimed = await redis.set(storeKey, JSON.stringify(pending), 'PX', ttlMs, 'NX');
      if (claimed) {
        claims.set(request, { storeKey, fingerprint });
        return;
      }
      const raw = await redis.get(storeKey);
      stored = raw ? (JSON.parse(raw) as Stored) : null;
    } catch (error) {
      request.log.warn({ err: error }, 'idempotency skipped: Redis did not answer');
      return;
    }
    // Expired between the two calls: nothing to repeat.
    if (!stored) return;
    if (stored.fingerprint !== fingerprint) {
      throw new HttpError(409, 'conflict', IDEMPOTENCY_MESSAGES.otherRequest);
    }
    if (stored.state === 'pending') {
      throw new HttpError(409, 'conflict', IDEMPOTENCY_MESSAGES.inProgress);
    }
    return reply
      .code(stored.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
      .send(stored.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        const done: Stored = {
          state: 'done',
          fingerprint: claim.fingerprint,
          statusCode: reply.statusCode,
          body: payload,
        };
        await redis.set(claim.storeKey, JSON.stringify(done), 'PX', ttlMs);
      } else {
        await redis.del(claim.storeKey);
      }
    } catch (error) {
      request.log.warn({ err: error }, 'idempotency: the answer could not be kept');
    }
    return payload;
  });
}
