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

describe('briefFromPrompt reads the form and the name a visitor asks for', () => {
  it.each([
    ["Write a haiku for my friend Sam's birthday", 'haiku', 'Sam'],
    ['Write a limerick for my son Jack who just graduated', 'limerick', 'Jack'],
    ['A short poem to say thank you to my neighbour Liz', 'poem', 'Liz'],
    ["Give me a one-liner for my dad on Father's Day", 'one-line', 'Dad'],
  ])('%s', (prompt, form, name) => {
    expect(briefFromPrompt(prompt)).toMatchObject({ form, name });
  });

  it('asks for a card message when no form is named', () => {
    expect(briefFromPrompt('Write a Christmas message for my team').form).toBeUndefined();
  });
});
