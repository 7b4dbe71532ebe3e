/**
 * Collab fan-out benchmark (on demand, never in CI):
 *   node --import tsx bench/collab/run.ts [clients=500] [rooms=50] [seconds=15]
 * Opens the clients spread over the rooms; each sends cursor updates at 20 Hz and card updates
 * at 1 Hz. Every message carries its send time, so each receipt at another client gives one
 * fan-out latency. The same load runs against the real collab service directly, against it through
 * the gateway's /ws relay (as browsers reach it), and against a minimal ws broadcast server (no
 * validation, no Redis), each server in its own process, and a table compares the three.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { cpuProfileFlags } from '../lib/cpu-profile.js';

const CLIENTS = Number(process.argv[2] ?? 500);
const ROOMS = Number(process.argv[3] ?? 50);
const SECONDS = Number(process.argv[4] ?? 15);
const CURSOR_HZ = 20;
const UPDATE_HZ = 1;
const WARMUP_MS = 2000;

import type { CardsReady, SocketReady as Ready } from './server.js';

/** Latencies in 0.1 ms buckets up to 10 s: percentiles without storing every sample. */
class Histogram {
  private readonly buckets = new Uint32Array(100_001);
  count = 0;
  add(ms: number): void {
    this.buckets[Math.min(100_000, Math.max(0, Math.round(ms * 10)))]! += 1;
    this.count += 1;
  }
  percentile(p: number): number {
    const target = Math.ceil(this.count * p);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i]!;
      if (seen >= target) return i / 10;
    }
    return Infinity;
  }
}

const now = () => performance.timeOrigin + performance.now();

function card(stamp: string, clientIndex: number) {
  return {
    backgroundColor: '#ffffff',
    textFont: 'Poppins',
    textSize: 'medium',
    cardMessage: stamp,
    elements: [
      {
        id: `el-${clientIndex}`,
        type: 'text',
        content: `client ${clientIndex}`,
        position: { x: 100, y: 100 },
      },
      { id: 'shared', type: 'text', content: 'Happy birthday', position: { x: 250, y: 350 } },
    ],
  };
}

async function startProcess<T>(args: string[]): Promise<{ child: ChildProcess; ready: T }> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), args, {
    execArgv: ['--conditions=@cardsmith/source', '--import', 'tsx', ...cpuProfileFlags()],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<T>((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`${args[0]} server exited with ${code}`)));
  });
  return { child, ready };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
}

type Kind = 'collab' | 'gateway' | 'reference';

async function runLoad(kind: Kind, ready: Ready) {
  const latency = new Histogram();
  let delivered = 0;
  const errors = new Map<string, number>();
  let measuring = false;
  // Sockets the server closed before the end (the gateway closes browsers too far behind).
  let closing = false;
  const closedEarly = new Map<string, number>();
  const sockets: WebSocket[] = [];
  const timers: NodeJS.Timeout[] = [];

  // Reads the stamp without parsing the whole message: the generator must stay cheaper than the
  // servers it measures. Stamps are `t=<ms>` in a cursor's colour or an update's cardMessage.
  const onMessage = (raw: WebSocket.RawData) => {
    const text = raw.toString();
    if (text.startsWith('{"type":"error"')) {
      const message = (JSON.parse(text) as { message: string }).message;
      errors.set(message, (errors.get(message) ?? 0) + 1);
      return;
    }
    if (!measuring) return;
    const at = text.indexOf('"t=');
    if (at < 0) return;
    const sentAt = Number(text.slice(at + 3, text.indexOf('"', at + 3)));
    delivered += 1;
    latency.add(now() - sentAt);
  };

  const connectOne = async (index: number) => {
    const room = index % ROOMS;
    const cardId = `benchroom-${room.toString().padStart(4, '0')}-${kind}`;
    const clientId = `client-${index}`;
    const socket = new WebSocket(`${ready.url}?room=${room}`, {
      headers: ready.visitors[room] ?? {},
      perMessageDeflate: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('message', onMessage);
    socket.once('close', (code, reason) => {
      if (closing) return;
      const key = `${code} ${reason.toString()}`.trim();
      closedEarly.set(key, (closedEarly.get(key) ?? 0) + 1);
    });
    // The real service answers a join with a sync, or an error (the client then stays silent);
    // a socket closed before either (a limit refused it) stays silent too, and is counted above.
    const synced =
      kind !== 'reference'
        ? new Promise<boolean>((resolve) => {
            const onAnswer = (raw: WebSocket.RawData) => {
              const text = raw.toString();
              if (!text.startsWith('{"type":"sync"') && !text.startsWith('{"type":"error"')) return;
              socket.off('message', onAnswer);
              resolve(text.startsWith('{"type":"sync"'));
            };
            socket.on('message', onAnswer);
            socket.once('close', () => resolve(false));
          })
        : Promise.resolve(true);
    socket.send(
      JSON.stringify({
        type: 'join',
        cardId,
        clientId,
        name: `Bench ${index}`,
        initialCardData: card('t=0', index),
      }),
    );
    sockets.push(socket);
    if (!(await synced)) return;
    const send = (message: unknown) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    };
    const offset = Math.random() * 1000;
    timers.push(
      setTimeout(() => {
        timers.push(
          setInterval(
            () =>
              send({
                type: 'cursor_update',
                cardId,
                clientId,
                position: { x: Math.random() * 500, y: Math.random() * 700 },
                name: `Bench ${index}`,
                // collab relays the name the socket joined with, but the colour as sent.
                color: `t=${now()}`,
              }),
            1000 / CURSOR_HZ,
          ),
          setInterval(
            () => send({ type: 'update', cardId, clientId, cardData: card(`t=${now()}`, index) }),
            1000 / UPDATE_HZ,
          ),
        );
      }, offset),
    );
  };

  const connectStart = now();
  for (let start = 0; start < CLIENTS; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, CLIENTS - start) }, (_, i) => connectOne(start + i)),
    );
  }
  console.log(
    `${kind}: ${CLIENTS} clients joined in ${((now() - connectStart) / 1000).toFixed(1)} s`,
  );
  await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
  measuring = true;
  const startedAt = now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  measuring = false;
  const elapsed = (now() - startedAt) / 1000;
  for (const timer of timers) clearTimeout(timer);
  closing = true;
  await Promise.all(
    sockets.map((socket) =>
      socket.readyState === WebSocket.CLOSED
        ? undefined
        : new Promise<void>((resolve) => {
            socket.once('close', () => resolve());
            socket.close();
          }),
    ),
  );
  return {
    p50: latency.percentile(0.5),
    p99: latency.percentile(0.99),
    perSecond: delivered / elapsed,
    errors: [...errors.values()].reduce((a, b) => a + b, 0),
    errorKinds: Object.fromEntries(errors),
    closedEarly: [...closedEarly.values()].reduce((a, b) => a + b, 0),
    closeKinds: Object.fromEntries(closedEarly),
  };
}

async function withServer<T, R>(args: string[], use: (ready: T) => Promise<R>): Promise<R> {
  const { child, ready } = await startProcess<T>(args);
  try {
    return await use(ready);
  } finally {
    await stopProcess(child);
  }
}

type Result = Awaited<ReturnType<typeof runLoad>>;
const results = {} as Record<Kind, Result>;
await withServer<CardsReady, void>(['cards'], (cards) =>
  withServer<Ready, void>(['collab', String(ROOMS), JSON.stringify(cards)], async (collab) => {
    results.collab = await runLoad('collab', collab);
    // The gateway relays to the same collab process; each side joins rooms of its own.
    const collabHttp = collab.url.replace(/^ws/, 'http').replace(/\/ws$/, '');
    results.gateway = await withServer<Ready, Result>(
      ['gateway', String(ROOMS), JSON.stringify(cards), collabHttp],
      (gateway) => runLoad('gateway', gateway),
    );
  }),
);
results.reference = await withServer<Ready, Result>(['reference'], (reference) =>
  runLoad('reference', reference),
);

const { collab, gateway, reference } = results;
const columns = (pick: (result: Result) => number) => ({
  'collab direct': pick(collab),
  'collab via gateway': pick(gateway),
  reference: pick(reference),
});
console.log(
  `\n${CLIENTS} clients in ${ROOMS} rooms, cursors ${CURSOR_HZ} Hz + updates ${UPDATE_HZ} Hz, ${SECONDS} s measured per side\n`,
);
console.table({
  'fan-out p50 (ms)': columns((result) => result.p50),
  'fan-out p99 (ms)': columns((result) => result.p99),
  'delivered msg/s': columns((result) => Math.round(result.perSecond)),
  'error messages': columns((result) => result.errors),
  'sockets closed early': columns((result) => result.closedEarly),
});
for (const [label, result] of [
  ['collab direct', collab],
  ['collab via gateway', gateway],
] as const) {
  if (result.errors > 0) console.log(`${label} errors by message:`, result.errorKinds);
  if (result.closedEarly > 0) console.log(`${label} early closes by code:`, result.closeKinds);
  const ratio = result.perSecond / reference.perSecond;
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(
    `${label}: throughput ratio to reference ${ratio.toFixed(2)} (target >= 0.5, ${verdict(ratio >= 0.5)}); p99 ${result.p99} ms (target <= 50, ${verdict(result.p99 <= 50)})`,
  );
}
