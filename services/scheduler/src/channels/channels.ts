import type { SchedulerConfig } from '../config.js';
import { outboxEmailSender, smtpEmailSender, type EmailSender } from './email.js';
import type { OutboxRepository } from './outbox.repository.js';
import { outboxSmsSender, twilioSmsSender, type SmsSender } from './sms.js';

export interface Channels {
  email: EmailSender;
  sms: SmsSender;
}

type ChannelConfig = Pick<
  SchedulerConfig,
  | 'SMTP_URL'
  | 'SMTP_POOL_CONNECTIONS'
  | 'SMTP_POOL_MAX_MESSAGES'
  | 'EMAIL_FROM'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_API_BASE_URL'
>;

/** The real provider when it is configured, the outbox table otherwise (ARCHITECTURE §5). */
export function createChannels(config: ChannelConfig, outbox: OutboxRepository): Channels {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = config;
  return {
    email: config.SMTP_URL
      ? smtpEmailSender(config.SMTP_URL, config.EMAIL_FROM, {
          maxConnections: config.SMTP_POOL_CONNECTIONS,
          maxMessages: config.SMTP_POOL_MAX_MESSAGES,
        })
      : outboxEmailSender(outbox),
    sms:
      TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM
        ? twilioSmsSender({
            accountSid: TWILIO_ACCOUNT_SID,
            authToken: TWILIO_AUTH_TOKEN,
            from: TWILIO_FROM,
            apiBaseUrl: config.TWILIO_API_BASE_URL,
          })
        : outboxSmsSender(outbox),
  };
}
