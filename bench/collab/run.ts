/**
 * Collab capacity benchmark (on demand, never in CI):
 *   node --import tsx bench/collab/run.ts [steps=10:5,10:10,…] [seconds per step=4] [room size=10]
 * Ramps the load on four servers, each in its own process: the real collab service directly,
 * the same collab through the gateway's /ws (as browsers reach it), the same collab through a bare
 * nginx relay (a reference: what any proxy hop costs on this machine), and a minimal ws broadcast
 * server (no validation, no Redis). A step `rooms:hz` has that many rooms of `room size` clients,
 * each sending cursor updates at `hz` and an operation (a patch of its own element) at 2 Hz; every
 * message carries its send time, so each receipt at another client gives one fan-out latency. A
 * side's capacity is the highest delivered messages/s of a step whose p99 stays within 50 ms; its
 * ramp stops at the first step past that.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from '@cardsmith/testing';
import { WebSocket } from 'ws';
import { cpuProfileFlags } from '../lib/cpu-profile.js';
import { ensureNginx, startNginx } from '../lib/nginx.js';
import { cpuBetween, cpuSnapshot } from '../lib/process-cpu.js';
import type { CardsReady, SocketReady as Ready } from './server.js';

// Two rooms (about 9 400 msg/s offered) apart from 10 rooms on, so a capacity is read to within
// a tenth of itself: with steps of five rooms one side's capacity fell at 15 rooms and another's
// at 20, and the ratio between them moved by a third with where the steps fell.
const DEFAULT_STEPS =
  '10:5,10:10,10:20,10:35,10:50,12:50,14:50,16:50,18:50,20:50,22:50,24:50,26:50,28:50,30:50,35:50,40:50,50:50';
const STEPS = (process.argv[2] ?? DEFAULT_STEPS).split(',').map((step) => {
  const [rooms, hz] = step.split(':').map(Number);
  if (!rooms || !hz) throw new Error(`A step is rooms:hz, such as 10:20; got "${step}".`);
  return { rooms, hz };
});
const SECONDS = Number(process.argv[3] ?? 4);
const ROOM_SIZE = Number(process.argv[4] ?? 10);
/** Operations per client and second: somebody typing or dragging in bursts. */
const OPS_HZ = 2;
const SETTLE_MS = 1000;
const P99_TARGET_MS = 50;

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
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A send time and its sender, as it rides in a message: `t=<ms>~<client index>`. */
const stamp = (index: number) => `t=${now()}~${index}`;

function card(clientIndex: number) {
  return {
    backgroundColor: '#ffffff',
    textFont: 'Poppins',
    textSize: 'medium',
    cardMessage: 'Happy birthday',
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

async function withServer<T, R>(
  args: string[],
  use: (ready: T, pid: number) => Promise<R>,
): Promise<R> {
  const { child, ready } = await startProcess<T>(args);
  try {
    return await use(ready, child.pid!);
  } finally {
    await stopProcess(child);
  }
}

type Kind = 'collab' | 'gateway' | 'nginx' | 'reference';

interface StepResult {
  rooms: number;
  hz: number;
  offered: number;
  delivered: number;
  p50: number;
  p99: number;
  errors: number;
  closedEarly: number;
  /** µs of CPU per delivered message, by process: where a side's time goes. */
  cpu: Record<CpuGroup, number>;
}

/**
 * The processes a side's messages cost CPU in: this generator, the server answering the
 * sockets (collab or the reference), the relay between them (the gateway or nginx, when there is
 * one), Redis (collab's fan-out between replicas), and everything else on the machine.
 */
const CPU_GROUPS = ['generator', 'server', 'relay', 'redis', 'other'] as const;
type CpuGroup = (typeof CPU_GROUPS)[number];

/** Which process is which on a side: the server's and the relay's pids; nginx goes by name. */
interface SidePids {
  server: number;
  relay?: number;
}

function cpuGroupOf(pids: SidePids): (pid: number, name: string) => CpuGroup {
  return (pid, name) => {
    if (pid === process.pid) return 'generator';
    if (pid === pids.server) return 'server';
    if (pid === pids.relay || name === 'nginx') return 'relay';
    if (name.startsWith('redis')) return 'redis';
    return 'other';
  };
}

/** One client: joins its room, then sends cursors at the step's rate and operations at OPS_HZ. */
class BenchClient {
  private cursorTimer: NodeJS.Timeout | undefined;
  private opsTimer: NodeJS.Timeout | undefined;
  private seq = 0;

  private constructor(
    private readonly socket: WebSocket,
    private readonly index: number,
    private readonly cardId: string,
  ) {}

  static async connect(
    kind: Kind,
    ready: Ready,
    index: number,
    room: number,
    onMessage: (index: number, raw: WebSocket.RawData) => void,
    onEarlyClose: (key: string) => void,
  ): Promise<BenchClient | null> {
    const cardId = `benchroom-${room.toString().padStart(4, '0')}-${kind}`;
    const socket = new WebSocket(`${ready.url}?room=${room}`, {
      headers: ready.visitors[room] ?? {},
      perMessageDeflate: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    // The real service answers a join with a sync, or an error (the client then stays silent);
    // a socket closed before either (a limit refused it) stays silent too.
    const synced =
      kind === 'reference'
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            const onAnswer = (raw: WebSocket.RawData) => {
              const text = raw.toString();
              if (!text.startsWith('{"type":"sync"') && !text.startsWith('{"type":"error"')) return;
              socket.off('message', onAnswer);
              resolve(text.startsWith('{"type":"sync"'));
            };
            socket.on('message', onAnswer);
            socket.once('close', () => resolve(false));
          });
    socket.send(
      JSON.stringify({
        type: 'join',
        cardId,
        clientId: `client-${index}`,
        name: `Bench ${index}`,
        ops: true,
        initialCardData: card(index),
      }),
    );
    socket.on('message', (raw) => onMessage(index, raw));
    socket.once('close', (code, reason) => onEarlyClose(`${code} ${reason.toString()}`.trim()));
    if (!(await synced)) return null;
    const client = new BenchClient(socket, index, cardId);
    // The room's card is its first joiner's: everyone else adds the element they will edit.
    client.sendOps({ kind: 'put', element: card(index).elements[0] });
    return client;
  }

  /** (Re)starts sending: cursors at `hz`, one operation every 1/OPS_HZ s, at a random phase. */
  pace(hz: number): void {
    this.stopSending();
    const clientId = `client-${this.index}`;
    this.cursorTimer = setInterval(
      () =>
        this.send({
          type: 'cursor_update',
          cardId: this.cardId,
          clientId,
          position: { x: Math.random() * 500, y: Math.random() * 700 },
          name: `Bench ${this.index}`,
          // collab relays the name the socket joined with, but the colour as sent.
          color: stamp(this.index),
        }),
      1000 / hz,
    );
    this.opsTimer = setInterval(
      () =>
        this.sendOps({
          kind: 'patch',
          id: `el-${this.index}`,
          set: { content: stamp(this.index) },
        }),
      1000 / OPS_HZ,
    );
  }

  private sendOps(op: unknown): void {
    this.seq += 1;
    this.send({
      type: 'ops',
      cardId: this.cardId,
      clientId: `client-${this.index}`,
      ops: [{ seq: this.seq, op }],
    });
  }

  stopSending(): void {
    clearInterval(this.cursorTimer);
    clearInterval(this.opsTimer);
  }

  async close(): Promise<void> {
    this.stopSending();
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }

  private send(message: unknown): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }
}

/** Ramps one server through the steps until its p99 passes the target; a row per step run. */
async function ramp(kind: Kind, ready: Ready, pids: SidePids): Promise<StepResult[]> {
  let latency = new Histogram();
  let delivered = 0;
  let errors = 0;
  let closedEarly = 0;
  let measuring = false;
  let closing = false;

  // Reads the stamps without parsing whole messages (the generator must stay cheaper than the
  // servers it measures). A frame may carry several (a room's operations committed together);
  // the room's `ops` go back to their sender too, which is not a fan-out; a `sync` carries the
  // card as it stands, old stamps included.
  const onMessage = (receiver: number, raw: WebSocket.RawData) => {
    const text = raw.toString();
    if (text.startsWith('{"type":"error"')) errors += 1;
    if (!measuring || text.startsWith('{"type":"sync"')) return;
    const receivedAt = now();
    for (let at = text.indexOf('"t='); at >= 0; at = text.indexOf('"t=', at + 3)) {
      const tilde = text.indexOf('~', at);
      const sender = Number(text.slice(tilde + 1, text.indexOf('"', tilde)));
      if (sender === receiver) continue;
      delivered += 1;
      latency.add(receivedAt - Number(text.slice(at + 3, tilde)));
    }
  };
  const onEarlyClose = () => {
    if (!closing) closedEarly += 1;
  };

  const clients: BenchClient[] = [];
  let roomsOpen = 0;
  const results: StepResult[] = [];
  try {
    for (const step of STEPS) {
      for (; roomsOpen < step.rooms; roomsOpen++) {
        const joined = await Promise.all(
          Array.from({ length: ROOM_SIZE }, (_, i) =>
            BenchClient.connect(
              kind,
              ready,
              roomsOpen * ROOM_SIZE + i,
              roomsOpen,
              onMessage,
              onEarlyClose,
            ),
          ),
        );
        clients.push(...joined.filter((client) => client !== null));
      }
      for (const client of clients) client.pace(step.hz);
      const result = await measure(step);
      // A step past the target is measured once more before the ramp stops: one pause of a
      // shared machine must not decide the capacity.
      const confirmed = result.p99 > P99_TARGET_MS ? await measure(step) : result;
      if (confirmed !== result) results.push(result);
      results.push(confirmed);
      console.log(
        `${kind} ${step.rooms}×${ROOM_SIZE} clients at ${step.hz} Hz: ${confirmed.delivered} msg/s of ${confirmed.offered} offered, p50 ${confirmed.p50} ms, p99 ${confirmed.p99} ms`,
      );
      if (confirmed.p99 > P99_TARGET_MS) break;
    }
  } finally {
    closing = true;
    await Promise.all(clients.map((client) => client.close()));
  }
  return results;

  async function measure(step: (typeof STEPS)[number]): Promise<StepResult> {
    await wait(SETTLE_MS);
    latency = new Histogram();
    delivered = 0;
    errors = 0;
    closedEarly = 0;
    measuring = true;
    const startedAt = now();
    const cpuBefore = cpuSnapshot();
    await wait(SECONDS * 1000);
    measuring = false;
    const { groups } = cpuBetween(cpuBefore, cpuSnapshot(), cpuGroupOf(pids));
    const elapsed = (now() - startedAt) / 1000;
    const perMessage = (group: CpuGroup) =>
      delivered > 0 ? Math.round(((groups[group] ?? 0) * 1e7) / delivered) / 10 : 0;
    return {
      rooms: step.rooms,
      hz: step.hz,
      offered: clients.length * (step.hz + OPS_HZ) * (ROOM_SIZE - 1),
      delivered: Math.round(delivered / elapsed),
      p50: latency.percentile(0.5),
      p99: latency.percentile(0.99),
      errors,
      closedEarly,
      cpu: Object.fromEntries(CPU_GROUPS.map((group) => [group, perMessage(group)])) as Record<
        CpuGroup,
        number
      >,
    };
  }
}

/** The highest delivered rate of a step within the p99 target (0 when none was). */
const capacity = (steps: StepResult[]) =>
  Math.max(0, ...steps.filter((step) => step.p99 <= P99_TARGET_MS).map((step) => step.delivered));

/**
 * nginx relaying /ws to collab as it is usually set up for WebSockets (HTTP/1.1 upstream, the
 * Upgrade and Connection headers passed on), with no check of its own: the clients bring collab's
 * signed visitor headers as on the direct side, and nginx passes them through.
 */
async function withNginxRelay<R>(collab: Ready, use: (ready: Ready) => Promise<R>): Promise<R> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const relay = await startNginx(nginxBinary, {
    readyUrl: `${url}/ws`,
    // Every client's socket and its upstream socket, with room to spare.
    workerConnections: 4 * STEPS.at(-1)!.rooms * ROOM_SIZE + 64,
    http: ({ folder }) => `
  access_log ${folder}/access.log;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${port};
    location /ws {
      proxy_pass ${collab.url.replace(/^ws/, 'http')};
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
  }`,
  });
  try {
    return await use({ url: `ws://127.0.0.1:${port}/ws`, visitors: collab.visitors });
  } finally {
    await relay.stop();
  }
}

const nginxBinary = ensureNginx();
const loadBefore = loadavg();
const results = {} as Record<Kind, StepResult[]>;
await withServer<CardsReady, void>(['cards'], (cards) =>
  withServer<Ready, void>(
    ['collab', String(STEPS.at(-1)!.rooms), JSON.stringify(cards)],
    async (collab, collabPid) => {
      results.collab = await ramp('collab', collab, { server: collabPid });
      // The gateway relays to the same collab process; each side joins rooms of its own.
      const collabHttp = collab.url.replace(/^ws/, 'http').replace(/\/ws$/, '');
      results.gateway = await withServer<Ready, StepResult[]>(
        ['gateway', String(STEPS.at(-1)!.rooms), JSON.stringify(cards), collabHttp],
        (gateway, gatewayPid) => ramp('gateway', gateway, { server: collabPid, relay: gatewayPid }),
      );
      results.nginx = await withNginxRelay(collab, (relay) =>
        ramp('nginx', relay, { server: collabPid }),
      );
    },
  ),
);
results.reference = await withServer<Ready, StepResult[]>(['reference'], (reference, pid) =>
  ramp('reference', reference, { server: pid }),
);

const labels: Record<Kind, string> = {
  collab: 'collab direct',
  gateway: 'collab via gateway',
  nginx: 'collab via nginx relay',
  reference: 'reference',
};
console.log(
  `\n${new Date().toISOString()}, load average before ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}, after ${loadavg()
    .map((l) => l.toFixed(2))
    .join(
      ' / ',
    )}; rooms of ${ROOM_SIZE}, operations ${OPS_HZ} Hz per client, ${SECONDS} s per step\n`,
);
console.log(
  `| side | rooms | cursor Hz | offered msg/s | delivered msg/s | p50 ms | p99 ms | errors | closed early | ${CPU_GROUPS.map((group) => `${group} µs/msg`).join(' | ')} |`,
);
console.log(
  `| --- | --- | --- | --- | --- | --- | --- | --- | --- |${' --- |'.repeat(CPU_GROUPS.length)}`,
);
for (const kind of ['collab', 'gateway', 'nginx', 'reference'] as const) {
  for (const step of results[kind]) {
    console.log(
      `| ${labels[kind]} | ${step.rooms} | ${step.hz} | ${step.offered} | ${step.delivered} | ${step.p50} | ${step.p99} | ${step.errors} | ${step.closedEarly} | ${CPU_GROUPS.map((group) => step.cpu[group]).join(' | ')} |`,
    );
  }
}

const collabCapacity = capacity(results.collab);
const gatewayCapacity = capacity(results.gateway);
const nginxCapacity = capacity(results.nginx);
const referenceCapacity = capacity(results.reference);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
console.log(`\n| capacity (msg/s within p99 ≤ ${P99_TARGET_MS} ms) | msg/s | ratio | target |`);
console.log('| --- | --- | --- | --- |');
console.log(`| reference | ${referenceCapacity} | | |`);
const collabRatio = ratio(collabCapacity, referenceCapacity);
console.log(
  `| collab direct | ${collabCapacity} | ${collabRatio.toFixed(2)}× reference | ≥ 0.7× (${verdict(collabRatio >= 0.7)}) |`,
);
const gatewayRatio = ratio(gatewayCapacity, collabCapacity);
console.log(
  `| collab via gateway | ${gatewayCapacity} | ${gatewayRatio.toFixed(2)}× collab direct | ≥ 0.8× (${verdict(gatewayRatio >= 0.8)}) |`,
);
console.log(
  `| collab via nginx relay (a reference: the hop alone) | ${nginxCapacity} | ${ratio(nginxCapacity, collabCapacity).toFixed(2)}× collab direct; the gateway ${ratio(gatewayCapacity, nginxCapacity).toFixed(2)}× it | |`,
);
const lastStep = STEPS.at(-1)!;
for (const kind of ['collab', 'gateway', 'nginx', 'reference'] as const) {
  const last = results[kind].at(-1);
  if (
    last &&
    last.p99 <= P99_TARGET_MS &&
    last.rooms === lastStep.rooms &&
    last.hz === lastStep.hz
  ) {
    console.log(
      `${labels[kind]} stayed within the target at the last step: its capacity is at least this, limited by the steps (or the generator).`,
    );
  }
}
