import { CardInputSchema } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { linkedMediaIds } from './linked-media.js';

const fields = (input: object) => {
  const { userId: _ignored, ...parsed } = CardInputSchema.parse(input);
  return parsed;
};

describe('linkedMediaIds', () => {
  it('finds media links in elements, audio and video, relative or absolute, once each', () => {
    const card = fields({
      audioUrl: '/api/media/audio_000001',
      videoUrl: 'https://cardsmith.example/api/media/video-000001',
      elements: [
        {
          id: 'a',
          type: 'image',
          content: '/api/media/image_000001',
          position: { x: 1, y: 1 },
          size: { width: 10, height: 10 },
        },
        {
          id: 'b',
          type: 'image',
          content: '/api/media/image_000001',
          position: { x: 2, y: 2 },
          size: { width: 10, height: 10 },
        },
        { id: 't', type: 'text', content: 'see /api/media/short', position: { x: 1, y: 1 } },
      ],
    });
    expect(linkedMediaIds(card)).toEqual(['audio_000001', 'image_000001', 'video-000001']);
  });

  it('finds none on a card without media', () => {
    expect(linkedMediaIds(fields({ title: 'Plain' }))).toEqual([]);
  });
});
