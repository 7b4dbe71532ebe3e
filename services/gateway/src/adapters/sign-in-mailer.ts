import { schedulerInternalRoutes } from '@cardsmith/contracts';
import { createInternalClient } from '@cardsmith/service-kit';
import type { RenderedEmail } from '@cardsmith/emails';

/** Sends a sign-in email; rejects when it could not be handed over. */
export interface SignInMailer {
  send(email: RenderedEmail & { to: string }): Promise<void>;
}

/**
 * Through the scheduler's send-now channel (`POST /internal/email`): SMTP when it is configured,
 * its outbox otherwise, so development needs no mail server.
 */
export function createSchedulerMailer(schedulerUrl: string, internalSecret: string): SignInMailer {
  const call = createInternalClient(schedulerUrl, internalSecret, { timeoutMs: 10_000 });
  return {
    async send(email) {
      await call(schedulerInternalRoutes.sendEmail, { body: email });
    },
  };
}
