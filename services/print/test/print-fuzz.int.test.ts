import { PrintOrderIdParamsSchema } from '@cardsmith/contracts';
import { fuzzApp, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordingSubmissions, startApp, type TestApp } from './support.js';

let test: TestApp;
beforeAll(async () => {
  test = await startApp({
    submissions: recordingSubmissions(),
    env: { VENDOR_CALLBACK_SECRET: 'fuzz-vendor-callback-secret' },
  });
});
afterAll(async () => {
  await test.close();
});

const pdf = z.object({});
describe('print under hostile input', () => {
  it('answers every route, the binary ones included, without a 5xx', async () => {
    const report = await fuzzApp(test.app, {
      internalSecret: TEST_INTERNAL_SECRET,
      extraRoutes: [
        {
          name: 'GET /api/print/orders/:id/proof.pdf',
          route: {
            method: 'GET',
            path: '/api/print/orders/:id/proof.pdf',
            params: PrintOrderIdParamsSchema,
            response: pdf,
          },
        },
        {
          name: 'GET /api/print/files/:id/:file',
          route: {
            method: 'GET',
            path: '/api/print/files/:id/:file',
            params: PrintOrderIdParamsSchema.extend({ file: z.enum(['print.pdf', 'proof.pdf']) }),
            querystring: z.object({ token: z.string() }),
            response: pdf,
          },
        },
        {
          name: 'POST /api/payments/stripe/webhook',
          route: {
            method: 'POST',
            path: '/api/payments/stripe/webhook',
            body: z.object({ id: z.string() }),
            response: pdf,
          },
        },
        {
          name: 'POST /api/print/vendor/callback',
          route: {
            method: 'POST',
            path: '/api/print/vendor/callback',
            body: z.object({ eventId: z.string() }),
            response: pdf,
          },
        },
      ],
    });
    expect(report.routes).toContain('printRoutes.placeOrder');
    expect(report.failures).toEqual([]);
  }, 180_000);
});
