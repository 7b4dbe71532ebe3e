import { describe, expect, it } from 'vitest';
import type { EmailMessage, EmailSender } from '../channels/email.js';
import { EmailJobs } from './email-jobs.js';

function recordingSender(): EmailSender & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return {
    channel: 'outbox',
    sent,
    close: () => undefined,
    send: async (message) => {
      sent.push(message);
      return { id: `message-${sent.length}` };
    },
  };
}

const paid = {
  template: 'print-paid',
  to: 'ada@example.com',
  key: 'print-paid-order-1',
  props: {
    firstName: 'Ada',
    quantity: 1,
    size: 'standard',
    paperType: 'premium-matte',
    orderUrl: 'https://cards.example/orders/order-1',
    total: 1995,
    testPayment: false,
  },
};

describe("another service's email job", () => {
  it('is rendered from its template and sent under its key', async () => {
    const sender = recordingSender();
    await new EmailJobs(sender).send(paid);
    expect(sender.sent).toEqual([
      expect.objectContaining({
        to: 'ada@example.com',
        subject: 'Your printed card order is paid',
        messageKey: 'print-paid-order-1',
        text: expect.stringContaining('$19.95'),
        html: expect.stringContaining('href="https://cards.example/orders/order-1"'),
      }),
    ]);
  });

  it('is refused, sending nothing, when its template or props are not the package’s', async () => {
    const sender = recordingSender();
    const jobs = new EmailJobs(sender);
    await expect(jobs.send({ ...paid, template: 'no-such-email' })).rejects.toThrow(
      /not an email template/,
    );
    await expect(jobs.send({ ...paid, props: { ...paid.props, total: -1 } })).rejects.toThrow();
    expect(sender.sent).toEqual([]);
  });
});
