import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import { HttpError, clientNetwork, type RateLimiter } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { answerFor } from '../proxy/own-answer.js';
import { withPaymentSources } from './payment-policy.js';
import { routeScopedSecurityHeaders } from './ar-view-policy.js';
import { rateLimitStoreClass } from './rate-limit-store.js';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please slow down and try again in a minute.';

/** The WebSocket twin of an origin (`https://x` → `wss://x`): older browsers' 'self' omits it. */
export function socketOrigin(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** What the site turns on that its headers must admit. */
export interface SiteFeatures {
  /** Card payments by Stripe.js (a publishable key is configured). */
  stripe?: boolean;
  /** The origin of the bucket media sends browsers to for blobs (presigned links). */
  mediaOrigin?: string;
}

/**
 * Headers for an SPA that loads only its own scripts, styles with inline style attributes,
 * shows images, recordings and previews from blob: URLs, and opens ws(s) to its own /ws.
 */
export function helmetOptions(publicOrigin: string, site: SiteFeatures = {}): HelmetOptions {
  const https = new URL(publicOrigin).protocol === 'https:';
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: withPaymentSources(
        {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(site.mediaOrigin ? [site.mediaOrigin] : [])],
          mediaSrc: ["'self'", 'blob:', ...(site.mediaOrigin ? [site.mediaOrigin] : [])],
          connectSrc: ["'self'", socketOrigin(publicOrigin)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Over plain http (local runs) upgrading would send every asset request to a dead port.
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
        site.stripe === true,
      ),
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

export interface RateLimitSettings {
  /** The process's limiter (counts in memory, flushed to Redis in batches). */
  limiter: RateLimiter;
  /** Requests per window of one visitor (of one address, for requests without a cookie). */
  max: number;
  /** Requests per window of one client network, whatever cookies its requests bring. */
  maxPerAddress: number;
  timeWindowMs: number;
}

/**
 * Key of a request's counter: its visitor when the browser brought a valid cookie, else its
 * address (its /64 for IPv6).
 */
export function rateLimitKey(request: {
  visitorId: string | null;
  visitorKnown: boolean;
  ip: string;
}): string {
  return request.visitorKnown && request.visitorId
    ? `visitor:${request.visitorId}`
    : `ip:${clientNetwork(request.ip)}`;
}

/** Key of a request's address counter (its /64 for IPv6), apart from the visitors' keys. */
export function addressLimitKey(ip: string): string {
  return `address:${clientNetwork(ip)}`;
}

/**
 * Helmet's headers for the given origin, computed once: they depend on nothing in the request, so
 * running its middleware (which parsed the CSP directives again) per request was wasted work.
 */
export function securityHeaders(
  publicOrigin: string,
  site: SiteFeatures = {},
): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(helmetOptions(publicOrigin, site))(
    {} as IncomingMessage,
    collect as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.freeze(headers);
}

/**
 * Helmet's headers that only mean something on a page a browser renders: its browsing context
 * group and agent cluster, DNS prefetching, IE's download prompt, Adobe clients' cross-domain
 * policy files, the XSS auditor. A JSON answer is never rendered as a page.
 */
const PAGE_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * A JSON answer's Content-Security-Policy (OWASP's REST Security Cheat Sheet): should a browser
 * ever show one as a document, nothing in it may load and nothing may frame it. Stricter than the
 * site's page policy, and a seventh of its size on the answers the web app asks for most.
 */
export const JSON_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";

const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** An answer of `application/json` or a `+json` type such as `application/problem+json`. */
export function isJsonAnswer(contentType: unknown): boolean {
  return typeof contentType === 'string' && JSON_MEDIA_TYPE.test(contentType);
}

/**
 * A reply of either route (Fastify's, the API fast path's) whose answer turned out to be JSON:
 * the page-only headers removed and the JSON policy in place of the page's. Run when the answer's
 * type is known, just before its head is written.
 */
export function securityHeadersForJson(reply: {
  removeHeader(name: string): unknown;
  header(name: string, value: string): unknown;
}): void {
  for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
  reply.header('content-security-policy', JSON_ANSWER_POLICY);
}

function installSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
): void {
  const headersFor = routeScopedSecurityHeaders(headers);
  // Every answer starts with the page's headers, so a refusal, an upgrade's 101 or an answer of
  // any type has them; a JSON answer trades them for its own when it is sent.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers({ ...headersFor(request.url) });
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isJsonAnswer(reply.getHeader('content-type'))) securityHeadersForJson(reply);
    done(null, payload);
  });
}

/**
 * Helmet on every answer, then rate limits per client network and per visitor, counted in this
 * process by the service-kit RateLimiter and batched to Redis so every gateway replica counts
 * together (see BatchedWindowCounts for how close to the limit that holds). The network's limit holds whatever cookies its requests
 * bring, so fresh cookies do not multiply it. Routes registered after this call are limited
 * unless they opt out with `config: { rateLimit: false }`.
 */
export async function registerSecurity(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
  limits: RateLimitSettings,
): Promise<void> {
  installSecurityHeaders(app, headers);
  const refusal = (request: { method: string; url: string }) =>
    answerFor(request, new HttpError(429, 'rate_limited', RATE_LIMIT_MESSAGE));
  // Before the visitor's cookie is read or minted: a refused request gets no fresh identity.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.rateLimit === false) return done();
    const { current, ttl } = limits.limiter.count(addressLimitKey(request.ip), limits.timeWindowMs);
    if (current <= limits.maxPerAddress) return done();
    reply.header('retry-after', Math.max(1, Math.ceil(ttl / 1000)));
    done(refusal(request));
  });
  await app.register(rateLimit, {
    global: true,
    max: limits.max,
    timeWindow: limits.timeWindowMs,
    store: rateLimitStoreClass(limits.limiter),
    keyGenerator: rateLimitKey,
    errorResponseBuilder: refusal,
  });
}
