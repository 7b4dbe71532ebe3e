import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where card-render's emoji pictures link to (its EMOJI_PATH), without the trailing slash. */
export const EMOJI_URL_PATH = '/emoji';

/** A Twemoji file name: code points in lower-case hex joined by dashes. */
const TWEMOJI_FILE = /^[0-9a-f]+(?:-[0-9a-f]+)*\.svg$/;

/**
 * Serves the Twemoji SVGs of `@twemoji/svg` at /emoji/<codepoints>.svg, where card-render's
 * drawings of a card link to them: from the package in development, and copied into the build
 * (about 3,700 small files, each fetched only when a card shows that emoji). The server draws
 * the same files, so an emoji looks the same in the editor and in every PNG and PDF.
 */
export function twemojiFiles(): Plugin {
  const dir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
  return {
    name: 'cardsmith-twemoji',
    configureServer(server) {
      server.middlewares.use(EMOJI_URL_PATH, (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!TWEMOJI_FILE.test(name)) return next();
        readFile(path.join(dir, name)).then(
          (body) => {
            response.setHeader('Content-Type', 'image/svg+xml');
            response.end(body);
          },
          () => next(),
        );
      });
    },
    async generateBundle() {
      const names = (await readdir(dir)).filter((name) => TWEMOJI_FILE.test(name));
      for (const name of names) {
        this.emitFile({
          type: 'asset',
          fileName: `${EMOJI_URL_PATH.slice(1)}/${name}`,
          source: await readFile(path.join(dir, name)),
        });
      }
    },
  };
}
