import { renderEmailRequest } from '@cardsmith/emails';
import type { Logger } from '@cardsmith/service-kit';
import { isTestPayment } from '../adapters/payments.js';
import type { EmailPort } from '../adapters/scheduler-email.js';
import { printEmailRequest } from './print-email.js';
import type { PrintEmailsRepository } from './print-emails.repository.js';

export type EmailOutcome = 'sent' | 'already-sent' | 'unknown';

/**
 * The worker's `email` job: send one queued email through the scheduler and mark it sent. A
 * failed send throws, so the queue retries it (and the reconciler re-queues it after the last
 * retry) until it goes; a sent row is never sent again.
 */
export class EmailSenderService {
  constructor(
    private readonly deps: {
      emails: PrintEmailsRepository;
      channel: EmailPort;
      orderPageUrl: (orderId: string) => string;
      now?: () => Date;
      logger: Logger;
    },
  ) {}

  async send(emailId: string): Promise<EmailOutcome> {
    const { emails, channel, logger } = this.deps;
    const found = await emails.findWithOrder(emailId);
    if (!found) return 'unknown';
    const { email, order } = found;
    if (email.sent_at) return 'already-sent';
    const request = printEmailRequest(
      email.kind,
      {
        quantity: order.quantity,
        paperType: order.paper_type,
        size: order.size,
        total: order.total,
        shippingDetails: order.shipping_details,
        trackingNumber: order.tracking_number,
        trackingUrl: order.tracking_url,
        testPayment: isTestPayment(order.payment_intent_id),
      },
      this.deps.orderPageUrl(order.id),
    );
    let sent: { channel: string };
    try {
      sent = await channel.send(await renderEmailRequest(request), emailId);
    } catch (error) {
      await emails.recordFailure(emailId, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await emails.markSent(emailId, sent.channel, (this.deps.now ?? (() => new Date()))());
    logger.info({ emailId, orderId: order.id, kind: email.kind }, 'print email sent');
    return 'sent';
  }
}
