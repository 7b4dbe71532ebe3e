import type { Closeness, Mood } from './types.js';

/**
 * Sentences of ours that carry the facts read from the sender's details (details-reader.ts):
 * the recipient's name, age, years, news and interests. Each list offers three wordings so the
 * three variants of one request differ.
 */
export const nameOpeners: Record<Closeness, readonly string[]> = {
  intimate: ['My dearest {name},', '{name}, my love,', 'Dear {name},'],
  close: ['Dear {name},', 'Hi {name},', 'To {name},'],
  friendly: ['Hi {name},', 'Dear {name},', 'Hey {name},'],
  familiar: ['Dear {name},', 'Hello {name},', 'Hi {name},'],
  professional: ['Dear {name},', 'Hello {name},', 'To {name},'],
};

/** {Age} is the age in words, capitalised: 'Thirty looks wonderful on you.' */
export const ageLines = [
  '{Age} looks wonderful on you.',
  'Here is to {age}, and to everything it brings.',
  'Turning {age} suits you perfectly.',
];

export const yearLines = {
  anniversary: [
    '{Years} years together, and every one of them a gift.',
    '{Years} years on, you are still an example to everyone around you.',
    'What a thing to share {years} years side by side.',
  ],
  retirement: [
    '{Years} years of hard work deserve a long and happy rest.',
    'After {years} years, nobody has earned this more than you.',
    '{Years} years of your work will be remembered for a long time.',
  ],
} as const;

/** News about the recipient or someone close, retold: 'you got promoted', 'your surgery went well'. */
export const newsLines: Record<Mood | 'thanks', readonly string[]> = {
  bright: [
    'It was so good to hear that {news}.',
    'I was delighted to hear that {news}.',
    'What wonderful news that {news}.',
  ],
  gentle: [
    'I have been thinking of you since I heard that {news}.',
    'I heard that {news}, and you have been in my thoughts ever since.',
    'Since I heard that {news}, you have not been far from my mind.',
  ],
  thanks: [
    'I will not forget how {news}.',
    'It meant so much to me that {news}.',
    'I still smile when I think of how {news}.',
  ],
};

/** Something the sender did or shared: 'we met in Lisbon', 'I heard about the surgery'. */
export const memoryLines = {
  shared: [
    'I still smile when I think of how {memory}.',
    'I often think back to how {memory}.',
    'I will always treasure how {memory}.',
  ],
  own: [
    'Ever since {memory}, you have been on my mind.',
    '{Memory}, and I have been thinking of you ever since.',
    '{Memory}, and I wanted you to know how much you mean to me.',
  ],
} as const;

/** {list} is what the recipient loves: 'hiking and bad puns'. */
export const interestLines: Record<Mood, readonly string[]> = {
  bright: [
    'I hope the days ahead are full of {list}.',
    'May there be plenty of time for {list} soon.',
    'I hope you get to enjoy {list} to your heart’s content.',
  ],
  gentle: [
    'I hope you can get back to {list} soon.',
    'When you are ready, I hope {list} can bring you a little peace.',
    'I hope you find a little comfort in {list} soon.',
  ],
};
