import { schedulerInternalRoutes } from '@cardsmith/contracts';
import { createInternalClient } from '@cardsmith/service-kit';
import type { RenderedEmail } from '@cardsmith/emails';

/** Where print's emails go: the scheduler's send-now route, its one email channel. */
export interface EmailPort {
  /** `key` names the one email across retries, so the scheduler keeps or sends it once. */
  send(email: RenderedEmail & { to: string }, key: string): Promise<{ channel: string }>;
}

/**
 * The scheduler's `POST /internal/email`. Offline (no SMTP there) it keeps the message in its
 * outbox table, so this adapter needs no offline twin of its own.
 */
export function createSchedulerEmail(baseUrl: string, internalSecret: string): EmailPort {
  const call = createInternalClient(baseUrl, internalSecret, { timeoutMs: 15_000 });
  return {
    async send(email, key) {
      const sent = await call(schedulerInternalRoutes.sendEmail, {
        body: { ...email, idempotencyKey: `print-email:${key}` },
      });
      return { channel: sent.channel };
    },
  };
}
