import { HttpError } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { IndexHtml } from '../web/index-html.js';
import type { CardSource } from './card-source.js';
import { cardHead, injectHead, NOT_FOUND_HEAD } from './recipient-head.js';

/**
 * `/cards/{id}`: the SPA's index.html with the card's title, description and Open Graph /
 * Twitter tags in its head, for any client (link-preview bots send all sorts of Accept headers).
 * A missing or deleted card is a 404 that still carries the SPA, which shows its not-found
 * state. If the cards service cannot answer, the page is served with its generic head.
 */
export function registerRecipientPage(
  app: FastifyInstance,
  options: { index: IndexHtml; publicOrigin: string; cards: CardSource },
): void {
  const { index } = options;
  app.get<{ Params: { id: string } }>('/cards/:id', async (request, reply) => {
    const [html, lookup] = await Promise.all([
      index.read(),
      options.cards.lookup(request.params.id),
    ]);
    if (html === null) {
      throw new HttpError(
        503,
        'service_unavailable',
        'The web app is not built yet. Run npm run build, then reload this page.',
      );
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if ('unavailable' in lookup) return reply.send(html);
    if (!lookup.found) return reply.status(404).send(injectHead(html, NOT_FOUND_HEAD));
    return reply.send(injectHead(html, cardHead(lookup.card, options.publicOrigin)));
  });
}
