import { VIDEO_MESSAGES, type VideoTemplate } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { INITIAL_VIDEO_CARD_FORM, VideoCardFormSchema } from './video-card-form.js';

const TEMPLATE = { id: 'birthday-celebration', category: 'birthday' } as VideoTemplate;
const messages = (form: typeof INITIAL_VIDEO_CARD_FORM) => {
  const parsed = VideoCardFormSchema.safeParse(form);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('VideoCardFormSchema', () => {
  it('needs a template and a title, in the spec’s sentences', () => {
    expect(messages(INITIAL_VIDEO_CARD_FORM)).toEqual([
      VIDEO_MESSAGES.missingInformation,
      VIDEO_MESSAGES.titleRequired,
    ]);
    expect(messages({ ...INITIAL_VIDEO_CARD_FORM, template: TEMPLATE, title: '   ' })).toEqual([
      VIDEO_MESSAGES.titleRequired,
    ]);
  });

  it('gives the trimmed title and message the video service stores', () => {
    const values = VideoCardFormSchema.parse({
      ...INITIAL_VIDEO_CARD_FORM,
      template: TEMPLATE,
      title: '  Happy birthday Sam ',
      message: ' Have a great day ',
    });
    expect(values).toMatchObject({
      template: TEMPLATE,
      title: 'Happy birthday Sam',
      message: 'Have a great day',
      occasion: null,
    });
  });
});
