import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VendorRequest {
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, any>;
}

/**
 * A loopback print vendor: records each order request and, like the real APIs, answers the same
 * order for a repeated idempotency key. `rejectNext` makes it refuse the next order with a 422;
 * `holdNext` makes it take the next order (it exists at the vendor from then on) and never
 * answer, as a vendor whose reply the caller does not live to read.
 */
export async function startVendorPeer() {
  const requests: VendorRequest[] = [];
  const ordersByKey = new Map<string, string>();
  const held = new Set<ServerResponse>();
  let reject = false;
  let hold: (() => void) | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      requests.push({ headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/v4/orders') {
        response.statusCode = 404;
        response.end('{}');
        return;
      }
      if (reject) {
        reject = false;
        response.statusCode = 422;
        response.end(JSON.stringify({ error: 'Unknown SKU' }));
        return;
      }
      const key = String(request.headers['idempotency-key']);
      const id = ordersByKey.get(key) ?? `vo_${ordersByKey.size + 1}`;
      ordersByKey.set(key, id);
      if (hold) {
        held.add(response);
        response.on('close', () => held.delete(response));
        hold();
        hold = null;
        return;
      }
      response.statusCode = 201;
      response.end(JSON.stringify({ id, status: 'received' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v4`,
    requests,
    uniqueOrders: () => ordersByKey.size,
    rejectNext: () => {
      reject = true;
    },
    /** Resolves once the next order has arrived and is being held unanswered. */
    holdNext: () =>
      new Promise<void>((resolve) => {
        hold = resolve;
      }),
    idOfOrder: (idempotencyKey: string) => ordersByKey.get(idempotencyKey),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.close(() => resolve());
      }),
  };
}
