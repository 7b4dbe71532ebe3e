import type { EmailJob } from '@cardsmith/contracts';
import { EmailRequestSchema, renderEmail } from '@cardsmith/emails';
import type { EmailSender } from '../channels/email.js';

/**
 * The `email` job other services produce through their outbox (print's paid and shipped
 * emails): rendered here from the one email package and sent on the scheduler's channel. The
 * job's key is its Message-ID (SMTP) and its outbox key (offline), so a job run again after its
 * worker died mid-send is recognisable as the same message.
 */
export class EmailJobs {
  constructor(private readonly email: EmailSender) {}

  async send(job: EmailJob): Promise<void> {
    const request = EmailRequestSchema.parse(job);
    const rendered = await renderEmail(request.template, request.props as never);
    await this.email.send({ to: request.to, ...rendered, messageKey: job.key });
  }
}
