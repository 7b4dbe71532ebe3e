/**
 * Tells the sender's details apart: a noun phrase ('her new job', 'our trip to Rome') that a
 * sentence of ours can mention, or a clause ('her mother passed last week', 'our dog misses you')
 * that must stand as a sentence of its own. No dictionary: the shape of the words after the
 * opening determiner and its noun decides. When in doubt it errs towards a clause, because a
 * noun phrase printed as a sentence ('Her new job.') still reads, while a clause woven into
 * 'I have been thinking about …' does not.
 */

/** Openers that are a noun (or stand for one) themselves, so a verb may follow at once. */
const HEAD_STARTS = new Set([
  'this',
  'that',
  'these',
  'those',
  'all',
  'some',
  'first',
  'last',
  'next',
  'wedding',
  'morning',
  'evening',
  'spring',
]);
/** Words that open a noun phrase; the text is a fragment unless a finite verb follows. */
const NOUN_PHRASE_STARTS = new Set([
  'the',
  'a',
  'an',
  'my',
  'your',
  'our',
  'his',
  'her',
  'their',
  'its',
  'every',
  ...HEAD_STARTS,
]);
/** '-ing' words that are not gerunds, or are prepositions ('during'). */
const NOT_GERUNDS = new Set([
  'thing',
  'nothing',
  'something',
  'anything',
  'everything',
  'bring',
  'sing',
  'sting',
  'swing',
  'string',
  'during',
  'king',
  'ring',
  'wing',
]);
/** Auxiliaries and 'be', 'have', 'do': a clause wherever they stand. */
const FINITE_VERBS = new Set([
  'is',
  'are',
  'was',
  'were',
  'am',
  'has',
  'have',
  'had',
  'will',
  'would',
  'can',
  'could',
  'should',
  'shall',
  'must',
  'might',
  'do',
  'does',
  'did',
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "hasn't",
  "haven't",
  "won't",
  "can't",
  "don't",
  "doesn't",
  "didn't",
]);
/**
 * Irregular past tenses that are rarely anything else. Left out on purpose: forms that are also
 * the present or a common noun ('read', 'set', 'cut', 'put', 'hurt', 'thought', 'shot', 'bit').
 */
const IRREGULAR_PASTS = new Set([
  'ate',
  'became',
  'began',
  'bought',
  'brought',
  'broke',
  'built',
  'came',
  'caught',
  'chose',
  'drew',
  'drove',
  'fell',
  'felt',
  'flew',
  'forgave',
  'forgot',
  'found',
  'gave',
  'got',
  'grew',
  'heard',
  'held',
  'kept',
  'knew',
  'led',
  'left',
  'lent',
  'lost',
  'made',
  'meant',
  'met',
  'paid',
  'ran',
  'rang',
  'rode',
  'said',
  'sang',
  'sat',
  'saw',
  'sent',
  'slept',
  'sold',
  'spent',
  'spoke',
  'stood',
  'swam',
  'taught',
  'told',
  'took',
  'understood',
  'went',
  'woke',
  'won',
  'wore',
  'wrote',
]);
/** Words ending in '-ed' that are not past tenses. */
const NOT_PAST_ED = new Set([
  'bed',
  'shed',
  'sled',
  'red',
  'hundred',
  'kindred',
  'sacred',
  'naked',
  'wicked',
  'beloved',
  'rugged',
  'ragged',
  'crooked',
  'jagged',
  'tired',
  'talented',
]);
/** '-eed' words are nouns or present tenses ('need', 'speed'), except these. */
const PAST_EED = new Set(['agreed', 'freed', 'guaranteed']);
/** Present tenses after a singular noun that are verbs wherever they stand. */
const COMMON_S_VERBS = new Set([
  'says',
  'sends',
  'misses',
  'loves',
  'wants',
  'feels',
  'looks',
  'seems',
  'sounds',
  'thinks',
  'hopes',
  'knows',
  'asks',
  'starts',
  'turns',
  'gets',
  'goes',
  'comes',
  'makes',
  'takes',
  'gives',
  'keeps',
  'tells',
]);
/** Present tenses after a plural noun: 'the kids say hi', 'the twins turn five'. */
const COMMON_BASE_VERBS = new Set([
  'say',
  'send',
  'miss',
  'love',
  'want',
  'wish',
  'hope',
  'think',
  'feel',
  'look',
  'start',
  'begin',
  'turn',
  'arrive',
  'come',
  'go',
  'get',
  'move',
  'like',
]);
const IRREGULAR_PLURALS = new Set([
  'children',
  'grandchildren',
  'people',
  'men',
  'women',
  'these',
  'those',
]);
/**
 * What follows a present tense in '-s' but not a plural noun ('our dog misses you', 'the baby
 * sleeps so well'): an object, a greeting or an adverb. Prepositions are left out, because
 * plurals take them as often ('the wedding plans for June').
 */
const AFTER_S_VERB = new Set([
  'you',
  'me',
  'us',
  'him',
  'her',
  'them',
  'it',
  'everyone',
  'everybody',
  'my',
  'your',
  'his',
  'our',
  'their',
  'the',
  'a',
  'an',
  'this',
  'that',
  'every',
  'hi',
  'hello',
  'so',
  'very',
  'really',
  'too',
  'still',
  'always',
  'never',
  'away',
  'home',
  'back',
  'up',
  'out',
]);
/** Adverbs that may stand between a subject and its verb, or before a participle adjective. */
const ADVERBS = new Set([
  'just',
  'finally',
  'recently',
  'already',
  'also',
  'really',
  'still',
  'never',
  'always',
  'even',
  'only',
  'well',
  'much',
  'long',
  'hard',
  'so',
  'very',
  'both',
  'all',
]);
/** '-ly' words that are nouns. */
const LY_NOUNS = new Set([
  'family',
  'lily',
  'jelly',
  'belly',
  'rally',
  'bully',
  'ally',
  'fly',
  'butterfly',
  'reply',
  'supply',
  'assembly',
]);
/** Common adjectives before a noun: a participle after them is one more adjective. */
const ADJECTIVES = new Set([
  'new',
  'old',
  'big',
  'little',
  'small',
  'tiny',
  'huge',
  'great',
  'good',
  'best',
  'lovely',
  'beautiful',
  'cute',
  'special',
  'whole',
  'first',
  'last',
  'next',
  'kind',
  'sweet',
  'dear',
  'favourite',
  'favorite',
]);
/** Words after which a noun comes again: prepositions and 'and'. */
const LINKS = new Set([
  'to',
  'in',
  'on',
  'at',
  'for',
  'from',
  'with',
  'of',
  'about',
  'by',
  'after',
  'before',
  'during',
  'since',
  'over',
  'near',
  'around',
  'through',
  'into',
  'like',
  'without',
  'and',
  'or',
]);
/** After a noun these open a relative clause: 'the news that you are expecting'. */
const RELATIVES = new Set(['who', 'whom', 'whose', 'which', 'that']);
/** After a noun these start the subject of a relative clause: 'the flowers you sent'. */
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'we', 'they']);

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
