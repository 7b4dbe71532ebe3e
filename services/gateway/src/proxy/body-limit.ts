import { Transform, type Readable } from 'node:stream';
import { HttpError } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import { bodyLimitFor, pathOf } from '../routing/routing-table.js';
import { answerFor } from './own-answer.js';

const MB = 1024 * 1024;

/** A byte limit as people read sizes: whole MB, or KB below one. */
export const describeSize = (bytes: number) =>
  bytes >= MB ? `${Math.floor(bytes / MB)} MB` : `${Math.floor(bytes / 1024)} KB`;

/** The refusal of a body over `limit` bytes, saying the limit. */
export const payloadTooLarge = (limit: number) =>
  new HttpError(
    413,
    'payload_too_large',
    `The request is too large: this address accepts at most ${describeSize(limit)}.`,
  );

/** Marks a chunked body that outgrew its limit while it was being forwarded. */
export class BodyLimitExceeded extends Error {
  override name = 'BodyLimitExceeded';

  constructor(readonly limit: number) {
    super(`body larger than ${limit} bytes`);
  }
}

/** The declared length of a body, or null when it was not declared (chunked) or is no number. */
function declaredLength(contentLength: string | undefined): number | null {
  if (contentLength === undefined) return null;
  const length = Number(contentLength);
  return Number.isFinite(length) ? length : null;
}

export function exceedsLimit(contentLength: string | undefined, limit: number): boolean {
  const length = declaredLength(contentLength);
  return length !== null && length > limit;
}

/**
 * How far past its limit a refused body is still read and thrown away so its connection can
 * carry the visitor's next request; a larger one closes the connection instead of being read.
 */
export const DRAINED_EXCESS_BYTES = 4 * 1024 * 1024;

/** Whether a refused body is small enough to read to its end rather than close the connection. */
export function drainsRefusedBody(contentLength: string | undefined, limit: number): boolean {
  const length = declaredLength(contentLength);
  return length !== null && length <= limit + DRAINED_EXCESS_BYTES;
}

/** Passes a body through unchanged, failing it once more than `limit` bytes went by. */
export function limitStream(source: Readable, limit: number): Readable {
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new BodyLimitExceeded(limit));
      else callback(null, chunk);
    },
  });
  source.on('error', (error) => limiter.destroy(error));
  return source.pipe(limiter);
}

/**
 * Rejects a declared oversize body before a byte of it is forwarded; a body whose length was
 * not declared (or was understated) is counted on its way through (see limitStream). Node reads
 * and discards an unread body once its answer is sent, keeping the connection alive: fine for a
 * body a little over its limit, a waste for a huge one, whose connection is closed instead.
 */
export function installBodyLimits(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const limit = bodyLimitFor(
      request.method,
      pathOf(request.url),
      request.headers['content-type'],
    );
    const contentLength = request.headers['content-length'];
    if (exceedsLimit(contentLength, limit)) {
      if (!drainsRefusedBody(contentLength, limit)) reply.header('connection', 'close');
      throw answerFor(request, payloadTooLarge(limit));
    }
    done();
  });
}
