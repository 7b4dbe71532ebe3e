import {
  DEFAULT_POST_LEAD_TIMES,
  SCHEDULE_TIP_LIMITS,
  placeOfZone,
  type DeliveryMethod,
  type Occasion,
  type PrintCountry,
  type ScheduleTip,
} from '@cardsmith/contracts';
import {
  addDays,
  dateInZone,
  dayOfWeek,
  localDateTime,
  subtractBusinessDays,
  subtractDays,
  zonedInstant,
} from '@cardsmith/contracts/zoned-time';

/** What the tips are about, as the service checked it (zones known, date on the calendar). */
export interface TipsBrief {
  occasion?: Occasion;
  deliveryMethod: DeliveryMethod;
  /** The recipient's IANA zone: every suggested time is on this clock. */
  timezone: string;
  /** The sender's IANA zone, to say what a suggested time is for them. */
  senderTimezone?: string;
  /** The recipient-local delivery date (`YYYY-MM-DD`), when one is chosen. */
  deliveryDate?: string;
  /** Where a printed card goes; the US when not said (the form's default country). */
  country?: PrintCountry;
}

interface OccasionTiming {
  /** Recipient-local `HH:MM` on a weekday and at the weekend (people start later then). */
  weekday: string;
  weekend: string;
  title: string;
  why: string;
}

/** When each occasion's card is best read, and why: the rules the offline writer follows. */
const OCCASION_TIMING: Record<Occasion, OccasionTiming> = {
  birthday: {
    weekday: '08:00',
    weekend: '09:00',
    title: 'Arrive the morning of the day',
    why: 'A birthday card read first thing sets the tone of the day, before work or plans take over.',
  },
  anniversary: {
    weekday: '18:00',
    weekend: '18:00',
    title: 'Early evening, when you are together',
    why: 'An anniversary card lands best as the evening starts, when there is time to read it together.',
  },
  wedding: {
    weekday: '10:00',
    weekend: '10:00',
    title: 'The morning of the big day',
    why: 'Wishes read over breakfast, before the ceremony and the photos fill the day.',
  },
  graduation: {
    weekday: '17:00',
    weekend: '17:00',
    title: 'After the ceremony',
    why: 'Graduation days are busy until the afternoon; a card waiting afterwards is read and kept.',
  },
  congratulations: {
    weekday: '12:30',
    weekend: '11:00',
    title: 'Soon after the news, at a quiet moment',
    why: 'Congratulations mean most while the news is fresh, and lunchtime is when there is a moment to read them.',
  },
  sympathy: {
    weekday: '10:30',
    weekend: '10:30',
    title: 'Mid-morning, never early or late',
    why: 'A sympathy card should not arrive before 10:00 or after 19:00: late morning is gentle and leaves the day to respond.',
  },
  'thank-you': {
    weekday: '10:00',
    weekend: '10:00',
    title: 'Within 48 hours of the kindness',
    why: 'Thanks sent within two days feel personal; mid-morning is when they are read rather than skimmed.',
  },
  holiday: {
    weekday: '09:00',
    weekend: '09:00',
    title: 'The holiday morning, before the gathering',
    why: 'Holiday greetings read before the family arrives get a moment of their own.',
  },
  'new-baby': {
    weekday: '11:00',
    weekend: '11:00',
    title: 'Late morning, never early',
    why: 'New parents have short nights: late morning is the kindest hour for a message.',
  },
  retirement: {
    weekday: '09:00',
    weekend: '09:30',
    title: 'The first morning of retirement',
    why: 'A card at the hour they used to start work makes the first free morning feel like a celebration.',
  },
  'get-well': {
    weekday: '11:00',
    weekend: '11:00',
    title: 'Late morning, after rest',
    why: 'Someone unwell sleeps late and has visitors in the afternoon; late morning is a quiet, welcome time.',
  },
  'new-home': {
    weekday: '18:30',
    weekend: '11:00',
    title: 'When the boxes are down',
    why: 'On a weekday a new-home card is read in the evening; at the weekend late morning, between unpacking.',
  },
  'mothers-day': {
    weekday: '08:30',
    weekend: '08:30',
    title: 'Before the day’s plans',
    why: 'A card read before brunch or the visit starts the day with it.',
  },
  'fathers-day': {
    weekday: '08:30',
    weekend: '08:30',
    title: 'Before the day’s plans',
    why: 'A card read before lunch or the visit starts the day with it.',
  },
  'valentines-day': {
    weekday: '07:30',
    weekend: '08:30',
    title: 'First thing in the morning',
    why: 'A valentine read on waking carries through the whole day.',
  },
  other: {
    weekday: '09:00',
    weekend: '10:00',
    title: 'Morning reads best',
    why: 'Messages that arrive in the morning are read; late ones wait until the next day.',
  },
};

/** Texts outside these hours wake or disturb people; a share link is posted in waking hours too. */
const QUIET_HOURS: Partial<Record<DeliveryMethod, { from: string; until: string }>> = {
  sms: { from: '09:00', until: '20:00' },
  social: { from: '08:00', until: '21:00' },
};

/** Letters come Monday to Saturday in the US and the UK, Monday to Friday in Canada and Australia. */
const SATURDAY_POST: Record<PrintCountry, boolean> = { US: true, UK: true, CA: false, AU: false };

const COUNTRY_NAMES: Record<PrintCountry, string> = {
  US: 'the US',
  CA: 'Canada',
  UK: 'the UK',
  AU: 'Australia',
};

const clamp = (time: string, from: string, until: string) =>
  time < from ? from : time > until ? until : time;

const isWeekend = (date: string) => dayOfWeek(date) >= 6;

/** "Saturday 13 December" for a calendar date. */
export function dayName(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

const weekdayOf = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const withinQuietHours = (brief: TipsBrief, time: string) => {
  const quiet = QUIET_HOURS[brief.deliveryMethod];
  return quiet ? clamp(time, quiet.from, quiet.until) : time;
};

/** The recipient-local time the occasion and method call for on that date. */
export function suggestedTime(brief: TipsBrief, date: string): string {
  const timing = OCCASION_TIMING[brief.occasion ?? 'other'];
  return withinQuietHours(brief, isWeekend(date) ? timing.weekend : timing.weekday);
}

function timingTip(brief: TipsBrief, date: string, chosenDate: boolean): ScheduleTip {
  const timing = OCCASION_TIMING[brief.occasion ?? 'other'];
  const place = placeOfZone(brief.timezone);
  if (brief.deliveryMethod === 'physical') {
    return {
      title: timing.title,
      body: `${timing.why} A printed card comes with ${place}’s post that day, so the hour only sets when it goes to the printer.`,
    };
  }
  const time = suggestedTime(brief, date);
  const usual = isWeekend(date) ? timing.weekend : timing.weekday;
  const when = chosenDate ? ` on ${weekdayOf(date)}` : '';
  const notes = [`${timing.why} Send it at ${time} in ${place}${when}.`];
  if (time !== usual && brief.deliveryMethod === 'sms') {
    notes.push(`Texts before 09:00 or after 20:00 disturb people, so by SMS ${time} is the hour.`);
  } else if (time !== usual) {
    notes.push(`We email you the share link then: ${time} is when you are up to post it.`);
  }
  const weekday = withinQuietHours(brief, timing.weekday);
  const weekend = withinQuietHours(brief, timing.weekend);
  if (chosenDate && weekday !== weekend) {
    notes.push(
      isWeekend(date)
        ? `At the weekend people start later than the ${weekday} we suggest on a weekday.`
        : `On a weekday that is before the day gets busy; at the weekend ${weekend} is better.`,
    );
  }
  return { title: timing.title, body: notes.join(' '), suggestedLocalTime: time };
}

/** The first delivery date whose printer date (lead business days before) is not before today. */
export function earliestPostDate(today: string, leadDays: number): string {
  let date = today;
  while (subtractBusinessDays(date, leadDays) < today) date = addDays(date, 1);
  return date;
}

function postTip(brief: TipsBrief, today: string): ScheduleTip {
  const country = brief.country ?? 'US';
  const lead = DEFAULT_POST_LEAD_TIMES[country];
  const to = COUNTRY_NAMES[country];
  const title = `Allow ${lead} business days for the post`;
  if (!brief.deliveryDate) {
    return {
      title,
      body: `Printing and posting to ${to} takes ${lead} business days (Monday to Friday): choose a date from ${dayName(earliestPostDate(today, lead))} on.`,
    };
  }
  const printerDate = subtractBusinessDays(brief.deliveryDate, lead);
  if (printerDate < today) {
    return {
      title: 'Too soon for the post',
      body: `A printed card to ${to} needs ${lead} business days to be printed and posted: the earliest date it can arrive is ${dayName(earliestPostDate(today, lead))}. Email or SMS can still arrive on ${dayName(brief.deliveryDate)}.`,
    };
  }
  const notes = [
    `It goes to the printer on ${dayName(printerDate)}, ${lead} business days before it arrives on ${dayName(brief.deliveryDate)}.`,
  ];
  const weekday = dayOfWeek(brief.deliveryDate);
  if (weekday === 7 || (weekday === 6 && !SATURDAY_POST[country])) {
    const lastPostDay = weekday === 7 && SATURDAY_POST[country] ? 1 : weekday - 5;
    notes.push(
      `There is no letter post in ${to} on a ${weekdayOf(brief.deliveryDate)}: choose ${dayName(subtractDays(brief.deliveryDate, lastPostDay))} so it is there in time.`,
    );
  }
  return { title, body: notes.join(' ') };
}

/** Occasion advice that depends on the method: when a card should go, not only at what hour. */
function occasionTip(brief: TipsBrief): ScheduleTip | null {
  const posted = brief.deliveryMethod === 'physical';
  switch (brief.occasion) {
    case 'holiday':
      return posted
        ? {
            title: 'Aim for the day before',
            body: 'Holiday post is at its busiest: a card due the day before the holiday is on the mat when it starts, not after.',
          }
        : {
            title: 'Beat the rush of greetings',
            body: 'On the holiday itself inboxes and phones fill by lunchtime; a morning card is read before the others.',
          };
    case 'thank-you':
      return posted
        ? {
            title: 'Thanks by post take longer than 48 hours',
            body: 'The post adds days to thanks that are best within two days: send a quick email now and let the printed card follow as a keepsake.',
          }
        : {
            title: 'Today or tomorrow',
            body: 'Schedule the thanks within 48 hours of the kindness; later, it reads as an afterthought.',
          };
    case 'sympathy':
      return {
        title: 'Give it a few days, then remember the weeks after',
        body: 'A card a few days after the news is read when the first rush of calls has passed; a second one weeks later means a great deal when the cards stop.',
      };
    case 'birthday':
    case 'anniversary':
      return posted
        ? null
        : {
            title: 'Make it yearly',
            body: 'Tick “Send again every year” and the same card goes at the same local time next year too.',
          };
    default:
      return null;
  }
}

function zoneTip(brief: TipsBrief, date: string, chosenDate: boolean): ScheduleTip | null {
  const place = placeOfZone(brief.timezone);
  const time = suggestedTime(brief, date);
  const at = zonedInstant(date, time, brief.timezone);
  if (!at) return null;
  const onDate = chosenDate ? ` on ${dayName(date)}` : '';
  const notes: string[] = [];
  if (!brief.senderTimezone || brief.senderTimezone === brief.timezone) {
    const same = brief.senderTimezone ? ', the same as yours' : '';
    notes.push(`Times are ${place}’s clock (UTC${at.offset}${onDate})${same}.`);
  } else {
    const yours = localDateTime(at.instant, brief.senderTimezone);
    const yourDay = yours.date === date ? '' : ` on ${dayName(yours.date)}`;
    notes.push(
      `${time} in ${place} (UTC${at.offset}) is ${yours.time} your time${yourDay} in ${placeOfZone(brief.senderTimezone)}.`,
    );
    if (yours.time < '06:00' || yours.time >= '23:00') {
      notes.push('It goes out while you sleep: there is no need to stay up.');
    }
  }
  if (chosenDate) {
    const start = zonedInstant(date, '00:00', brief.timezone);
    const end = zonedInstant(date, '23:59', brief.timezone);
    if (start && end && start.offset !== end.offset) {
      const side =
        at.adjustment === 'moved-forward'
          ? `${time} is skipped by the change, so it would go at ${at.localTime}`
          : at.offset === end.offset
            ? `${time} is after the change, on the new clock`
            : `${time} is before the change, on the old clock`;
      notes.push(
        `The clocks change in ${place} that day (UTC${start.offset} to UTC${end.offset}): ${side}.`,
      );
    }
  }
  return { title: `On ${place} time`, body: notes.join(' ') };
}

/**
 * The offline writer: tips for the occasion and method, the recipient's zone and the chosen
 * date, most useful first and at most SCHEDULE_TIP_LIMITS.tips. `now` decides "today" in the
 * recipient's zone (a date too soon for the post, the reference date when none is chosen).
 */
export function composeScheduleTips(brief: TipsBrief, now: Date): ScheduleTip[] {
  const today = dateInZone(now, brief.timezone);
  const chosenDate = brief.deliveryDate !== undefined;
  const date = brief.deliveryDate ?? today;
  const posted = brief.deliveryMethod === 'physical';
  const tips = [
    timingTip(brief, date, chosenDate),
    posted ? postTip(brief, today) : null,
    posted ? null : zoneTip(brief, date, chosenDate),
    occasionTip(brief),
  ];
  return tips.filter((tip): tip is ScheduleTip => tip !== null).slice(0, SCHEDULE_TIP_LIMITS.tips);
}
