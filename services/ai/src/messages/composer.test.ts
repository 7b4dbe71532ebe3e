import {
  AI_PAGE_OCCASIONS,
  AI_PAGE_RELATIONSHIPS,
  AI_PAGE_TONES,
  MESSAGE_OCCASIONS,
  MESSAGE_RELATIONSHIPS,
  MESSAGE_TONES,
} from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import {
  cleanDetails,
  composeMessage,
  countWords,
  MESSAGE_WORDS,
  type MessageBrief,
} from './composer.js';

const CELEBRATION =
  /\b(celebrat\w*|party|parties|congrat\w*|cheers|happy|happiest|hooray|yay|festive|confetti)\b/i;
const PLACEHOLDER = /[{}[\]<>]|undefined|null|NaN|\s\s|\s[.,!?]|\.\./;
const DETAILS = 'she just started a pottery class';

function expectWellFormed(text: string, brief: MessageBrief) {
  const words = countWords(text);
  expect(words, text).toBeGreaterThanOrEqual(MESSAGE_WORDS.min);
  expect(words, text).toBeLessThanOrEqual(MESSAGE_WORDS.max);
  expect(text, text).not.toMatch(PLACEHOLDER);
  expect(text).toBe(text.trim());
  for (const line of text.split('\n')) expect(line, text).toMatch(/^[A-Z"']/);
  expect(text, text).toMatch(/[.!?]$/);
  if (brief.occasion === 'sympathy' || brief.occasion === 'get-well') {
    expect(text, text).not.toMatch(CELEBRATION);
  }
}

describe('composeMessage over every option of the dialog', () => {
  const all: string[] = [];
  for (const occasion of MESSAGE_OCCASIONS) {
    it(`writes three good, distinct messages for every relationship and tone: ${occasion}`, () => {
      for (const relationship of MESSAGE_RELATIONSHIPS) {
        for (const tone of MESSAGE_TONES) {
          for (const details of ['', DETAILS]) {
            const brief = { occasion, relationship, tone, details };
            const variants = [0, 1, 2].map((variant) => composeMessage(brief, variant));
            expect(new Set(variants).size, variants.join('\n---\n')).toBe(3);
            for (const text of variants) {
              expectWellFormed(text, brief);
              if (details) expect(text).toContain(DETAILS);
            }
            if (!details) all.push(variants[0] as string);
          }
        }
      }
    });
  }
  it('words every occasion × relationship × tone differently', () => {
    expect(all).toHaveLength(
      MESSAGE_OCCASIONS.length * MESSAGE_RELATIONSHIPS.length * MESSAGE_TONES.length,
    );
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('composeMessage with the AI message page lists', () => {
  it('accepts the page variants of relationship and tone', () => {
    for (const occasion of AI_PAGE_OCCASIONS) {
      for (const relationship of AI_PAGE_RELATIONSHIPS) {
        for (const tone of AI_PAGE_TONES) {
          const brief = { occasion, relationship, tone, details: '' };
          const variants = [0, 1, 2].map((variant) => composeMessage(brief, variant));
          expect(new Set(variants).size).toBe(3);
          for (const text of variants) expectWellFormed(text, brief);
        }
      }
    }
  });

  it('is deterministic for one request and variant', () => {
    const brief = {
      occasion: 'wedding',
      relationship: 'friend',
      tone: 'poetic',
      details: '',
    } as const;
    expect(composeMessage(brief, 4)).toBe(composeMessage(brief, 4));
  });

  it('stays within 80 words with long details', () => {
    const details = `We met at summer camp in 1998, ${'and we have shared so many adventures '.repeat(12)}`;
    const brief = {
      occasion: 'anniversary',
      relationship: 'spouse',
      tone: 'nostalgic',
      details,
    } as const;
    for (const variant of [0, 1, 2]) expectWellFormed(composeMessage(brief, variant), brief);
  });
});

describe('cleanDetails', () => {
  it('removes markup and placeholder characters and trailing punctuation', () => {
    expect(cleanDetails('  <b>{name}</b> loves   jazz!!  ')).toEqual({
      text: 'b name /b loves jazz',
      ending: '!',
    });
  });
  it('keeps the first sentence and at most twenty words', () => {
    expect(cleanDetails('He turns sixty on Friday. Also he loves golf.').text).toBe(
      'He turns sixty on Friday',
    );
    const long = cleanDetails(`${'word '.repeat(30)}end`).text;
    expect(countWords(long)).toBeLessThanOrEqual(20);
  });
});
