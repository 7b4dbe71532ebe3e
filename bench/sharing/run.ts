/**
 * Sharing benchmark (on demand, never in CI):
 *   node --import tsx bench/sharing/run.ts [seconds=8] [renders=30]
 * Through the gateway, 16 keep-alive connections for `seconds` each, side by side in one run:
 * two static files of the web build (the references: the favicon, and the asset closest in size
 * to the preview PNG), `GET /cards/{id}` (server-rendered head: a card lookup plus index.html)
 * and `GET /api/cards/{id}/preview.png` answered from the render cache. Then uncached renders one
 * at a time: each save bumps the card's version, so the next 1000×1400 preview (asked for with
 * `?v=<version>`, as the web asks) is drawn afresh;
 * `renders` of them give median and p99.
 *
 * With BENCH_BASE_URL it measures that gateway (lift its RATE_LIMIT_MAX first). Otherwise it
 * starts the built services (`npx turbo run build` first) on ports +BENCH_PORT_OFFSET (bench/lib/ports) against a throwaway
 * database, with the gateway's rate limit lifted, and stops them afterwards.
 */
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startPlatform } from '../../scripts/test-platform.js';
import {
  ROW_HEADER,
  formatRow,
  load as loadFor,
  loadAverage,
  machineLine,
  percentile,
  verdict,
} from '../lib/http-load.js';
import { BENCHMARK_CARD } from '../lib/benchmark-card.js';
import { BENCH_PORT_OFFSET } from '../lib/ports.js';

const SECONDS = Number(process.argv[2] ?? 8);
const RENDERS = Number(process.argv[3] ?? 30);
const CONNECTIONS = 16;
const TARGETS = { cachedVsStatic: 1 / 1.5, uncachedMedianMs: 60 };

async function send(baseUrl: string, path: string, init: RequestInit & { cookie?: string } = {}) {
  const response = await fetch(baseUrl + path, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.cookie && { cookie: init.cookie }),
      ...(init.headers as Record<string, string>),
    },
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The web build's asset nearest in size to `bytes`, so a reference moves as many bytes. */
function staticAssetNearest(bytes: number): string {
  const assets = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist/assets');
  const [nearest] = readdirSync(assets)
    .map((file) => ({ file, size: statSync(join(assets, file)).size }))
    .sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  if (!nearest) throw new Error(`No web build in ${assets}: run npm run build first`);
  return `/assets/${nearest.file}`;
}

const load = (name: string, url: string, headers: Record<string, string> = {}) =>
  loadFor(name, url, { seconds: SECONDS, connections: CONNECTIONS, headers });

async function main() {
  const loadBefore = loadAverage();
  console.log(`Sharing benchmark, ${machineLine()}`);
  const platform = process.env.BENCH_BASE_URL
    ? null
    : await startPlatform({ portOffset: BENCH_PORT_OFFSET, env: { RATE_LIMIT_MAX: '100000000' } });
  const baseUrl = process.env.BENCH_BASE_URL ?? platform!.baseUrl;
  try {
    const first = await send(baseUrl, '/api/catalog/moods');
    const cookie = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('cs_vid='))!
      .split(';')[0]!;
    const card = (await (
      await send(baseUrl, '/api/cards', {
        method: 'POST',
        body: JSON.stringify(BENCHMARK_CARD),
        cookie,
      })
    ).json()) as { id: string };
    await send(baseUrl, '/api/cards/share-link', {
      method: 'POST',
      body: JSON.stringify({ cardId: card.id }),
      cookie,
    });
    const preview = `${baseUrl}/api/cards/${card.id}/preview.png`;
    const pngBytes = (
      await (await send(baseUrl, `/api/cards/${card.id}/preview.png`)).arrayBuffer()
    ).byteLength;
    const sameSize = staticAssetNearest(pngBytes);

    const rows = [
      await load('static file (/favicon.svg)', `${baseUrl}/favicon.svg`),
      await load(`static file of the preview's size (${sameSize})`, `${baseUrl}${sameSize}`),
      await load('GET /cards/{id} (server-rendered head)', `${baseUrl}/cards/${card.id}`, {
        accept: 'text/html',
      }),
      await load('GET preview.png (cached)', preview),
    ];
    if (platform) {
      const direct = `${platform.serviceUrl('cards')}/api/cards/${card.id}/preview.png`;
      rows.push(await load('  the same, from the cards service directly', direct));
    }

    const renders: number[] = [];
    for (let i = 0; i < RENDERS; i += 1) {
      const saved = await send(baseUrl, `/api/cards/${card.id}`, {
        method: 'PUT',
        body: JSON.stringify({
          ...BENCHMARK_CARD,
          cardMessage: `${BENCHMARK_CARD.cardMessage} #${i}`,
        }),
        cookie,
      });
      const { version } = (await saved.json()) as { version: number };
      const started = performance.now();
      // Under the new version, as the web asks: the gateway's response cache holds none for it.
      const png = await send(baseUrl, `/api/cards/${card.id}/preview.png?v=${version}`);
      await png.arrayBuffer();
      renders.push(performance.now() - started);
    }
    renders.sort((a, b) => a - b);
    const uncached = { median: percentile(renders, 50), p99: percentile(renders, 99) };

    console.log(`\nSharing benchmark: ${CONNECTIONS} connections, ${SECONDS} s each, ${baseUrl}\n`);
    console.log(ROW_HEADER);
    for (const row of rows) console.log(formatRow(row));
    console.log(
      `| GET preview.png (uncached 1000×1400, one at a time, n=${RENDERS}) | | – | ${uncached.median.toFixed(1)} ms | ${uncached.p99.toFixed(1)} ms | 0 |`,
    );
    const cached = rows.find((row) => row.name.startsWith('GET preview.png'))!;
    for (const reference of rows.slice(0, 2)) {
      const ratio = cached.reqPerSec / reference.reqPerSec;
      console.log(
        `\ncached preview / ${reference.name}: ${ratio.toFixed(2)} (target ≥ ${TARGETS.cachedVsStatic.toFixed(2)}, i.e. within 1.5×): ${verdict(ratio >= TARGETS.cachedVsStatic)}`,
      );
    }
    console.log(
      `uncached render median: ${uncached.median.toFixed(1)} ms (target ≤ ${TARGETS.uncachedMedianMs} ms): ${verdict(uncached.median <= TARGETS.uncachedMedianMs)}`,
    );
    console.log(`\nload average before: ${loadBefore}; after: ${loadAverage()}`);
  } finally {
    await platform?.stop();
  }
}

await main();
