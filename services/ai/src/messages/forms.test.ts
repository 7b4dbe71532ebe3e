import { describe, expect, it } from 'vitest';
import { composeMessage, type MessageBrief } from './composer.js';
import { briefFromPrompt } from './prompt.js';
import { syllablesInLine } from './syllables.js';

const variants = (brief: MessageBrief) =>
  [0, 1, 2].map((variant) => composeMessage(brief, variant));

describe('verse forms asked for on the Test AI page', () => {
  it('writes a 5-7-5 haiku that names the recipient and the occasion', () => {
    const texts = variants(briefFromPrompt("Write a haiku for my friend Sam's birthday"));
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) {
      const lines = text.split('\n');
      expect(lines.map(syllablesInLine), text).toEqual([5, 7, 5]);
      expect(text).toMatch(/\bSam\b/);
      expect(text).toMatch(/birthday/i);
    }
  });

  it('writes a five-line limerick and a short rhyming poem', () => {
    for (const text of variants(
      briefFromPrompt('Write a limerick for my colleague Dave who is retiring'),
    )) {
      expect(text.split('\n'), text).toHaveLength(5);
      expect(text).toMatch(/Dave/);
      expect(text).toMatch(/retirement/i);
    }
    for (const text of variants(
      briefFromPrompt('Write a short poem for my wife Maria on our anniversary'),
    )) {
      expect(text.split('\n').length, text).toBeGreaterThanOrEqual(4);
      expect(text).toMatch(/Maria/);
    }
  });

  it('keeps a one-liner to one line and gentle occasions free of party words', () => {
    for (const text of variants(
      briefFromPrompt('Write one line for a get well card for my friend Omar'),
    )) {
      expect(text).not.toContain('\n');
      expect(text).toMatch(/Omar/);
      expect(text).not.toMatch(/party|celebrat|congrat|confetti/i);
    }
  });
});
