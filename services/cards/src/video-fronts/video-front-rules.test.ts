import { VIDEO_MESSAGES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { videoMakerRole } from './video-front-rules.js';

describe('who may make a video of a card', () => {
  it('is its owner or an editor', () => {
    expect(videoMakerRole('owner')).toBe('owner');
    expect(videoMakerRole('editor')).toBe('editor');
  });

  it('refuses a viewer with 403 and a card that is gone with 404, in the form’s words', () => {
    expect(() => videoMakerRole('viewer')).toThrow(
      expect.objectContaining({ statusCode: 403, message: VIDEO_MESSAGES.notYourCard }),
    );
    expect(() => videoMakerRole(null)).toThrow(
      expect.objectContaining({ statusCode: 404, message: VIDEO_MESSAGES.cardNotFound }),
    );
  });
});
