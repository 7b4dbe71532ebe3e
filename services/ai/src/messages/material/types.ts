import type { Occasion, Relationship, Tone } from '@cardsmith/contracts';

/** Gentle occasions (loss, illness) never use celebration words. */
export type Mood = 'bright' | 'gentle';
/** Occasion cores come in three registers; each tone writes in one of them. */
export type Register = 'warm' | 'light' | 'formal';

export interface OccasionMaterial {
  mood: Mood;
  /** A card's front line for this occasion. */
  headline: string;
  warm: readonly string[];
  light: readonly string[];
  formal: readonly string[];
}
export type OccasionBook = Partial<Record<Occasion, OccasionMaterial>>;

export interface RelationshipMaterial {
  openers: readonly string[];
  bright: readonly string[];
  gentle: readonly string[];
}
export type RelationshipBook = Record<Relationship, RelationshipMaterial>;

export interface ToneMaterial {
  register: Register;
  bright: readonly string[];
  gentle: readonly string[];
  signOffs: { bright: readonly string[]; gentle: readonly string[] };
}
export type ToneBook = Record<Tone, ToneMaterial>;
