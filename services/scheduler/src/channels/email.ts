import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { OutboxRepository } from './outbox.repository.js';

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A delivery's id: the outbox keeps its message once, SMTP uses it for a stable Message-ID. */
  deliveryId?: string;
  /** Where the recipient can stop receiving cards (List-Unsubscribe). */
  unsubscribeUrl?: string;
}

export interface EmailSender {
  readonly channel: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<{ id: string }>;
}

/** Real email over SMTP (nodemailer). */
export function smtpEmailSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    channel: 'smtp',
    async send(message) {
      // A stable Message-ID lets a mail system drop the copy a crashed worker might send again.
      const messageId = `<${message.deliveryId ?? randomUUID()}@cardsmith>`;
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId,
        ...(message.unsubscribeUrl
          ? {
              list: { unsubscribe: message.unsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
      return { id: info.messageId };
    },
  };
}

/** Offline default: the email is kept in the outbox table instead of being sent. */
export function outboxEmailSender(outbox: OutboxRepository): EmailSender {
  return {
    channel: 'outbox',
    async send(message) {
      const id = await outbox.keep({
        channel: 'email',
        deliveryId: message.deliveryId ?? null,
        recipient: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      return { id };
    },
  };
}
