import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * The ports freePort() hands out: below the kernel's ephemeral range (32768 and up), so a server
 * a parallel test starts on port 0 never takes one between the check and its owner's bind. Each
 * process starts at a random place and goes on from there, so parallel workers rarely meet.
 */
const TEST_PORTS = { from: 20_000, count: 12_768 };
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
 * A privileged port no test and no service on these machines binds, and not one of those fetch()
 * refuses to dial ("bad port"): a caller meets a refused connection, as with a service that is
 * down. A port freePort() found free will not do: some test may well start a server there.
 */
const NEVER_BOUND_PORT = 2;

/** A loopback URL nothing listens on: a service that is down. */
export function deadUrl(): Promise<string> {
  return Promise.resolve(`http://127.0.0.1:${NEVER_BOUND_PORT}`);
}
