import {
  DEFAULT_POST_LEAD_TIMES,
  DELIVERY_METHODS,
  OCCASIONS,
  ScheduleTipsResponseSchema,
} from '@cardsmith/contracts';
import { subtractBusinessDays } from '@cardsmith/contracts/zoned-time';
import { describe, expect, it } from 'vitest';
import {
  composeScheduleTips,
  earliestPostDate,
  suggestedTime,
  type TipsBrief,
} from './timing-rules.js';

// Saturday 28 November 2026, 07:00 UTC.
const NOW = new Date('2026-11-28T07:00:00Z');
const tips = (brief: TipsBrief) => composeScheduleTips(brief, NOW);
const text = (brief: TipsBrief) =>
  tips(brief)
    .map((tip) => `${tip.title} ${tip.body}`)
    .join(' ');

const ZONES = [
  'America/New_York',
  'Europe/London',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Asia/Kolkata',
];
// A Monday, a Saturday, New York's spring-forward day and London's autumn fall-back day.
const DATES = [undefined, '2026-12-14', '2026-12-12', '2027-03-14', '2027-10-31'];

describe('composeScheduleTips', () => {
  it('answers tips the contract accepts for every occasion, method, zone and date', () => {
    for (const occasion of [undefined, ...OCCASIONS]) {
      for (const deliveryMethod of DELIVERY_METHODS) {
        for (const timezone of ZONES) {
          for (const deliveryDate of DATES) {
            const brief = { occasion, deliveryMethod, timezone, deliveryDate };
            const answer = tips(brief);
            expect(
              ScheduleTipsResponseSchema.safeParse({
                success: true,
                tips: answer,
                provider: 'offline',
              }).success,
              JSON.stringify(brief),
            ).toBe(true);
            const times = answer.flatMap((tip) => tip.suggestedLocalTime ?? []);
            if (deliveryMethod === 'physical') expect(times).toEqual([]);
            else expect(times).toHaveLength(1);
            if (deliveryMethod === 'sms') {
              for (const time of times) expect(time >= '09:00' && time <= '20:00').toBe(true);
            }
            if (occasion === 'sympathy') {
              for (const time of times) expect(time >= '10:00' && time <= '19:00').toBe(true);
            }
          }
        }
      }
    }
  });

  it('has a birthday card arrive the morning of the day, later at the weekend', () => {
    const brief = {
      occasion: 'birthday',
      deliveryMethod: 'email',
      timezone: 'Europe/London',
    } as const;
    expect(suggestedTime(brief, '2026-12-14')).toBe('08:00');
    expect(suggestedTime(brief, '2026-12-12')).toBe('09:00');
    const [first] = tips({ ...brief, deliveryDate: '2026-12-12' });
    expect(first).toMatchObject({
      title: 'Arrive the morning of the day',
      suggestedLocalTime: '09:00',
    });
    expect(first!.body).toContain('Send it at 09:00 in London on Saturday.');
    expect(first!.body).toContain('later than the 08:00 we suggest on a weekday');
  });

  it('keeps texts inside waking hours and says why', () => {
    const [first] = tips({
      occasion: 'valentines-day',
      deliveryMethod: 'sms',
      timezone: 'America/New_York',
      deliveryDate: '2027-02-15',
    });
    expect(first!.suggestedLocalTime).toBe('09:00');
    expect(first!.body).toContain('Texts before 09:00 or after 20:00 disturb people');
    // Clamped, the weekday and weekend hours are the same: no weekend advice.
    expect(first!.body).not.toContain('at the weekend');
  });

  it('says the recipient’s time on the sender’s clock, with the day when it differs', () => {
    const zone = tips({
      occasion: 'birthday',
      deliveryMethod: 'email',
      timezone: 'Asia/Tokyo',
      senderTimezone: 'America/New_York',
      deliveryDate: '2026-12-14',
    }).find((tip) => tip.title === 'On Tokyo time');
    expect(zone!.body).toBe(
      '08:00 in Tokyo (UTC+09:00) is 18:00 your time on Sunday 13 December in New York.',
    );
    const night = text({
      occasion: 'birthday',
      deliveryMethod: 'email',
      timezone: 'Europe/London',
      senderTimezone: 'America/Los_Angeles',
      deliveryDate: '2026-12-14',
    });
    expect(night).toContain('08:00 in London (UTC+00:00) is 00:00 your time in Los Angeles.');
    expect(night).toContain('It goes out while you sleep');
  });

  it('names the clock change on a DST day and which side of it the suggestion is', () => {
    expect(
      text({
        occasion: 'sympathy',
        deliveryMethod: 'email',
        timezone: 'America/New_York',
        deliveryDate: '2027-03-14',
      }),
    ).toContain(
      'The clocks change in New York that day (UTC-05:00 to UTC-04:00): 10:30 is after the change, on the new clock.',
    );
    expect(
      text({
        occasion: 'birthday',
        deliveryMethod: 'email',
        timezone: 'Europe/London',
        deliveryDate: '2027-10-31',
      }),
    ).toContain('(UTC+01:00 to UTC+00:00): 09:00 is after the change');
    expect(
      text({
        occasion: 'birthday',
        deliveryMethod: 'email',
        timezone: 'Asia/Tokyo',
        deliveryDate: '2027-03-14',
      }),
    ).not.toContain('clocks change');
  });

  it('counts the post’s lead time back from the delivery date for the country', () => {
    const brief = {
      occasion: 'birthday',
      deliveryMethod: 'physical',
      timezone: 'America/Chicago',
      deliveryDate: '2026-12-18',
    } as const;
    expect(text(brief)).toContain(
      `It goes to the printer on Friday 11 December, ${DEFAULT_POST_LEAD_TIMES.US} business days before it arrives on Friday 18 December.`,
    );
    expect(subtractBusinessDays('2026-12-18', DEFAULT_POST_LEAD_TIMES.US)).toBe('2026-12-11');
    expect(
      text({ ...brief, country: 'AU', timezone: 'Australia/Sydney', deliveryDate: '2027-01-15' }),
    ).toContain(`Allow ${DEFAULT_POST_LEAD_TIMES.AU} business days for the post`);
  });

  it('says when a date is too soon for the post and the earliest one', () => {
    const answer = text({
      occasion: 'thank-you',
      deliveryMethod: 'physical',
      timezone: 'America/Chicago',
      deliveryDate: '2026-12-01',
    });
    expect(answer).toContain('Too soon for the post');
    expect(answer).toContain('the earliest date it can arrive is Saturday 5 December');
    expect(answer).toContain('send a quick email now');
  });

  it('moves a post day without letters to the last day with them', () => {
    expect(
      text({ deliveryMethod: 'physical', timezone: 'America/Chicago', deliveryDate: '2026-12-20' }),
    ).toContain('no letter post in the US on a Sunday: choose Saturday 19 December');
    expect(
      text({
        deliveryMethod: 'physical',
        timezone: 'America/Toronto',
        deliveryDate: '2026-12-19',
        country: 'CA',
      }),
    ).toContain('no letter post in Canada on a Saturday: choose Friday 18 December');
  });

  it('sends holiday post a day early and digital holiday greetings in the morning', () => {
    const brief = {
      occasion: 'holiday',
      timezone: 'Europe/London',
      deliveryDate: '2026-12-24',
    } as const;
    expect(text({ ...brief, deliveryMethod: 'physical', country: 'UK' })).toContain(
      'Aim for the day before',
    );
    expect(tips({ ...brief, deliveryMethod: 'email' })[0]!.suggestedLocalTime).toBe('09:00');
  });
});

describe('earliestPostDate', () => {
  it('is the first date whose printer day is not before today', () => {
    for (const today of ['2026-11-28', '2026-11-30', '2026-12-04', '2026-12-24']) {
      for (const lead of [0, 1, 5, 12]) {
        const earliest = earliestPostDate(today, lead);
        expect(subtractBusinessDays(earliest, lead) >= today).toBe(true);
        const dayBefore = new Date(`${earliest}T00:00:00Z`);
        dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
        const previous = dayBefore.toISOString().slice(0, 10);
        if (previous >= today) expect(subtractBusinessDays(previous, lead) < today).toBe(true);
      }
    }
  });
});
