import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebPage } from '@cardsmith/contracts';
import { notFound } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import { pathOf } from '../routing/routing-table.js';
import { cacheControlFor, relativeAssetPath, wantsSpa } from './spa.js';
import type { IndexHtml } from './index-html.js';
import { headerObject, type StaticFiles } from './static-files.js';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Cardsmith: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app is not built yet</h1>
<p>The gateway is running, but it found no built web app to serve. Build it with
<code>npm run build</code> at the root of the repository, then reload this page.</p>
</body>
</html>
`;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The built SPA: its files as they are, and index.html for every other browser navigation: 200
 * for the app's pages (contracts' list, which the router's test holds it to), 404 for any other
 * path, whose page the router then draws as its not-found screen. The files read at start-up
 * are answered from memory (`inMemory`, normally before Fastify: see staticFirstServer); the
 * folder is still looked up for the rest, so index.html and the new files of a rebuild are
 * served without a restart (a changed file with an unchanged name, like favicon.svg, needs one).
 * `index` is the build's index.html.
 */
export async function registerWeb(
  app: FastifyInstance,
  distDir: string,
  { inMemory, index }: { inMemory: StaticFiles; index: IndexHtml },
): Promise<void> {
  const root = path.resolve(distDir);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    preCompressed: true,
  });

  app.get('/*', async (request, reply) => {
    // Reached for these only through inject() (tests); a listening gateway answers them earlier.
    const answer = inMemory.answer(request.method, request.url, request.headers);
    if (answer) {
      return reply
        .status(answer.statusCode)
        .headers(headerObject(answer.headers))
        .send(answer.body);
    }
    const urlPath = pathOf(request.url);
    const relative = relativeAssetPath(urlPath);
    if (relative && (await isFile(path.join(root, relative)))) {
      reply.header('cache-control', cacheControlFor(relative));
      return reply.sendFile(relative);
    }
    if (!wantsSpa(request.method, urlPath, request.headers.accept)) {
      throw notFound(`No route for ${request.method} ${urlPath}.`);
    }
    const html = await index.read();
    if (html === null) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    reply.header('cache-control', cacheControlFor('index.html'));
    if (isWebPage(urlPath)) return reply.sendFile('index.html');
    return reply.status(404).type('text/html; charset=utf-8').send(html);
  });
}
