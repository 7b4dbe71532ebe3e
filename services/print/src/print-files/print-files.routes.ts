import { PrintOrderIdParamsSchema } from '@cardsmith/contracts';
import { requireInternalCaller, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PrintFilesService } from './print-files.service.js';

const FileParamsSchema = PrintOrderIdParamsSchema.extend({
  file: z.enum(['print.pdf', 'proof.pdf'], { error: 'There is no such print file.' }),
});
const kindOf = (file: 'print.pdf' | 'proof.pdf') => (file === 'print.pdf' ? 'print' : 'proof');

function sendPdf(reply: FastifyReply, name: string, content: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(content);
}

/** Binary routes (PDF bytes out); listed in the README. */
export function registerPrintFileRoutes(
  app: FastifyInstance,
  files: PrintFilesService,
  internalSecret: string,
): void {
  app.get<{ Params: z.output<typeof PrintOrderIdParamsSchema> }>(
    '/api/print/orders/:id/proof.pdf',
    { schema: { params: PrintOrderIdParamsSchema } },
    async (request, reply) =>
      sendPdf(
        reply,
        `proof-${request.params.id}.pdf`,
        await files.ownerProof(requireVisitor(request), request.params.id),
      ),
  );
  app.get<{ Params: z.output<typeof FileParamsSchema>; Querystring: { token: string } }>(
    '/api/print/files/:id/:file',
    {
      schema: {
        params: FileParamsSchema,
        querystring: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      return sendPdf(
        reply,
        `${kindOf(file)}-${id}.pdf`,
        await files.linkedFile(id, kindOf(file), request.query.token),
      );
    },
  );
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    internal.get<{ Params: z.output<typeof FileParamsSchema> }>(
      '/internal/print/orders/:id/files/:file',
      { schema: { params: FileParamsSchema } },
      async (request, reply) => {
        const { id, file } = request.params;
        return sendPdf(
          reply,
          `${kindOf(file)}-${id}.pdf`,
          await files.operatorFile(id, kindOf(file)),
        );
      },
    );
  });
}
