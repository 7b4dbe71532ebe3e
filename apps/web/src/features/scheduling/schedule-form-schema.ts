import {
  CONTACT_MESSAGES,
  ScheduleRequestSchema,
  isPostalCode,
  toE164,
} from '@cardsmith/contracts';
import type { z } from 'zod';

/**
 * The schedule dialog's fields: the contracts' schedule request (the card and the sender's zone
 * come from the page), plus the contact details the server would refuse, caught before sending
 * with the server's sentences. Everything else is left to the server, which reports every problem
 * at once (spec 001 §5).
 */
export const ScheduleFormSchema = ScheduleRequestSchema.omit({
  cardId: true,
  senderTimezone: true,
}).superRefine(({ deliveryMethod, recipientInfo: { phone, address } }, context) => {
  if (deliveryMethod === 'sms' && phone && !toE164(phone, address.country)) {
    context.addIssue({
      code: 'custom',
      path: ['recipientInfo', 'phone'],
      message: CONTACT_MESSAGES.phoneInvalid,
    });
  }
  if (
    deliveryMethod === 'physical' &&
    address.zipCode &&
    !isPostalCode(address.zipCode, address.country)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['recipientInfo', 'address', 'zipCode'],
      message: CONTACT_MESSAGES.postalCodeInvalid(address.country),
    });
  }
});
export type ScheduleFormInput = z.input<typeof ScheduleFormSchema>;
export type ScheduleFormValues = z.output<typeof ScheduleFormSchema>;
