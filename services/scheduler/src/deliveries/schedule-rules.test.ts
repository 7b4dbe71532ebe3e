import { CONTACT_MESSAGES, SCHEDULE_MESSAGES as M } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { checkSchedule } from './schedule-rules.js';

const now = new Date('2026-11-24T12:00:00Z');
const address = { street: '', city: '', state: '', zipCode: '', country: 'US' };
const base = {
  deliveryDate: '2026-12-24',
  deliveryTime: '09:00',
  timezone: 'Europe/London',
  deliveryMethod: 'email',
  recipientInfo: { name: 'Ada', email: 'ada@example.com', phone: '', address },
};

describe('checkSchedule', () => {
  it('gives the method and the instant of a good request', () => {
    const result = checkSchedule(base, now);
    expect(result).toMatchObject({
      issues: [],
      checked: { method: 'email', at: { instant: new Date('2026-12-24T09:00:00Z') } },
    });
  });

  it('stores an SMS number in E.164, read with the form’s country', () => {
    const sms = (phone: string, country = 'US') => ({
      ...base,
      deliveryMethod: 'sms',
      recipientInfo: { ...base.recipientInfo, phone, address: { ...address, country } },
    });
    expect(checkSchedule(sms('(415) 555-0100'), now)).toMatchObject({
      checked: { recipientInfo: { phone: '+14155550100' } },
    });
    expect(checkSchedule(sms('020 7946 0958', 'UK'), now)).toMatchObject({
      checked: { recipientInfo: { phone: '+442079460958' } },
    });
    expect(checkSchedule(sms('abc'), now).issues).toEqual([
      { path: 'recipientInfo.phone', message: CONTACT_MESSAGES.phoneInvalid },
    ]);
  });

  it('refuses a ZIP or postal code that is not of the address’s country', () => {
    const posted = (zipCode: string, country: string) => ({
      ...base,
      deliveryMethod: 'physical',
      senderEmail: 'me@example.com',
      recipientInfo: {
        ...base.recipientInfo,
        name: 'Ada Lovelace',
        address: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode, country },
      },
    });
    expect(checkSchedule(posted('ABCDE', 'US'), now).issues).toEqual([
      {
        path: 'recipientInfo.address.zipCode',
        message: CONTACT_MESSAGES.postalCodeInvalid('US'),
      },
    ]);
    expect(checkSchedule(posted('62701', 'US'), now).issues).toEqual([]);
    expect(checkSchedule(posted('N1 9GU', 'UK'), now).issues).toEqual([]);
  });

  it('lists every problem together, in the dialog’s order', () => {
    const result = checkSchedule(
      {
        ...base,
        deliveryDate: '',
        deliveryMethod: 'email',
        recipientInfo: { name: '', email: '', phone: '', address },
      },
      now,
    );
    expect(result.issues.map((i) => i.message)).toEqual([
      M.dateRequired,
      M.nameRequired,
      M.emailRequired,
    ]);
  });

  it('needs the method’s contact details', () => {
    const none = { name: 'Ada', email: '', phone: '', address };
    const messages = (deliveryMethod: string, extra = {}) =>
      checkSchedule({ ...base, deliveryMethod, recipientInfo: none, ...extra }, now).issues.map(
        (i) => i.message,
      );
    expect(messages('sms')).toEqual([M.phoneRequired]);
    expect(messages('physical')).toEqual([
      M.addressRequired,
      M.physicalNeedsFullName,
      M.physicalNeedsSenderEmail,
    ]);
    expect(messages('social')).toEqual([M.socialNeedsSenderEmail]);
    expect(messages('social', { senderEmail: 'me@example.com' })).toEqual([]);
    expect(messages('pigeon')).toEqual([M.badMethod]);
  });

  it('needs a whole address we post to, two names, the sender’s email and no yearly repeat for post', () => {
    const posted = {
      ...base,
      deliveryMethod: 'physical',
      senderEmail: 'me@example.com',
      recipientInfo: {
        name: 'Ada Lovelace',
        email: '',
        phone: '',
        address: {
          street: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          zipCode: '62701',
          country: 'US',
        },
      },
    };
    expect(checkSchedule(posted, now).issues).toEqual([]);
    expect(
      checkSchedule(
        {
          ...posted,
          recurring: true,
          recipientInfo: {
            ...posted.recipientInfo,
            address: { ...posted.recipientInfo.address, country: 'FR' },
          },
        },
        now,
      ).issues,
    ).toEqual([
      { path: 'recipientInfo.address.country', message: M.badCountry },
      { path: 'recurring', message: M.physicalNotRecurring },
    ]);
  });

  it('refuses the past, bad formats and unknown zones', () => {
    const issues = (change: Partial<typeof base>) =>
      checkSchedule({ ...base, ...change }, now).issues;
    expect(issues({ deliveryDate: '2026-11-24', deliveryTime: '12:00', timezone: 'UTC' })).toEqual([
      { path: 'deliveryDate', message: M.dateInFuture },
    ]);
    expect(issues({ deliveryDate: '24/12/2026' })).toEqual([
      { path: 'deliveryDate', message: M.badDate },
    ]);
    expect(issues({ deliveryDate: '2026-02-30' })).toEqual([
      { path: 'deliveryDate', message: M.badDate },
    ]);
    expect(issues({ deliveryTime: '9am' })).toEqual([{ path: 'deliveryTime', message: M.badTime }]);
    expect(issues({ timezone: 'Atlantis/Capital' })).toEqual([
      { path: 'timezone', message: M.badTimezone },
    ]);
    expect(checkSchedule({ ...base, senderTimezone: 'Mars/Olympus' }, now).issues).toEqual([
      { path: 'senderTimezone', message: M.badSenderTimezone },
    ]);
  });

  it('judges the future in the recipient’s zone', () => {
    // 12:00 UTC is 21:00 in Tokyo: 22:00 there today is still ahead, 20:59 is not.
    const tokyo = { ...base, deliveryDate: '2026-11-24', timezone: 'Asia/Tokyo' };
    expect(checkSchedule({ ...tokyo, deliveryTime: '22:00' }, now).issues).toEqual([]);
    expect(checkSchedule({ ...tokyo, deliveryTime: '20:59' }, now).issues).toEqual([
      { path: 'deliveryDate', message: M.dateInFuture },
    ]);
  });
});
