/**
 * Offline text-to-speech benchmark (on demand, never in CI):
 *   node --import tsx bench/voice/run.ts [rounds=20]
 * Through the gateway, one client in a loop: POST /api/speech/generate with texts of 50, 200 and
 * 500 characters, each round a new text (so espeak-ng speaks, ffmpeg encodes and the clip is
 * stored), then the same text again `rounds` times (answered from the speech cache). Prints the
 * median and p99 of each with the date and the machine's load average.
 *
 * With BENCH_BASE_URL it measures that gateway (lift its rate limits first). Otherwise it starts
 * the built services (`npx turbo run build` first) on ports +BENCH_PORT_OFFSET (bench/lib/ports) against a
 * throwaway database.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { startPlatform } from '../../scripts/test-platform.js';
import { BENCH_PORT_OFFSET } from '../lib/ports.js';

const ROUNDS = Number(process.argv[2] ?? 20);
const LENGTHS = [50, 200, 500] as const;
const TARGETS = { voiced200MedianMs: 1000, cachedMedianMs: 10 };

const WORDS =
  'happy birthday to you my dear friend may your day be full of laughter cake sunshine and ' +
  'every good thing you deserve thank you for being wonderful we love you so much';

/** A sentence of exactly `length` characters, different for every `round`. */
function textOf(length: number, round: number): string {
  const text = `Round ${round}. ${WORDS} `.repeat(Math.ceil(length / WORDS.length) + 1);
  return (
    text
      .slice(0, length - 1)
      .trimEnd()
      .padEnd(length - 1, 'a') + '.'
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

class Client {
  private cookie = '';
  constructor(private readonly baseUrl: string) {}

  async speak(text: string): Promise<number> {
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}/api/speech/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie && { cookie: this.cookie }) },
      body: JSON.stringify({ text, voice: 'alloy' }),
    });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!this.cookie) {
      const set = response.headers.getSetCookie().find((c) => c.startsWith('cs_vid='));
      if (set) this.cookie = set.split(';')[0]!;
    }
    if (!response.ok) throw new Error(`speech answered ${response.status}: ${body}`);
    return elapsed;
  }
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};
const ms = (value: number) => value.toFixed(1);

const platform = process.env.BENCH_BASE_URL
  ? { baseUrl: process.env.BENCH_BASE_URL, stop: async () => {} }
  : await startPlatform({
      portOffset: BENCH_PORT_OFFSET,
      env: { RATE_LIMIT_MAX: '1000000', ACTION_LIMIT_MULTIPLIER: '100000' },
    });
try {
  const client = new Client(platform.baseUrl);
  await client.speak('Warming up the voice.');
  const rows: Record<string, Record<string, string | number>> = {};
  const medians: Record<string, number> = {};
  for (const length of LENGTHS) {
    const voiced: number[] = [];
    for (let round = 0; round < ROUNDS; round++)
      voiced.push(await client.speak(textOf(length, round)));
    const cached: number[] = [];
    for (let round = 0; round < ROUNDS; round++) cached.push(await client.speak(textOf(length, 0)));
    const first = summary(voiced);
    const again = summary(cached);
    medians[`voiced${length}`] = first.median;
    medians[`cached${length}`] = again.median;
    rows[`${length} characters`] = {
      rounds: ROUNDS,
      'voiced median': ms(first.median),
      'voiced p99': ms(first.p99),
      'cached median': ms(again.median),
      'cached p99': ms(again.p99),
    };
  }
  console.log(
    `Voice benchmark, ${new Date().toISOString()}, ${execFileSync('uptime').toString().trim()}`,
  );
  console.table(rows);
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const cachedMedian = Math.max(...LENGTHS.map((length) => medians[`cached${length}`]!));
  console.log(
    `200 characters voiced median ≤ ${TARGETS.voiced200MedianMs} ms: ${verdict(medians.voiced200! <= TARGETS.voiced200MedianMs)}; ` +
      `cache hit median ≤ ${TARGETS.cachedMedianMs} ms: ${verdict(cachedMedian <= TARGETS.cachedMedianMs)}`,
  );
} finally {
  await platform.stop();
}
