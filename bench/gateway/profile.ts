/**
 * Profiles the gateway under one kind of load (on demand):
 *   node --import tsx bench/gateway/profile.ts <favicon|script|preview|json> [seconds=10] [dir=/tmp/gateway-prof]
 * Starts the built platform (ports +BENCH_PORT_OFFSET of bench/lib/ports) with every service under `--cpu-prof`, sends
 * 16 keep-alive connections of that request for `seconds`, stops the platform (the profiles
 * are written on exit) and prints where the gateway's busy time went.
 */
import { readdirSync, mkdirSync, rmSync } from 'node:fs';
import { findProfiles, printProfileSummary } from '../lib/cpu-profile.js';
import { startPlatform } from '../../scripts/test-platform.js';
import { formatRow, load, ROW_HEADER } from '../lib/http-load.js';
import { BENCH_PORT_OFFSET } from '../lib/ports.js';

const KIND = process.argv[2] ?? 'preview';
const SECONDS = Number(process.argv[3] ?? 10);
const DIR = process.argv[4] ?? '/tmp/gateway-prof';

rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
const platform = await startPlatform({
  portOffset: BENCH_PORT_OFFSET,
  env: { RATE_LIMIT_MAX: '100000000', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${DIR}`],
});
try {
  const base = platform.baseUrl;
  const first = await fetch(`${base}/api/catalog/moods`);
  const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!;
  const card = (await (
    await fetch(`${base}/api/cards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Profile', category: 'birthday', frameId: 'party-streamers' }),
    })
  ).json()) as { id: string };
  await (await fetch(`${base}/api/cards/${card.id}/preview.png`)).arrayBuffer();
  const script = readdirSync('apps/web/dist/assets').find(
    (f) => f.startsWith('index-') && f.endsWith('.js'),
  );
  const paths: Record<string, [string, Record<string, string>]> = {
    favicon: ['/favicon.svg', {}],
    script: [`/assets/${script}`, { 'accept-encoding': 'br, gzip' }],
    preview: [`/api/cards/${card.id}/preview.png`, {}],
    json: ['/api/catalog/moods', { 'accept-encoding': 'br, gzip' }],
  };
  const [path, headers] = paths[KIND]!;
  const withCookie = process.env.BENCH_NO_COOKIE ? headers : { ...headers, cookie };
  console.log(ROW_HEADER);
  console.log(
    formatRow(
      await load(`${KIND} via gateway`, base + path, {
        seconds: SECONDS,
        connections: 16,
        headers: withCookie,
      }),
    ),
  );
} finally {
  await platform.stop();
}
const [gatewayProfile] = findProfiles(DIR, 'services/gateway/dist');
if (!gatewayProfile) throw new Error(`No gateway profile in ${DIR}.`);
printProfileSummary(gatewayProfile);
