import { Readable } from 'node:stream';
import {
  ADMIN_TEMPLATE_UPLOAD,
  ADMIN_TEMPLATE_UPLOAD_PATHS,
  adminTemplateRoutes,
  TEMPLATE_UPLOAD_MESSAGES,
} from '@cardsmith/contracts';
import {
  HttpError,
  internalHeaders,
  registerRoute,
  traceHeaders,
  useContractValidation,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import { mediaTemplateRoutes, type AdminUpstreams } from '../adapters/admin-upstreams.js';
import { BodyLimitExceeded, limitStream, payloadTooLarge } from '../proxy/body-limit.js';
import type { AdminAuthService } from './admin-auth.service.js';
import { requireAdminSession } from './admin-guard.js';

/** Ten videos may take a while to reach media's blob store. */
const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

/** `/api/admin/templates...`: the console's template uploads and toggle, relayed to media. */
export function registerAdminTemplateRoutes(
  app: FastifyInstance,
  deps: {
    auth: AdminAuthService;
    upstreams: AdminUpstreams;
    media: { url: string; internalSecret: string };
  },
): void {
  const { upstreams } = deps;
  app.register(async (admin) => {
    useContractValidation(admin);
    requireAdminSession(admin, deps.auth);
    // The upload streams through to media unparsed, as the proxies forward bodies.
    admin.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    registerRoute(admin, adminTemplateRoutes.list, () =>
      upstreams.media(mediaTemplateRoutes.listAll, {}),
    );
    registerRoute(admin, adminTemplateRoutes.setActive, ({ params, body }) =>
      upstreams.media(mediaTemplateRoutes.setActive, { params, body }),
    );
    admin.post(adminTemplateRoutes.upload.path, async (request, reply) => {
      const contentType = request.headers['content-type'] ?? '';
      if (!contentType.startsWith('multipart/form-data')) {
        throw new HttpError(400, 'validation_failed', TEMPLATE_UPLOAD_MESSAGES.noFiles);
      }
      const body = limitStream(request.raw, ADMIN_TEMPLATE_UPLOAD.maxBodyBytes);
      let response: Response;
      try {
        response = await fetch(`${deps.media.url}${ADMIN_TEMPLATE_UPLOAD_PATHS.internal}`, {
          method: 'POST',
          headers: {
            ...internalHeaders(deps.media.internalSecret),
            ...traceHeaders(),
            'content-type': contentType,
          },
          body: Readable.toWeb(body) as ReadableStream<Uint8Array>,
          duplex: 'half',
          signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
        } as RequestInit);
      } catch {
        if (body.errored instanceof BodyLimitExceeded) throw payloadTooLarge(body.errored.limit);
        throw new HttpError(
          503,
          'service_unavailable',
          'The media service did not answer. Please try again in a moment.',
        );
      }
      const answer = await response.text();
      return reply.status(response.status).type('application/json').send(answer);
    });
  });
}
