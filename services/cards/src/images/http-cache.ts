import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { CachedPng } from './png-cache.js';

/** If-None-Match semantics (RFC 9110 §13.1.2): a list of tags, weak comparison, or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function strongEtag(...parts: (string | number)[]): string {
  return `"${createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 27)}"`;
}

/** Answers with the PNG, or 304 when the client already holds this exact version. */
export function sendPng(
  reply: FastifyReply,
  ifNoneMatch: string | undefined,
  image: Pick<CachedPng, 'etag'> & { png?: Buffer },
  cacheControl: string,
) {
  reply.header('etag', image.etag).header('cache-control', cacheControl);
  if (etagMatches(ifNoneMatch, image.etag) || !image.png) return reply.status(304).send();
  return reply.type('image/png').send(image.png);
}
