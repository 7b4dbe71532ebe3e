import type { Occasion } from '@cardsmith/contracts';
import { familyOccasions } from './occasions-family.js';
import { lifeOccasions } from './occasions-life.js';
import { milestoneOccasions } from './occasions-milestones.js';
import { momentOccasions } from './occasions-moments.js';
import type { OccasionMaterial } from './types.js';

export { relationships } from './relationships.js';
export { tones } from './tones.js';
export type { Mood, OccasionMaterial, Register } from './types.js';

const book = { ...milestoneOccasions, ...lifeOccasions, ...familyOccasions, ...momentOccasions };

export function occasionMaterial(occasion: Occasion): OccasionMaterial {
  const material = book[occasion];
  if (!material) throw new Error(`No phrase material for occasion ${occasion}`);
  return material;
}

/** Ways to weave the sender's own details in; `{details}` is replaced by their cleaned text. */
export const detailLines = {
  bright: [
    'As I wrote this, I kept thinking of one thing in particular: {details}.',
    'And I could not leave this out: {details}.',
    'A little something just between us: {details}.',
  ],
  gentle: [
    'I have been thinking especially of this: {details}.',
    'Something that is close to my heart today: {details}.',
    'I also wanted you to know I remember this: {details}.',
  ],
} as const;
