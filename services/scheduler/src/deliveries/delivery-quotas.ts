import { createHash } from 'node:crypto';
import {
  DELIVERY_QUOTAS,
  SCHEDULE_MESSAGES as M,
  type DeliveryMethod,
  type RecipientInfo,
} from '@cardsmith/contracts';
import { clientNetwork, type QuotaCounter } from '@cardsmith/service-kit';

/** Who schedules: the visitor, whether it is a signed-in account, and the client's address. */
export interface Sender {
  visitorId: string;
  signedIn: boolean;
  ip: string;
}

export interface DeliveryQuotaCounter extends QuotaCounter {
  /** The refusal's sentence, given when more is possible. */
  message: (when: string) => string;
}

/**
 * Who a delivery reaches, the same however it is typed (case, spaces), hashed so no address or
 * number sits in Redis in the clear.
 */
export function recipientKey(method: DeliveryMethod, recipient: RecipientInfo): string {
  const { address } = recipient;
  const who = {
    email: () => recipient.email.toLowerCase(),
    sms: () => recipient.phone.replace(/[^\d+]/g, ''),
    physical: () =>
      [address.street, address.zipCode, address.country, recipient.name].join('|').toLowerCase(),
    social: () => recipient.name.toLowerCase(),
  }[method]();
  const normalised = who.replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(`${method}:${normalised}`).digest('base64url').slice(0, 22);
}

/**
 * The counters one scheduled delivery takes from, in the order they are reported: the sender's
 * deliveries and distinct recipients (fewer before signing in), the client network's, the card's
 * and the platform's daily budget.
 */
export function deliveryQuotaCounters(
  sender: Sender,
  delivery: { cardId: string; method: DeliveryMethod; recipient: RecipientInfo },
  dailyBudget: number = DELIVERY_QUOTAS.dailyBudget,
): DeliveryQuotaCounter[] {
  const own = sender.signedIn ? DELIVERY_QUOTAS.signedIn : DELIVERY_QUOTAS.anonymous;
  return [
    {
      key: `deliveries:v:${sender.visitorId}`,
      max: own.deliveries,
      message: sender.signedIn ? M.quotaDeliveries : M.quotaDeliveriesSignIn,
    },
    {
      key: `recipients:v:${sender.visitorId}`,
      max: own.recipients,
      member: recipientKey(delivery.method, delivery.recipient),
      message: M.quotaRecipients,
    },
    {
      key: `deliveries:n:${clientNetwork(sender.ip)}`,
      max: DELIVERY_QUOTAS.perNetwork,
      message: M.quotaNetwork,
    },
    { key: `deliveries:c:${delivery.cardId}`, max: DELIVERY_QUOTAS.perCard, message: M.quotaCard },
    { key: 'deliveries:all', max: dailyBudget, message: M.quotaBudget },
  ];
}

/**
 * The counters a change of a scheduled delivery takes from: a new recipient is a new send, so
 * it counts as a delivery scheduled now (otherwise one delivery re-aimed by PATCH again and
 * again would reach any number of people); the same recipient typed differently, or a change of
 * date or message alone, takes nothing.
 */
export function recipientChangeCounters(
  sender: Sender,
  delivery: { cardId: string; method: DeliveryMethod; recipient: RecipientInfo },
  nextRecipient: RecipientInfo,
  dailyBudget: number = DELIVERY_QUOTAS.dailyBudget,
): DeliveryQuotaCounter[] {
  const { method } = delivery;
  if (recipientKey(method, delivery.recipient) === recipientKey(method, nextRecipient)) return [];
  return deliveryQuotaCounters(sender, { ...delivery, recipient: nextRecipient }, dailyBudget);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "00:00 UTC tomorrow", "14:00 UTC today" or "09:30 UTC on 2026-12-01", as seen at `now`. */
export function whenMorePossible(resetsAt: Date, now: Date): string {
  const time = `${resetsAt.toISOString().slice(11, 16)} UTC`;
  const day = (date: Date) => Math.floor(date.getTime() / DAY_MS);
  const ahead = day(resetsAt) - day(now);
  if (ahead <= 0) return `${time} today`;
  if (ahead === 1) return `${time} tomorrow`;
  return `${time} on ${resetsAt.toISOString().slice(0, 10)}`;
}
