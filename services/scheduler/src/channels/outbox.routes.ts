import { OUTBOX_PAGE_SIZE, schedulerAdminRoutes } from '@cardsmith/contracts';
import {
  decodeCursor,
  keysetPage,
  notFound,
  registerRoute,
  requireInternalCaller,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { OutboxMessageRow } from '../db/database.js';
import type { OutboxRepository } from './outbox.repository.js';

const summaryOf = (row: OutboxMessageRow) => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  createdAt: row.created_at.toISOString(),
});

/** The offline channels' outbox, read-only, for the admin console's settings (internal secret). */
export function registerOutboxRoutes(
  app: FastifyInstance,
  outbox: OutboxRepository,
  internalSecret: string,
): void {
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, schedulerAdminRoutes.outbox, async ({ query }) => {
      const position = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const { rows, total } = await outbox.page(query.channel, position, OUTBOX_PAGE_SIZE + 1);
      const page = keysetPage(rows, OUTBOX_PAGE_SIZE, (row) => ({
        at: row.created_at_key,
        id: row.id,
      }));
      return {
        messages: page.rows.map(summaryOf),
        total,
        pageSize: OUTBOX_PAGE_SIZE,
        nextCursor: page.nextCursor,
      };
    });
    registerRoute(internal, schedulerAdminRoutes.outboxMessage, async ({ params }) => {
      const row = await outbox.find(params.id);
      if (!row) throw notFound('This outbox message does not exist.');
      return { ...summaryOf(row), text: row.text, html: row.html, deliveryId: row.delivery_id };
    });
  });
}
