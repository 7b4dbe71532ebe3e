/**
 * Tells the sender's details apart: a noun phrase ('her new job', 'our trip to Rome') that a
 * sentence of ours can mention, or a clause ('her mother passed last week', 'our dog misses you')
 * that must stand as a sentence of its own. No dictionary: the shape of the words after the
 * opening determiner and its noun decides. When in doubt it errs towards a clause, because a
 * noun phrase printed as a sentence ('Her new job.') still reads, while a clause woven into
 * 'I have been thinking about …' does not.
 */

import {
  ADJECTIVES,
  ADVERBS,
  AFTER_S_VERB,
  COMMON_BASE_VERBS,
  COMMON_S_VERBS,
  FINITE_VERBS,
  HEAD_STARTS,
  IRREGULAR_PASTS,
  IRREGULAR_PLURALS,
  LINKS,
  LY_NOUNS,
  NOT_GERUNDS,
  NOT_PAST_ED,
  NOUN_PHRASE_STARTS,
  PAST_EED,
  RELATIVES,
  SUBJECT_PRONOUNS,
} from './material/grammar-words.js';

/** A word in lower case without surrounding punctuation; inner hyphens and apostrophes stay. */
export const bareWord = (word: string | undefined) =>
  (word ?? '')
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^a-z'-]/g, '')
    .replace(/^[-']+|-+$/g, '');

export const isGerund = (word: string) =>
  word.length >= 5 && word.endsWith('ing') && !NOT_GERUNDS.has(word);

export const opensNounPhrase = (word: string) => NOUN_PHRASE_STARTS.has(word);

const isAdverb = (word: string) =>
  ADVERBS.has(word) || (word.length >= 5 && word.endsWith('ly') && !LY_NOUNS.has(word));
const isPlural = (noun: string) =>
  IRREGULAR_PLURALS.has(noun) || (/[^su]s$/.test(noun) && !noun.endsWith("'s"));
const isPastEd = (word: string) =>
  word.length >= 4 &&
  word.endsWith('ed') &&
  !NOT_PAST_ED.has(word) &&
  (!word.endsWith('eed') || PAST_EED.has(word));
const isPresentS = (word: string) => /[^su']s$/.test(word) && word.length >= 4;

const isPast = (word: string | undefined) =>
  word !== undefined && (IRREGULAR_PASTS.has(word) || isPastEd(word));

/**
 * Whether a finite verb follows the noun phrase that opens `words` (lower case, bare), e.g.
 * 'passed' in 'her mother passed last week'. A relative clause ('the flowers you sent', 'the news
 * that you are expecting') belongs to the noun phrase, so the text stays a fragment. `names`
 * marks the capitalised words, which are never verbs.
 */
function hasMainVerb(words: readonly string[], names: readonly boolean[]): boolean {
  const [first = ''] = words;
  /** After a noun (or an adverb following one) a verb may come; after a determiner, not. */
  let afterNoun = HEAD_STARTS.has(first);
  let headIsFirst = afterNoun;
  let headPlural = afterNoun && isPlural(first);
  /** 'my mum and dad' is a plural subject: 'my mum and dad send their love'. */
  let joined = false;
  const setHead = (word: string) => {
    afterNoun = true;
    headIsFirst = false;
    headPlural = joined || isPlural(word);
    joined = false;
  };
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (FINITE_VERBS.has(word)) return true;
    if (afterNoun && (RELATIVES.has(word) || SUBJECT_PRONOUNS.has(word))) return false;
    if (afterNoun && NOUN_PHRASE_STARTS.has(word) && !HEAD_STARTS.has(word)) return false;
    if (names[i]) {
      setHead(word);
      continue;
    }
    if (afterNoun && !word.includes('-')) {
      // 'this made my day' is a clause; 'these baked goods' is not.
      if (isPast(word) && (!headIsFirst || next === undefined || AFTER_S_VERB.has(next))) {
        return true;
      }
      if (isPresentS(word) && !headPlural) {
        // 'our dog misses you', but 'the birthday cards you sent'.
        const relativeFollows = SUBJECT_PRONOUNS.has(next ?? '') && isPast(words[i + 2]);
        if (COMMON_S_VERBS.has(word)) return true;
        if (next !== undefined && !relativeFollows && (AFTER_S_VERB.has(next) || isAdverb(next))) {
          return true;
        }
      }
      if (COMMON_BASE_VERBS.has(word) && headPlural) return true;
    }
    if (LINKS.has(word)) {
      joined = afterNoun && (word === 'and' || word === 'or');
      afterNoun = false;
    } else if (afterNoun && isAdverb(word)) {
      // The verb may still come: 'her mother recently passed', 'the kids all say hi'.
    } else if (NOUN_PHRASE_STARTS.has(word) || ADJECTIVES.has(word) || isAdverb(word)) {
      // A noun is still to come: 'the big move', 'her recently adopted puppy'.
      afterNoun = false;
    } else {
      setHead(word);
    }
  }
  return false;
}

/**
 * Whether the sender's details are a fragment to weave into a sentence of ours: a noun phrase
 * without a verb of its own, a name with a relative clause ('Priya who is starting …') or a
 * gerund phrase ('covering my shifts').
 */
export function isFragment(text: string): boolean {
  const tokens = text.split(' ').filter(Boolean);
  const words = tokens.map(bareWord);
  const [first = '', second = ''] = words;
  if (second === 'who' || second === 'whose') return true;
  if (isGerund(first)) return true;
  if (!NOUN_PHRASE_STARTS.has(first)) return false;
  // A capital inside the text is a name ('our trip to Rome'), never a verb, unless all is capitals.
  const shouting = text === text.toUpperCase();
  const names = tokens.map(
    (token, i) => i > 0 && !shouting && words[i] !== 'i' && /^[("'“‘]?\p{Lu}/u.test(token),
  );
  return !hasMainVerb(words, names);
}
