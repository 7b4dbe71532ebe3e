/**
 * Video card benchmark (on demand, never in CI):
 *   node --import tsx bench/video/run.ts [runs=3]
 * Side by side in one run, alternating: a 15 s 720p video card (birthday-celebration, with its
 * title and message) through the whole path — POST /api/video/create-card on the gateway, the
 * video-render queue, the media worker (card front kept in media, ffmpeg, video and poster stored
 * as blobs, handed to the card), until the job's event stream says done — and the same ffmpeg
 * command run bare on the same inputs. Median of `runs` each, after one warm-up of each.
 * Targets (issue 15): the whole path ≤ 1.15 × the bare command, and ≤ 10 s wall.
 *
 * Starts the built services (`npx turbo run build` first) on ports +BENCH_PORT_OFFSET
 * (bench/lib/ports) against a throwaway database.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { VideoJobSchema, type VideoJob } from '@cardsmith/contracts';
import { startPlatform } from '../../scripts/test-platform.js';
import { findRecipe } from '../../services/media/src/video/catalog/catalog.js';
import { buildRenderArgs } from '../../services/media/src/video/render/filter-graph.js';
import { locateFfmpeg, runFfmpeg } from '../../services/media/src/video/render/ffmpeg.js';
import { VideoRenderer } from '../../services/media/src/video/render/video-renderer.js';
import { BENCH_PORT_OFFSET } from '../lib/ports.js';

const RUNS = Number(process.argv[2] ?? 3);
const TARGETS = { vsBare: 1.15, wallSeconds: 10 };
const TEMPLATE = 'birthday-celebration';
const TITLE = 'Happy Birthday, Sam!';
const MESSAGE =
  'Wishing you a wonderful year full of joy, laughter and cake. With love from all of us.';

class Visitor {
  private cookie = '';
  constructor(private readonly baseUrl: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(this.cookie && { cookie: this.cookie }),
      },
    });
    const set = response.headers.getSetCookie().find((c) => c.startsWith('cs_vid='));
    if (set && !this.cookie) this.cookie = set.split(';')[0]!;
    return response;
  }

  async json<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await this.request(path, init);
    const body = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body}`);
    return JSON.parse(body) as T;
  }
}

/** Reads the job's server-sent events until it is done or failed. */
async function finished(visitor: Visitor, jobId: string): Promise<VideoJob> {
  const response = await visitor.request(`/api/video/jobs/${jobId}/events`);
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    const events = buffered.split('\n\n');
    buffered = events.pop() ?? '';
    for (const event of events) {
      if (!event.startsWith('data: ')) continue;
      const job = VideoJobSchema.parse(JSON.parse(event.slice(6)));
      if (job.status === 'done' || job.status === 'failed') return job;
    }
  }
  throw new Error(`The event stream of ${jobId} ended before the job did`);
}

async function wholePath(visitor: Visitor, cardId: string): Promise<number> {
  const form = new FormData();
  form.append('cardId', cardId);
  form.append('type', 'template');
  form.append('title', TITLE);
  form.append('message', MESSAGE);
  form.append('templateId', TEMPLATE);
  const started = performance.now();
  // The address names the card too: the gateway checks it with cards before media reads a byte.
  const { jobId } = await visitor.json<{ jobId: string }>(
    `/api/video/create-card?cardId=${encodeURIComponent(cardId)}`,
    { method: 'POST', body: form },
  );
  const job = await finished(visitor, jobId);
  const elapsed = performance.now() - started;
  if (job.status !== 'done') throw new Error(`The render failed: ${job.error}`);
  return elapsed / 1000;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const platform = await startPlatform({
  portOffset: BENCH_PORT_OFFSET,
  env: { RATE_LIMIT_MAX: '1000000', ACTION_LIMIT_MULTIPLIER: '100000' },
});
const work = await mkdtemp(join(tmpdir(), 'cardsmith-video-bench-'));
try {
  const visitor = new Visitor(platform.baseUrl);
  await visitor.json('/api/video/templates?type=video'); // the visitor's cookie, as a page load gives
  const card = await visitor.json<{ id: string }>('/api/cards', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: TITLE, cardMessage: MESSAGE, category: 'birthday' }),
  });

  // The bare command: the worker's own plan for the same card, template and words.
  const ffmpeg = locateFfmpeg();
  const cardPng = Buffer.from(
    await (
      await fetch(`${platform.serviceUrl('cards')}/api/cards/${card.id}/preview.png?width=500`)
    ).arrayBuffer(),
  );
  const recipe = findRecipe(TEMPLATE)!;
  const plan = await new VideoRenderer(ffmpeg).plan({
    dir: work,
    recipe,
    cardPng,
    title: TITLE,
    message: MESSAGE,
    music: recipe.music,
    outputPath: join(work, 'bare.mp4'),
  });
  const args = buildRenderArgs(plan);
  const bare = async () => {
    const started = performance.now();
    await runFfmpeg(ffmpeg, args);
    return (performance.now() - started) / 1000;
  };

  await bare();
  await wholePath(visitor, card.id);
  const samples = { bare: [] as number[], path: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    samples.bare.push(await bare());
    samples.path.push(await wholePath(visitor, card.id));
  }

  const result = { bare: median(samples.bare), path: median(samples.path) };
  const ratio = result.path / result.bare;
  const load = execFileSync('uptime').toString().trim();
  console.log(
    `video card benchmark — ${new Date().toISOString()} — ${cpus().length} cores — ${load}`,
  );
  console.log(
    `${TEMPLATE}, ${plan.durationSeconds} s at 1280×720, ffmpeg ${ffmpeg}; ${RUNS} runs each after a warm-up\n`,
  );
  console.log('| what | median s | runs (s) |');
  console.log('|---|---|---|');
  console.log(
    `| bare ffmpeg command | ${result.bare.toFixed(2)} | ${samples.bare.map((s) => s.toFixed(2)).join(', ')} |`,
  );
  console.log(
    `| API → queue → worker → blob | ${result.path.toFixed(2)} | ${samples.path.map((s) => s.toFixed(2)).join(', ')} |`,
  );
  console.log(
    `\nwhole path / bare ${ratio.toFixed(2)}× (target ≤ ${TARGETS.vsBare}: ${ratio <= TARGETS.vsBare ? 'met' : 'NOT met'}); ` +
      `wall ${result.path.toFixed(2)} s for ${plan.durationSeconds} s of video (target ≤ ${TARGETS.wallSeconds}: ${result.path <= TARGETS.wallSeconds ? 'met' : 'NOT met'})`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
  await platform.stop();
}
