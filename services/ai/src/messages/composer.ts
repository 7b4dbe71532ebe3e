import type { Occasion, Relationship, Tone } from '@cardsmith/contracts';
import { createRandom } from '@cardsmith/service-kit';
import { bareWord, isFragment, isGerund, opensNounPhrase } from './details-grammar.js';
import { numberInWords, readFacts, type DetailFacts } from './details-reader.js';
import { composeVerse } from './forms.js';
import {
  detailLines,
  occasionMaterial,
  phrasesFor,
  relationships,
  tones,
  type Mood,
  type Phrases,
} from './material/index.js';
import {
  ageLines,
  interestLines,
  memoryLines,
  nameOpeners,
  newsLines,
  yearLines,
} from './material/personal.js';

/** What the sender asked for: a card message, or a verse form named on the Test AI page. */
export type MessageForm = 'card' | 'haiku' | 'limerick' | 'poem' | 'one-line';

export interface MessageBrief {
  occasion: Occasion;
  relationship: Relationship;
  tone: Tone;
  /** The sender's own words; may be empty. */
  details: string;
  /** Absent means a card message. */
  form?: MessageForm;
  /** The recipient's name when the prompt named them outside the details. */
  name?: string;
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

/** 'hiking, bad puns and jazz'. */
export const listOf = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const fill = (template: string, slot: string, value: string) =>
  template
    .replace(`{${capitalise(slot)}}`, () => capitalise(value))
    .replace(`{${slot}}`, () => value);

/**
 * Our own sentences for what the details tell: the age, years together or at work, news about
 * the recipient, a shared memory and what they love. At most two, so the card stays short.
 */
function personalLines(
  facts: DetailFacts,
  brief: MessageBrief,
  mood: Mood,
  variant: number,
  at: (items: readonly string[]) => string,
): string[] {
  const lines: string[] = [];
  const mentioned = (value: number) => facts.news.some((news) => news.includes(String(value)));
  if (facts.age !== null && brief.occasion === 'birthday' && mood === 'bright') {
    lines.push(fill(at(ageLines), 'age', numberInWords(facts.age)));
  }
  const yearsOf =
    brief.occasion === 'anniversary' || brief.occasion === 'retirement'
      ? yearLines[brief.occasion]
      : null;
  if (facts.years !== null && yearsOf && !mentioned(facts.years)) {
    lines.push(fill(at(yearsOf), 'years', numberInWords(facts.years)));
  }
  const [news] = facts.news;
  if (news) {
    const kind = brief.occasion === 'thank-you' ? 'thanks' : mood;
    lines.push(fill(at(newsLines[kind]), 'news', news));
  }
  const [memory] = facts.memories;
  if (memory) {
    const own = /^I\b/.test(memory);
    lines.push(fill(at(memoryLines[own ? 'own' : 'shared']), 'memory', memory));
  }
  if (facts.interests.length > 0) {
    // Our own order, so a long list never reads as the sender's sentence.
    const loved = facts.interests.slice(0, 3);
    const orders = [
      [...loved.slice(1), loved[0]!],
      [...loved.slice(2), ...loved.slice(0, 2)],
      [...loved].reverse(),
    ];
    const order = orders[variant % orders.length]!;
    lines.push(fill(at(interestLines[mood]), 'list', listOf(order)));
  }
  return lines.slice(0, 2).map((line) => line.replace(/\s+([.,!?])/g, '$1'));
}

/** The recipient's name from the prompt or the details, if either gave one. */
export function addresseeOf(brief: MessageBrief, facts: DetailFacts | null): string | null {
  return brief.name?.trim() || facts?.addressee || null;
}

/** The facts in the sender's details, or none when they are empty or a noun phrase. */
const FAMILY: readonly Relationship[] = ['family', 'spouse', 'partner'];
/**
 * Tagging the details costs a few milliseconds; the web asks for three variants of one request
 * in a row, so recent readings are kept.
 */
const READINGS_KEPT = 256;
const readings = new Map<string, DetailFacts>();

function readFactsOnce(text: string, family: boolean): DetailFacts {
  const key = `${family ? 1 : 0}${text}`;
  const known = readings.get(key);
  if (known) return known;
  const facts = readFacts(text, family);
  if (readings.size >= READINGS_KEPT) readings.delete(readings.keys().next().value!);
  readings.set(key, facts);
  return facts;
}

export function factsOf(
  details: SenderDetails | null,
  relationship: Relationship,
): DetailFacts | null {
  if (!details) return null;
  // 'Mark, who has been on the team for five years' is news about Mark, not a noun phrase.
  const aboutSomeone = details.kind === 'fragment' && /\bwho(se)?\b/i.test(details.text);
  return details.kind === 'sentences' || aboutSomeone
    ? readFactsOnce(details.text, FAMILY.includes(relationship))
    : null;
}

/**
 * Writes one card message from a phrase grammar: salutation (the recipient's name, or one fit
 * for the relationship), occasion core (in the tone's register), a line about the bond, our own
 * sentences about the sender's details (never the details pasted), a tone closer and sign-off.
 * A verse form (haiku, limerick, poem, one line) is written by forms.ts instead. Phrases that
 * only suit some relationships are kept to them (no romance for a colleague, no 'love' sign-off
 * for a client). Each part's list is rotated by `variant`, so variants 0, 1 and 2 of one request
 * never repeat.
 */
export function composeMessage(brief: MessageBrief, variant: number): string {
  const occasion = occasionMaterial(brief.occasion);
  const tone = tones[brief.tone];
  const bond = relationships[brief.relationship];
  const mood = occasion.mood;
  const random = createRandom(
    `${brief.occasion}|${brief.relationship}|${brief.tone}|${brief.details}|${brief.form ?? ''}`,
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

  const details = brief.details ? readDetails(brief.details) : null;
  const facts = factsOf(details, brief.relationship);
  const name = addresseeOf(brief, facts);
  if (brief.form && brief.form !== 'card') {
    return composeVerse({
      brief,
      form: brief.form,
      facts,
      name,
      mood,
      closeness: bond.closeness,
      at,
    });
  }

  const opener = name ? fill(at(nameOpeners[bond.closeness]), 'name', name) : at(bond.openers);
  const core = fitting(occasion[tone.register]);
  const bondLine = at(bond[mood], [opener, core]);
  const closer = fitting(tone[mood], [core, bondLine]);
  const signOff = fitting(tone.signOffs[mood], [closer]);
  const weave = at(detailLines[mood].weaves);
  let personal: string[] = [];
  if (facts) personal = personalLines(facts, brief, mood, variant, at);
  if (details?.kind === 'fragment' && !facts) {
    const text = details.text;
    personal = [weave.replace('{details}', () => text).replace(/\.$/, details.ending)];
  }

  const build = (withBond: boolean, withSignOff: boolean, kept: number) =>
    [
      opener,
      [core, withBond ? bondLine : null, ...personal.slice(0, kept), closer]
        .filter(Boolean)
        .join(' '),
      withSignOff ? signOff : null,
    ]
      .filter(Boolean)
      .join('\n');

  const candidates = [
    build(true, true, 2),
    build(true, false, 2),
    build(false, false, 2),
    build(false, false, 1),
  ];
  return candidates.find((text) => countWords(text) <= MESSAGE_WORDS.max) ?? build(false, false, 0);
}
