import { randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

export const VISITOR_COOKIE = 'cs_vid';
const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{21,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** 24 random bytes: 32 base64url characters, unguessable. */
export function newVisitorId(): string {
  return randomBytes(24).toString('base64url');
}

export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value);
}

export function visitorCookieOptions(publicOrigin: string): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(publicOrigin).protocol === 'https:',
    maxAge: ONE_YEAR_SECONDS,
    signed: true,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** True when the visitor id came from a valid cookie rather than being issued just now. */
    visitorKnown: boolean;
  }
  interface FastifyContextConfig {
    /** Health and readiness probes: answered without issuing a visitor. */
    probe?: boolean;
  }
}

/** Route options of a probe: no rate limit, no visitor cookie. */
export const PROBE_ROUTE = { config: { rateLimit: false, probe: true } } as const;

/**
 * Signed cookie values already found valid, so a returning browser's cookie costs one HMAC per
 * process rather than one per request. Only valid values are kept (a forged one is checked every
 * time), the signing secret is fixed for the process's life, and the oldest entry goes first
 * when full.
 */
export class VerifiedCookieCache {
  private readonly visitors = new Map<string, string>();

  constructor(private readonly maxEntries = 10_000) {}

  visitorOf(raw: string, verify: (raw: string) => string | null): string | null {
    const known = this.visitors.get(raw);
    if (known !== undefined) return known;
    const visitorId = verify(raw);
    if (visitorId === null) return null;
    if (this.visitors.size >= this.maxEntries) {
      this.visitors.delete(this.visitors.keys().next().value!);
    }
    this.visitors.set(raw, visitorId);
    return visitorId;
  }
}

/** The visitor cookie as the gateway reads and issues it, on either of its request paths. */
export interface VisitorCookies {
  /** The visitor a cookie's raw value names; null when it is forged or no visitor id. */
  visitorOf(raw: string): string | null;
  /** The Set-Cookie value issuing `visitorId` (signed, with visitorCookieOptions). */
  issue(visitorId: string): string;
}

/**
 * Every request leaves with a visitor: the one its signed cookie names, or a new one whose
 * cookie rides on this very answer, so a first POST already acts as that visitor. Probes are the
 * exception: a cookie handed to every health check would be a fresh quota on demand.
 * Must be added after @fastify/cookie, whose hook parses the cookies. Returns the cookie's
 * reading and issuing for the API fast path, which must name visitors the same way.
 */
export function installVisitorIdentity(app: FastifyInstance, publicOrigin: string): VisitorCookies {
  const options = visitorCookieOptions(publicOrigin);
  app.decorateRequest('visitorId', null);
  app.decorateRequest('visitorKnown', false);
  const verified = new VerifiedCookieCache();
  const verify = (raw: string) => {
    const unsigned = app.unsignCookie(raw);
    return unsigned.valid && isVisitorId(unsigned.value) ? unsigned.value : null;
  };
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.cookies[VISITOR_COOKIE];
    const visitorId = raw ? verified.visitorOf(raw, verify) : null;
    if (visitorId !== null) {
      request.visitorId = visitorId;
      request.visitorKnown = true;
    } else if (!request.routeOptions.config.probe) {
      request.visitorId = newVisitorId();
      reply.setCookie(VISITOR_COOKIE, request.visitorId, options);
    }
    done();
  });
  // What reply.setCookie writes: its default SameSite under these options, the value signed.
  const issued = { sameSite: 'lax' as const, ...options, secure: options.secure === true };
  return {
    visitorOf: (raw) => verified.visitorOf(raw, verify),
    issue: (visitorId) => app.serializeCookie(VISITOR_COOKIE, app.signCookie(visitorId), issued),
  };
}
