import { describe, expect, it } from 'vitest';
import { CARD_DEFAULTS, CARD_SIZE, CardInputSchema } from '@cardsmith/contracts';
import { COVER, cardFromPageResult } from './handed-card.js';
import { HEADLINE_ID } from './occasion.js';

const VOICE = {
  audioUrl: '/api/media/AbCdEfGhIjKl',
  durationSeconds: 4,
  source: 'recording',
} as const;

describe('the card a page hands to the editor', () => {
  it('keeps the default title, which the editor’s first Save and Share asks to replace', () => {
    const card = CardInputSchema.parse(cardFromPageResult({ occasion: 'wedding' }));
    expect(card.title).toBe(CARD_DEFAULTS.title);
    expect(card.category).toBe('wedding');
  });

  it('greets on the front with the occasion’s headline, and carries the message inside', () => {
    const card = CardInputSchema.parse(
      cardFromPageResult({ occasion: 'graduation', message: 'So proud of you.' }),
    );
    expect(card.elements).toEqual([
      expect.objectContaining({
        id: HEADLINE_ID,
        type: 'text',
        content: 'Congratulations, Graduate!',
      }),
    ]);
    expect(card.cardMessage).toBe('So proud of you.');
  });

  it('covers the front edge to edge with the picture and puts the headline below it', () => {
    const card = CardInputSchema.parse(
      cardFromPageResult({ occasion: 'other', imageUrl: '/api/media/SunsetPicture01' }),
    );
    const [cover, headline] = card.elements;
    expect(cover).toMatchObject({
      id: COVER.id,
      type: 'image',
      content: '/api/media/SunsetPicture01',
      size: { width: CARD_SIZE.width, height: COVER.height },
      position: { x: CARD_SIZE.width / 2, y: COVER.height / 2 },
    });
    expect(headline).toMatchObject({ id: HEADLINE_ID, content: 'Thinking of You' });
    const headlineTop = headline!.position.y - headline!.size!.height / 2;
    const headlineBottom = headline!.position.y + headline!.size!.height / 2;
    expect(headlineTop).toBeGreaterThanOrEqual(COVER.height);
    expect(headlineBottom).toBeLessThanOrEqual(CARD_SIZE.height);
  });

  it('carries a voice message', () => {
    const card = CardInputSchema.parse(
      cardFromPageResult({ occasion: 'other', voiceMessage: VOICE }),
    );
    expect(card.voiceMessage).toEqual(VOICE);
    expect(card.elements.map((element) => element.id)).toEqual([HEADLINE_ID]);
  });
});
