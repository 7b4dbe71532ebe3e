import type { Occasion } from '@cardsmith/contracts';
import { familyOccasions } from './occasions-family.js';
import { lifeOccasions } from './occasions-life.js';
import { milestoneOccasions } from './occasions-milestones.js';
import { momentOccasions } from './occasions-moments.js';
import type { OccasionMaterial } from './types.js';

export { CLOSENESS_LEVELS, phrasesFor } from './closeness.js';
export { relationships } from './relationships.js';
export { tones } from './tones.js';
export type { Closeness, Mood, OccasionMaterial, Phrases, Register } from './types.js';

const book = { ...milestoneOccasions, ...lifeOccasions, ...familyOccasions, ...momentOccasions };

export function occasionMaterial(occasion: Occasion): OccasionMaterial {
  const material = book[occasion];
  if (!material) throw new Error(`No phrase material for occasion ${occasion}`);
  return material;
}

/**
 * How the sender's details join the message. Whole sentences, clauses among them ('her mother
 * passed last week'), follow an introduction that is a sentence of its own; a noun phrase
 * ('your new puppy', 'our trip to Rome') is woven into one of the weaves, which only read with a
 * noun phrase in place of {details} (details-grammar.ts tells the two apart).
 */
export const detailLines = {
  bright: {
    introductions: [
      'There is one more thing I wanted to say.',
      'I also wanted to add a personal note.',
      'And there is one thing I could not leave out.',
    ],
    weaves: [
      'I could not write this card without mentioning {details}.',
      'I also have to mention {details}.',
      'And of course I had to mention {details}.',
    ],
  },
  gentle: {
    introductions: [
      'There is something else I wanted you to know.',
      'I also wanted to add a few words of my own.',
      'There is one more thing I wanted to say.',
    ],
    weaves: [
      'I also wanted to mention {details}.',
      'I have been thinking about {details}.',
      'I wanted to mention {details} as well.',
    ],
  },
} as const;
