import type { FastifyInstance } from 'fastify';
import { pathOf } from '../routing/routing-table.js';

/**
 * A card's rendered images: the front an email shows (`preview.png`) and the link-preview image
 * social sites and messengers unfurl (`link-preview.png`). Anyone holding the card's link may see
 * them, and they are meant to be shown elsewhere.
 */
const PUBLIC_CARD_IMAGE = /^\/api\/cards\/[^/]+\/(?:preview|link-preview)\.png$/;

/**
 * `Cross-Origin-Resource-Policy` for an answer, when it is not the site's `same-origin`: a web
 * mail client shows an email's card image from its own origin (and the admin outbox preview from
 * an opaque sandbox one), which `same-origin` blocks. Everything else keeps `same-origin`: private
 * media, the admin API and JSON answers are for the site's own pages only.
 */
export function resourcePolicyFor(method: string, url: string): 'cross-origin' | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  return PUBLIC_CARD_IMAGE.test(pathOf(url)) ? 'cross-origin' : null;
}

/** Runs after the security headers, so its value replaces theirs on the answers it names. */
export function installResourcePolicy(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const policy = resourcePolicyFor(request.method, request.url);
    if (policy) reply.header('cross-origin-resource-policy', policy);
    done();
  });
}
