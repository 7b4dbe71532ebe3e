import { schedulerInternalRoutes } from '@cardsmith/contracts';
import type { EmailProps } from '@cardsmith/emails';
import { createInternalClient } from '@cardsmith/service-kit';

/** Sends a sign-in email; rejects when it could not be handed over. */
export interface SignInMailer {
  send(to: string, props: EmailProps<'sign-in-link'>): Promise<void>;
}

/**
 * Through the scheduler's send-now channel (`POST /internal/email`), which renders the
 * `sign-in-link` email of `@cardsmith/emails`: SMTP when it is configured, its outbox otherwise,
 * so development needs no mail server.
 */
export function createSchedulerMailer(schedulerUrl: string, internalSecret: string): SignInMailer {
  const call = createInternalClient(schedulerUrl, internalSecret, { timeoutMs: 10_000 });
  return {
    async send(to, props) {
      await call(schedulerInternalRoutes.sendEmail, {
        body: { template: 'sign-in-link', to, props },
      });
    },
  };
}
