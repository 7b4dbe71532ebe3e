import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export type Reply =
  | { status: number; json: unknown }
  /** Never answers, so the client's timeout fires (or `timingOutFetch` fails it at once). */
  | 'hang';

/**
 * A loopback server that speaks enough of the OpenAI API for the official SDK: it records each
 * request and answers from a queue (the last reply repeats).
 */
export async function startFakeOpenAi(replies: Reply[]) {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let held: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : null,
      });
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      if (reply === 'hang') {
        hanging.add(res);
        for (const wake of held.splice(0)) wake();
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Resolves the next time the fake holds a request without answering it. */
    nextHang: () => new Promise<void>((resolve) => held.push(resolve)),
    close: async () => {
      held = [];
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Fetch as the SDK does, except that a request the fake holds fails at once the way the SDK's
 * own timeout fails it (an AbortError): a timeout without waiting for one, so no other answer
 * has to arrive within a short limit on a busy machine.
 */
export function timingOutFetch(fake: { nextHang: () => Promise<void> }): typeof fetch {
  return (input, init) =>
    Promise.race([
      fetch(input, init),
      fake.nextHang().then(() => {
        throw Object.assign(new Error('The request timed out.'), { name: 'AbortError' });
      }),
    ]);
}

export const chatReply = (content: string) => ({
  status: 200,
  json: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  },
});

export const imageReply = (png: Buffer) => ({
  status: 200,
  json: { created: 1_700_000_000, data: [{ b64_json: png.toString('base64') }] },
});

export const serverError = {
  status: 500,
  json: { error: { message: 'boom', type: 'server_error' } },
};
