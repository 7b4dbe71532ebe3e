import type { IncomingMessage } from 'node:http';
import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { COLLAB_CLOSE_CODES, COLLAB_LIMITS } from '@cardsmith/contracts';
import { verifyVisitor } from '@cardsmith/service-kit';
import {
  createTestServiceContext,
  ManualScheduler,
  TEST_INTERNAL_SECRET,
} from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket, WebSocketServer, type ClientOptions } from 'ws';
import { buildGateway, DEAD_URL, listen, visitorCookie } from './support.js';

const ctx = createTestServiceContext<unknown>(inject('infra'), 'gateway');
const PUBLIC_ORIGIN = 'https://cards.example';
let collabUrl: string;
let collab: WebSocketServer;
let gateway: FastifyInstance;
let gatewayWs: string;
/** The stand-in's side of the latest connection. */
let collabSide: WebSocket;
/** Upgrades the stand-in has not answered yet: each waits until the test answers it. */
const heldUpgrades: { request: IncomingMessage; accept: () => void }[] = [];
let upgradeHeld: () => void = () => {};
const FLOOD_FRAME_BYTES = 256 * 1024;
const FLOOD_FRAMES = 128;
const upgrades: {
  url: string | undefined;
  headers: IncomingMessage['headers'];
}[] = [];

beforeAll(async () => {
  // Stands in for collab: its frame limit, refuses when asked to, records who connected and
  // echoes every message back.
  collab = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    maxPayload: COLLAB_LIMITS.socketMaxPayloadBytes,
    verifyClient: ({ req }, done) => {
      const query = new URL(req.url ?? '/', 'http://collab').searchParams;
      const status = Number(query.get('refuse'));
      if (status) done(false, status);
      else if (query.has('hold')) {
        heldUpgrades.push({ request: req, accept: () => done(true) });
        upgradeHeld();
      } else done(true);
    },
  });
  await new Promise((resolve) => collab.once('listening', resolve));
  collab.on('connection', (socket, request) => {
    collabSide = socket;
    // collab's own socket errors (a frame over its limit) are its business, as in collab.
    socket.on('error', () => {});
    upgrades.push({ url: request.url, headers: request.headers });
    socket.on('message', (data, binary) => {
      const text = String(data);
      if (text === 'end-session') return socket.close(COLLAB_CLOSE_CODES.sessionEnded, 'Ended');
      if (text === 'rate-limit') return socket.close(COLLAB_CLOSE_CODES.rateLimited, 'Slow down');
      if (text === 'vanish') return socket.terminate();
      if (text === 'flood') {
        const frame = Buffer.alloc(FLOOD_FRAME_BYTES, 'x');
        for (let i = 0; i < FLOOD_FRAMES; i++) socket.send(frame);
        socket.send('flood done');
        return;
      }
      socket.send(data, { binary });
    });
  });
  // The relay's handshake and drain limits never run out during a test: a socket let go is let go
  // by the relay itself, never by its 10 s drain limit, however slow the machine.
  collabUrl = `http://127.0.0.1:${(collab.address() as AddressInfo).port}`;
  gateway = await buildGateway(
    {
      COLLAB_URL: collabUrl,
      CARDS_URL: DEAD_URL,
      PUBLIC_ORIGIN,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
    },
    ctx.redis,
    { scheduler: new ManualScheduler() },
  );
  gatewayWs = (await listen(gateway)).replace('http', 'ws');
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => collab?.close(resolve));
  await ctx.close();
});

/** A browser that speaks the handshake itself, to do what a WebSocket client would not. */
async function rawBrowser(path: string): Promise<Socket> {
  const { port } = gateway.server.address() as AddressInfo;
  const browser = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  browser.write(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  await once(browser, 'connect');
  return browser;
}

function open(
  url: string,
  headers: Record<string, string> = {},
  options: ClientOptions = {},
): Promise<{ socket: WebSocket; response: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { ...options, headers });
    let response: IncomingMessage;
    socket.once('upgrade', (upgrade) => (response = upgrade));
    socket.once('open', () => resolve({ socket, response }));
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, refusal) =>
      reject(new Error(`unexpected ${refusal.statusCode}`)),
    );
  });
}

const nextMessage = (socket: WebSocket) =>
  new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));

const closeCode = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', resolve));

/** Retries `attempt` until it resolves truthy (the gateway notices a close a moment later); the
 * test's timeout bounds the wait, so a slow machine only makes it take longer. */
async function waitFor(attempt: () => Promise<unknown>): Promise<void> {
  while (!(await attempt().catch(() => false))) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Resolves once the gateway holds no connection any more. Its drain limit never runs out in these
 * tests, so only the relay's own handling can get there; the test's timeout bounds the wait.
 */
async function gatewayLetGo(): Promise<void> {
  await expect
    .poll(
      () =>
        new Promise<number>((resolve, reject) =>
          gateway.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
        ),
    )
    .toBe(0);
}

describe('/ws', () => {
  it('is proxied to collab as the signed visitor of the cookie', async () => {
    const cookie = visitorCookie(await gateway.inject('/'))!;
    const visitorId = cookie.slice(cookie.indexOf('=') + 1, cookie.lastIndexOf('.'));
    const { socket, response } = await open(`${gatewayWs}/ws?room=1`, {
      cookie,
      origin: PUBLIC_ORIGIN,
      'x-visitor-id': 'forged-visitor',
    });
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'join', cardId: 'c1', clientId: 'client-1' }));
    expect(JSON.parse(await reply)).toMatchObject({ type: 'join', clientId: 'client-1' });
    socket.close();
    const seen = upgrades.at(-1)!;
    expect(seen.url).toBe('/ws?room=1');
    expect(seen.headers['x-visitor-id']).toBe(visitorId);
    const signature = String(seen.headers['x-visitor-signature']);
    expect(verifyVisitor(TEST_INTERNAL_SECRET, visitorId, signature)).toBe(true);
    expect(seen.headers.cookie).toBeUndefined();
    // The 101 is collab's, with the gateway's headers for the request.
    expect(response.headers['sec-websocket-accept']).toBeTruthy();
    expect(response.headers['x-request-id']).toBe(seen.headers['x-request-id']);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses a page of another site', async () => {
    await expect(open(`${gatewayWs}/ws`, { origin: 'https://evil.example' })).rejects.toThrow(
      'unexpected 403',
    );
  });

  it('refuses a page served at the Host it reached the gateway by (DNS rebinding)', async () => {
    // Before: an Origin equal to the Host header was let in, whatever name pointed here.
    const { host } = new URL(gatewayWs);
    await expect(open(`${gatewayWs}/ws`, { origin: `http://${host}`, host })).rejects.toThrow(
      'unexpected 403',
    );
  });

  it('caps open sockets per visitor and per client address', async () => {
    const capped = await buildGateway(
      {
        COLLAB_URL: collabUrl,
        CARDS_URL: DEAD_URL,
        WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
        WS_MAX_SOCKETS_PER_VISITOR: '2',
        WS_MAX_SOCKETS_PER_IP: '3',
      },
      ctx.redis,
    );
    const sockets: WebSocket[] = [];
    try {
      const url = `${(await listen(capped)).replace('http', 'ws')}/ws`;
      const cookieOf = async () => ({ cookie: visitorCookie(await capped.inject('/'))! });
      const [first, second] = [await cookieOf(), await cookieOf()];
      for (const headers of [first, first]) sockets.push((await open(url, headers)).socket);
      await expect(open(url, first)).rejects.toThrow('unexpected 429');
      sockets.push((await open(url, second)).socket);
      await expect(open(url, second)).rejects.toThrow('unexpected 429');
      // A closed socket gives its place back.
      const closed = closeCode(sockets[0]!);
      sockets[0]!.close();
      await closed;
      await waitFor(async () => (await open(url, first).then((s) => sockets.push(s.socket))) > 0);
    } finally {
      for (const socket of sockets) socket.terminate();
      await capped.close();
    }
  });

  it('passes collab’s refusal of the visitor on', async () => {
    await expect(open(`${gatewayWs}/ws?refuse=401`)).rejects.toThrow('unexpected 401');
    await expect(open(`${gatewayWs}/ws?refuse=403`)).rejects.toThrow('unexpected 403');
  });

  it.each([
    ['the session was ended', 'end-session', COLLAB_CLOSE_CODES.sessionEnded],
    ['it was rate limited', 'rate-limit', COLLAB_CLOSE_CODES.rateLimited],
  ])('passes collab’s close codes on, so the browser learns %s', async (_, command, code) => {
    const { socket } = await open(`${gatewayWs}/ws`);
    const closed = closeCode(socket);
    socket.send(command);
    expect(await closed).toBe(code);
    await gatewayLetGo();
  });

  it('lets go of the browser’s socket when collab closes its own without a word', async () => {
    const { socket } = await open(`${gatewayWs}/ws`);
    const closed = closeCode(socket);
    socket.send('vanish');
    expect(await closed).toBe(1006);
    await gatewayLetGo();
  });

  it('lets go of a browser that still sends after collab left', async () => {
    // It goes on writing after the gateway ended its socket as collab did.
    const browser = await rawBrowser('/ws');
    const [head] = (await once(browser, 'data')) as [Buffer];
    expect(String(head)).toMatch(/^HTTP\/1.1 101 /);
    browser.on('data', () => {});
    // A client's text frame: final, opcode 1, masked with a zero key.
    const frame = (text: string) =>
      Buffer.concat([Buffer.from([0x81, 0x80 | text.length, 0, 0, 0, 0]), Buffer.from(text)]);
    browser.write(frame('vanish'));
    await once(browser, 'end');
    browser.end(frame('too late'));
    await gatewayLetGo();
  });

  it('gives up on collab’s answer when the browser leaves before it', async () => {
    const connections = upgrades.length;
    const held = new Promise<void>((resolve) => (upgradeHeld = resolve));
    const browser = await rawBrowser('/ws?hold');
    await held;
    const { request, accept } = heldUpgrades.pop()!;
    // The gateway drops its request to collab: collab sees the end of it.
    const abandoned = Promise.race([once(request.socket, 'end'), once(request.socket, 'close')]);
    browser.destroy();
    await gatewayLetGo();
    await abandoned;
    accept();
    expect(upgrades.length).toBe(connections);
  });

  it('lets go of collab’s socket and the browser’s when the browser closes', async () => {
    const { socket } = await open(`${gatewayWs}/ws`);
    const collabClosed = new Promise((resolve) => collabSide.once('close', resolve));
    socket.close(1000, 'Bye');
    expect(await collabClosed).toBe(1000);
    await gatewayLetGo();
  });

  it('leaves the frame size limit to collab, whose 1009 reaches the browser', async () => {
    const { socket } = await open(`${gatewayWs}/ws`);
    const closed = closeCode(socket);
    socket.send(Buffer.alloc(COLLAB_LIMITS.socketMaxPayloadBytes + 1, 'x'));
    expect(await closed).toBe(1009);
  });

  it('makes collab hold what a browser that stops reading has not taken, not the gateway', async () => {
    const { socket } = await open(`${gatewayWs}/ws`, {}, { perMessageDeflate: false });
    let received = 0;
    const done = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        if (String(data) === 'flood done') resolve();
        else received += (data as Buffer).length;
      }),
    );
    const tcp = (socket as unknown as { _socket: Socket })._socket;
    tcp.pause();
    socket.send('flood');
    const sent = FLOOD_FRAMES * FLOOD_FRAME_BYTES;
    // Wait until the stand-in has written its flood and TCP stopped taking any more of it. Nothing
    // is sent meanwhile, so the amount only falls: a slow machine can end the wait early, with a
    // larger amount, but never fail a gateway that holds only its stream buffers.
    let waiting = -1;
    while (waiting !== collabSide.bufferedAmount) {
      waiting = collabSide.bufferedAmount;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // What is not at collab is in the kernel's socket buffers along the way, plus at most a
    // stream's high-water mark per direction in the gateway.
    expect(waiting).toBeGreaterThan(sent / 2);
    tcp.resume();
    await done;
    expect(received).toBe(sent);
    socket.close();
  });

  it('answers the upgrade with 503 while collab is down', async () => {
    const lonely = await buildGateway(
      {
        COLLAB_URL: DEAD_URL,
        CARDS_URL: DEAD_URL,
        WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
      },
      ctx.redis,
    );
    try {
      const url = await listen(lonely);
      await expect(open(`${url.replace('http', 'ws')}/ws`)).rejects.toThrow('unexpected 503');
    } finally {
      await lonely.close();
    }
  });

  it('refuses WebSocket upgrades anywhere else', async () => {
    await expect(open(`${gatewayWs}/api/cards`)).rejects.toThrow('unexpected 400');
  });

  it('tells a plain request for /ws that it takes WebSocket connections only', async () => {
    const response = await gateway.inject('/ws');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'The collaboration channel at /ws takes WebSocket connections only.',
    });
  });
});
