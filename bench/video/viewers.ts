/**
 * Video progress viewers benchmark (on demand, never in CI), issue 33:
 *   node --import tsx bench/video/viewers.ts [viewers=50]
 * Renders one 15 s video card twice on the built platform (ports +BENCH_PORT_OFFSET): first
 * followed by one viewer, then by `viewers` viewers of the same job, all through the gateway's
 * `/api/video/jobs/:id/events`. During each render it counts the Redis subscribers of the
 * `video-job` status channel (PUBSUB NUMSUB) and the Postgres transactions of the platform's
 * throwaway database (pg_stat_database: every service and the worker) from the moment every
 * viewer has its first event to the end, and times ordinary media requests
 * (`GET /api/voice/options`, one after another) for as long as the render runs. Prints both with
 * the date and the load average. The gateway's stream caps are raised for the run (one visitor
 * owns the job; by default it may open 5).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import pg from 'pg';
import { VideoJobSchema, type VideoJob } from '@cardsmith/contracts';
import { startPlatform } from '../../scripts/test-platform.js';
import { BENCH_PORT_OFFSET } from '../lib/ports.js';

const VIEWERS = Number(process.argv[2] ?? 50);
const TEMPLATE = 'birthday-celebration';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

const platform = await startPlatform({
  portOffset: BENCH_PORT_OFFSET,
  env: {
    RATE_LIMIT_MAX: '1000000',
    ACTION_LIMIT_MULTIPLIER: '100000',
    STREAM_MAX_PER_VISITOR: String(VIEWERS + 5),
    STREAM_MAX_PER_IP: String(VIEWERS + 5),
  },
});
const redis = new Redis(platform.redisUrl);
const db = new pg.Client({ connectionString: platform.databaseUrl });
await db.connect();
const channel = `${platform.redisPrefix}status:video-job`;

let cookie = '';
async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${platform.baseUrl}${path}`, {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      origin: platform.baseUrl,
      ...(cookie && { cookie }),
    },
  });
  const set = response.headers.getSetCookie().find((c) => c.startsWith('cs_vid='));
  if (set && !cookie) cookie = set.split(';')[0]!;
  return response;
}

/** One viewer: reads the job's events until done; resolves `opened` at the first event. */
function viewer(jobId: string) {
  let opened: () => void = () => {};
  const first = new Promise<void>((resolve) => (opened = resolve));
  const done = (async (): Promise<VideoJob[]> => {
    const response = await call(`/api/video/jobs/${jobId}/events`);
    if (response.status !== 200)
      throw new Error(`stream: ${response.status} ${await response.text()}`);
    const decoder = new TextDecoder();
    const seen: VideoJob[] = [];
    let buffered = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true });
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) {
        if (!block.startsWith('data: ')) continue;
        seen.push(VideoJobSchema.parse(JSON.parse(block.slice(6))));
        opened();
      }
    }
    return seen;
  })();
  return { first, done };
}

async function transactions(): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0]!.n);
}

interface Phase {
  viewers: number;
  renderSeconds: number;
  subscribers: number;
  transactionsPerSecond: number;
  probeP50: number;
  probeP95: number;
  probes: number;
  eventsPerViewer: number;
}

async function phase(viewers: number, cardId: string): Promise<Phase> {
  const form = new FormData();
  form.append('cardId', cardId);
  form.append('type', 'template');
  form.append('title', 'Happy Birthday, Sam!');
  form.append('templateId', TEMPLATE);
  const started = performance.now();
  // The address names the card too: the gateway checks it with cards before media reads a byte.
  const created = await call(`/api/video/create-card?cardId=${encodeURIComponent(cardId)}`, {
    method: 'POST',
    body: form,
  });
  if (created.status !== 202) throw new Error(`create: ${created.status} ${await created.text()}`);
  const { jobId } = (await created.json()) as { jobId: string };
  const watching = Array.from({ length: viewers }, () => viewer(jobId));
  await Promise.all(watching.map((w) => w.first));
  const [, subscribers] = (await redis.call('pubsub', 'numsub', channel)) as [string, number];
  const txBefore = await transactions();
  const txStarted = performance.now();
  let rendering = true;
  const ended = Promise.all(watching.map((w) => w.done)).finally(() => (rendering = false));
  const times: number[] = [];
  // Ordinary media requests one after another for as long as the render runs.
  while (rendering) {
    const began = performance.now();
    const response = await call('/api/voice/options');
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`probe: ${response.status}`);
    times.push(performance.now() - began);
  }
  const seen = await ended;
  const txSeconds = (performance.now() - txStarted) / 1000;
  const txCount = (await transactions()) - txBefore;
  const renderSeconds = (performance.now() - started) / 1000;
  const last = seen[0]!.at(-1)!;
  if (last.status !== 'done') throw new Error(`render ended ${last.status}: ${last.error}`);
  times.sort((a, b) => a - b);
  return {
    viewers,
    renderSeconds,
    subscribers,
    transactionsPerSecond: txCount / txSeconds,
    probeP50: percentile(times, 0.5),
    probeP95: percentile(times, 0.95),
    probes: times.length,
    eventsPerViewer: seen.reduce((sum, events) => sum + events.length, 0) / seen.length,
  };
}

try {
  await (await call('/api/video/templates?type=video')).arrayBuffer(); // the cookie, as a page gives
  const card = (await (
    await call('/api/cards', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Viewers', cardMessage: 'Hello', category: 'birthday' }),
    })
  ).json()) as { id: string };
  const load = loadavg().map((l) => l.toFixed(2));
  await phase(1, card.id); // warm-up: ffmpeg, the template's art, connections
  const rows = [await phase(1, card.id), await phase(VIEWERS, card.id)];
  console.log(
    `\nVideo progress viewers, ${new Date().toISOString()}, load average ${load.join(' ')} before the run: ` +
      `a ${TEMPLATE} video card rendered with 1 and with ${VIEWERS} viewers of its progress, ` +
      `GET /api/voice/options through the gateway one after another meanwhile.\n`,
  );
  console.log(
    '| viewers | render (s) | channel subscribers (NUMSUB) | Postgres transactions/s | events per viewer | media probes | probe p50 (ms) | p95 (ms) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.viewers} | ${row.renderSeconds.toFixed(1)} | ${row.subscribers} | ${row.transactionsPerSecond.toFixed(1)} | ${row.eventsPerViewer.toFixed(0)} | ${row.probes} | ${row.probeP50.toFixed(1)} | ${row.probeP95.toFixed(1)} |`,
    );
  }
} finally {
  await db.end();
  redis.disconnect();
  await platform.stop();
}
