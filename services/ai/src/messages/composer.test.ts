import {
  AI_PAGE_OCCASIONS,
  AI_PAGE_RELATIONSHIPS,
  AI_PAGE_TONES,
  MESSAGE_OCCASIONS,
  MESSAGE_RELATIONSHIPS,
  MESSAGE_TONES,
  RELATIONSHIPS,
  TONES,
  type Relationship,
} from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import {
  composeMessage,
  countWords,
  MESSAGE_WORDS,
  readDetails,
  type MessageBrief,
} from './composer.js';
import {
  CLOSENESS_LEVELS,
  detailLines,
  occasionMaterial,
  phrasesFor,
  relationships,
  tones,
} from './material/index.js';

const CELEBRATION =
  /\b(celebrat\w*|party|parties|congrat\w*|cheers|happy|happiest|hooray|yay|festive|confetti)\b/i;
const PLACEHOLDER = /[{}[\]<>]|undefined|null|NaN|\s\s|\s[.,!?]|\.\./;
const DETAILS = 'she just started a pottery class';
/** The sender's words retold to the recipient inside a sentence of ours, never pasted. */
const DETAILS_RETOLD = /[a-z,] you just started a pottery class[.,]/;
const DETAILS_PASTED = /She just started a pottery class/i;

/** Written with the relationship lists in mind, not read from the material under test. */
const INTIMATE_RELATIONSHIPS: readonly Relationship[] = ['spouse', 'partner'];
const PROFESSIONAL_RELATIONSHIPS: readonly Relationship[] = [
  'colleague',
  'boss',
  'client',
  'teacher',
  'student',
  'acquaintance',
];
const ROMANTIC =
  /\b((?<!all )my love|my darling|darling|my dearest|sweetheart|love of my life|heart is (yours|beside yours)|whole heart|all my heart|forever yours|yours, always|hold you close|start of something beautiful|kind of love story|fall for you|pick you|to my macaroni|my heart feel at home|marry|our (wedding|anniversary|baby|child|new home))\b/i;
const TOO_CLOSE_FOR_WORK =
  /\b(hugs?|hugged|squeezy|love you|lots of love|with love|all my love|love always|love and|you are loved|i love|my heart is|proud of you|partner in crime|favorite (people|person)|kiss(es)?|i miss you|miss my)\b/i;
const PARTNER_IN_CRIME = /partner in crime/i;
const ODD_GREETING = /^(Dear (student|boss|you|teacher|client|valued client)|Hello you),/m;

/** The sign-off is whatever follows the body, the longest line. */
function signOffOf(text: string): string {
  const lines = text.split('\n');
  const body = lines.reduce((longest, line) => (line.length > longest.length ? line : longest));
  return lines.slice(lines.indexOf(body) + 1).join('\n');
}

function expectWellFormed(text: string, brief: MessageBrief) {
  const words = countWords(text);
  expect(words, text).toBeGreaterThanOrEqual(MESSAGE_WORDS.min);
  expect(words, text).toBeLessThanOrEqual(MESSAGE_WORDS.max);
  expect(text, text).not.toMatch(PLACEHOLDER);
  expect(text).toBe(text.trim());
  for (const line of text.split('\n')) expect(line, text).toMatch(/^[A-Z"']/);
  expect(text, text).toMatch(/[.!?]$/);
  if (brief.occasion === 'sympathy' || brief.occasion === 'get-well') {
    expect(text, text).not.toMatch(CELEBRATION);
  }
}

describe('composeMessage over every option of the dialog', () => {
  const all: string[] = [];
  for (const occasion of MESSAGE_OCCASIONS) {
    it(`writes three good, distinct messages for every relationship and tone: ${occasion}`, () => {
      for (const relationship of MESSAGE_RELATIONSHIPS) {
        for (const tone of MESSAGE_TONES) {
          for (const details of ['', DETAILS]) {
            const brief = { occasion, relationship, tone, details };
            const variants = [0, 1, 2].map((variant) => composeMessage(brief, variant));
            expect(new Set(variants).size, variants.join('\n---\n')).toBe(3);
            for (const text of variants) {
              expectWellFormed(text, brief);
              if (details) expect(text, text).toMatch(DETAILS_RETOLD);
              expect(text, text).not.toMatch(DETAILS_PASTED);
            }
            if (!details) all.push(variants[0] as string);
          }
        }
      }
    });
  }
  it('words every occasion × relationship × tone differently', () => {
    expect(all).toHaveLength(
      MESSAGE_OCCASIONS.length * MESSAGE_RELATIONSHIPS.length * MESSAGE_TONES.length,
    );
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('composeMessage keeps wording to the relationship', () => {
  for (const relationship of RELATIONSHIPS) {
    it(`never oversteps for every occasion, tone and variant: ${relationship}`, () => {
      const intimate = INTIMATE_RELATIONSHIPS.includes(relationship);
      const professional = PROFESSIONAL_RELATIONSHIPS.includes(relationship);
      for (const occasion of MESSAGE_OCCASIONS) {
        for (const tone of TONES) {
          for (const details of ['', DETAILS]) {
            const brief = { occasion, relationship, tone, details };
            for (const variant of [0, 1, 2]) {
              const text = composeMessage(brief, variant);
              expectWellFormed(text, brief);
              if (details) expect(text, text).toMatch(DETAILS_RETOLD);
              expect(text, text).not.toMatch(DETAILS_PASTED);
              expect(text, text).not.toMatch(ODD_GREETING);
              if (!intimate) expect(text, text).not.toMatch(ROMANTIC);
              if (professional) {
                expect(text, text).not.toMatch(TOO_CLOSE_FOR_WORK);
                expect(signOffOf(text), text).not.toMatch(/love/i);
              }
              if (relationship !== 'friend') expect(text, text).not.toMatch(PARTNER_IN_CRIME);
            }
          }
        }
      }
    });
  }

  it('writes romance for partners and warm, respectful words for a client', () => {
    const romantic = (relationship: Relationship) =>
      [0, 1, 2]
        .map((variant) =>
          composeMessage(
            { occasion: 'birthday', relationship, tone: 'romantic', details: '' },
            variant,
          ),
        )
        .join('\n');
    expect(romantic('spouse')).toMatch(ROMANTIC);
    const client = romantic('client');
    expect(client).toMatch(/warm|kind|gracious|thoughtful/i);
    expect(client).not.toMatch(ROMANTIC);
  });

  it('no longer writes the lines the issue found out of place', () => {
    const misplaced: [MessageBrief, string][] = [
      [
        { occasion: 'birthday', relationship: 'client', tone: 'romantic', details: '' },
        'Yours, with all my heart.',
      ],
      [
        { occasion: 'valentines-day', relationship: 'colleague', tone: 'romantic', details: '' },
        'Every moment with you feels like the start of something beautiful.',
      ],
      [
        { occasion: 'mothers-day', relationship: 'boss', tone: 'heartfelt', details: '' },
        'All my love.',
      ],
      [
        { occasion: 'get-well', relationship: 'client', tone: 'witty', details: '' },
        'I miss my partner in crime.',
      ],
    ];
    for (const [brief, line] of misplaced) {
      for (let variant = 0; variant < 12; variant++) {
        expect(composeMessage(brief, variant)).not.toContain(line);
      }
    }
  });
});

describe('composeMessage with the sender details', () => {
  const compose = (details: string, occasion: MessageBrief['occasion'] = 'get-well') =>
    [0, 1, 2].map((variant) =>
      composeMessage({ occasion, relationship: 'friend', tone: 'heartfelt', details }, variant),
    );

  it("retells the sender's sentences inside sentences of ours", () => {
    for (const text of compose('I heard about the surgery!')) {
      expect(text).toMatch(/I heard about the surgery[,a-z ]/);
      expect(text).not.toMatch(/I heard about the surgery!/);
    }
    for (const text of compose('Sam is turning 30, loves hiking and bad puns.', 'birthday')) {
      expect(text).toMatch(/^(Hi|Dear|Hey|To) Sam,$/m);
      expect(text).toMatch(/\b(thirty|Thirty)\b/);
      expect(text).toMatch(/hiking and bad puns|bad puns and hiking/);
      expect(text).not.toMatch(/Sam is turning 30|Dear friend/);
    }
  });

  it('weaves a fragment into a sentence of its own', () => {
    for (const text of compose('your new pottery class', 'birthday')) {
      expect(text).toMatch(/[.!?] [A-Z][^.!?\n]* your new pottery class\. [A-Z]/);
    }
    for (const text of compose('the $& prize', 'congratulations')) {
      expect(text).toMatch(/ the \$& prize\. /);
    }
  });
});

/** The sentences of a message's body, its longest line. */
const bodySentences = (text: string) =>
  text
    .split('\n')
    .reduce((longest, line) => (line.length > longest.length ? line : longest))
    .split(/(?<=[.!?])\s+/);

describe('composeMessage writes the sender details into grammatical sentences', () => {
  /** `printed`: the clause's sentence, or the noun phrase as our sentence carries it. */
  type Row = [details: string, brief: Omit<MessageBrief, 'details'>, printed: string];
  const brief = (
    occasion: MessageBrief['occasion'],
    relationship: MessageBrief['relationship'],
    tone: MessageBrief['tone'],
  ) => ({ occasion, relationship, tone });

  /** Clauses are retold to the recipient inside a sentence of ours. */
  const clauses: Row[] = [
    ['her mother passed last week', brief('sympathy', 'friend', 'heartfelt'), 'your mother passed'],
    ['our dog misses you', brief('get-well', 'family', 'funny'), 'our dog misses you'],
    [
      'the kids made you a drawing',
      brief('get-well', 'neighbor', 'heartfelt'),
      'the kids made you a drawing',
    ],
    [
      'my sister finally graduated from nursing school',
      brief('graduation', 'family', 'inspirational'),
      'you finally graduated from nursing school',
    ],
    [
      'our team won the regional cup!',
      brief('congratulations', 'colleague', 'professional'),
      'our team won the regional cup',
    ],
    [
      'his surgery went well',
      brief('get-well', 'colleague', 'professional'),
      'your surgery went well',
    ],
    [
      'the whole office signed this card',
      brief('retirement', 'boss', 'professional'),
      'the whole office signed this card',
    ],
    [
      'her husband retired in March',
      brief('retirement', 'friend', 'witty'),
      'your husband retired in March',
    ],
    [
      'the baby arrived two weeks early',
      brief('new-baby', 'family', 'heartfelt'),
      'the baby arrived two weeks early',
    ],
    [
      'your grandmother says hi',
      brief('holiday', 'family', 'nostalgic'),
      'your grandmother says hi',
    ],
    [
      'my mum and dad send their love',
      brief('new-home', 'friend', 'heartfelt'),
      'my mum and dad send their love',
    ],
    [
      'Raj got promoted to head of design.',
      brief('congratulations', 'colleague', 'professional'),
      'you got promoted to head of design',
    ],
    [
      'Tom broke his leg skiing.',
      brief('get-well', 'friend', 'heartfelt'),
      'you broke your leg skiing',
    ],
  ];

  /** Noun phrases are woven into a sentence of ours ('… about her new job.'), as written here. */
  const phrases: Row[] = [
    ['her new job', brief('congratulations', 'friend', 'heartfelt'), 'her new job'],
    ['our trip to Rome', brief('anniversary', 'spouse', 'romantic'), 'our trip to Rome'],
    ['the big move', brief('new-home', 'neighbor', 'playful'), 'the big move'],
    [
      'Your well-deserved promotion!',
      brief('congratulations', 'colleague', 'professional'),
      'your well-deserved promotion',
    ],
    [
      'the cake she baked for the party',
      brief('thank-you', 'acquaintance', 'heartfelt'),
      'the cake she baked for the party',
    ],
    [
      'our long awaited holiday in Crete',
      brief('anniversary', 'spouse', 'nostalgic'),
      'our long awaited holiday in Crete',
    ],
    ['the flowers you sent', brief('thank-you', 'family', 'heartfelt'), 'the flowers you sent'],
    [
      'the news that you are expecting',
      brief('new-baby', 'friend', 'funny'),
      'the news that you are expecting',
    ],
    [
      'your recently adopted puppy',
      brief('birthday', 'friend', 'witty'),
      'your recently adopted puppy',
    ],
    ['your exam results', brief('graduation', 'student', 'professional'), 'your exam results'],
    ['the school holidays', brief('holiday', 'teacher', 'heartfelt'), 'the school holidays'],
    [
      'the birthday cards you sent',
      brief('thank-you', 'colleague', 'professional'),
      'the birthday cards you sent',
    ],
    ['our wedding vows', brief('anniversary', 'spouse', 'poetic'), 'our wedding vows'],
    ['your kind words', brief('get-well', 'client', 'professional'), 'your kind words'],
  ];

  const variantsOf = (details: string, partial: Omit<MessageBrief, 'details'>) =>
    [0, 1, 2].map((variant) => {
      const full = { ...partial, details };
      const text = composeMessage(full, variant);
      expectWellFormed(text, full);
      return text;
    });

  it.each(clauses)('retells a clause in a sentence of ours: %s', (details, partial, retold) => {
    const pasted = new RegExp(`(^|[.!?]\\s)${details.replace(/[.!?]$/, '')}[.!?]`, 'im');
    const sentences = variantsOf(details, partial).map((text) => {
      expect(text, text).not.toMatch(pasted);
      const sentence = bodySentences(text).find((line) => line.includes(retold));
      expect(sentence, text).toBeDefined();
      expect(sentence!.length, text).toBeGreaterThan(retold.length + 8);
      return sentence;
    });
    expect(new Set(sentences).size).toBe(3);
  });

  it.each(phrases)('weaves a noun phrase into a sentence: %s', (details, partial, fragment) => {
    const { weaves } = detailLines[occasionMaterial(partial.occasion).mood];
    const ending = details.endsWith('!') ? '!' : '.';
    const expected = weaves.map((weave) =>
      weave.replace('{details}', fragment).replace(/\.$/, ending),
    );
    const woven = variantsOf(details, partial).map((text) =>
      bodySentences(text).find((sentence) => sentence.includes(` ${fragment}`)),
    );
    expect(new Set(woven)).toEqual(new Set(expected));
  });
});

describe('phrase material', () => {
  it('offers at least three phrases to every closeness in every list', () => {
    const lists = [
      ...MESSAGE_OCCASIONS.flatMap((occasion) => {
        const material = occasionMaterial(occasion);
        return (['warm', 'light', 'formal'] as const).map(
          (register) => [`${occasion} ${register}`, material[register]] as const,
        );
      }),
      ...TONES.flatMap((tone) =>
        (['bright', 'gentle'] as const).flatMap((mood) => [
          [`${tone} ${mood}`, tones[tone][mood]] as const,
          [`${tone} ${mood} sign-offs`, tones[tone].signOffs[mood]] as const,
        ]),
      ),
    ];
    for (const [name, phrases] of lists) {
      for (const closeness of CLOSENESS_LEVELS) {
        const fitting = phrasesFor(phrases, closeness);
        expect(fitting.length, `${name} for ${closeness}`).toBeGreaterThanOrEqual(3);
        expect(new Set(fitting).size, `${name} for ${closeness}`).toBe(fitting.length);
      }
    }
    for (const relationship of RELATIONSHIPS) {
      const material = relationships[relationship];
      for (const list of [material.openers, material.bright, material.gentle]) {
        expect(new Set(list).size).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('composeMessage with the AI message page lists', () => {
  it('accepts the page variants of relationship and tone', () => {
    for (const occasion of AI_PAGE_OCCASIONS) {
      for (const relationship of AI_PAGE_RELATIONSHIPS) {
        for (const tone of AI_PAGE_TONES) {
          const brief = { occasion, relationship, tone, details: '' };
          const variants = [0, 1, 2].map((variant) => composeMessage(brief, variant));
          expect(new Set(variants).size).toBe(3);
          for (const text of variants) expectWellFormed(text, brief);
        }
      }
    }
  });

  it('is deterministic for one request and variant', () => {
    const brief = {
      occasion: 'wedding',
      relationship: 'friend',
      tone: 'poetic',
      details: '',
    } as const;
    expect(composeMessage(brief, 4)).toBe(composeMessage(brief, 4));
  });

  it('stays within 80 words with long details', () => {
    const details = `We met at summer camp in 1998, ${'and we have shared so many adventures '.repeat(12)}`;
    const brief = {
      occasion: 'anniversary',
      relationship: 'spouse',
      tone: 'nostalgic',
      details,
    } as const;
    for (const variant of [0, 1, 2]) expectWellFormed(composeMessage(brief, variant), brief);
  });
});

describe('readDetails', () => {
  it('removes markup and placeholder characters and keeps one ending', () => {
    expect(readDetails('  Sam loves {jazz} and [blues]!!  ')).toEqual({
      kind: 'sentences',
      text: 'Sam loves jazz and blues!',
    });
  });

  it('capitalises each sentence and ends it with the sender punctuation or a full stop', () => {
    expect(readDetails('I heard about the surgery!')).toEqual({
      kind: 'sentences',
      text: 'I heard about the surgery!',
    });
    expect(readDetails('congrats to you both')?.text).toBe('Congrats to you both.');
    expect(readDetails('is she really sixty?')?.text).toBe('Is she really sixty?');
    expect(readDetails('i miss you already')?.text).toBe('I miss you already.');
  });

  it('keeps whole sentences up to twenty words and shortens a longer first one', () => {
    expect(readDetails('He turns sixty on Friday. also he loves golf')?.text).toBe(
      'He turns sixty on Friday. Also he loves golf.',
    );
    expect(
      readDetails(`He turns sixty on Friday. ${'And then a few more words. '.repeat(6)}`)?.text,
    ).toBe('He turns sixty on Friday. And then a few more words. And then a few more words.');
    const long = readDetails(`${'word '.repeat(30)}end`)!.text;
    expect(countWords(long)).toBeLessThanOrEqual(20);
    expect(long).toMatch(/^Word .*word\.$/);
  });

  it('recognises fragments to weave in', () => {
    expect(readDetails('Your new puppy!')).toEqual({
      kind: 'fragment',
      text: 'your new puppy',
      ending: '!',
    });
    expect(readDetails('the trip to Rome')).toMatchObject({
      kind: 'fragment',
      text: 'the trip to Rome',
    });
    expect(readDetails('about the move to Berlin')).toMatchObject({
      kind: 'fragment',
      text: 'the move to Berlin',
    });
    expect(readDetails('covering my shifts in May')).toMatchObject({
      kind: 'fragment',
      text: 'you covering my shifts in May',
    });
    expect(readDetails('Priya who is starting her first teaching job')).toMatchObject({
      kind: 'fragment',
      text: 'Priya who is starting her first teaching job',
    });
    expect(readDetails('the trip is next week')).toMatchObject({
      kind: 'sentences',
      text: 'The trip is next week.',
    });
  });

  it('has nothing to add without letters or digits', () => {
    expect(readDetails(' !!! ')).toBeNull();
    expect(readDetails('{}[]')).toBeNull();
  });
});
