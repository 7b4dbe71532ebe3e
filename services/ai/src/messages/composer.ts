import type { Occasion, Relationship, Tone } from '@cardsmith/contracts';
import { createRandom } from '@cardsmith/service-kit';
import { bareWord, isFragment, isGerund, opensNounPhrase } from './details-grammar.js';
import {
  detailLines,
  occasionMaterial,
  phrasesFor,
  relationships,
  tones,
  type Phrases,
} from './material/index.js';

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
 * The sender's details as the message will carry them: whole sentences, each capitalised and
 * ending in the sender's own punctuation (or a full stop), or a fragment ('your new puppy') to
 * weave into a sentence of ours.
 */
export type SenderDetails =
  { kind: 'sentences'; text: string } | { kind: 'fragment'; text: string; ending: '.' | '!' };

/** 'about the move' reads as 'the move' in a sentence that mentions it. */
const LEADING_PREPOSITION = /^(about|for|regarding|re:?)\s+/i;

function sanitize(raw: string): string {
  return raw
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/[{}<>[\]`\\|^~*_#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“‘(]+|["'”’)]+$/g, '')
    .trim()
    .replace(/\bi\b/g, 'I');
}

/** At most `max` words, cut at a late comma or a word boundary, without a dangling 'and'. */
function shorten(text: string, max: number): string {
  const words = text.split(' ').filter(Boolean);
  if (words.length <= max) return text;
  const head = words.slice(0, max).join(' ');
  const comma = head.lastIndexOf(',');
  let cut = comma > head.length / 2 ? head.slice(0, comma) : head;
  while (TRAILING_FILLER.test(cut)) cut = cut.replace(TRAILING_FILLER, '');
  return cut;
}

/** The text without its closing punctuation, and the ending the sender meant. */
function splitEnding(text: string): { body: string; ending: '.' | '!' | '?' } {
  const tail = /[\s.,;:!?…-]+$/u.exec(text)?.[0] ?? '';
  const ending = tail.includes('!') ? '!' : tail.includes('?') ? '?' : '.';
  return { body: text.slice(0, text.length - tail.length).trim(), ending };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Reads the sender's details: no markup or placeholder characters, at most DETAIL_WORDS_MAX
 * words of whole sentences (a longer first sentence is shortened), and whether they form
 * sentences of their own or a fragment.
 */
export function readDetails(raw: string): SenderDetails | null {
  const text = sanitize(raw);
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  const sentences: string[] = [];
  let words = 0;
  for (const sentence of text.split(/(?<=[.!?…])\s+/u)) {
    const count = countWords(sentence);
    if (sentences.length > 0 && words + count > DETAIL_WORDS_MAX) break;
    sentences.push(shorten(sentence, DETAIL_WORDS_MAX));
    words += count;
  }
  const parts = sentences.map(splitEnding).filter((part) => part.body);
  const [single] = parts;
  if (parts.length === 1 && single) {
    const unprefixed = single.body.replace(LEADING_PREPOSITION, '');
    if (unprefixed !== single.body || isFragment(unprefixed)) {
      const first = bareWord(unprefixed.split(' ')[0]);
      const lowered = opensNounPhrase(first) || isGerund(first);
      let fragment = lowered
        ? unprefixed.charAt(0).toLowerCase() + unprefixed.slice(1)
        : unprefixed;
      // 'covering my shifts' is something the recipient did: 'mentioning you covering my shifts'.
      if (isGerund(first) && !/\byou(r|rs|rself)?\b/i.test(fragment)) fragment = `you ${fragment}`;
      return { kind: 'fragment', text: fragment, ending: single.ending === '!' ? '!' : '.' };
    }
  }
  return {
    kind: 'sentences',
    text: parts.map(({ body, ending }) => capitalise(body) + ending).join(' '),
  };
}

const REPEAT_WORDS = 4;
const wordRuns = (text: string) => {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  return new Set(
    words.slice(REPEAT_WORDS - 1).map((_, i) => words.slice(i, i + REPEAT_WORDS).join(' ')),
  );
};
/** 'Wishing you a day…' twice in one card reads like a template. */
function repeats(a: string, b: string): boolean {
  const seen = wordRuns(b);
  return [...wordRuns(a)].some((run) => seen.has(run));
}

/**
 * Writes one card message from a phrase grammar: salutation (relationship), occasion core (in
 * the tone's register), a line about the bond, the sender's details, a tone closer and sign-off.
 * Phrases that only suit some relationships are kept to them (no romance for a colleague, no
 * 'love' sign-off for a client). Each part's list is rotated by `variant`, so variants 0, 1 and
 * 2 of one request never repeat.
 */
export function composeMessage(brief: MessageBrief, variant: number): string {
  const occasion = occasionMaterial(brief.occasion);
  const tone = tones[brief.tone];
  const bond = relationships[brief.relationship];
  const mood = occasion.mood;
  const random = createRandom(
    `${brief.occasion}|${brief.relationship}|${brief.tone}|${brief.details}`,
  );
  /** The variant's item, or the next one that does not repeat words of `written`. */
  const at = (items: readonly string[], written: readonly string[] = []): string => {
    if (items.length === 0) throw new Error(`No phrase for ${JSON.stringify(brief)}`);
    const start = random.int(items.length) + variant;
    for (let step = 0; step < items.length; step++) {
      const item = items[(start + step) % items.length] as string;
      if (!written.some((text) => repeats(item, text))) return item;
    }
    return items[start % items.length] as string;
  };
  const fitting = (phrases: Phrases, written?: readonly string[]) =>
    at(phrasesFor(phrases, bond.closeness), written);

  const opener = at(bond.openers);
  const core = fitting(occasion[tone.register]);
  const bondLine = at(bond[mood], [opener, core]);
  const closer = fitting(tone[mood], [core, bondLine]);
  const signOff = fitting(tone.signOffs[mood], [closer]);
  const introduction = at(detailLines[mood].introductions);
  const weave = at(detailLines[mood].weaves);
  const details = brief.details ? readDetails(brief.details) : null;
  let detailLine: string | null = null;
  if (details?.kind === 'sentences') detailLine = `${introduction} ${details.text}`;
  if (details?.kind === 'fragment') {
    const text = details.text;
    detailLine = weave.replace('{details}', () => text).replace(/\.$/, details.ending);
  }

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
