/**
 * Scores the offline message writer on a fixed set of requests (eval/messages.json): the name
 * used when one is given, no verbatim copy of the details, words that fit the occasion, the form
 * asked for, and three distinct variants per request.
 */
import type { Occasion } from '@cardsmith/contracts';
import { composeMessage, type MessageBrief, type MessageForm } from '../src/messages/composer.js';
import { briefFromPrompt } from '../src/messages/prompt.js';
import { syllablesInLine } from '../src/messages/syllables.js';

export interface MessageCase {
  brief?: MessageBrief;
  prompt?: string;
  name?: string;
  occasion?: Occasion;
  form?: Exclude<MessageForm, 'card'>;
}

const OCCASION_WORDS: Record<Occasion, RegExp> = {
  birthday: /birthday|year|candles|cake/i,
  anniversary: /anniversary|together|years|love/i,
  wedding: /wedding|marri|vows|congratulations|together/i,
  graduation: /graduat|congratulations|degree|future|proud/i,
  congratulations: /congratulations|proud|well done|success|achiev|earned/i,
  sympathy: /sorry|loss|sympathy|thoughts|thinking of you|comfort|peace|memor/i,
  'thank-you': /thank|grateful|gratitude|appreciat/i,
  holiday: /holiday|season|christmas|festive|new year/i,
  'new-baby': /baby|little one|newborn|welcome/i,
  retirement: /retire|chapter|career|work/i,
  'get-well': /well|better|recover|heal|rest/i,
  'new-home': /home|house|move|keys/i,
  'mothers-day': /mother|mum|mom/i,
  'fathers-day': /father|dad/i,
  'valentines-day': /valentine|love|heart/i,
  other: /\p{L}/u,
};
const CELEBRATION = /\b(celebrat\w*|party|congrat\w*|cheers|hooray|yay|festive|confetti)\b/i;
const GENTLE: readonly Occasion[] = ['sympathy', 'get-well'];
const COPY_RUN = 8;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
const contains = (haystack: string[], needle: string[]) =>
  needle.length > 0 && haystack.some((_, i) => needle.every((word, j) => haystack[i + j] === word));

/** A details sentence of four words or more, or any eight-word run of the details, pasted. */
export function copiesDetails(details: string, message: string): boolean {
  const text = wordsOf(message);
  const sentences = details.split(/(?<=[.!?])\s+/).map(wordsOf);
  if (sentences.some((sentence) => sentence.length >= 4 && contains(text, sentence))) return true;
  const all = wordsOf(details);
  return all.some(
    (_, i) => i + COPY_RUN <= all.length && contains(text, all.slice(i, i + COPY_RUN)),
  );
}

export function formRespected(form: MessageForm, message: string): boolean {
  const lines = message.split('\n').filter((line) => line.trim());
  if (form === 'haiku') {
    return lines.length === 3 && lines.every((line, i) => syllablesInLine(line) === [5, 7, 5][i]);
  }
  if (form === 'limerick') return lines.length === 5;
  if (form === 'poem') return lines.length >= 4 && lines.length <= 8;
  if (form === 'one-line') return lines.length === 1 && wordsOf(message).length <= 30;
  return wordsOf(message).length >= 20 && lines.length >= 2;
}

export interface CheckTally {
  passed: number;
  total: number;
}
export interface MessageScore {
  checks: Record<'name' | 'noCopy' | 'occasion' | 'form' | 'distinct', CheckTally>;
  passed: number;
  total: number;
  failures: string[];
}

export function scoreMessages(cases: readonly MessageCase[]): MessageScore {
  const checks: MessageScore['checks'] = {
    name: { passed: 0, total: 0 },
    noCopy: { passed: 0, total: 0 },
    occasion: { passed: 0, total: 0 },
    form: { passed: 0, total: 0 },
    distinct: { passed: 0, total: 0 },
  };
  const failures: string[] = [];
  for (const item of cases) {
    const brief = item.brief ?? briefFromPrompt(item.prompt ?? '');
    const occasion = item.occasion ?? brief.occasion;
    const texts = [0, 1, 2].map((variant) => composeMessage(brief, variant));
    const label = item.prompt ?? `${brief.occasion}/${brief.relationship}: ${brief.details}`;
    const tally = (check: keyof MessageScore['checks'], ok: boolean) => {
      checks[check].total++;
      if (ok) checks[check].passed++;
      else failures.push(`${check} — ${label}\n${texts.join('\n---\n')}`);
    };
    for (const text of texts) {
      if (item.name) tally('name', new RegExp(`\\b${item.name}\\b`).test(text));
      if (brief.details) tally('noCopy', !copiesDetails(brief.details, text));
      const gentleOk = !GENTLE.includes(occasion) || !CELEBRATION.test(text);
      tally('occasion', OCCASION_WORDS[occasion].test(text) && gentleOk);
      tally('form', formRespected(item.form ?? 'card', text));
    }
    tally('distinct', new Set(texts).size === 3);
  }
  const values = Object.values(checks);
  return {
    checks,
    passed: values.reduce((sum, check) => sum + check.passed, 0),
    total: values.reduce((sum, check) => sum + check.total, 0),
    failures,
  };
}
