import { describe, expect, it } from 'vitest';
import { messagePrompt } from './message-prompt.js';

describe('messagePrompt', () => {
  it('names the tone, occasion and relationship', () => {
    expect(
      messagePrompt({
        tone: 'casual',
        occasion: 'thank-you',
        relationship: 'colleague',
        details: ' ',
      }),
    ).toBe('Write a casual thank-you message for my colleague');
  });

  it('adds the details when there are some', () => {
    expect(
      messagePrompt({
        tone: 'funny',
        occasion: 'birthday',
        relationship: 'friend',
        details: ' She turns 40 ',
      }),
    ).toBe('Write a funny birthday message for my friend. Additional details: She turns 40');
  });
});
