import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/**
 * A loopback stand-in for api.stripe.com: records what the official SDK sends and answers
 * PaymentIntent creation the way Stripe does (one intent per idempotency key), and refunds.
 */
export async function startStripePeer() {
  const requests: RecordedRequest[] = [];
  const intentsByKey = new Map<string, Record<string, unknown>>();
  /** Intents a test has declared paid: Stripe refuses to cancel those. */
  const succeeded = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, headers: request.headers, form });
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const key = String(request.headers['idempotency-key']);
        const number = intentsByKey.size + 1;
        const intent = intentsByKey.get(key) ?? {
          id: `pi_test_${number}`,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          status: 'requires_payment_method',
          client_secret: `pi_test_${number}_secret_abc`,
          metadata: { orderId: form.get('metadata[orderId]') },
        };
        intentsByKey.set(key, intent);
        response.end(JSON.stringify(intent));
        return;
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        response.end(
          JSON.stringify({
            id: `re_test_${requests.length}`,
            object: 'refund',
            payment_intent: form.get('payment_intent'),
            status: 'succeeded',
          }),
        );
        return;
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (request.method === 'POST' && cancel) {
        const intent = [...intentsByKey.values()].find((candidate) => candidate.id === cancel[1]);
        if (intent && !succeeded.has(String(intent.id))) {
          intent.status = 'canceled';
          response.end(JSON.stringify(intent));
          return;
        }
        response.statusCode = 400;
        response.end(
          JSON.stringify({
            error: {
              type: 'invalid_request_error',
              message: 'This PaymentIntent cannot be canceled.',
            },
          }),
        );
        return;
      }
      response.statusCode = 404;
      response.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown route' } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    markSucceeded: (intentId: string) => succeeded.add(intentId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
