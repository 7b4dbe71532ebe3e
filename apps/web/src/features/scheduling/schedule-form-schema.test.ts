import { CONTACT_MESSAGES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { ScheduleFormSchema } from './schedule-form-schema.js';

const form = (over: Record<string, unknown>) => ({
  deliveryDate: '2031-05-04',
  deliveryTime: '09:00',
  timezone: 'Europe/London',
  deliveryMethod: 'email',
  recipientInfo: {
    name: 'Ada',
    email: 'ada@example.com',
    phone: '',
    address: { street: '', city: '', state: '', zipCode: '', country: 'US' },
  },
  senderEmail: '',
  ...over,
});
const messages = (value: unknown) => {
  const parsed = ScheduleFormSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};
const recipient = (over: Record<string, unknown>) => ({
  name: 'Ada',
  email: '',
  phone: '',
  address: { street: '', city: '', state: '', zipCode: '', country: 'US' },
  ...over,
});

describe('ScheduleFormSchema', () => {
  it('leaves blank and missing fields to the server, which lists them all at once', () => {
    expect(messages(form({ deliveryDate: '', recipientInfo: recipient({ name: '' }) }))).toEqual(
      [],
    );
  });

  it('refuses an SMS number that is not a phone number, with the server’s sentence', () => {
    const sms = form({ deliveryMethod: 'sms', recipientInfo: recipient({ phone: 'abc' }) });
    expect(messages(sms)).toEqual([CONTACT_MESSAGES.phoneInvalid]);
    const good = form({
      deliveryMethod: 'sms',
      recipientInfo: recipient({ phone: '415 555 0100' }),
    });
    expect(messages(good)).toEqual([]);
  });

  it('refuses a postal code of the wrong form for a printed card’s country', () => {
    const address = {
      street: '1 Way',
      city: 'Ottawa',
      state: 'ON',
      zipCode: '94105',
      country: 'CA',
    };
    const posted = form({ deliveryMethod: 'physical', recipientInfo: recipient({ address }) });
    expect(messages(posted)).toEqual([CONTACT_MESSAGES.postalCodeInvalid('CA')]);
    // The same code is only a problem when the card goes by post.
    expect(messages(form({ recipientInfo: recipient({ address }) }))).toEqual([]);
  });
});
