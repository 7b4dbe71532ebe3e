import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { answerClientError } from './client-error.js';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function listening(): Promise<string> {
  server = createServer((_request, response) => response.end('ok'));
  server.on('clientError', (error, socket) => answerClientError(error, socket, 1_000));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('answerClientError', () => {
  it('lets a client still sending its body read the 431 for a path over 16 KB', async () => {
    const origin = await listening();
    const path = `/api/cards/${'%78'.repeat(9_000)}/address-requests`;
    const body = JSON.stringify({ a: 'x'.repeat(256 * 1024) });
    // Each POST is refused while its body is still under way.
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await request(`${origin}${path}`, { method: 'POST', body });
        return { status: response.statusCode, body: await response.body.json() };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 431,
        body: {
          error: 'Request Header Fields Too Large',
          message: 'Exceeded maximum allowed HTTP header size',
          statusCode: 431,
        },
      });
    }
  });

  it('answers a request it cannot parse with a 400 and closes the connection', async () => {
    const origin = await listening();
    const { port } = new URL(origin);
    const socket = connect(Number(port), '127.0.0.1');
    socket.write('NOT AN HTTP REQUEST\r\n\r\n');
    const received = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
    });
    expect(received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\nConnection: close\r\n/);
    expect(received).toContain('"message":"Client Error"');
  });
});
