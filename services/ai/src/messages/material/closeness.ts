import type { Closeness, LimitedPhrase, Phrases } from './types.js';

export const CLOSENESS_LEVELS = [
  'intimate',
  'close',
  'friendly',
  'familiar',
  'professional',
] as const satisfies readonly Closeness[];

/** Romance: only between partners. */
export const INTIMATE = ['intimate'] as const satisfies readonly Closeness[];
/** Family love ('All my love'): partners and family. */
export const LOVED = ['intimate', 'close'] as const satisfies readonly Closeness[];
/** Affection, hugs and 'love' sign-offs: partners, family and friends. */
export const PERSONAL = ['intimate', 'close', 'friendly'] as const satisfies readonly Closeness[];
/** Banter that assumes shared history ('partner in crime'). */
export const FRIENDS = ['friendly'] as const satisfies readonly Closeness[];
/** Everyone but partners: 'your anniversary' rather than 'our'. */
export const NOT_INTIMATE = [
  'close',
  'friendly',
  'familiar',
  'professional',
] as const satisfies readonly Closeness[];
/** Everyone but work and people one barely knows: hugs, teasing, homely images. */
export const NOT_PROFESSIONAL = [
  'intimate',
  'close',
  'friendly',
  'familiar',
] as const satisfies readonly Closeness[];
/**
 * Personal wishes about the recipient's own life together (their wedding, their baby): not for
 * partners, who share it ('our'), nor for work.
 */
export const OTHERS_PERSONALLY = [
  'close',
  'friendly',
  'familiar',
] as const satisfies readonly Closeness[];
/** Warm but reserved wording for neighbours, acquaintances and work. */
export const RESERVED = ['familiar', 'professional'] as const satisfies readonly Closeness[];

/** Marks each text as right only for the given levels of closeness. */
export const only = (levels: readonly Closeness[], ...texts: string[]): LimitedPhrase[] =>
  texts.map((text) => ({ text, only: levels }));

/** The same phrases, none of them for this level (a tone's own lines stand in for it). */
export function notFor(level: Closeness, phrases: Phrases): LimitedPhrase[] {
  return phrases.flatMap((phrase) => {
    const levels = typeof phrase === 'string' ? CLOSENESS_LEVELS : phrase.only;
    const text = typeof phrase === 'string' ? phrase : phrase.text;
    const rest = levels.filter((l) => l !== level);
    return rest.length ? [{ text, only: rest }] : [];
  });
}

/** The phrases of a list that suit this closeness, in their order. */
export function phrasesFor(phrases: Phrases, closeness: Closeness): string[] {
  return phrases.flatMap((phrase) => {
    if (typeof phrase === 'string') return [phrase];
    return phrase.only.includes(closeness) ? [phrase.text] : [];
  });
}
