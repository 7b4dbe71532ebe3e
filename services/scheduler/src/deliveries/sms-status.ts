/**
 * What a Twilio message status means for an SMS delivery: `delivered` (the handset has it),
 * `failed` (the network gave up), or nothing to record (`queued`, `sending`, `sent` and the
 * like are steps before either).
 * https://www.twilio.com/docs/messaging/api/message-resource#message-status-values
 */
export function smsOutcome(messageStatus: string): 'delivered' | 'failed' | null {
  switch (messageStatus) {
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'undelivered':
    case 'failed':
      return 'failed';
    default:
      return null;
  }
}
