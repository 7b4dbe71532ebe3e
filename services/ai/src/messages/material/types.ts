import type { Occasion, Relationship, Tone } from '@cardsmith/contracts';

/** Gentle occasions (loss, illness) never use celebration words. */
export type Mood = 'bright' | 'gentle';
/** Occasion cores come in three registers; each tone writes in one of them. */
export type Register = 'warm' | 'light' | 'formal';

/**
 * How close the sender is to the recipient: intimate (spouse, partner), close (family),
 * friendly (friend), familiar (neighbour, someone unnamed) and professional (work, school and
 * people one barely knows). Wording that is only right for some of these carries that limit.
 */
export type Closeness = 'intimate' | 'close' | 'friendly' | 'familiar' | 'professional';

/** A phrase that only suits some levels of closeness, e.g. romance only between partners. */
export interface LimitedPhrase {
  text: string;
  only: readonly Closeness[];
}
/** A plain string suits every relationship. */
export type Phrase = string | LimitedPhrase;
export type Phrases = readonly Phrase[];

export interface OccasionMaterial {
  mood: Mood;
  /** A card's front line for this occasion. */
  headline: string;
  warm: Phrases;
  light: Phrases;
  formal: Phrases;
}
export type OccasionBook = Partial<Record<Occasion, OccasionMaterial>>;

export interface RelationshipMaterial {
  closeness: Closeness;
  openers: readonly string[];
  bright: readonly string[];
  gentle: readonly string[];
}
export type RelationshipBook = Record<Relationship, RelationshipMaterial>;

export interface ToneMaterial {
  register: Register;
  bright: Phrases;
  gentle: Phrases;
  signOffs: { bright: Phrases; gentle: Phrases };
}
export type ToneBook = Record<Tone, ToneMaterial>;
