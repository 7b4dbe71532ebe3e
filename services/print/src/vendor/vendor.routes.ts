import { printInternalRoutes, VendorStatusCallbackSchema } from '@cardsmith/contracts';
import { HttpError, registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import {
  isValidVendorSignature,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_SIGNATURE_MESSAGE,
  VENDOR_TIMESTAMP_HEADER,
} from './vendor-signature.js';
import type { VendorStatusService } from './vendor-status.service.js';

export const VENDOR_CALLBACKS_OFF_MESSAGE =
  'Print vendor callbacks are not switched on for this site.';

const header = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

export function registerVendorRoutes(
  app: FastifyInstance,
  vendorStatus: VendorStatusService,
  settings: { callbackSecret: string | undefined; internalSecret: string; now: () => number },
): void {
  app.register(async (raw) => {
    // The signature covers the exact bytes the vendor sent.
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    raw.post('/api/print/vendor/callback', async (request) => {
      const { callbackSecret } = settings;
      if (!callbackSecret) throw new HttpError(404, 'not_found', VENDOR_CALLBACKS_OFF_MESSAGE);
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const valid = isValidVendorSignature({
        secret: callbackSecret,
        timestamp: header(request.headers[VENDOR_TIMESTAMP_HEADER]),
        signature: header(request.headers[VENDOR_SIGNATURE_HEADER]),
        rawBody,
        nowMs: settings.now(),
      });
      if (!valid) throw new HttpError(401, 'unauthorized', VENDOR_SIGNATURE_MESSAGE);
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new HttpError(400, 'invalid_json', 'The callback body is not JSON.');
      }
      await vendorStatus.applyCallback(VendorStatusCallbackSchema.parse(json));
      return { received: true };
    });
  });

  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, settings.internalSecret),
    );
    registerRoute(internal, printInternalRoutes.outbox, async () => ({
      orders: await vendorStatus.outbox(),
    }));
    registerRoute(internal, printInternalRoutes.setVendorStatus, async ({ params, body }) => ({
      order: await vendorStatus.applyOperatorStatus(params.id, body),
    }));
  });
}
