import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from '@cardsmith/service-kit';
import { createTestServiceContext } from '@cardsmith/testing';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { GatewayDb } from '../src/db/database.js';
import Fastify from 'fastify';
import { DEAD_URL, gatewayConfig, listen } from './support.js';

const ctx = createTestServiceContext<GatewayDb>(inject('infra'), 'gateway');

afterAll(async () => {
  await ctx.close();
});

/** A gateway whose services are down (but for `env`'s), logging at info into `lines`. */
async function loggedGateway(lines: string[], env: Record<string, string> = {}) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return buildApp({
    config: gatewayConfig({
      CARDS_URL: DEAD_URL,
      COLLAB_URL: DEAD_URL,
      SCHEDULER_URL: DEAD_URL,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
      ...env,
    }),
    logger: createLogger('gateway-log-test', 'info', sink),
    redis: ctx.redis,
    db: ctx.db,
  });
}

describe('the gateway’s request log', () => {
  it('carries no edit token of an edit link, the socket or a query', async () => {
    const lines: string[] = [];
    const app = await loggedGateway(lines);
    try {
      await app.inject({
        url: '/editor?card=c1&edit=edit-link-secret',
        headers: { accept: 'text/html' },
      });
      await app.inject({ url: '/ws?edit=socket-secret' });
      await app.inject({ url: '/api/cards/c1?editToken=query-secret' });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/editor?card=c1&edit=[redacted]');
    expect(log).toContain('/ws?edit=[redacted]');
    expect(log).toContain('/api/cards/c1?editToken=[redacted]');
    expect(log).not.toMatch(/-secret/);
    // One line per request: the proxy's own "fetching" and "received" lines are left out.
    expect(log).not.toContain('fetching from remote server');
  });

  // Issue 32, item 9: the delivery token opens the card, marks it opened and unsubscribes.
  it('carries no delivery token of a recipient link or an unsubscribe', async () => {
    const lines: string[] = [];
    const app = await loggedGateway(lines);
    try {
      await app.inject({
        url: '/cards/c1?delivery=recipient-link-secret',
        headers: { accept: 'text/html' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/schedules/unsubscribe/unsubscribe-secret',
        headers: { origin: 'http://localhost:8080' },
      });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/cards/c1?delivery=[redacted]');
    expect(log).toContain('/api/schedules/unsubscribe/[redacted]');
    expect(log).not.toMatch(/-secret/);
  });

  // Issue 32, item 11: a visitor who hung up mid-upload was logged as a failure with a stack.
  it('logs a client that hangs up mid-body at info, without a stack', async () => {
    const media = Fastify();
    let forwarded: () => void;
    const reachedMedia = new Promise<void>((resolve) => (forwarded = resolve));
    media.addHook('onRequest', async () => forwarded());
    media.post('/api/media', async () => ({ ok: true }));
    const lines: string[] = [];
    const app = await loggedGateway(lines, { MEDIA_URL: await listen(media) });
    try {
      const port = Number(new URL(await listen(app)).port);
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write(
        'POST /api/media HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:8080\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"first":',
      );
      await reachedMedia;
      socket.destroy();
      await expect.poll(() => lines.join('')).toContain('client closed the connection');
    } finally {
      await app.close();
      await media.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    const afterStart = entries.filter(({ msg }) => !/ADMIN_PASSWORD|must exist/.test(msg));
    expect(afterStart.filter(({ level }) => level >= 40)).toEqual([]);
    expect(lines.join('')).not.toContain('"stack"');
  });
});
