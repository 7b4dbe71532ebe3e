import { splitEmoji } from './emoji.js';
import type { CardFont } from '@cardsmith/contracts';
import { scriptIn, type Script } from './fonts.js';

/**
 * A piece of a line as it is drawn: text in the card's font (script null), text in one script's
 * Noto font, or one emoji picture (its Twemoji file name).
 */
export type TextRun =
  | { kind: 'text'; text: string; script: Script | null }
  | { kind: 'emoji'; text: string; emoji: string };

/** Marks and joiners belong to the character before them, whatever their own block. */
const JOINS_PREVIOUS = /^[\p{M}\u200c\u200d]$/u;
const SPACE = /^\s$/u;

function nextScript(font: CardFont, chars: readonly string[], from: number): Script | null {
  for (let i = from; i < chars.length; i += 1) {
    const char = chars[i]!;
    if (!SPACE.test(char)) return scriptIn(font, char.codePointAt(0)!);
  }
  return null;
}

/**
 * Splits text into runs of one script each. A space between two words of the same script stays
 * in their run, so a right-to-left phrase is shaped and ordered as one piece on every engine.
 */
export function splitScripts(
  text: string,
  font: CardFont,
): { text: string; script: Script | null }[] {
  const chars = [...text];
  const runs: { text: string; script: Script | null }[] = [];
  chars.forEach((char, i) => {
    const last = runs.at(-1);
    let script = scriptIn(font, char.codePointAt(0)!);
    if (script === null && last && JOINS_PREVIOUS.test(char)) script = last.script;
    if (
      script === null &&
      last?.script &&
      SPACE.test(char) &&
      nextScript(font, chars, i + 1) === last.script
    ) {
      script = last.script;
    }
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  });
  return runs;
}

/** Spaces at either end of a run become runs of their own, so reordering keeps them between words. */
function withSpacesApart(run: { text: string; script: Script | null }): TextRun[] {
  const [, before = '', middle = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/u.exec(run.text) ?? [];
  return [
    { kind: 'text' as const, text: before, script: null },
    { kind: 'text' as const, text: middle, script: run.script },
    { kind: 'text' as const, text: after, script: null },
  ].filter((part) => part.text);
}

/** A line's runs in logical order: emoji, then the text between them by script. */
export function textRuns(line: string, font: CardFont): TextRun[] {
  return splitEmoji(line).flatMap((piece): TextRun[] =>
    piece.emoji !== undefined
      ? [{ kind: 'emoji', text: piece.text, emoji: piece.emoji }]
      : splitScripts(piece.text, font).flatMap(withSpacesApart),
  );
}

type Direction = 'ltr' | 'rtl' | null;

const RIGHT_TO_LEFT: ReadonlySet<Script | null> = new Set(['arabic', 'hebrew']);
const STRONG_LEFT_TO_RIGHT = /\p{L}/u;

function directionOf(run: TextRun): Direction {
  if (run.kind === 'emoji') return null;
  if (RIGHT_TO_LEFT.has(run.script)) return 'rtl';
  return run.script || STRONG_LEFT_TO_RIGHT.test(run.text) ? 'ltr' : null;
}

/** Reverses, in place, every maximal stretch of runs with the given direction. */
function reverseStretches<T>(items: T[], directions: Direction[], reversed: Direction): void {
  let start = 0;
  while (start < items.length) {
    if (directions[start] !== reversed) {
      start += 1;
      continue;
    }
    let end = start;
    while (end + 1 < items.length && directions[end + 1] === reversed) end += 1;
    items.splice(start, end - start + 1, ...items.slice(start, end + 1).reverse());
    directions.splice(start, end - start + 1, ...directions.slice(start, end + 1).reverse());
    start = end + 1;
  }
}

/**
 * The runs in the order they appear from left to right: the Unicode bidirectional algorithm at
 * the level of runs. The line's direction is that of its first strong run; a neutral run (spaces,
 * digits, punctuation, emoji) between two runs of one direction takes it, otherwise the line's;
 * then stretches against the line's direction are reversed. Each run is shaped on its own, so no
 * engine reorders across them and the browser and the server agree.
 */
export function visualOrder(runs: readonly TextRun[]): TextRun[] {
  const strong = runs.map(directionOf);
  const base = strong.find((direction) => direction !== null) ?? 'ltr';
  const resolved = strong.map((direction, i) => {
    if (direction) return direction;
    const before = strong.slice(0, i).findLast((d) => d !== null);
    const after = strong.slice(i + 1).find((d) => d !== null);
    return before && before === after ? before : base;
  });
  const order = [...runs];
  if (base === 'ltr') {
    reverseStretches(order, resolved, 'rtl');
    return order;
  }
  order.reverse();
  resolved.reverse();
  reverseStretches(order, resolved, 'ltr');
  return order;
}
