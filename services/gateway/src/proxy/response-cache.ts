import type { IncomingHttpHeaders } from 'node:http';
import type CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { HOP_BY_HOP } from './proxy-headers.js';

/** An upstream's 200 kept for later requests to the same URL (see isStorable). */
export interface StoredResponse {
  /** The validator a reuse is confirmed with (`If-None-Match`) once it is no longer fresh. */
  etag: string;
  /** RFC 9111 freshness of the answer as its upstream declared it (max-age, s-maxage, Age). */
  policy: CachePolicy;
  /** When the upstream last sent or confirmed this copy (ms since the epoch). */
  confirmedAt: number;
  /** What describes the content; nothing about the connection or the request it answered. */
  headers: Readonly<Record<string, string | string[]>>;
  body: Buffer;
}

/** Request headers that ask for part of a resource or for an answer only on a condition. */
const PARTIAL_OR_CONDITIONAL = [
  'range',
  'if-range',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
];

/**
 * Headers of an upstream answer that belong to its connection or to the request it answered
 * (its request id, its trace), not to the content: never replayed to another request.
 */
const NOT_STORED = new Set([
  ...HOP_BY_HOP,
  'date',
  'age',
  'set-cookie',
  'x-request-id',
  'traceparent',
  'tracestate',
]);

/**
 * The cache key of a request the cache may answer: a plain GET (a Range, a conditional or a
 * HEAD goes to the upstream as sent, which answers it as it always did), keyed by its URL with
 * the query. Null for any other request.
 */
export function cacheKeyOf(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
): string | null {
  if (method !== 'GET') return null;
  for (const name of PARTIAL_OR_CONDITIONAL) if (headers[name] !== undefined) return null;
  return url;
}

function directives(cacheControl: string | string[] | undefined): Set<string> {
  const value = Array.isArray(cacheControl) ? cacheControl.join(',') : (cacheControl ?? '');
  return new Set(
    value
      .split(',')
      .map((directive) => directive.split('=')[0]!.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Whether a shared cache may keep this answer (RFC 9111 §3): a 200 its upstream declared
 * `public` (every request through the gateway carries a visitor's identity, and a shared cache
 * may reuse such an answer only when it says so, §3.5), with an ETag to confirm each reuse by, the
 * same for every request (no `Vary`, no `Content-Encoding`, no cookie set) and with a declared
 * length of at most `maxBytes`.
 */
export function isStorable(
  statusCode: number,
  headers: IncomingHttpHeaders,
  maxBytes: number,
): boolean {
  if (statusCode !== 200 || typeof headers.etag !== 'string') return false;
  const cacheControl = directives(headers['cache-control']);
  if (!cacheControl.has('public') || cacheControl.has('no-store') || cacheControl.has('private')) {
    return false;
  }
  if (headers.vary !== undefined || headers['content-encoding'] !== undefined) return false;
  if (headers['set-cookie'] !== undefined) return false;
  const length = Number(headers['content-length']);
  return Number.isInteger(length) && length >= 0 && length <= maxBytes;
}

/** The headers of an answer worth replaying with its body to a later request. */
export function storedHeaders(
  headers: IncomingHttpHeaders,
): Readonly<Record<string, string | string[]>> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !NOT_STORED.has(name)) kept[name] = value;
  }
  return kept;
}

export interface ResponseCacheLimits {
  /** All stored bodies together. */
  maxBytes: number;
  /** One body; larger answers stream through unstored. */
  maxEntryBytes: number;
  /**
   * The longest a stored answer is served without asking its upstream, whatever lifetime the
   * upstream declared (a year for media files): a file deleted or taken down, or a card changed
   * at an unversioned URL, is gone from every gateway within this. 0: every reuse is confirmed.
   */
  maxFreshMs: number;
}

/**
 * Small public answers of the services (card previews above all), kept in memory by URL, least
 * recently used first out when `maxBytes` is reached. See CachedAnswers for when a stored answer
 * is served as it is and when the upstream confirms it first.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, StoredResponse>;

  constructor(readonly limits: ResponseCacheLimits) {
    this.entries = new LRUCache<string, StoredResponse>({
      maxSize: limits.maxBytes,
      maxEntrySize: limits.maxEntryBytes,
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
    });
  }

  lookup(key: string): StoredResponse | undefined {
    return this.entries.get(key);
  }

  store(key: string, entry: StoredResponse): void {
    this.entries.set(key, entry);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}
