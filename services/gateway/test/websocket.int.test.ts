import type { AddressInfo } from 'node:net';
import { verifyVisitor } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { buildGateway, deadUrl, listen, visitorCookie } from './support.js';

const ctx = createTestServiceContext<unknown>(inject('infra'), 'gateway');
let echo: WebSocketServer;
let gateway: FastifyInstance;
let gatewayUrl: string;
const upgrades: {
  url: string | undefined;
  visitor: string | undefined;
  signature: string | undefined;
}[] = [];

beforeAll(async () => {
  // Stands in for collab: records who connected and echoes every message back.
  echo = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => echo.once('listening', resolve));
  echo.on('connection', (socket, request) => {
    upgrades.push({
      url: request.url,
      visitor: request.headers['x-visitor-id'] as string | undefined,
      signature: request.headers['x-visitor-signature'] as string | undefined,
    });
    socket.on('message', (data, binary) => socket.send(data, { binary }));
  });
  const dead = await deadUrl();
  gateway = await buildGateway(
    {
      COLLAB_URL: `http://127.0.0.1:${(echo.address() as AddressInfo).port}`,
      CARDS_URL: dead,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
    },
    ctx.redis,
  );
  gatewayUrl = await listen(gateway);
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => echo?.close(resolve));
  await ctx.close();
});

function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`unexpected ${response.statusCode}`)),
    );
  });
}

const nextMessage = (socket: WebSocket) =>
  new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));

describe('/ws', () => {
  it('is proxied to collab as the signed visitor of the cookie', async () => {
    const cookie = visitorCookie(await gateway.inject('/healthz'))!;
    const visitorId = cookie.slice(cookie.indexOf('=') + 1, cookie.lastIndexOf('.'));
    const socket = await open(`${gatewayUrl.replace('http', 'ws')}/ws?room=1`, {
      cookie,
      origin: gatewayUrl,
      'x-visitor-id': 'forged-visitor',
    });
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'join', cardId: 'c1', clientId: 'client-1' }));
    expect(JSON.parse(await reply)).toMatchObject({ type: 'join', clientId: 'client-1' });
    socket.close();
    const seen = upgrades.at(-1)!;
    expect(seen.url).toBe('/ws?room=1');
    expect(seen.visitor).toBe(visitorId);
    expect(verifyVisitor(TEST_INTERNAL_SECRET, visitorId, seen.signature!)).toBe(true);
  });

  it('refuses a page of another site', async () => {
    await expect(
      open(`${gatewayUrl.replace('http', 'ws')}/ws`, { origin: 'https://evil.example' }),
    ).rejects.toThrow('unexpected 403');
  });

  it('refuses WebSocket upgrades anywhere else', async () => {
    await expect(open(`${gatewayUrl.replace('http', 'ws')}/api/cards`)).rejects.toThrow(
      'unexpected 400',
    );
  });
});
