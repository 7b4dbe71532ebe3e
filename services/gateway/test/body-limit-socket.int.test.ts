import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { createTestServiceContext } from '@cardsmith/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildGateway, DEAD_URL, listen } from './support.js';

const infra = inject('infra');
const ctx = createTestServiceContext(infra, 'gateway');
const MB = 1024 * 1024;

/** An upstream that reads bodies and reports when a forwarded request ended early. */
async function startSink() {
  const app = Fastify();
  let resolveAborted: () => void;
  const aborted = new Promise<void>((resolve) => (resolveAborted = resolve));
  let received = 0;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    payload.on('data', (chunk: Buffer) => (received += chunk.length));
    request.raw.on('close', () => {
      if (!request.raw.complete) resolveAborted();
    });
    payload.on('end', () => done(null, {}));
    payload.on('error', (error) => done(error));
  });
  app.all('/*', async () => ({ ok: true }));
  return { app, url: await listen(app), aborted, received: () => received };
}

/**
 * A service that answers as soon as it has a request's head and never reads its body, as a
 * service may refuse a request by its path alone: the HTTP client stops sending that body then.
 */
async function startEarlyAnswerer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      socket.pause();
      const body = JSON.stringify({ code: 'validation_failed', message: 'No such order.' });
      socket.write(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let sink: Awaited<ReturnType<typeof startSink>>;
let earlyAnswerer: Awaited<ReturnType<typeof startEarlyAnswerer>>;
let gateway: FastifyInstance;
let gatewayPort: number;

/** The gateway's upstreams in this file (`extra` adds to its config). */
async function gatewayWith(extra: Record<string, string> = {}) {
  return buildGateway(
    {
      CARDS_URL: DEAD_URL,
      SCHEDULER_URL: sink.url,
      MEDIA_URL: DEAD_URL,
      AI_URL: DEAD_URL,
      PRINT_URL: earlyAnswerer.url,
      COLLAB_URL: DEAD_URL,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
      ...extra,
    },
    ctx.redis,
  );
}

beforeAll(async () => {
  sink = await startSink();
  earlyAnswerer = await startEarlyAnswerer();
  gateway = await gatewayWith();
  gatewayPort = Number(new URL(await listen(gateway)).port);
});

afterAll(async () => {
  await gateway?.close();
  await sink?.app.close();
  await earlyAnswerer?.close();
  await ctx.close();
});

/** Everything the socket received until the gateway closed it. */
function readUntilClosed(socket: Socket): Promise<string> {
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (text += chunk));
  return new Promise((resolve) => socket.on('close', () => resolve(text)));
}

/** Answers read off a keep-alive socket one at a time, each whole (head and declared body). */
function answersOf(socket: Socket) {
  let buffered = Buffer.alloc(0);
  let waiting: ((answer: string) => void) | null = null;
  const takeAnswer = () => {
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd === -1 || !waiting) return;
    const head = buffered.subarray(0, headEnd).toString('latin1');
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    const end = headEnd + 4 + length;
    if (buffered.length < end) return;
    const answer = buffered.subarray(0, end).toString('latin1');
    buffered = buffered.subarray(end);
    const resolve = waiting;
    waiting = null;
    resolve(answer);
  };
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    takeAnswer();
  });
  return {
    next: () =>
      new Promise<string>((resolve, reject) => {
        waiting = resolve;
        socket.once('close', () => reject(new Error('the gateway closed the connection')));
        takeAnswer();
      }),
  };
}

/** A keep-alive connection to the gateway that has sent a JSON body, and its answers so far. */
function sendJsonBody(method: string, path: string, body: Buffer) {
  const socket = connect(gatewayPort, '127.0.0.1');
  socket.on('error', () => {});
  const answers = answersOf(socket);
  socket.write(
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:8080\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body);
  return { socket, answers };
}

/** The next request on that connection, and whether it is answered. */
async function nextRequestAnswered(
  socket: Socket,
  answers: ReturnType<typeof answersOf>,
): Promise<string> {
  socket.write('GET /api/schedules/next HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  const answer = await answers.next();
  socket.destroy();
  return answer;
}

describe('oversize bodies on a real connection', () => {
  it('a form body over the scheduler’s 16 KB for unsubscribes is answered 413 by the gateway', async () => {
    const socket = connect(gatewayPort, '127.0.0.1');
    socket.on('error', () => {});
    const answers = answersOf(socket);
    const body = Buffer.alloc(20 * 1024, 'a');
    socket.write(
      'POST /api/schedules/unsubscribe/tok HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body);
    const refusal = await answers.next();
    expect(refusal).toMatch(/^HTTP\/1\.1 413 /);
    expect(refusal).toContain('accepts at most 16 KB.');
    expect(await nextRequestAnswered(socket, answers)).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('a declared oversize body is answered 413 and the connection closed unread', async () => {
    const socket = connect(gatewayPort, '127.0.0.1');
    socket.on('error', () => {});
    const closed = readUntilClosed(socket);
    socket.write(
      'POST /api/schedules HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: application/octet-stream\r\nContent-Length: ${64 * MB}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(64 * 1024, 1));
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it('a chunked body outgrowing its limit mid-stream is answered 413, the connection closed and the upstream request aborted', async () => {
    const socket = connect(gatewayPort, '127.0.0.1');
    socket.on('error', () => {});
    const closed = readUntilClosed(socket);
    socket.write(
      'POST /api/schedules HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    // Keep sending, never ending the body, as a client uploading something huge would.
    const chunk = Buffer.alloc(64 * 1024, 1);
    const frame = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    ]);
    let sent = 0;
    const pump = () => {
      while (!socket.destroyed && sent < 64 * MB) {
        sent += chunk.length;
        if (!socket.write(frame)) return socket.once('drain', pump);
      }
    };
    pump();

    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"payload_too_large"');
    await sink.aborted;
    expect(sink.received()).toBeLessThanOrEqual(2 * MB);
    expect(sent).toBeLessThan(64 * MB);
  });
});

describe('bodies answered before they were all read', () => {
  const OVERSIZE_JSON = 1.1 * MB;
  it.each([
    // Issue 32, item 5: a 1.1 MB JSON body on these routes was forwarded under the uploads'
    // limit, refused by the service mid-stream and answered 503; the next request hung.
    ['POST', '/api/speech/generate', OVERSIZE_JSON, 413, '"code":"payload_too_large"'],
    ['POST', '/api/voice/text-to-speech', OVERSIZE_JSON, 413, '"code":"payload_too_large"'],
    ['POST', '/api/media', OVERSIZE_JSON, 413, '"code":"payload_too_large"'],
    ['POST', '/api/video/create-card', OVERSIZE_JSON, 413, '"code":"payload_too_large"'],
    ['DELETE', '/api/catalog/frames/f1', OVERSIZE_JSON, 413, '"code":"payload_too_large"'],
    // A service answering from the head alone: reply-from closed the connection after it.
    ['POST', '/api/print/orders/o1/cancel', MB - 1024, 400, 'No such order.'],
    // Found by bench/fuzz: the proxy had started reading the body when forwarding failed, the
    // rest stayed unread on the visitor's connection and their next request was never answered.
    ['POST', '/api/cards/c1/address-requests', 600 * 1024, 503, '"code":"service_unavailable"'],
  ] as const)(
    '%s %s with a %i-byte JSON body is answered %i and the connection answers the next request',
    async (method, path, size, status, says) => {
      const { socket, answers } = sendJsonBody(method, path, Buffer.alloc(size, 32));
      const answer = await answers.next();
      expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(answer).toContain(says);
      expect(answer.toLowerCase()).not.toContain('connection: close');
      expect(await nextRequestAnswered(socket, answers)).toMatch(/^HTTP\/1\.1 200 /);
    },
  );
});

describe('a body that stops arriving', () => {
  it('has its connection cut once it has sent nothing for BODY_STALL_TIMEOUT_MS', async () => {
    const impatient = await gatewayWith({ BODY_STALL_TIMEOUT_MS: '200' });
    try {
      const socket = connect(Number(new URL(await listen(impatient)).port), '127.0.0.1');
      socket.on('error', () => {});
      const closed = readUntilClosed(socket);
      socket.write(
        'POST /api/schedules HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:8080\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"sendAt":',
      );
      // Cut without an answer: a client that sends nothing more is not reading one either.
      expect(await closed).toBe('');
    } finally {
      await impatient.close();
    }
  });
});
