import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEAD_URL, freePort } from './ports.js';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('freePort', () => {
  it('hands out a port below the ephemeral range that a server can then take', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(14_000);
    await close(await listen(port));
  });

  it('passes over a port a server holds', async () => {
    // Ports are handed out in turn: a server on the one after this is in the way of the next.
    const before = await freePort();
    // Someone else holding it already does as well.
    const holder = await listen(before + 1).catch(() => null);
    try {
      const next = await freePort();
      expect(next).not.toBe(before + 1);
      await close(await listen(next));
    } finally {
      if (holder) await close(holder);
    }
  });
});

describe('DEAD_URL', () => {
  it('is refused: nothing listens there', async () => {
    await expect(fetch(DEAD_URL)).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
  });
});
