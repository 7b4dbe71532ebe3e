import { CardInputSchema, SURPRISE_OCCASIONS, SURPRISE_STYLES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { buildSurpriseCard } from './surprise.service.js';
import { SURPRISE_LOOKS } from './surprise-styles.js';

const FRAMES = [
  'golden-borders',
  'ornate-classic',
  'modern-rounded',
  'art-deco',
  'silver-leaf',
  'heart-border',
  'party-streamers',
  'simple-line',
  'dots',
];

describe('buildSurpriseCard', () => {
  it('builds a complete, valid card for every occasion and style', () => {
    for (const occasion of SURPRISE_OCCASIONS) {
      for (const style of SURPRISE_STYLES) {
        for (const seed of [1, 2, 3]) {
          const card = buildSurpriseCard({ occasion, style }, seed);
          const parsed = CardInputSchema.safeParse(card);
          expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
          expect(card.category).toBe(occasion);
          expect(FRAMES).toContain(card.frameId);
          expect(card.cardMessage.split(/\s+/).length).toBeGreaterThanOrEqual(20);
          expect(card.elements.length).toBeGreaterThanOrEqual(2);
          expect(SURPRISE_LOOKS[style].backgrounds.map((b) => b.background)).toContain(
            card.backgroundColor,
          );
          expect([...SURPRISE_LOOKS[style].bodyFonts]).toContain(card.textFont);
          for (const element of card.elements) {
            expect(element.position.x).toBeGreaterThan(0);
            expect(element.position.x).toBeLessThan(500);
            expect(element.position.y).toBeGreaterThan(0);
            expect(element.position.y).toBeLessThan(700);
          }
        }
      }
    }
  });

  it('keeps condolence cards quiet', () => {
    for (const style of SURPRISE_STYLES) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const card = buildSurpriseCard({ occasion: 'sympathy', style }, seed);
        expect(['party-streamers', 'dots', 'heart-border']).not.toContain(card.frameId);
        expect(card.cardMessage).not.toMatch(/\b(happy|celebrat\w*|party|congrat\w*|cheers)\b/i);
      }
    }
  });

  it('picks any occasion and style when none is given, deterministically per seed', () => {
    const cards = Array.from({ length: 40 }, (_, seed) => buildSurpriseCard({}, seed));
    expect(new Set(cards.map((c) => c.category)).size).toBeGreaterThan(4);
    expect(new Set(cards.map((c) => c.frameId)).size).toBeGreaterThan(4);
    expect(buildSurpriseCard({}, 9)).toEqual(buildSurpriseCard({}, 9));
  });
});
