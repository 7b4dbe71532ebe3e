import type { DetailFacts } from './details-reader.js';
import type { MessageBrief, MessageForm } from './composer.js';
import type { Closeness, Mood } from './material/index.js';
import {
  haikuLines,
  limericks,
  occasionWords,
  oneLiners,
  poems,
  vocatives,
} from './material/verses.js';
import { syllablesInLine } from './syllables.js';

export interface VerseRequest {
  brief: MessageBrief;
  form: Exclude<MessageForm, 'card'>;
  facts: DetailFacts | null;
  name: string | null;
  mood: Mood;
  closeness: Closeness;
  /** The variant's pick from a list (the composer's rotation). */
  at: (items: readonly string[]) => string;
}

const HAIKU = [5, 7, 5] as const;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A haiku, limerick, short poem or single line for the occasion, addressed by name when there is
 * one. Haiku lines are chosen so they scan 5-7-5 with the name and occasion words filled in.
 */
export function composeVerse({ brief, form, facts, name, mood, closeness, at }: VerseRequest) {
  const { noun, wish } = occasionWords[brief.occasion];
  const who = name ?? vocatives[closeness];
  const fill = (line: string) =>
    line
      .replace(/\{Wish\}/g, capitalise(wish))
      .replace(/\{wish\}/g, wish)
      .replace(/\{noun\}/g, noun)
      .replace(/\{name\}/g, who)
      .replace(/\{list\}/g, facts ? listOf(facts.interests.slice(0, 2)) : '');
  const lines = (verse: readonly string[]) =>
    verse.map((line, i) => (i === 0 ? capitalise(fill(line)) : fill(line))).join('\n');

  if (form === 'haiku') return haiku(mood, fill, name !== null, at);
  if (form === 'limerick') return lines(pickVerse(limericks[mood], at));
  if (form === 'poem') return lines(pickVerse(poems[mood], at));
  const loves = facts !== null && facts.interests.length > 0;
  const pool = loves
    ? [oneLiners[mood].loves, ...oneLiners[mood].plain.slice(1)]
    : oneLiners[mood].plain;
  return fill(at(pool));
}

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function pickVerse(verses: readonly string[][], at: (items: readonly string[]) => string) {
  const chosen = at(verses.map((_, i) => String(i)));
  return verses[Number(chosen)]!;
}

/** Every 5-7-5 combination, best first: the name and an occasion word, then either. */
function haiku(
  mood: Mood,
  fill: (line: string) => string,
  named: boolean,
  at: (items: readonly string[]) => string,
): string {
  const pool = haikuLines[mood];
  const scanning = [pool.first, pool.middle, pool.last].map((lines, i) =>
    lines.map(fill).filter((line) => syllablesInLine(line) === HAIKU[i]),
  );
  const [firsts = [], middles = [], lasts = []] = scanning;
  const nameOf = (line: string) =>
    pool.first.concat(pool.middle, pool.last).some((t) => t.includes('{name}') && fill(t) === line);
  const occasionOf = (line: string) =>
    pool.first
      .concat(pool.middle, pool.last)
      .some((t) => /\{(wish|noun)\}/.test(t) && fill(t) === line);
  const scored: { text: string; score: number }[] = [];
  for (const first of firsts) {
    for (const middle of middles) {
      for (const last of lasts) {
        const verse = [first, middle, last];
        if (new Set(verse).size < 3) continue;
        const score =
          (named && verse.some(nameOf) ? 2 : 0) +
          (verse.some(occasionOf) ? 1 : 0) -
          (verse.filter(nameOf).length > 1 ? 1 : 0);
        scored.push({ text: verse.map(capitalise).join('\n'), score });
      }
    }
  }
  const best = Math.max(...scored.map((item) => item.score));
  return at(scored.filter((item) => item.score === best).map((item) => item.text));
}
