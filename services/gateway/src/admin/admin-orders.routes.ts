import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import {
  adminOrderRoutes,
  PrintFileParamsSchema,
  PrintOrderIdParamsSchema,
} from '@cardsmith/contracts';
import {
  HttpError,
  internalHeaders,
  registerRoute,
  traceHeaders,
  useContractValidation,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { printAdminRoutes, type AdminUpstreams } from '../adapters/admin-upstreams.js';
import type { AdminAuthService } from './admin-auth.service.js';
import { requireAdminSession } from './admin-guard.js';

/** A PDF may take print a while to read from Postgres; longer than a JSON call's limit. */
const FILE_TIMEOUT_MS = 30_000;

/** `/api/admin/orders...`: the console's orders and payments, relayed to print's admin routes. */
export function registerAdminOrderRoutes(
  app: FastifyInstance,
  deps: {
    auth: AdminAuthService;
    upstreams: AdminUpstreams;
    print: { url: string; internalSecret: string };
  },
): void {
  const { upstreams } = deps;
  app.register(async (admin) => {
    useContractValidation(admin);
    requireAdminSession(admin, deps.auth);
    registerRoute(admin, adminOrderRoutes.listOrders, ({ query }) =>
      upstreams.print(printAdminRoutes.listOrders, { querystring: query }),
    );
    registerRoute(admin, adminOrderRoutes.getOrder, ({ params }) =>
      upstreams.print(printAdminRoutes.getOrder, { params }),
    );
    registerRoute(admin, adminOrderRoutes.setStatus, ({ params, body }) =>
      upstreams.print(printAdminRoutes.setStatus, { params, body }),
    );
    registerRoute(admin, adminOrderRoutes.markPaid, ({ params, body }) =>
      upstreams.print(printAdminRoutes.markPaid, { params, body }),
    );
    registerRoute(admin, adminOrderRoutes.refund, ({ params, body }) =>
      upstreams.print(printAdminRoutes.refund, { params, body }),
    );
    // The proof and print PDFs: bytes, streamed through as print sends them.
    admin.get<{ Params: z.output<typeof PrintFileParamsSchema> }>(
      adminOrderRoutes.file.path,
      { schema: { params: PrintFileParamsSchema } },
      async (request, reply) => {
        const { id, file } = request.params;
        let response: Response;
        try {
          response = await fetch(
            `${deps.print.url}/internal/print/orders/${encodeURIComponent(id)}/files/${file}`,
            {
              headers: { ...internalHeaders(deps.print.internalSecret), ...traceHeaders() },
              signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
            },
          );
        } catch {
          throw new HttpError(
            503,
            'service_unavailable',
            'The print service did not answer. Please try again in a moment.',
          );
        }
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as { message?: string } | null;
          throw new HttpError(
            response.status === 404 ? 404 : 502,
            response.status === 404 ? 'not_found' : 'service_unavailable',
            body?.message ?? 'The print service could not send this file.',
          );
        }
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${file.replace('.pdf', '')}-${id}.pdf"`,
          )
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(await response.arrayBuffer()));
      },
    );
    // The order's status events: print's stream, passed on as it comes (never compressed, which
    // would hold events back), closed upstream when the console leaves.
    admin.get<{ Params: z.output<typeof PrintOrderIdParamsSchema> }>(
      adminOrderRoutes.events.path,
      { schema: { params: PrintOrderIdParamsSchema }, compress: false },
      async (request, reply) => {
        const left = new AbortController();
        reply.raw.once('close', () => left.abort());
        const path = printAdminRoutes.orderEvents.path.replace(
          ':id',
          encodeURIComponent(request.params.id),
        );
        let response: Response;
        try {
          response = await fetch(`${deps.print.url}${path}`, {
            headers: {
              ...internalHeaders(deps.print.internalSecret),
              ...traceHeaders(),
              accept: 'text/event-stream',
            },
            signal: left.signal,
          });
        } catch {
          throw new HttpError(
            503,
            'service_unavailable',
            'The print service did not answer. Please try again in a moment.',
          );
        }
        if (!response.ok || !response.body) {
          const body = (await response.json().catch(() => null)) as { message?: string } | null;
          throw new HttpError(
            response.status === 404 ? 404 : 502,
            response.status === 404 ? 'not_found' : 'service_unavailable',
            body?.message ?? 'The print service could not follow this order.',
          );
        }
        const events = Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
        // The console leaving aborts the upstream read: an ending, not a failure.
        events.on('error', () => {});
        return reply
          .type('text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .send(events);
      },
    );
  });
}
