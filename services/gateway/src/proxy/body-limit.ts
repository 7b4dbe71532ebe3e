import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { HttpError } from '@cardsmith/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * How far past its limit a body answered before it was all read (refused for its size, or
 * answered early by its service) is still read and thrown away so its connection can carry the
 * visitor's next request; a larger one closes the connection instead of being read.
 */
export const DRAINED_EXCESS_BYTES = 4 * 1024 * 1024;

/**
 * Whether a body answered before it was all read is small enough to read to its end rather than
 * close the connection: a declared one up to DRAINED_EXCESS_BYTES past its limit. Closing a socket
 * the client is still sending on resets it, and the reset can overtake the answer.
 */
export function drainsUnreadBody(contentLength: string | undefined, limit: number): boolean {
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
 * Reads and drops what is left of a request's body once its answer is sent. Node does this itself
 * only for a body nothing started to read; a body the proxy began forwarding stops where the
 * service's HTTP client stopped taking it (a service may answer before reading a body, or not be
 * reached at all). Left there, the rest of that body stays unread on the visitor's keep-alive
 * connection and their next request on it is never parsed, so never answered (found by
 * bench/fuzz).
 */
export function dropUnreadBody(request: IncomingMessage): void {
  if (request.complete || request.destroyed) return;
  request.unpipe();
  request.removeAllListeners('data');
  request.resume();
}

const limitOf = (request: FastifyRequest) =>
  bodyLimitFor(request.method, pathOf(request.url), request.headers['content-type']);

/**
 * Rejects a declared oversize body before a byte of it is forwarded; a body whose length was
 * not declared is counted on its way through (see limitStream). Whatever answers a body before it
 * was all read (this refusal, limitStream's, a service answering early or not at all), one rule
 * says what becomes of the connection: the rest of the body is read and dropped when
 * drainsUnreadBody allows, keeping the connection; otherwise it closes after the answer.
 * (reply-from closes it whenever a service answers before the body is all in, which for a small
 * body costs the visitor a connection and risks the reset.)
 */
export function installBodyLimits(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const limit = limitOf(request);
    if (exceedsLimit(request.headers['content-length'], limit)) {
      throw answerFor(request, payloadTooLarge(limit));
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) {
      if (drainsUnreadBody(request.headers['content-length'], limitOf(request))) {
        reply.removeHeader('connection');
      } else {
        reply.header('connection', 'close');
      }
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    dropUnreadBody(request.raw);
    done();
  });
}
