import type { Occasion, Relationship, Tone } from '@cardsmith/contracts';
import { createRandom } from '../shared/random.js';
import { detailLines, occasionMaterial, relationships, tones } from './material/index.js';

export interface MessageBrief {
  occasion: Occasion;
  relationship: Relationship;
  tone: Tone;
  /** The sender's own words; may be empty. */
  details: string;
}

export const MESSAGE_WORDS = { min: 20, max: 80 } as const;
const DETAIL_WORDS_MAX = 20;
const TRAILING_FILLER =
  /\s+(and|or|but|the|a|an|with|of|to|for|in|on|at|my|our|her|his|their|who|that|is)$/i;

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The sender's details, made safe to weave into a sentence: no markup or placeholder characters,
 * one sentence of at most DETAIL_WORDS_MAX words, no trailing punctuation (the frame adds it).
 */
export function cleanDetails(raw: string): { text: string; ending: '.' | '!' | '?' } {
  let text = raw
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/[{}<>[\]`\\|^~*_#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“‘(]+|["'”’)]+$/g, '')
    .trim();
  const firstSentence = /^(.+?[.!?])(\s|$)/.exec(text);
  if (firstSentence?.[1] && countWords(firstSentence[1]) >= 3) text = firstSentence[1];
  const words = text.split(' ').filter(Boolean);
  if (words.length > DETAIL_WORDS_MAX) {
    const head = words.slice(0, DETAIL_WORDS_MAX).join(' ');
    const comma = head.lastIndexOf(',');
    text = comma > head.length / 2 ? head.slice(0, comma) : head;
    while (TRAILING_FILLER.test(text)) text = text.replace(TRAILING_FILLER, '');
  }
  const ending = /[!?]$/.exec(text.trim())?.[0] as '!' | '?' | undefined;
  text = text.replace(/[\s.,;:!?…-]+$/u, '').trim();
  return { text, ending: ending ?? '.' };
}

/**
 * Writes one card message from a phrase grammar: salutation (relationship), occasion core (in
 * the tone's register), a line about the bond, the sender's details, a tone closer and sign-off.
 * Each part's list is rotated by `variant`, so variants 0, 1 and 2 of one request never repeat.
 */
export function composeMessage(brief: MessageBrief, variant: number): string {
  const occasion = occasionMaterial(brief.occasion);
  const tone = tones[brief.tone];
  const bond = relationships[brief.relationship];
  const mood = occasion.mood;
  const random = createRandom(
    `${brief.occasion}|${brief.relationship}|${brief.tone}|${brief.details}`,
  );
  const at = <T>(items: readonly T[]): T =>
    items[(random.int(items.length) + variant) % items.length] as T;

  const opener = at(bond.openers);
  const core = at(occasion[tone.register]);
  const bondLine = at(bond[mood]);
  const closer = at(tone[mood]);
  const signOff = at(tone.signOffs[mood]);
  const detailFrame = at(detailLines[mood]);
  const details = brief.details ? cleanDetails(brief.details) : null;
  const detailLine =
    details && details.text
      ? detailFrame.replace('{details}', details.text).replace(/\.$/, details.ending)
      : null;

  const build = (withBond: boolean, withSignOff: boolean) =>
    [
      opener,
      [core, withBond ? bondLine : null, detailLine, closer].filter(Boolean).join(' '),
      withSignOff ? signOff : null,
    ]
      .filter(Boolean)
      .join('\n');

  const candidates = [build(true, true), build(true, false), build(false, false)];
  return candidates.find((text) => countWords(text) <= MESSAGE_WORDS.max) ?? build(false, false);
}
