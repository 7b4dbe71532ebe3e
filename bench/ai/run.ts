/**
 * AI latency benchmark (on demand, never in CI):
 *   node --import tsx bench/ai/run.ts [messages=400] [images=60]
 * Measures the offline message composer (POST /api/ai/generate-message) and the offline image
 * painter (POST /api/ai/generate-image, which also stores the PNG through media) through the
 * gateway: latency of one client in a loop (median, p99), then requests per second with 16
 * clients at once. Every loop is bounded by a request count.
 *
 * With BENCH_BASE_URL it measures that gateway (lift its rate limits first). Otherwise it starts
 * the built services (`npx turbo run build` first) on ports +BENCH_PORT_OFFSET (bench/lib/ports)
 * against a throwaway database,
 * with the AI and gateway rate limits lifted for the run, and stops them afterwards.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  IMAGE_IDEA_PROMPTS,
  IMAGE_STYLE_IDS,
  MESSAGE_OCCASIONS,
  MESSAGE_RELATIONSHIPS,
  MESSAGE_TONES,
} from '@cardsmith/contracts';
import { startPlatform } from '../../scripts/test-platform.js';
import { BENCH_PORT_OFFSET } from '../lib/ports.js';

const MESSAGES = Number(process.argv[2] ?? 400);
const IMAGES = Number(process.argv[3] ?? 60);
const CONCURRENCY = 16;
const WARMUP = 10;
/**
 * Requests of one visitor in the one-client loop: a person makes a few pictures, not seventy, and
 * media keeps 50 uploads a day per visitor (MEDIA_UPLOAD_QUOTAS), so the loop changes visitor.
 */
const REQUESTS_PER_VISITOR = 20;
const TARGETS = { messageP99Ms: 20, imageMedianMs: 150 };

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** One browser-like client: it keeps the visitor cookie the gateway gives it on first contact. */
class Client {
  private cookie = '';
  constructor(private readonly baseUrl: string) {}

  async post(path: string, body: unknown): Promise<number> {
    const started = performance.now();
    const response = await fetch(this.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie && { cookie: this.cookie }) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (!this.cookie) {
      const set = response.headers.getSetCookie().find((c) => c.startsWith('cs_vid='));
      if (set) this.cookie = set.split(';')[0]!;
    }
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
    return elapsed;
  }
}

const messageBody = () => ({
  occasion: pick(MESSAGE_OCCASIONS),
  relationship: pick(MESSAGE_RELATIONSHIPS),
  tone: pick(MESSAGE_TONES),
  details: '',
});
const imageBody = () => {
  const style = pick(IMAGE_STYLE_IDS);
  const prompt = pick(IMAGE_IDEA_PROMPTS);
  return {
    prompt: style === 'realistic' ? prompt : `${prompt}, ${style} style`,
    style,
    seed: Math.floor(Math.random() * 2_147_483_647),
  };
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
}

interface Result {
  median: number;
  p99: number;
  loadedMedian: number;
  loadedP99: number;
  rps: number;
  failures: string[];
}

async function measure(
  baseUrl: string,
  path: string,
  body: () => unknown,
  count: number,
): Promise<Result> {
  const failures: string[] = [];
  /** A failed request is counted and reported, not timed; the run goes on. */
  const attempt = async (client: Client, into: number[]) => {
    const sent = body();
    try {
      into.push(await client.post(path, sent));
    } catch (error) {
      failures.push(`${(error as Error).message} for ${JSON.stringify(sent)}`);
    }
  };
  let single = new Client(baseUrl);
  for (let i = 0; i < WARMUP; i += 1) await attempt(single, []);
  const sequential: number[] = [];
  for (let i = 0; i < count; i += 1) {
    if (i % REQUESTS_PER_VISITOR === 0) {
      single = new Client(baseUrl);
      // The new visitor's first contact (its cookie issued) is not timed, as after the warm-up.
      await attempt(single, []);
    }
    await attempt(single, sequential);
  }

  const clients = Array.from({ length: CONCURRENCY }, () => new Client(baseUrl));
  await Promise.all(clients.map((client) => attempt(client, [])));
  const loaded: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (next < count) {
        next += 1;
        await attempt(client, loaded);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  sequential.sort((a, b) => a - b);
  loaded.sort((a, b) => a - b);
  return {
    median: percentile(sequential, 0.5),
    p99: percentile(sequential, 0.99),
    loadedMedian: percentile(loaded, 0.5),
    loadedP99: percentile(loaded, 0.99),
    rps: loaded.length / seconds,
    failures,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The machine's load when the run starts and ends: figures from a busy machine mean little. */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const loadBefore = load();
const platform = process.env.BENCH_BASE_URL
  ? { baseUrl: process.env.BENCH_BASE_URL, stop: async () => {} }
  : await startPlatform({
      portOffset: BENCH_PORT_OFFSET,
      // The benchmark is one visitor per client sending far more than a person would.
      env: { AI_RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_MAX: '1000000' },
    });
try {
  console.log(`AI benchmark through ${platform.baseUrl}`);
  const message = await measure(
    platform.baseUrl,
    '/api/ai/generate-message',
    messageBody,
    MESSAGES,
  );
  const image = await measure(platform.baseUrl, '/api/ai/generate-image', imageBody, IMAGES);
  console.table({
    'message (offline composer)': {
      requests: MESSAGES,
      median: ms(message.median),
      p99: ms(message.p99),
      [`median @${CONCURRENCY}`]: ms(message.loadedMedian),
      [`p99 @${CONCURRENCY}`]: ms(message.loadedP99),
      [`req/s @${CONCURRENCY}`]: message.rps.toFixed(0),
      failed: message.failures.length,
    },
    'image (offline painter + media)': {
      requests: IMAGES,
      median: ms(image.median),
      p99: ms(image.p99),
      [`median @${CONCURRENCY}`]: ms(image.loadedMedian),
      [`p99 @${CONCURRENCY}`]: ms(image.loadedP99),
      [`req/s @${CONCURRENCY}`]: image.rps.toFixed(1),
      failed: image.failures.length,
    },
  });
  for (const failure of [...message.failures, ...image.failures].slice(0, 10)) {
    console.log(`failed: ${failure}`);
  }
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(`${new Date().toISOString()}, load average before ${loadBefore}, after ${load()}`);
  console.log(
    `message p99 ≤ ${TARGETS.messageP99Ms} ms: ${verdict(message.p99 <= TARGETS.messageP99Ms)}; ` +
      `image median ≤ ${TARGETS.imageMedianMs} ms: ${verdict(image.median <= TARGETS.imageMedianMs)}`,
  );
} finally {
  await platform.stop();
}
