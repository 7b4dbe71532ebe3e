import { describe, expect, it } from 'vitest';
import { briefFromPrompt } from './prompt.js';

describe('briefFromPrompt', () => {
  it("reads the web's prompt shape exactly", () => {
    expect(
      briefFromPrompt(
        'Write a funny get-well message for my colleague. Additional details: he broke his leg skiing',
      ),
    ).toEqual({
      tone: 'funny',
      occasion: 'get-well',
      relationship: 'colleague',
      details: 'he broke his leg skiing',
    });
    expect(briefFromPrompt('Write a formal thank-you message for my partner')).toEqual({
      tone: 'formal',
      occasion: 'thank-you',
      relationship: 'partner',
      details: '',
    });
  });

  it('reads free-form prompts for occasion, relationship, tone and details', () => {
    expect(
      briefFromPrompt("Write something funny for my sister's birthday, she loves cats"),
    ).toEqual({
      occasion: 'birthday',
      relationship: 'family',
      tone: 'funny',
      details: 'she loves cats',
    });
    expect(briefFromPrompt('a note for Sam who starts a new school next week')).toMatchObject({
      occasion: 'other',
      details: 'Sam who starts a new school next week',
    });
  });
});
