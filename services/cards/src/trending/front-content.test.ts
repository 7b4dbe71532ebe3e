import type { CardElement } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { FRONT_CONTENT_CASES } from './front-content.cases.js';
import { hasRealFrontContent } from './front-content.js';

describe('hasRealFrontContent', () => {
  it.each(FRONT_CONTENT_CASES)('$name: $expected', ({ front, expected }) => {
    expect(hasRealFrontContent(front)).toBe(expected);
  });

  it('looks past blank elements to one with content', () => {
    const blank: CardElement = { id: 'a', type: 'text', content: ' ', position: { x: 1, y: 1 } };
    const words: CardElement = { id: 'b', type: 'text', content: 'Hi', position: { x: 1, y: 1 } };
    expect(hasRealFrontContent({ templateId: null, elements: [blank, words] })).toBe(true);
    expect(hasRealFrontContent({ templateId: null, elements: [blank, blank] })).toBe(false);
  });
});
