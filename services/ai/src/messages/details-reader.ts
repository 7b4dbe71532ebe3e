/**
 * Reads the sender's details for the facts a message can weave into sentences of its own: who
 * the card is for, their age, what they love, and news about them retold to them in the second
 * person ('Raj got promoted' → 'you got promoted'). compromise tags the words; the rules here
 * decide which clause is about the recipient.
 */
import nlp from 'compromise';

export interface DetailFacts {
  /** How the card may address the recipient: 'Sam', 'Grandpa Joe', 'Mum and Dad'. */
  addressee: string | null;
  /** Everyone the details name, the addressee's names first. */
  names: string[];
  age: number | null;
  /** Years of something other than age: '40 years together', 'after 32 years'. */
  years: number | null;
  interests: string[];
  /** Clauses about the recipient, retold in the second person: 'you broke your leg skiing'. */
  news: string[];
  /** Clauses about the sender and recipient together: 'we met in Lisbon'. */
  memories: string[];
}

interface Term {
  text: string;
  word: string;
  tags: Set<string>;
  comma: boolean;
}

const KIN = new Set([
  'mum',
  'mom',
  'mother',
  'dad',
  'father',
  'sister',
  'brother',
  'grandma',
  'grandpa',
  'granny',
  'grandad',
  'grandmother',
  'grandfather',
  'nan',
  'aunt',
  'auntie',
  'uncle',
  'nephew',
  'niece',
  'son',
  'daughter',
  'cousin',
  'wife',
  'husband',
]);
const TITLES = new Set(['ms', 'mr', 'mrs', 'miss', 'dr', 'prof', 'professor', 'coach']);
const THIRD_PERSON = new Set(['he', 'she', 'they']);
const SENDER = new Set(['i', 'we']);
const INTEREST_VERBS = new Set([
  'love',
  'loves',
  'loved',
  'like',
  'likes',
  'enjoy',
  'enjoys',
  'adore',
  'adores',
  'misses',
]);
const AGE_VERBS = new Set(['is', 'turns', 'turning', 'turned', 'be', "'s"]);
const SECOND_PERSON: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
  him: 'you',
  them: 'you',
  his: 'your',
  their: 'your',
  he: 'you',
  she: 'you',
  they: 'you',
  himself: 'yourself',
  herself: 'yourself',
  themselves: 'yourselves',
};
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const NEWS_WORDS_MAX = 14;
/** 'last week', 'on Tuesday': the card is read later, so the news drops when it happened. */
const WHEN =
  /\s+(?:(?:this|last|next) (?:week|weekend|month|year)|on \w+day|yesterday|today|recently)$/i;

const ADVERBS = new Set([
  'still',
  'also',
  'just',
  'always',
  'never',
  'finally',
  'now',
  'really',
  'recently',
]);
const POSSESSIVES = new Set(['her', 'his', 'their', 'whose']);

const isVerb = (term: Term) =>
  (term.tags.has('Verb') && !term.tags.has('Gerund') && !ADVERBS.has(term.word)) ||
  INTEREST_VERBS.has(term.word);
/** 'still beats everyone': compromise may read 'beats' as a noun after an adverb. */
const verbAt = (terms: readonly Term[], i: number) => {
  const term = terms[i];
  if (!term) return false;
  if (isVerb(term)) return true;
  const before = terms[i - 1];
  return before !== undefined && ADVERBS.has(before.word) && /[^s']s$/.test(term.word);
};
/** A capitalised word: a name unless it is a place, a date, kin or a title. */
const isName = (term: Term, index: number, terms?: readonly Term[]) =>
  !KIN.has(term.word) &&
  !TITLES.has(term.word) &&
  !term.tags.has('Place') &&
  !term.tags.has('Date') &&
  !term.tags.has('Pronoun') &&
  /^\p{Lu}/u.test(term.text) &&
  (term.tags.has('Person') ||
    term.tags.has('FirstName') ||
    index > 0 ||
    (terms !== undefined &&
      !term.tags.has('Plural') &&
      (verbAt(terms, index + 1) || /^who(se)?$/.test(terms[index + 1]?.word ?? ''))));
const bareName = (text: string) => text.replace(/['’]s$/u, '');

function numberOf(word: string): number | null {
  if (/^\d{1,3}$/.test(word)) return Number(word);
  const spelled = NUMBER_WORDS.indexOf(word);
  return spelled > 0 ? spelled : null;
}

function termsOf(sentence: string): Term[] {
  const [json] = nlp(sentence).json() as {
    terms: { text: string; post: string; tags: string[] }[];
  }[];
  return (json?.terms ?? []).map((term) => ({
    text: term.text,
    word: term.text.toLowerCase().replace(/’/g, "'"),
    tags: new Set(term.tags),
    comma: term.post.includes(','),
  }));
}

/** A new clause starts after a comma or 'and' when a verb or a subject pronoun follows. */
function clausesOf(terms: Term[]): Term[][] {
  const clauses: Term[][] = [[]];
  terms.forEach((term, i) => {
    const next = terms[i + 1];
    const current = clauses[clauses.length - 1]!;
    const afterAdverb = next && ADVERBS.has(next.word) ? i + 2 : i + 1;
    if (term.word === 'and' && verbAt(terms, afterAdverb) && current.length > 0) {
      clauses.push([]);
      return;
    }
    current.push(term);
    const inList = current.some((t) => INTEREST_VERBS.has(t.word));
    const opensClause =
      next && (THIRD_PERSON.has(next.word) || SENDER.has(next.word) || (!inList && isVerb(next)));
    if (term.comma && opensClause) clauses.push([]);
  });
  return clauses.filter((clause) => clause.length > 0);
}

const words = (terms: Term[]) => terms.map((term) => term.text).join(' ');

/** 'her roses' as the card says it to her: 'your roses'. */
function toSecondPerson(terms: Term[]): string {
  return terms
    .map((term, i) => {
      if (/['’]s$/u.test(term.text) && isName(term, i, terms)) return 'your';
      if (term.word === 'whose') return 'your';
      if (term.word === 'her') {
        const next = terms[i + 1];
        return next && !next.tags.has('Preposition') ? 'your' : 'you';
      }
      return SECOND_PERSON[term.word] ?? term.text;
    })
    .join(' ');
}

function interestsOf(terms: Term[]): string[] {
  const items: Term[][] = [[]];
  for (const term of terms) {
    if (term.word === 'and' || term.word === '&') items.push([]);
    else items[items.length - 1]!.push(term);
    if (term.comma) items.push([]);
  }
  return items
    .map((item) =>
      toSecondPerson(item)
        .replace(/[.!?,]+$/, '')
        .trim(),
    )
    .filter((item) => /\p{L}/u.test(item) && item.split(' ').length <= 5);
}

/** 'beats' → 'beat', 'watches' → 'watch', 'carries' → 'carry'. */
const baseForm = (verb: string) =>
  verb
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|ss|x|z|o)es$/, '$1')
    .replace(/([^s])s$/, '$1');

/** The subject's first verb, conjugated for 'you': 'beats' → 'beat', 'is' → 'are'. */
function predicateForYou(terms: Term[]): string {
  const adverbs = terms.findIndex((term) => !ADVERBS.has(term.word));
  if (adverbs > 0)
    return `${words(terms.slice(0, adverbs))} ${predicateForYou(terms.slice(adverbs))}`;
  const [verb, ...rest] = terms;
  if (!verb) return '';
  const first =
    SECOND_PERSON[verb.word] ?? (/[^su']s$/.test(verb.word) ? baseForm(verb.text) : verb.text);
  return [first, toSecondPerson(rest)].filter(Boolean).join(' ');
}

/**
 * `family`: the card goes to family, so 'my sister' in the details is the recipient; to anyone
 * else 'my mum' is the sender's mother.
 */
export function readFacts(details: string, family = true): DetailFacts {
  const facts: DetailFacts = {
    addressee: null,
    names: [],
    age: null,
    years: null,
    interests: [],
    news: [],
    memories: [],
  };
  let previousAboutRecipient = true;
  /** Names of people close to the recipient ('her mother Rose'), never the addressee. */
  const others = new Set<string>();
  for (const sentence of details.split(/(?<=[.!?])\s+/)) {
    const terms = termsOf(sentence);
    terms.forEach((term, i) => {
      const name = bareName(term.text.replace(/[^\p{L}'’-]/gu, ''));
      if (isName(term, i, terms) && name && !facts.names.includes(name)) facts.names.push(name);
    });
    for (const clause of clausesOf(terms)) {
      const { subject } = subjectOf(clause);
      if (POSSESSIVES.has(subject[0]?.word ?? '')) {
        for (const term of subject) others.add(bareName(term.text.replace(/[^\p{L}'’-]/gu, '')));
      }
      readClause(clause, previousAboutRecipient, facts, family);
      previousAboutRecipient = aboutRecipient(
        subjectOf(clause).subject,
        previousAboutRecipient,
        facts.names,
        family,
      );
    }
  }
  facts.addressee ??= facts.names.find((name) => !others.has(name)) ?? null;
  return facts;
}

function subjectOf(clause: Term[]): { subject: Term[]; predicate: Term[] } {
  const at = clause.findIndex((_, i) => verbAt(clause, i));
  if (at < 0) return { subject: clause, predicate: [] };
  let start = at;
  while (start > 0 && ADVERBS.has(clause[start - 1]!.word)) start--;
  return { subject: clause.slice(0, start), predicate: clause.slice(start) };
}

function aboutRecipient(
  subject: Term[],
  previous: boolean,
  names: readonly string[],
  family: boolean,
): boolean {
  if (subject.length === 0) return previous;
  const [first] = subject;
  // 'your grandmother says hi' is about someone else; 'my mum and dad', to a friend, too.
  if (first?.word === 'your' || first?.word === 'our') return false;
  if (first?.word === 'my' && !family && !subject.some((term) => names.includes(term.text))) {
    return false;
  }
  return subject.some(
    (term) =>
      names.includes(bareName(term.text.replace(/[^\p{L}'’-]/gu, ''))) ||
      KIN.has(term.word) ||
      THIRD_PERSON.has(term.word),
  );
}

function readClause(clause: Term[], previous: boolean, facts: DetailFacts, family: boolean): void {
  const { subject, predicate } = subjectOf(clause);
  clause.forEach((term, i) => {
    const value = numberOf(term.word.replace(/[^\w]/g, ''));
    if (value === null) return;
    const next = clause[i + 1]?.word ?? '';
    if (/^years?/.test(next) && clause[i + 2]?.word !== 'old') facts.years ??= value;
    else if (AGE_VERBS.has(clause[i - 1]?.word ?? '') || /^(today|years?)/.test(next)) {
      facts.age ??= value;
    }
  });
  const whose = subject.findIndex((term) => term.word === 'whose');
  const owner = whose >= 0 ? subject.slice(0, whose) : subject;
  // 'her mother Rose', 'Paul's dog': someone close to the recipient, not the recipient.
  const possessive =
    whose >= 0 ||
    POSSESSIVES.has(subject[0]?.word ?? '') ||
    subject.some((term) => /['’]s$/u.test(term.text));
  const recipient = aboutRecipient(subject, previous, facts.names, family);
  if (recipient && !facts.addressee && owner.length > 0 && (whose >= 0 || !possessive)) {
    const isNamed = (term: Term) =>
      facts.names.includes(bareName(term.text.replace(/[^\p{L}'’-]/gu, '')));
    const named = owner.filter(isNamed);
    const kin = owner.filter((term) => KIN.has(term.word) && /^\p{Lu}/u.test(term.text));
    const titled = owner.filter(
      (term) =>
        isNamed(term) ||
        term.word === 'and' ||
        (TITLES.has(term.word) && named.length > 0) ||
        (KIN.has(term.word) && /^\p{Lu}/u.test(term.text)),
    );
    if (named.length > 0 || kin.length > 0) {
      facts.addressee = words(titled)
        .replace(/['’]s\b/gu, '')
        .replace(/[,.]/g, '')
        .replace(/^and\s+|\s+and$/g, '')
        .trim();
    }
  }
  const [first] = predicate;
  if (first && INTEREST_VERBS.has(first.word) && (recipient || subject.length === 0)) {
    facts.interests.push(...interestsOf(predicate.slice(1)));
    return;
  }
  const ageOnly = predicate.every(
    (term) =>
      AGE_VERBS.has(term.word) ||
      numberOf(term.word.replace(/[^\w]/g, '')) !== null ||
      /^(today|now|years?|old|will)/.test(term.word),
  );
  const counted = numberOf(subject[0]?.word ?? '') !== null;
  if (predicate.length === 0 || ageOnly || counted) return;
  const clean = (text: string) =>
    text
      .replace(/[.!?,;:]+$/, '')
      .replace(WHEN, '')
      .replace(/\s+/g, ' ')
      .trim();
  let told: string;
  if (possessive) {
    const own = whose >= 0 ? subject.slice(whose + 1) : subject;
    told = clean(`${whose >= 0 ? 'your ' : ''}${toSecondPerson(own)} ${toSecondPerson(predicate)}`);
  } else if (recipient) {
    // 'you moved to Bristol with your dog' reads better as 'you and your dog moved to Bristol'.
    const retold = clean(predicateForYou(predicate));
    const company = /^(.*\S)\s+with (your \S+)$/.exec(retold);
    told = company ? `you and ${company[2]} ${company[1]}` : `you ${retold}`;
  } else if (subject.some((term) => SENDER.has(term.word))) {
    const memory = clean(`${words(subject)} ${words(predicate)}`);
    if (countOf(memory) <= NEWS_WORDS_MAX) facts.memories.push(memory);
    return;
  } else {
    told = clean(`${words(subject)} ${words(predicate)}`).replace(/^\p{Lu}(?=\p{Ll})/u, (c) =>
      c.toLowerCase(),
    );
  }
  if (countOf(told) <= NEWS_WORDS_MAX) facts.news.push(told);
}

const countOf = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** 30 → 'thirty', for a sentence that opens with the age. */
export function numberInWords(value: number): string {
  if (value <= 20) return NUMBER_WORDS[value] ?? String(value);
  const tens = [
    '',
    '',
    'twenty',
    'thirty',
    'forty',
    'fifty',
    'sixty',
    'seventy',
    'eighty',
    'ninety',
  ];
  if (value < 100) {
    const unit = value % 10;
    return `${tens[Math.floor(value / 10)]}${unit ? `-${NUMBER_WORDS[unit]}` : ''}`;
  }
  return String(value);
}
