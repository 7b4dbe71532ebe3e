import twilio from 'twilio';
import type { OutboxRepository } from './outbox.repository.js';

export interface SmsMessage {
  to: string;
  text: string;
  /** The delivery it carries: the outbox keeps its SMS once. */
  deliveryId?: string;
  /** Where Twilio reports the message's status (delivered, undelivered). */
  statusCallbackUrl?: string;
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
        ...(message.statusCallbackUrl ? { statusCallback: message.statusCallbackUrl } : {}),
      });
      return { id: sent.sid };
    },
  };
}

/** Checks a request claims to come from Twilio: `X-Twilio-Signature` against the public URL. */
export type TwilioSignatureCheck = (
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
) => boolean;

/**
 * The SDK's own check with the account's auth token. Without a token (SMS offline) nothing can be
 * verified, so every request is refused.
 */
export function twilioSignatureCheck(authToken: string | undefined): TwilioSignatureCheck {
  return (signature, url, params) =>
    Boolean(authToken && signature && twilio.validateRequest(authToken, signature, url, params));
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
