/**
 * Blob storage benchmark (on demand, never in CI):
 *   node --import tsx bench/blobs/run.ts [megabytes=100] [reads=40]
 * Starts the built platform (`npx turbo run build` first) twice on ports +BENCH_PORT_OFFSET, one
 * after the other: with blobs in Postgres (the default) and with blobs in an S3 bucket (s3rver, an
 * S3 protocol server, on loopback). For each it uploads one video of `megabytes` through the
 * gateway while sampling the media process's resident memory every 20 ms, then reads `reads`
 * ranges of 1 MiB at random offsets: through the gateway and media from Postgres, or by the
 * gateway's redirect to a presigned link from the bucket. Prints a table with the date and the
 * machine's load average.
 *
 * Memory, measured fairly, with two uploads per store: the first from the process as it started
 * (its start-up garbage not yet collected), the second after media was asked for a full garbage
 * collection through its inspector (opened by SIGUSR1 on BENCH_INSPECT_PORT, default 9329, and
 * used for nothing else), so "idle" is what it keeps. Each peak is the kernel's own high-water
 * mark of the process's resident set (VmHWM, reset through /proc/<pid>/clear_refs just before the
 * upload, which needs root or the same user); the second is checked against a 20 ms sample of
 * VmRSS. After it, another collection shows what the upload kept.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import S3rver from 's3rver';
import { startPlatform } from '../../scripts/test-platform.js';
import { BENCH_PORT_OFFSET } from '../lib/ports.js';

const MEGABYTES = Number(process.argv[2] ?? 100);
const READS = Number(process.argv[3] ?? 40);
const RANGE_BYTES = 1024 * 1024;
const INSPECT_PORT = Number(process.env.BENCH_INSPECT_PORT ?? 9329);
const TARGET_RSS_MB = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

function statusMegabytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
}
const rssMegabytes = (pid: number) => statusMegabytes(pid, 'VmRSS');

/** Starts the kernel's count of the process's peak resident set afresh (proc(5), clear_refs 5). */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * A full garbage collection in another Node process, through its inspector: SIGUSR1 opens it on
 * the port its `--inspect-port` names, and HeapProfiler.collectGarbage runs the collection.
 */
async function inspectorOf(
  pid: number,
): Promise<{ collect: () => Promise<void>; close: () => void }> {
  process.kill(pid, 'SIGUSR1');
  let targets: { webSocketDebuggerUrl: string }[] = [];
  for (let tries = 0; targets.length === 0; tries += 1) {
    try {
      targets = (await (
        await fetch(`http://127.0.0.1:${INSPECT_PORT}/json/list`)
      ).json()) as typeof targets;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 1;
  const collect = () =>
    new Promise<void>((resolve) => {
      const id = next++;
      socket.addEventListener('message', function answered(event) {
        if ((JSON.parse(String(event.data)) as { id?: number }).id !== id) return;
        socket.removeEventListener('message', answered);
        resolve();
      });
      socket.send(JSON.stringify({ id, method: 'HeapProfiler.collectGarbage' }));
    });
  return { collect, close: () => socket.close() };
}

/** An MP4 as far as type detection reads it (an `ftyp` box), padded to `bytes`. */
function videoOf(bytes: number): Buffer {
  const video = Buffer.alloc(bytes);
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  ftyp.copy(video);
  // Not all zeros, so a wrong range cannot pass for the right one.
  for (let i = ftyp.length; i < bytes; i += 1) video[i] = (i * 7) & 0xff;
  return video;
}

interface Row {
  store: string;
  uploadSeconds: number;
  rssBeforeMb: number;
  rssFreshPeakMb: number;
  freshUploadSeconds: number;
  rssIdleMb: number;
  rssPeakMb: number;
  rssSampledPeakMb: number;
  rssAfterMb: number;
  readP50Ms: number;
  readP95Ms: number;
  readPath: string;
}

/** One video through the gateway; its URL and how long the upload took. */
async function upload(
  base: string,
  headers: Record<string, string>,
  video: Buffer,
): Promise<{ url: string; seconds: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'card.mp4');
  const started = performance.now();
  const response = await fetch(`${base}/api/media`, { method: 'POST', headers, body: form });
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  const { url } = (await response.json()) as { url: string };
  return { url, seconds };
}

async function measure(store: string, env: Record<string, string>, video: Buffer): Promise<Row> {
  const platform = await startPlatform({
    portOffset: BENCH_PORT_OFFSET,
    env,
    nodeArgs: [`--inspect-port=127.0.0.1:${INSPECT_PORT}`],
  });
  try {
    const base = platform.baseUrl;
    const first = await fetch(`${base}/api/cards/trending`);
    const cookie = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('cs_vid='))!
      .split(';')[0]!;
    const headers = { cookie, origin: base };
    const media = platform.pidOf('media');
    const rssBeforeMb = rssMegabytes(media);
    // First as a process fresh from its start would meet it, garbage of the start-up included.
    resetPeak(media);
    const fresh = await upload(base, headers, video);
    const rssFreshPeakMb = statusMegabytes(media, 'VmHWM');
    const inspector = await inspectorOf(media);
    await inspector.collect();
    const rssIdleMb = rssMegabytes(media);
    resetPeak(media);
    let rssSampledPeakMb = rssIdleMb;
    const sampler = setInterval(() => {
      rssSampledPeakMb = Math.max(rssSampledPeakMb, rssMegabytes(media));
    }, 20);
    const { url, seconds: uploadSeconds } = await upload(base, headers, video);
    clearInterval(sampler);
    const rssPeakMb = statusMegabytes(media, 'VmHWM');
    await inspector.collect();
    const rssAfterMb = rssMegabytes(media);
    inspector.close();

    const times: number[] = [];
    let readPath = '';
    for (let i = 0; i < READS; i += 1) {
      const start = Math.floor(Math.random() * (video.length - RANGE_BYTES));
      const range = `bytes=${start}-${start + RANGE_BYTES - 1}`;
      const began = performance.now();
      const response = await fetch(`${base}${url}`, { headers: { ...headers, range } });
      const body = Buffer.from(await response.arrayBuffer());
      times.push(performance.now() - began);
      if (response.status !== 206 || !body.equals(video.subarray(start, start + RANGE_BYTES))) {
        throw new Error(`read ${range}: ${response.status}, ${body.length} bytes`);
      }
      readPath = response.redirected
        ? 'gateway → 302 → presigned link to the bucket'
        : 'gateway → media → Postgres';
    }
    times.sort((a, b) => a - b);
    return {
      store,
      uploadSeconds,
      rssBeforeMb,
      rssFreshPeakMb,
      freshUploadSeconds: fresh.seconds,
      rssIdleMb,
      rssPeakMb,
      rssSampledPeakMb,
      rssAfterMb,
      readP50Ms: percentile(times, 0.5),
      readP95Ms: percentile(times, 0.95),
      readPath,
    };
  } finally {
    await platform.stop();
  }
}

const video = videoOf(MEGABYTES * 1024 * 1024);
const load = loadavg().map((l) => l.toFixed(2));
const rows = [await measure('Postgres (default)', {}, video)];

const directory = mkdtempSync(join(tmpdir(), 'cardsmith-bench-s3-'));
const bucket = 'cardsmith-bench';
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await s3.run();
try {
  const endpoint = `http://127.0.0.1:${port}`;
  rows.push(
    await measure(
      'S3 (s3rver on loopback)',
      {
        BLOB_STORE: 's3',
        S3_ENDPOINT: endpoint,
        S3_PUBLIC_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
      video,
    ),
  );
} finally {
  await s3.close();
  rmSync(directory, { recursive: true, force: true });
}

console.log(
  `\nBlob storage, ${new Date().toISOString()}, load average ${load.join(' ')} before the run: ` +
    `one ${MEGABYTES} MB video uploaded through the gateway, then ${READS} reads of 1 MiB ranges.\n`,
);
console.log(
  '| store | media RSS at start (MB) | 1st upload (s) | its peak, VmHWM (MB) | after GC, idle (MB) | 2nd upload (s) | its peak, VmHWM (MB) | peak sampled (MB) | after upload + GC (MB) | range read p50 (ms) | p95 (ms) | path of a read |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.store} | ${row.rssBeforeMb.toFixed(0)} | ${row.freshUploadSeconds.toFixed(1)} | ${row.rssFreshPeakMb.toFixed(0)} | ${row.rssIdleMb.toFixed(0)} | ${row.uploadSeconds.toFixed(1)} | ${row.rssPeakMb.toFixed(0)} | ${row.rssSampledPeakMb.toFixed(0)} | ${row.rssAfterMb.toFixed(0)} | ${row.readP50Ms.toFixed(1)} | ${row.readP95Ms.toFixed(1)} | ${row.readPath} |`,
  );
}
const s3Row = rows[1]!;
console.log(
  `\nTarget: media under ${TARGET_RSS_MB} MB RSS during a ${MEGABYTES} MB upload with S3: ` +
    `${Math.max(s3Row.rssPeakMb, s3Row.rssFreshPeakMb) < TARGET_RSS_MB ? 'met' : 'NOT met'} ` +
    `(${s3Row.rssFreshPeakMb.toFixed(0)} MB fresh from start, ${s3Row.rssPeakMb.toFixed(0)} MB after a collection).`,
);
