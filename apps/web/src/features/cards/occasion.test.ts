import { layoutTextElement, measureText } from '@cardsmith/card-render';
import { describe, expect, it } from 'vitest';
import {
  CARD_CATEGORIES,
  CARD_LIMITS,
  CARD_SIZE,
  CardElementSchema,
  IDEA_TABS,
  OCCASIONS,
  type TextElement,
} from '@cardsmith/contracts';
import { headlineElement, occasionProfile, suggestTitle } from './occasion.js';

describe('occasion profiles', () => {
  it('gives every card category its own templates and ideas', () => {
    for (const { id } of CARD_CATEGORIES) {
      expect(occasionProfile(id).templates).toBe(id);
      expect(occasionProfile(id).ideas).toBe(id);
    }
  });

  it('greets each occasion in its own words, never a birthday greeting for another occasion', () => {
    const headlines = OCCASIONS.map((occasion) => occasionProfile(occasion).headline);
    expect(new Set(headlines).size).toBe(OCCASIONS.length);
    expect(occasionProfile('wedding').headline).not.toMatch(/birthday/i);
    expect(occasionProfile('sympathy').headline).toBe('With Deepest Sympathy');
  });

  it('opens an ideas tab that exists for every occasion', () => {
    for (const occasion of OCCASIONS) {
      expect(IDEA_TABS).toContain(occasionProfile(occasion).ideas);
    }
  });

  it('makes a headline that is a valid text element on the front', () => {
    const headline = headlineElement('wedding');
    expect(CardElementSchema.parse(headline)).toEqual(headline);
    expect(headline.content).toBe('Congratulations on Your Wedding');
  });

  it('is drawn in at most two lines that fit inside the card, for every occasion', () => {
    for (const occasion of OCCASIONS) {
      const headline = headlineElement(occasion) as TextElement;
      const { lines, fontSize, face } = layoutTextElement(headline);
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) {
        const width = measureText(line, face, fontSize);
        expect(Math.abs(headline.position.x - CARD_SIZE.width / 2) + width / 2).toBeLessThan(
          CARD_SIZE.width / 2,
        );
      }
    }
  });
});

describe('suggestTitle', () => {
  it('names who the card is for, or falls back on the greeting', () => {
    expect(suggestTitle('birthday', '  Sam  ')).toBe('Birthday card for Sam');
    expect(suggestTitle('thank-you', 'the  team')).toBe('Thank-you card for the team');
    expect(suggestTitle('sympathy', '')).toBe('With Deepest Sympathy');
  });

  it('keeps within the title limit', () => {
    expect(suggestTitle('birthday', 'x'.repeat(500))).toHaveLength(CARD_LIMITS.titleMax);
  });
});
