import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIDEO_MUSIC,
  VIDEO_CATEGORIES,
  VIDEO_MESSAGES,
  VIDEO_MUSIC_IDS,
  VideoCardRequestFieldsSchema,
} from './video.js';

const base = { cardId: 'Card0123456789', type: 'template', templateId: 'congratulations' };

describe('the video card form fields', () => {
  it("keep the chosen occasion and music, the template's music when none is chosen", () => {
    expect(
      VideoCardRequestFieldsSchema.parse({ ...base, occasion: 'Thank You', music: 'festive' }),
    ).toMatchObject({ occasion: 'Thank You', music: 'festive' });
    const plain = VideoCardRequestFieldsSchema.parse(base);
    expect(plain.music).toBe(DEFAULT_VIDEO_MUSIC);
    expect(plain.occasion).toBeUndefined();
  });

  it('offer every video category as an occasion and name each choice in the refusals', () => {
    for (const occasion of VIDEO_CATEGORIES) {
      expect(VideoCardRequestFieldsSchema.safeParse({ ...base, occasion }).success).toBe(true);
    }
    expect(VIDEO_MUSIC_IDS).toEqual([
      'template',
      'gentle',
      'upbeat',
      'festive',
      'romantic',
      'none',
    ]);
    expect(VIDEO_MESSAGES.unknownMusic).toBe(
      'That music does not exist. Choose one of: template, gentle, upbeat, festive, romantic, none.',
    );
    expect(VIDEO_MESSAGES.unknownOccasion).toContain('Birthday, Wedding, Thank You');
  });

  it('refuse an unknown music or occasion with a sentence', () => {
    const music = VideoCardRequestFieldsSchema.safeParse({ ...base, music: 'disco' });
    expect(music.error?.issues).toEqual([
      expect.objectContaining({ path: ['music'], message: VIDEO_MESSAGES.unknownMusic }),
    ]);
    const occasion = VideoCardRequestFieldsSchema.safeParse({ ...base, occasion: 'birthday' });
    expect(occasion.error?.issues).toEqual([
      expect.objectContaining({ path: ['occasion'], message: VIDEO_MESSAGES.unknownOccasion }),
    ]);
  });
});
