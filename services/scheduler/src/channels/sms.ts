import twilio from 'twilio';
import type { OutboxRepository } from './outbox.repository.js';

export interface SmsMessage {
  to: string;
  text: string;
  /** The delivery it carries: the outbox keeps its SMS once. */
  deliveryId?: string;
}

export interface SmsSender {
  readonly channel: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<{ id: string }>;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** Twilio's API origin; tests point it at a loopback peer. */
  apiBaseUrl?: string;
}

/** Real SMS through Twilio's Messages API (official SDK). */
export function twilioSmsSender(settings: TwilioSettings): SmsSender {
  const client = twilio(settings.accountSid, settings.authToken);
  if (settings.apiBaseUrl) client.api.baseUrl = settings.apiBaseUrl;
  return {
    channel: 'twilio',
    async send(message) {
      const sent = await client.messages.create({
        from: settings.from,
        to: message.to,
        body: message.text,
      });
      return { id: sent.sid };
    },
  };
}

/** Offline default: the SMS is kept in the outbox table instead of being sent. */
export function outboxSmsSender(outbox: OutboxRepository): SmsSender {
  return {
    channel: 'outbox',
    async send(message) {
      const id = await outbox.keep({
        channel: 'sms',
        deliveryId: message.deliveryId ?? null,
        messageKey: message.deliveryId ? `sms:${message.deliveryId}` : null,
        recipient: message.to,
        subject: null,
        html: null,
        text: message.text,
      });
      return { id };
    },
  };
}
