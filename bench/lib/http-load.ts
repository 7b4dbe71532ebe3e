/**
 * What the HTTP benchmarks share: a closed-loop load generator on undici, percentiles, and the
 * machine's state (cores, load average) printed beside every table, so a figure taken on the
 * shared 2-core machine can be judged against what else ran at the time.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface Row {
  name: string;
  kbPerResponse: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  failed: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * `connections` clients each sending the next request as soon as the last body has been read.
 * undici (llhttp) rather than autocannon: autocannon's JavaScript HTTP parser, not the server,
 * capped a 300 KB PNG at ~250 req/s even from a bare Node server.
 */
export async function load(name: string, url: string, options: LoadOptions): Promise<Row> {
  const { origin, pathname, search } = new URL(url);
  const pool = new Pool(origin, { connections: options.connections, pipelining: 1 });
  const latencies: number[] = [];
  let bytes = 0;
  let failed = 0;
  const endAt = performance.now() + options.seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < endAt) {
          const started = performance.now();
          try {
            const response = await pool.request({
              path: pathname + search,
              method: 'GET',
              headers: options.headers ?? {},
            });
            for await (const chunk of response.body) bytes += (chunk as Buffer).length;
            if (response.statusCode !== 200) failed += 1;
            latencies.push(performance.now() - started);
          } catch {
            failed += 1;
          }
        }
      }),
    );
  } finally {
    await pool.close();
  }
  latencies.sort((a, b) => a - b);
  return {
    name,
    kbPerResponse: bytes / Math.max(1, latencies.length) / 1024,
    reqPerSec: latencies.length / options.seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
  };
}

export function formatRow(row: Row): string {
  return `| ${row.name} | ${row.kbPerResponse.toFixed(1)} | ${Math.round(row.reqPerSec)} | ${row.p50.toFixed(2)} ms | ${row.p99.toFixed(2)} ms | ${row.failed} |`;
}

export const ROW_HEADER =
  '| endpoint | KB/response | req/s | p50 | p99 | failed |\n| --- | --- | --- | --- | --- | --- |';

/** `uptime`'s three load averages, as printed beside each run. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}

/** Date, cores and load average: the header of every benchmark's output. */
export function machineLine(): string {
  return `${new Date().toISOString()}, ${availableParallelism()} cores (nproc), load average ${loadAverage()}`;
}

/** "met" or "NOT met", as every benchmark prints a target. */
export const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
