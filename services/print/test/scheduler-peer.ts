import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_SECRET_HEADER } from '@cardsmith/contracts';

export interface SentEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  idempotencyKey?: string;
}

/**
 * A loopback scheduler answering `POST /internal/email` as the real one does (201 `{ id,
 * channel }`), recording each email; a wrong internal secret gets 403, and `failNext(n)` makes
 * the next n calls answer 503 (the scheduler down), so retries can be watched.
 */
export async function startSchedulerPeer(secret: string) {
  const emails: SentEmail[] = [];
  let failures = 0;
  const waiters: { mentioning: string; count: number; resolve: () => void }[] = [];
  const mentioning = (text: string) => emails.filter((email) => email.text.includes(text));
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/internal/email') {
        response.statusCode = 404;
        response.end('{}');
        return;
      }
      if (request.headers[INTERNAL_SECRET_HEADER] !== secret) {
        response.statusCode = 403;
        response.end('{"code":"forbidden","message":"This route is for Cardsmith services only."}');
        return;
      }
      if (failures > 0) {
        failures -= 1;
        response.statusCode = 503;
        response.end('{"code":"service_unavailable","message":"Try again later."}');
        return;
      }
      emails.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as SentEmail);
      response.statusCode = 201;
      response.end(JSON.stringify({ id: `email-${emails.length}`, channel: 'outbox' }));
      for (const waiter of waiters) {
        if (mentioning(waiter.mentioning).length >= waiter.count) waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    emails,
    failNext: (count: number) => {
      failures = count;
    },
    /** The emails whose text mentions this (an order id), once `count` of them have arrived. */
    received: (text: string, count: number) =>
      new Promise<SentEmail[]>((resolve) => {
        const done = () => resolve(mentioning(text));
        if (mentioning(text).length >= count) done();
        else waiters.push({ mentioning: text, count, resolve: done });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
