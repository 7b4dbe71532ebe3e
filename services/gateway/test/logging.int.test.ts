import { Writable } from 'node:stream';
import { createLogger } from '@cardsmith/service-kit';
import { createTestServiceContext } from '@cardsmith/service-kit/testing';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { GatewayDb } from '../src/db/database.js';
import { deadUrl, gatewayConfig } from './support.js';

const ctx = createTestServiceContext<GatewayDb>(inject('infra'), 'gateway');

afterAll(async () => {
  await ctx.close();
});

describe('the gateway’s request log', () => {
  it('carries no edit token of an edit link, the socket or a query', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const dead = await deadUrl();
    const app = await buildApp({
      config: gatewayConfig({
        CARDS_URL: dead,
        COLLAB_URL: dead,
        WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
      }),
      logger: createLogger('gateway-log-test', 'info', sink),
      redis: ctx.redis,
      db: ctx.db,
    });
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
});
