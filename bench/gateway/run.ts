/**
 * Front-door benchmark (on demand, never in CI):
 *   node --import tsx bench/gateway/run.ts [seconds=6] [renders=32] [all|json]
 * (`json` runs only the JSON rows and their targets: no web build needed, a quick rerun.)
 * In one run, side by side on the same machine: the built platform (ports +BENCH_PORT_OFFSET of
 * bench/lib/ports, rate limit
 * lifted, services at their production log level) and Debian's nginx (installed with apt-get if
 * missing, one worker process like the gateway's one Node process, config in a temp folder, on a
 * spare loopback port, stopped afterwards even on failure) serving the same web build and
 * proxying /api to the same cards service. 16 keep-alive connections per row:
 *
 * - static files through the gateway and through nginx: the favicon (0.3 KB) and the largest
 *   JavaScript asset as a browser asks for it (accept-encoding br, gzip);
 * - the cached preview PNG through the gateway (whose response cache answers it while the
 *   service's max-age holds), from the cards service directly, through nginx proxying it and,
 *   as a reference, through nginx with its own proxy_cache;
 * - a small JSON API call (`GET /api/catalog/moods`, with the visitor's cookie as a browser sends
 *   it) through the gateway, through nginx proxying to the same cards service and directly, also
 *   one request at a time for the latency each hop adds;
 * - uncached 1000×1400 previews one at a time (each save bumps the card's version, asked for
 *   with `?v=<version>` as the web asks, so no cache holds it) from the
 *   cards service (card lookup, SVG, the piscina pool's rasterise and encode) and through the
 *   gateway, beside a bare resvg render + PNG encode of the same SVG in this process, the same
 *   SVG through the service's piscina pool, and the card lookup + SVG build alone (where the
 *   uncached preview's time goes); the four renders of a round take turns at going first.
 *
 * Every target is printed with met / NOT met, with the date, the cores and the load average
 * before and after. BENCH_CPU_PROF=<dir> runs every service with `--cpu-prof` into <dir>.
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { encodePng, fontFilesFor } from '@cardsmith/card-render/node';
import { createDb } from '@cardsmith/service-kit';
import { freePort } from '@cardsmith/testing';
import { Resvg } from '@resvg/resvg-js';
import { startPlatform } from '../../scripts/test-platform.js';
import { CardsRepository } from '../../services/cards/src/cards/cards.repository.js';
import { CatalogRepository } from '../../services/cards/src/catalog/catalog.repository.js';
import type { CardsDb } from '../../services/cards/src/db/database.js';
import { FramesRepository } from '../../services/cards/src/frames/frames.repository.js';
import { PngCache } from '../../services/cards/src/images/png-cache.js';
import { RenderPool } from '../../services/cards/src/preview/render-pool.js';
import { PreviewService } from '../../services/cards/src/preview/preview.service.js';
import {
  ROW_HEADER,
  formatRow,
  load,
  loadAverage,
  machineLine,
  median,
  percentile,
  verdict,
  type LoadOptions,
  type Row,
} from '../lib/http-load.js';
import { BENCHMARK_CARD } from '../lib/benchmark-card.js';
import { cpuProfileFlags } from '../lib/cpu-profile.js';
import { cpuBetween, cpuSnapshot } from '../lib/process-cpu.js';
import { ensureNginx, startNginx } from '../lib/nginx.js';
import { BENCH_PORT_OFFSET } from '../lib/ports.js';

const SECONDS = Number(process.argv[2] ?? 6);
const RENDERS = Number(process.argv[3] ?? 32);
const ONLY_JSON = process.argv[4] === 'json';
/** Rounds of the JSON rows, taking turns; each row reports its round of median throughput. */
const JSON_ROUNDS = 3;
const CONNECTIONS = 16;
const PREVIEW_WIDTH = 1000;
const TARGETS = {
  staticVsNginx: 0.5,
  previewVsDirect: 0.7,
  previewVsNginx: 0.7,
  jsonVsNginx: 0.8,
  jsonAddedP50Ms: 1,
  renderVsBare: 1.2,
  renderMedianMs: 60,
};
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = join(root, 'apps/web/dist');

async function send(url: string, init: RequestInit & { cookie?: string } = {}) {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.cookie && { cookie: init.cookie }),
    },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** `bare-proxy.ts` in its own process, proxying to `service`: Node's floor for a proxied call. */
async function startBareProxy(
  service: string,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(dirname(fileURLToPath(import.meta.url)), 'bare-proxy.ts'),
      String(port),
      service,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare proxy exited with code ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}

interface RunningNginx {
  url: string;
  /** The same proxy with nginx's own cache (proxy_cache, which honours the service's max-age). */
  cachingUrl: string;
  stop: () => Promise<void>;
}

/**
 * nginx as it is usually set up in front of an app: sendfile, pre-compressed files served when
 * they exist (gzip_static), an upstream keep-alive pool, an access log, and proxy buffers large
 * enough that a preview is not spooled to a temp file.
 */
async function startProxyingNginx(binary: string, cardsUrl: string): Promise<RunningNginx> {
  const port = await freePort();
  const cachingPort = await freePort();
  const upstream = new URL(cardsUrl);
  const url = `http://127.0.0.1:${port}`;
  const { stop } = await startNginx(binary, {
    readyUrl: `${url}/favicon.svg`,
    http: ({ folder }) => `
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${folder}/access.log;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  proxy_cache_path ${folder}/cache keys_zone=answers:10m;
  upstream cards { server ${upstream.host}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    root ${webDist};
    location /api/ {
      proxy_pass http://cards;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffers 64 8k;
      # Compressed for a browser as the gateway compresses its API answers (no Brotli module).
      gzip on;
      gzip_types application/json;
    }
  }
  server {
    listen 127.0.0.1:${cachingPort};
    location /api/ {
      proxy_pass http://cards;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffers 64 8k;
      proxy_cache answers;
    }
  }`,
  });
  return { url, cachingUrl: `http://127.0.0.1:${cachingPort}`, stop };
}

/** The largest JavaScript file of the web build: the one a first visit waits for. */
function largestScript(): string {
  const assets = join(webDist, 'assets');
  const [largest] = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, size: statSync(join(assets, file)).size }))
    .sort((a, b) => b.size - a.size);
  if (!largest) throw new Error(`No web build in ${assets}: run npm run build first`);
  return `/assets/${largest.file}`;
}

/** A bare resvg render and PNG encode of `svg`, as anyone would write it: the renderer's floor. */
function bareRender(svg: string): number {
  const started = performance.now();
  const resvg = new Resvg(svg, {
    font: { fontFiles: fontFilesFor(svg), loadSystemFonts: false, defaultFontFamily: 'Poppins' },
    fitTo: { mode: 'width', value: PREVIEW_WIDTH },
  });
  const image = resvg.render();
  encodePng(image.pixels, image.width, image.height);
  return performance.now() - started;
}

const ratioLine = (label: string, value: number, target: string, met: boolean) =>
  `${label}: ${value.toFixed(2)} (target ${target}): ${verdict(met)}`;

async function main() {
  const loadBefore = loadAverage();
  console.log(`Front-door benchmark, ${machineLine()}`);
  // The gateway's API_FAST_PATH passes through from this environment (`false` turns it off).
  console.log(`gateway API fast path: ${process.env.API_FAST_PATH === 'false' ? 'off' : 'on'}`);
  const nginxBinary = ensureNginx();
  const platform = await startPlatform({
    portOffset: BENCH_PORT_OFFSET,
    env: {
      RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'info',
    },
    nodeArgs: cpuProfileFlags(),
  });
  let nginx: RunningNginx | undefined;
  let bareProxy: Awaited<ReturnType<typeof startBareProxy>> | undefined;
  const db = createDb<CardsDb>(platform.databaseUrl, 'cards');
  const onSignal = () => {
    void Promise.allSettled([nginx?.stop(), bareProxy?.stop(), platform.stop()]).then(() =>
      process.exit(130),
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const gateway = platform.baseUrl;
    const cards = platform.serviceUrl('cards');
    nginx = await startProxyingNginx(nginxBinary, cards);
    bareProxy = await startBareProxy(cards);

    const first = await send(`${gateway}/api/catalog/moods`);
    const cookie = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('cs_vid='))!
      .split(';')[0]!;
    const card = (await (
      await send(`${gateway}/api/cards`, {
        method: 'POST',
        body: JSON.stringify(BENCHMARK_CARD),
        cookie,
      })
    ).json()) as { id: string };
    const preview = `/api/cards/${card.id}/preview.png`;
    await (await send(`${gateway}${preview}`)).arrayBuffer();
    const browser = { 'accept-encoding': 'br, gzip' };
    const many = { seconds: SECONDS, connections: CONNECTIONS };
    const one = { seconds: SECONDS, connections: 1 };

    const rows: Record<string, Row> = {};
    const measure = async (key: string, name: string, url: string, options: LoadOptions = many) => {
      rows[key] = await load(name, url, options);
      console.log(formatRow(rows[key]));
    };
    console.log(
      `\n${CONNECTIONS} connections (1 where said), ${SECONDS} s per row (JSON rows: median of ${JSON_ROUNDS} rounds)\n`,
    );
    console.log(ROW_HEADER);
    // As a browser sends it: with the visitor's cookie, asking for a compressed answer.
    const withCookie = { headers: { cookie, ...browser } };
    const json = '/api/catalog/moods';
    const jsonRows: [string, string, string, LoadOptions][] = [
      ['jsonGateway', `GET ${json} via gateway`, `${gateway}${json}`, { ...many, ...withCookie }],
      [
        'jsonNginx',
        `GET ${json} via nginx proxy`,
        `${nginx.url}${json}`,
        { ...many, ...withCookie },
      ],
      [
        'jsonBare',
        `GET ${json} via a bare Node proxy`,
        `${bareProxy.url}${json}`,
        { ...many, ...withCookie },
      ],
      ['jsonDirect', `GET ${json} directly`, `${cards}${json}`, { ...many, ...withCookie }],
      [
        'jsonGateway1',
        `GET ${json} via gateway, 1 connection`,
        `${gateway}${json}`,
        { ...one, ...withCookie },
      ],
      [
        'jsonNginx1',
        `GET ${json} via nginx proxy, 1 connection`,
        `${nginx.url}${json}`,
        { ...one, ...withCookie },
      ],
      [
        'jsonDirect1',
        `GET ${json} directly, 1 connection`,
        `${cards}${json}`,
        { ...one, ...withCookie },
      ],
    ];
    // Warmed up (the gateway's JIT, every pool's connections), then JSON_ROUNDS rounds taking
    // turns, each figure the round of median throughput: a burst of the machine's other load
    // then weighs on one round of each row rather than on one row.
    for (const [, , url] of jsonRows)
      await load('warm-up', url, { seconds: 1, connections: CONNECTIONS });
    const rounds = new Map<string, Row[]>();
    // Where each row's CPU went, summed over its rounds: which process a request costs what.
    const groupOfPid = new Map([
      [platform.pidOf('gateway'), 'gateway'],
      [platform.pidOf('cards'), 'cards'],
      [bareProxy.pid, 'bare proxy'],
      [process.pid, 'client'],
    ]);
    // nginx's master and worker, and Postgres' backends, are grouped by name.
    const processOf = (pid: number, name: string) =>
      groupOfPid.get(pid) ?? (name === 'nginx' || name === 'postgres' ? name : 'other');
    const cpuOf = new Map<string, { requests: number; seconds: Record<string, number> }>();
    for (let round = 0; round < JSON_ROUNDS; round += 1) {
      for (const [key, name, url, options] of jsonRows) {
        const before = cpuSnapshot();
        const row = await load(name, url, options);
        const { groups } = cpuBetween(before, cpuSnapshot(), processOf);
        rounds.set(key, [...(rounds.get(key) ?? []), row]);
        const spent = cpuOf.get(key) ?? { requests: 0, seconds: {} };
        spent.requests += row.reqPerSec * options.seconds;
        for (const [group, seconds] of Object.entries(groups))
          spent.seconds[group] = (spent.seconds[group] ?? 0) + seconds;
        cpuOf.set(key, spent);
      }
    }
    for (const [key] of jsonRows) {
      const sorted = [...rounds.get(key)!].sort((a, b) => a.reqPerSec - b.reqPerSec);
      rows[key] = sorted[Math.floor(sorted.length / 2)]!;
      console.log(formatRow(rows[key]));
    }
    const groupNames = ['client', 'gateway', 'nginx', 'bare proxy', 'cards', 'postgres', 'other'];
    console.log(
      `\nCPU per request (µs, all ${JSON_ROUNDS} rounds, from /proc)\n\n| row | ${groupNames.join(' | ')} |\n| --- | ${groupNames.map(() => '---').join(' | ')} |`,
    );
    for (const [key, name] of jsonRows) {
      const { requests, seconds } = cpuOf.get(key)!;
      const perRequest = groupNames.map((group) =>
        Math.round(((seconds[group] ?? 0) / Math.max(1, requests)) * 1e6),
      );
      console.log(`| ${name} | ${perRequest.join(' | ')} |`);
    }
    const r = rows as Record<string, Row>;
    const per = (a: string, b: string) => r[a]!.reqPerSec / r[b]!.reqPerSec;
    const jsonAdded = r.jsonGateway1!.p50 - r.jsonDirect1!.p50;
    const jsonLines = [
      ratioLine(
        'JSON call, gateway / nginx proxy (16 connections)',
        per('jsonGateway', 'jsonNginx'),
        `≥ ${TARGETS.jsonVsNginx}`,
        per('jsonGateway', 'jsonNginx') >= TARGETS.jsonVsNginx,
      ),
      `JSON call, p50 the gateway adds (1 connection): ${jsonAdded.toFixed(2)} ms (target ≤ ${TARGETS.jsonAddedP50Ms} ms): ${verdict(jsonAdded <= TARGETS.jsonAddedP50Ms)}`,
      `JSON call, p50 nginx adds (1 connection, a reference): ${(r.jsonNginx1!.p50 - r.jsonDirect1!.p50).toFixed(2)} ms`,
      `JSON call, bare Node proxy / nginx proxy (16 connections, a reference: Node's floor): ${per('jsonBare', 'jsonNginx').toFixed(2)}`,
      `JSON call, gateway / bare Node proxy (16 connections, a reference: what the features cost): ${per('jsonGateway', 'jsonBare').toFixed(2)}`,
    ];
    if (ONLY_JSON) {
      console.log('\nTargets');
      for (const line of jsonLines) console.log(line);
      console.log(`\nload average before: ${loadBefore}; after: ${loadAverage()}`);
      return;
    }
    const script = largestScript();
    await measure('favGateway', 'static /favicon.svg via gateway', `${gateway}/favicon.svg`);
    await measure('favNginx', 'static /favicon.svg via nginx', `${nginx.url}/favicon.svg`);
    await measure('jsGateway', `static ${script} (br, gzip) via gateway`, `${gateway}${script}`, {
      ...many,
      headers: browser,
    });
    await measure('jsNginx', `static ${script} (br, gzip) via nginx`, `${nginx.url}${script}`, {
      ...many,
      headers: browser,
    });
    await measure('pngGateway', 'cached preview.png via gateway', `${gateway}${preview}`);
    await measure('pngDirect', 'cached preview.png from cards directly', `${cards}${preview}`);
    await measure('pngNginx', 'cached preview.png via nginx proxy', `${nginx.url}${preview}`);
    await measure(
      'pngNginxCache',
      'cached preview.png via nginx proxy_cache',
      `${nginx.cachingUrl}${preview}`,
    );
    const previews = new PreviewService({
      cards: new CardsRepository(db),
      frames: new FramesRepository(db),
      catalog: new CatalogRepository(db),
      media: { fetchImage: async () => null },
      // The benchmark card is no group card: it has no signatures.
      signatures: async () => [],
      cache: new PngCache(0),
      publicOrigin: gateway,
      rasterize: () => Promise.reject(new Error('the benchmark rasterises bare')),
    });
    const timed = async (url: string) => {
      const started = performance.now();
      await (await send(url)).arrayBuffer();
      return performance.now() - started;
    };
    let saves = 0;
    const save = () =>
      send(`${gateway}/api/cards/${card.id}`, {
        method: 'PUT',
        body: JSON.stringify({
          ...BENCHMARK_CARD,
          cardMessage: `${BENCHMARK_CARD.cardMessage} #${(saves += 1)}`,
        }),
        cookie,
      });
    /** The saved card's new version: asked for as the web asks, so no cache holds it yet. */
    const savedVersion = async () => ((await (await save()).json()) as { version: number }).version;
    const direct: number[] = [];
    const viaGateway: number[] = [];
    const bare: number[] = [];
    const svgBuild: number[] = [];
    const pooled: number[] = [];
    // The service's own pool, in this process: the SVG's way into a thread and the PNG's back.
    const pool = new RenderPool({ timeoutMs: 30_000, maxHeapMb: 512 });
    try {
      for (let i = 0; i < RENDERS; i += 1) {
        const built = performance.now();
        const svg = await previews.svg(card.id, 'front', PREVIEW_WIDTH);
        svgBuild.push(performance.now() - built);
        const measures: [number[], () => Promise<number>][] = [
          [direct, async () => timed(`${cards}${preview}?v=${await savedVersion()}`)],
          [viaGateway, async () => timed(`${gateway}${preview}?v=${await savedVersion()}`)],
          [bare, async () => bareRender(svg)],
          [
            pooled,
            async () => {
              const drawn = performance.now();
              await pool.render({ svg, width: PREVIEW_WIDTH, images: [] });
              return performance.now() - drawn;
            },
          ],
        ];
        // Each takes every place in the order in turn: on two cores what ran just before (a
        // service's collection, this process's) weighs on whatever comes next.
        const turn = i % measures.length;
        for (const [figures, measure] of [...measures.slice(turn), ...measures.slice(0, turn)]) {
          figures.push(await measure());
        }
      }
    } finally {
      await pool.close();
    }
    const p99 = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        99,
      );
    console.log(`\nUncached ${PREVIEW_WIDTH}×1400 previews, one at a time, n=${RENDERS}`);
    // card-render sets it on import unless the environment does (packages/card-render/README).
    console.log(
      `resvg's allocator, here and in the services: MIMALLOC_PURGE_DELAY=${process.env.MIMALLOC_PURGE_DELAY} ms\n`,
    );
    console.log('| render | median | p99 |\n| --- | --- | --- |');
    for (const [name, values] of [
      ['preview from cards directly (lookup, SVG, pool, encode)', direct],
      ['preview through the gateway', viaGateway],
      ['bare resvg render + encode of the same SVG, in-process', bare],
      ['the same SVG through the piscina pool of the service (svgToPng in a thread)', pooled],
      ['card lookup + SVG build (PreviewService.svg of the service)', svgBuild],
    ] as const) {
      console.log(`| ${name} | ${median(values).toFixed(1)} ms | ${p99(values).toFixed(1)} ms |`);
    }

    const loadAfter = loadAverage();
    const renderRatio = median(direct) / median(bare);
    console.log('\nTargets');
    for (const line of [
      ratioLine(
        'static favicon, gateway / nginx',
        per('favGateway', 'favNginx'),
        `≥ ${TARGETS.staticVsNginx}`,
        per('favGateway', 'favNginx') >= TARGETS.staticVsNginx,
      ),
      ratioLine(
        'static script (br, gzip), gateway / nginx',
        per('jsGateway', 'jsNginx'),
        `≥ ${TARGETS.staticVsNginx}`,
        per('jsGateway', 'jsNginx') >= TARGETS.staticVsNginx,
      ),
      ratioLine(
        'cached preview, gateway / cards directly',
        per('pngGateway', 'pngDirect'),
        `≥ ${TARGETS.previewVsDirect}`,
        per('pngGateway', 'pngDirect') >= TARGETS.previewVsDirect,
      ),
      ratioLine(
        'cached preview, gateway / nginx proxy',
        per('pngGateway', 'pngNginx'),
        `≥ ${TARGETS.previewVsNginx}`,
        per('pngGateway', 'pngNginx') >= TARGETS.previewVsNginx,
      ),
      `cached preview, gateway / nginx proxy_cache (a reference, no target): ${per('pngGateway', 'pngNginxCache').toFixed(2)}`,
      ...jsonLines,
      ratioLine(
        'uncached preview median / bare resvg + encode',
        renderRatio,
        `≤ ${TARGETS.renderVsBare}`,
        renderRatio <= TARGETS.renderVsBare,
      ),
      `uncached preview median: ${median(direct).toFixed(1)} ms (target ≤ ${TARGETS.renderMedianMs} ms on a quiet machine): ${verdict(median(direct) <= TARGETS.renderMedianMs)}`,
    ])
      console.log(line);
    console.log(`\nload average before: ${loadBefore}; after: ${loadAfter}`);
  } finally {
    await db.destroy();
    await nginx?.stop();
    await bareProxy?.stop();
    await platform.stop();
  }
}

await main();
