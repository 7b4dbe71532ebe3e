import { describe, expect, it } from 'vitest';
import { scheduledInstant } from './schedule.js';
import { shareTargets } from './social.service.js';

const now = new Date('2026-11-20T12:00:00Z');

describe('scheduledInstant', () => {
  it('is null (share now) without a date, and 09:00 when only the date is given', () => {
    expect(scheduledInstant({}, now)).toBeNull();
    expect(scheduledInstant({ scheduledDate: '2026-12-24' }, now)?.toISOString()).toBe(
      '2026-12-24T09:00:00.000Z',
    );
  });

  it('rejects a time without a date, a past moment and an unknown zone', () => {
    expect(() => scheduledInstant({ scheduledTime: '10:00' }, now)).toThrow(
      'Choose a date for the scheduled share.',
    );
    expect(() =>
      scheduledInstant({ scheduledDate: '2026-11-20', scheduledTime: '11:59' }, now),
    ).toThrow('Choose a date and time in the future to schedule a share.');
    expect(() =>
      scheduledInstant({ scheduledDate: '2026-12-24', timezone: 'Nowhere/Land' }, now),
    ).toThrow('That time zone is not known.');
  });
});

describe('shareTargets', () => {
  const link = 'https://cardsmith.example/cards/abcdefghijkl';
  const download = 'https://cardsmith.example/api/cards/abcdefghijkl/download.png';

  it('sends networks with a web intent there, and Instagram to the picture', () => {
    expect(shareTargets('facebook', link, 'Hi', download, false).intentUrl).toMatch(
      /^https:\/\/www\.facebook\.com\/sharer/,
    );
    expect(shareTargets('link', link, 'Hi', download, false)).toEqual({
      intentUrl: link,
      downloadUrl: null,
    });
    expect(shareTargets('instagram', link, 'Hi', download, false)).toEqual({
      intentUrl: null,
      downloadUrl: download,
    });
  });

  it('opens nothing for a scheduled share', () => {
    expect(shareTargets('twitter', link, 'Hi', download, true)).toEqual({
      intentUrl: null,
      downloadUrl: null,
    });
  });
});
