import { describe, expect, it } from 'vitest';
import { heldByCard, type CardHolding } from './held-media.js';

const live = { deleted_at: null, media_ids: ['photo123456', 'voice123456'], video_media_ids: [] };

describe('heldByCard', () => {
  it('holds the card’s links, its video, its signatures’ files and its thank-you’s, each once', () => {
    const holding: CardHolding = {
      card: { ...live, video_media_ids: ['video123456', 'photo123456'] },
      signatures: [
        { photo_url: '/api/media/signphoto01', voice_url: null },
        { photo_url: null, voice_url: '/api/media/signvoice01' },
      ],
      thanksMediaIds: ['thanksphoto'],
    };
    expect(heldByCard(holding)).toEqual([
      'photo123456',
      'signphoto01',
      'signvoice01',
      'thanksphoto',
      'video123456',
      'voice123456',
    ]);
  });

  it('holds nothing once the card is deleted or erased, signatures and thanks included', () => {
    const rest = {
      signatures: [{ photo_url: '/api/media/signphoto01', voice_url: null }],
      thanksMediaIds: ['thanksphoto'],
    };
    expect(heldByCard({ card: { ...live, deleted_at: new Date() }, ...rest })).toEqual([]);
    expect(heldByCard({ card: undefined, ...rest })).toEqual([]);
  });

  it('ignores a link that is not one of our media', () => {
    expect(
      heldByCard({
        card: { ...live, media_ids: [] },
        signatures: [{ photo_url: 'https://elsewhere.example/x.png', voice_url: null }],
        thanksMediaIds: [],
      }),
    ).toEqual([]);
  });
});
