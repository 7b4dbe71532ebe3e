import { buildOpenApiDocument } from '@cardsmith/contracts/openapi';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DOCS_PAGE, DOCS_SCRIPT } from './docs-viewer.js';

/** A client asking for JSON and not for a page (an API tool rather than a browser). */
export function prefersJson(accept: string | undefined): boolean {
  return Boolean(accept?.includes('application/json') && !accept.includes('text/html'));
}

/**
 * /api/docs: the public API's OpenAPI 3.1 document, generated from the contracts on the first
 * request (JSON at /api/docs/openapi.json, or at /api/docs for a client that asks for JSON), and
 * a small reference page reading it.
 */
export function registerApiDocs(app: FastifyInstance, publicOrigin: string): void {
  let document: string | undefined;
  const sendDocument = (reply: FastifyReply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send((document ??= JSON.stringify(buildOpenApiDocument({ serverUrl: publicOrigin }))));

  app.get('/api/docs/openapi.json', async (_request, reply) => sendDocument(reply));
  app.get('/api/docs', async (request, reply) =>
    prefersJson(request.headers.accept)
      ? sendDocument(reply)
      : reply.type('text/html; charset=utf-8').send(DOCS_PAGE),
  );
  app.get('/api/docs/viewer.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(DOCS_SCRIPT),
  );
}
