import { Transform, type Readable } from 'node:stream';
import { HttpError } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import { bodyLimitFor, pathOf } from '../routing/routing-table.js';
import { answerFor } from './own-answer.js';

export const payloadTooLarge = () =>
  new HttpError(413, 'payload_too_large', 'The request is too large.');

/** Marks a chunked body that outgrew its limit while it was being forwarded. */
export class BodyLimitExceeded extends Error {
  override name = 'BodyLimitExceeded';
}

export function exceedsLimit(contentLength: string | undefined, limit: number): boolean {
  if (contentLength === undefined) return false;
  const length = Number(contentLength);
  return Number.isFinite(length) && length > limit;
}

/** Passes a body through unchanged, failing it once more than `limit` bytes went by. */
export function limitStream(source: Readable, limit: number): Readable {
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new BodyLimitExceeded(`body larger than ${limit} bytes`));
      else callback(null, chunk);
    },
  });
  source.on('error', (error) => limiter.destroy(error));
  return source.pipe(limiter);
}

/**
 * Rejects a declared oversize body before a byte of it is forwarded; a body whose length was
 * not declared (or was understated) is counted on its way through (see limitStream).
 */
export function installBodyLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const limit = bodyLimitFor(request.method, pathOf(request.url));
    if (exceedsLimit(request.headers['content-length'], limit)) {
      // Unread, the body would otherwise be drained to its end to keep the connection alive.
      reply.header('connection', 'close');
      throw answerFor(request, payloadTooLarge());
    }
  });
}
