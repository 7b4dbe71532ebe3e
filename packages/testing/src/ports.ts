import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * The ports freePort() hands out: 10000–13999, a stretch no port 0 bind is ever given (Linux's
 * ephemeral range starts at 32768) and no fixed port of ours uses: the platform's usual ports are
 * 4010–9464, the end-to-end tests' start at 14010 and the benchmarks' at 27101 (bench/lib/ports.ts).
 * So a server a parallel test starts on port 0 never takes one between the check and its owner's
 * bind. Each process starts at a random place and goes on from there, so parallel workers rarely
 * meet.
 */
const TEST_PORTS = { from: 10_000, count: 4_000 };
let nextTestPort = randomInt(TEST_PORTS.count);

function bindable(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port nothing listens on, for a server the caller starts next. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < TEST_PORTS.count; tried++) {
    const port = TEST_PORTS.from + nextTestPort;
    nextTestPort = (nextTestPort + 1) % TEST_PORTS.count;
    if (await bindable(port)) return port;
  }
  throw new Error('no free loopback port');
}

/**
 * A loopback URL nothing listens on: a service that is down. Port 2 is privileged, nothing on
 * these machines binds it, and fetch() dials it (it refuses port 1 outright as a "bad port"), so a
 * caller meets a refused connection. A port freePort() found free will not do: some test may well
 * start a server there.
 */
export const DEAD_URL = 'http://127.0.0.1:2';
