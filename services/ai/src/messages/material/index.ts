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
 * How a noun phrase of the sender's ('your new puppy', 'our trip to Rome') joins the message:
 * woven into one of these in place of {details} (details-grammar.ts tells noun phrases from
 * clauses; clauses are retold by material/personal.ts, never pasted).
 */
export const detailLines = {
  bright: {
    weaves: [
      'I could not write this card without mentioning {details}.',
      'I also have to mention {details}.',
      'And of course I had to mention {details}.',
    ],
  },
  gentle: {
    weaves: [
      'I also wanted to mention {details}.',
      'I have been thinking about {details}.',
      'I wanted to mention {details} as well.',
    ],
  },
} as const;
