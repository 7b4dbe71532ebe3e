import { randomUUID } from 'node:crypto';
import { stripControlCharacters } from '@cardsmith/contracts';
import nodemailer from 'nodemailer';
import type { OutboxRepository } from './outbox.repository.js';

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The delivery the message belongs to (its card, its resend or a reminder about it). */
  deliveryId?: string;
  /**
   * Names this one message however often its job runs: the outbox keeps it once, SMTP uses it for
   * a stable Message-ID. The delivery's id for the card itself, the task's id for a reminder or
   * resend; absent for a send-now email.
   */
  messageKey?: string;
  /** Where the recipient can stop receiving cards (List-Unsubscribe). */
  unsubscribeUrl?: string;
}

export interface EmailSender {
  readonly channel: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<{ id: string }>;
  /** Ends the SMTP connections kept open for later messages (none for the outbox). */
  close(): void;
}

/** How many SMTP connections are kept open, and for how many messages each. */
export interface SmtpPool {
  /** Connections open at once; sends beyond them wait for a free one. */
  maxConnections: number;
  /** Messages sent over one connection before it is replaced by a new one. */
  maxMessages: number;
}

/**
 * nodemailer's pooled SMTP transport: a connection (TCP, greeting, EHLO, authentication) is made
 * once and reused for `maxMessages` messages instead of once per message. What the URL itself
 * says (e.g. `?pool=false`) wins over these options.
 */
export function smtpTransportOptions(smtpUrl: string, pool: SmtpPool) {
  return { url: smtpUrl, pool: true as const, ...pool };
}

/** Real email over SMTP (nodemailer, pooled connections). */
export function smtpEmailSender(smtpUrl: string, from: string, pool: SmtpPool): EmailSender {
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl, pool));
  return {
    channel: 'smtp',
    close: () => transport.close(),
    async send(message) {
      // A stable Message-ID lets a mail system drop the copy a crashed worker might send again.
      const messageId = `<${message.messageKey ?? randomUUID()}@cardsmith>`;
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: stripControlCharacters(message.subject),
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
    close: () => undefined,
    async send(message) {
      const id = await outbox.keep({
        channel: 'email',
        deliveryId: message.deliveryId ?? null,
        messageKey: message.messageKey ? `email:${message.messageKey}` : null,
        recipient: message.to,
        // Titles and names stored before input was stripped may still hold a line break.
        subject: stripControlCharacters(message.subject),
        html: message.html,
        text: message.text,
      });
      return { id };
    },
  };
}
