import {
  CONTACT_MESSAGES,
  DELIVERY_COUNTRIES,
  isPostalCode,
  toE164,
  DELIVERY_METHODS,
  SCHEDULE_MESSAGES as M,
  type ApiIssue,
  type DeliveryMethod,
  type RecipientInfo,
} from '@cardsmith/contracts';
import { isTimeZone, zonedInstant, type ZonedInstant } from '@cardsmith/contracts/zoned-time';
import { splitName } from './post-order.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
// Deliberately loose: the mail server is the judge; this catches typos like a missing @.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface WhenAndWhere {
  deliveryDate: string;
  deliveryTime: string;
  timezone: string;
  deliveryMethod: string;
  recipientInfo: RecipientInfo;
  senderEmail?: string;
  /** The sender's zone for reminders; blank means the recipient's. */
  senderTimezone?: string;
  recurring?: boolean;
}

export interface CheckedSchedule {
  method: DeliveryMethod;
  at: ZonedInstant;
  /** The recipient as stored: an SMS number in E.164. */
  recipientInfo: RecipientInfo;
}

const isMethod = (value: string): value is DeliveryMethod =>
  (DELIVERY_METHODS as readonly string[]).includes(value);
const isCountry = (value: string) => (DELIVERY_COUNTRIES as readonly string[]).includes(value);

/**
 * Every problem of a schedule request at once (spec 001 §5, in the dialog's order), so the form
 * can list them together under 'Please fix the following issues:'. Returns the issues, or the
 * method and the instant when there are none.
 */
export function checkSchedule(
  request: WhenAndWhere,
  now: Date,
): { issues: ApiIssue[] } | { issues: []; checked: CheckedSchedule } {
  const issues: ApiIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const { deliveryDate, deliveryTime, timezone, deliveryMethod, recipientInfo } = request;

  const timezoneKnown = isTimeZone(timezone);
  let at: ZonedInstant | null = null;
  if (!deliveryDate) add('deliveryDate', M.dateRequired);
  else if (!DATE.test(deliveryDate)) add('deliveryDate', M.badDate);
  if (!TIME.test(deliveryTime)) add('deliveryTime', M.badTime);
  if (!timezoneKnown) add('timezone', M.badTimezone);
  if (deliveryDate && DATE.test(deliveryDate) && TIME.test(deliveryTime) && timezoneKnown) {
    at = zonedInstant(deliveryDate, deliveryTime, timezone);
    if (!at) add('deliveryDate', M.badDate);
    else if (at.instant.getTime() <= now.getTime()) add('deliveryDate', M.dateInFuture);
  }

  if (!recipientInfo.name) add('recipientInfo.name', M.nameRequired);
  if (!isMethod(deliveryMethod)) add('deliveryMethod', M.badMethod);
  if (deliveryMethod === 'email') {
    if (!recipientInfo.email) add('recipientInfo.email', M.emailRequired);
    else if (!EMAIL.test(recipientInfo.email)) add('recipientInfo.email', M.badEmail);
  }
  // The form's country reads a number typed without its country code.
  const phone = recipientInfo.phone && toE164(recipientInfo.phone, recipientInfo.address.country);
  if (deliveryMethod === 'sms') {
    if (!recipientInfo.phone) add('recipientInfo.phone', M.phoneRequired);
    else if (!phone) add('recipientInfo.phone', CONTACT_MESSAGES.phoneInvalid);
  }
  if (deliveryMethod === 'physical') {
    const { street, city, state, zipCode, country } = recipientInfo.address;
    if (!street || !city || !state || !zipCode) add('recipientInfo.address', M.addressRequired);
    if (!isCountry(country)) add('recipientInfo.address.country', M.badCountry);
    else if (zipCode && !isPostalCode(zipCode, country)) {
      add('recipientInfo.address.zipCode', CONTACT_MESSAGES.postalCodeInvalid(country));
    }
    if (recipientInfo.name && !splitName(recipientInfo.name)) {
      add('recipientInfo.name', M.physicalNeedsFullName);
    }
    if (!request.senderEmail) add('senderEmail', M.physicalNeedsSenderEmail);
    if (request.recurring) add('recurring', M.physicalNotRecurring);
  }
  if (deliveryMethod === 'social' && !request.senderEmail) {
    add('senderEmail', M.socialNeedsSenderEmail);
  }
  if (request.senderEmail && !EMAIL.test(request.senderEmail)) {
    add('senderEmail', M.badSenderEmail);
  }
  if (request.senderTimezone && !isTimeZone(request.senderTimezone)) {
    add('senderTimezone', M.badSenderTimezone);
  }

  if (issues.length > 0 || !at || !isMethod(deliveryMethod)) return { issues };
  return {
    issues: [],
    checked: {
      method: deliveryMethod,
      at,
      recipientInfo:
        deliveryMethod === 'sms' && phone ? { ...recipientInfo, phone } : recipientInfo,
    },
  };
}
