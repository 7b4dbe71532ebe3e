/**
 * The gateway's hand-written WebSocket relay (`src/proxy/ws-relay.ts`) and static file answers
 * (`src/web/static-files.ts` before Fastify) against the libraries that would replace them
 * (issue 33 item 6): `@fastify/http-proxy` with `websocket: true`, and `@fastify/static` with
 * `preCompressed: true`. Side by side in one run, in alternating rounds (ours, the library, ours,
 * …), each row the median of its rounds, with the load average printed: on the shared 2-core
 * machine only the ratios mean something.
 *
 *   node --import tsx bench/gateway/library-compare.ts [seconds=3] [rounds=3]
 *
 * Needs a web build in apps/web/dist (or WEB_DIST_DIR). The servers, the echo peer and the load
 * share this process, equally for both sides; the relay's and the proxy's only upstream is a `ws`
 * echo server.
 */
import { once } from 'node:events';
import { readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { loadConfig, realScheduler } from '@cardsmith/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import { GatewayEnvSchema } from '../../services/gateway/src/config.js';
import { registerSocketRelay } from '../../services/gateway/src/proxy/ws-relay.js';
import { securityHeaders } from '../../services/gateway/src/security/security.js';
import { StaticFiles } from '../../services/gateway/src/web/static-files.js';
import { staticFirstServer } from '../../services/gateway/src/web/static-first-server.js';
import {
  formatRow,
  load,
  machineLine,
  median,
  percentile,
  ROW_HEADER,
  type Row,
} from '../lib/http-load.js';

const SECONDS = Number(process.argv[2] ?? 3);
const ROUNDS = Number(process.argv[3] ?? 3);
const CONNECTIONS = 16;
const SOCKETS = 16;
const MESSAGE = 'x'.repeat(200);
const ORIGIN = 'http://localhost';
const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');

const address = (app: FastifyInstance) => `127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Ours: the build's files answered from memory before Fastify, as the gateway serves them. */
async function ourStatic(headers: Readonly<Record<string, string>>) {
  const files = await StaticFiles.load(dist, headers);
  const app = Fastify({
    serverFactory: staticFirstServer(
      files,
      () => {},
      () => false,
      loadConfig(GatewayEnvSchema, {}).BODY_STALL_TIMEOUT_MS,
    ),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** The library: @fastify/static with the build's .br/.gz copies and the same headers. */
async function libraryStatic(headers: Readonly<Record<string, string>>) {
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    setHeaders: (reply) => {
      reply.headers(headers);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** Ours: /ws through the gateway's relay (origin check, socket caps, byte splice). */
async function ourRelay(echoUrl: string) {
  const app = Fastify();
  registerSocketRelay(app, {
    collabUrl: echoUrl,
    allowedOrigins: new Set([ORIGIN]),
    maxSocketsPerVisitor: 10_000,
    maxSocketsPerIp: 10_000,
    upstreamHeaders: () => ({}),
    scheduler: realScheduler,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** The library: @fastify/http-proxy's websocket support on the same path. */
async function libraryRelay(echoUrl: string) {
  const app = Fastify();
  await app.register(httpProxy, {
    upstream: echoUrl,
    prefix: '/ws',
    rewritePrefix: '/ws',
    websocket: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function connect(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers: { origin: ORIGIN } });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function roundTrip(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    socket.once('message', () => resolve());
    socket.send(MESSAGE);
  });
}

/** Messages echoed through the relay: SOCKETS sockets, each sending the next on the echo. */
async function messages(name: string, url: string): Promise<Row> {
  const sockets = await Promise.all(Array.from({ length: SOCKETS }, () => connect(url)));
  const latencies: number[] = [];
  const endAt = performance.now() + SECONDS * 1000;
  await Promise.all(
    sockets.map(async (socket) => {
      while (performance.now() < endAt) {
        const started = performance.now();
        await roundTrip(socket);
        latencies.push(performance.now() - started);
      }
    }),
  );
  for (const socket of sockets) socket.terminate();
  return summary(name, latencies, MESSAGE.length / 1024);
}

/** Whole sessions: connect through the relay, one echo, close; 8 at a time. */
async function handshakes(name: string, url: string): Promise<Row> {
  const latencies: number[] = [];
  let failed = 0;
  const endAt = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() < endAt) {
        const started = performance.now();
        try {
          const socket = await connect(url);
          await roundTrip(socket);
          socket.close();
          await once(socket, 'close');
          latencies.push(performance.now() - started);
        } catch {
          failed += 1;
        }
      }
    }),
  );
  return { ...summary(name, latencies, MESSAGE.length / 1024), failed };
}

function summary(name: string, latencies: number[], kb: number): Row {
  latencies.sort((a, b) => a - b);
  return {
    name,
    kbPerResponse: kb,
    reqPerSec: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed: 0,
  };
}

/** The median round of each row, by throughput. */
function medianRow(rows: Row[]): Row {
  const middle = median(rows.map((row) => row.reqPerSec));
  return rows.find((row) => row.reqPerSec === middle) ?? rows[0]!;
}

async function main() {
  const assets = path.join(dist, 'assets');
  const script = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size)[0];
  if (!script) throw new Error(`No web build in ${dist}: run npm run build first`);
  const headers = securityHeaders(ORIGIN);
  const echo = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(echo, 'listening');
  echo.on('connection', (socket) => socket.on('message', (data) => socket.send(data)));
  const echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
  const apps = {
    ourStatic: await ourStatic(headers),
    libraryStatic: await libraryStatic(headers),
    ourRelay: await ourRelay(echoUrl),
    libraryRelay: await libraryRelay(echoUrl),
  };
  const browser = { 'accept-encoding': 'br, gzip' };
  const plan: [string, () => Promise<Row>][] = [
    [
      'jsOurs',
      () =>
        load('static JS (br) ours', `http://${address(apps.ourStatic)}/assets/${script}`, {
          seconds: SECONDS,
          connections: CONNECTIONS,
          headers: browser,
        }),
    ],
    [
      'jsLibrary',
      () =>
        load(
          'static JS (br) @fastify/static',
          `http://${address(apps.libraryStatic)}/assets/${script}`,
          { seconds: SECONDS, connections: CONNECTIONS, headers: browser },
        ),
    ],
    [
      'favOurs',
      () =>
        load('static favicon ours', `http://${address(apps.ourStatic)}/favicon.svg`, {
          seconds: SECONDS,
          connections: CONNECTIONS,
          headers: browser,
        }),
    ],
    [
      'favLibrary',
      () =>
        load(
          'static favicon @fastify/static',
          `http://${address(apps.libraryStatic)}/favicon.svg`,
          { seconds: SECONDS, connections: CONNECTIONS, headers: browser },
        ),
    ],
    ['msgOurs', () => messages('ws echo messages ours', `ws://${address(apps.ourRelay)}/ws`)],
    [
      'msgLibrary',
      () =>
        messages('ws echo messages @fastify/http-proxy', `ws://${address(apps.libraryRelay)}/ws`),
    ],
    [
      'hsOurs',
      () =>
        handshakes('ws sessions (connect, echo, close) ours', `ws://${address(apps.ourRelay)}/ws`),
    ],
    [
      'hsLibrary',
      () =>
        handshakes(
          'ws sessions (connect, echo, close) @fastify/http-proxy',
          `ws://${address(apps.libraryRelay)}/ws`,
        ),
    ],
  ];
  console.log(machineLine());
  const rounds: Record<string, Row[]> = {};
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [key, run] of plan) (rounds[key] ??= []).push(await run());
  }
  console.log(`\n${ROW_HEADER}`);
  const rows = Object.fromEntries(plan.map(([key]) => [key, medianRow(rounds[key]!)]));
  for (const [key] of plan) console.log(formatRow(rows[key]!));
  const ratio = (ours: string, library: string) =>
    (rows[library]!.reqPerSec / rows[ours]!.reqPerSec).toFixed(2);
  console.log(
    `\nlibrary / ours (throughput, median of ${ROUNDS} rounds of ${SECONDS} s): static JS ${ratio('jsOurs', 'jsLibrary')}, favicon ${ratio('favOurs', 'favLibrary')}, ws messages ${ratio('msgOurs', 'msgLibrary')}, ws sessions ${ratio('hsOurs', 'hsLibrary')}`,
  );
  console.log(machineLine());
  for (const app of Object.values(apps)) await app.close();
  echo.close();
}

await main();
