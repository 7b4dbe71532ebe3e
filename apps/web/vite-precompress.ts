import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads: worth compressing. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this, the compressed file saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, at the highest
 * levels (paid once here, not per request): the gateway serves them as they are
 * (@fastify/static `preCompressed`), so it never compresses a static file while a visitor waits.
 * `skipDirs` (relative to the build) are left to the gateway's faster start-up compression:
 * thousands of small files cost the build far more at the highest level than they save.
 */
export function precompress({ skipDirs = [] }: { skipDirs?: readonly string[] } = {}): Plugin {
  let outDir = 'dist';
  const skipped = (dir: string) =>
    skipDirs.includes(path.relative(outDir, dir).split(path.sep)[0] ?? '');
  return {
    name: 'cardsmith-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        entries
          .filter(
            (entry) =>
              entry.isFile() && COMPRESSIBLE.test(entry.name) && !skipped(entry.parentPath),
          )
          .map(async (entry) => {
            const file = path.join(entry.parentPath, entry.name);
            const bytes = await readFile(file);
            if (bytes.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
