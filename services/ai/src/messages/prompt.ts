import {
  DEFAULT_TONE,
  OCCASIONS,
  RELATIONSHIPS,
  TONES,
  type Occasion,
  type Relationship,
  type Tone,
} from '@cardsmith/contracts';
import type { MessageBrief, MessageForm } from './composer.js';

const WEB_PROMPT =
  /^write an? ([\w-]+) (.+?) message for my ([\w -]+?)(?:\.\s*additional details:\s*([\s\S]*?))?\.?$/i;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-');

const isOne = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** Words people use in free-form prompts, mapped to the option they mean. */
const OCCASION_WORDS: [RegExp, Occasion][] = [
  [/birthday|\bbday\b/i, 'birthday'],
  [/anniversary/i, 'anniversary'],
  [/wedding|newlywed|marri(age|ed)/i, 'wedding'],
  [/graduat/i, 'graduation'],
  [/sympathy|condolence|passed away|loss of|funeral|grief/i, 'sympathy'],
  [/thank/i, 'thank-you'],
  [/christmas|holiday|hanukkah|new year|festive season/i, 'holiday'],
  [/new baby|newborn|baby/i, 'new-baby'],
  [/retir/i, 'retirement'],
  [/get well|surgery|recover|hospital|feel better|\bsick\b|\bill\b/i, 'get-well'],
  [/new home|new house|housewarming|moved into/i, 'new-home'],
  [/mother'?s day|\bmom\b|\bmum\b|\bmother\b/i, 'mothers-day'],
  [/father'?s day|\bdad\b|\bfather\b/i, 'fathers-day'],
  [/valentine/i, 'valentines-day'],
  [/congrat|promotion|new job|well done|achievement/i, 'congratulations'],
];
const RELATIONSHIP_WORDS: [RegExp, Relationship][] = [
  [/\b(wife|husband|spouse)\b/i, 'spouse'],
  [/\b(partner|girlfriend|boyfriend|fianc[eé]e?)\b/i, 'partner'],
  [
    /\b(mom|mum|mother|dad|father|sister|brother|sibling|son|daughter|aunt|uncle|cousin|grand\w*|niece|nephew|family)\b/i,
    'family',
  ],
  [/\b(boss|manager|supervisor)\b/i, 'boss'],
  [/\b(colleague|coworker|co-worker|team|teammate)\b/i, 'colleague'],
  [/\b(client|customer)\b/i, 'client'],
  [/\b(teacher|professor|tutor|coach|mentor)\b/i, 'teacher'],
  [/\b(student|pupil)\b/i, 'student'],
  [/\b(neighbou?r)s?\b/i, 'neighbor'],
  [/\b(friend|pal|buddy|bestie)\b/i, 'friend'],
];
const TONE_WORDS: [RegExp, Tone][] = [
  [/funny|humou?r|joke|hilarious/i, 'funny'],
  [/witty|clever/i, 'witty'],
  [/poe(m|tic)|verse/i, 'poetic'],
  [/romantic|loving/i, 'romantic'],
  [/inspir|motivat|encourag/i, 'inspirational'],
  [/religious|god|bless|faith|pray/i, 'religious'],
  [/professional|business/i, 'professional'],
  [/formal/i, 'formal'],
  [/playful|silly/i, 'playful'],
  [/nostalgi|memories/i, 'nostalgic'],
  [/casual|relaxed/i, 'casual'],
];

const FORM_WORDS: [RegExp, MessageForm][] = [
  [/\bhaikus?\b/i, 'haiku'],
  [/\blimericks?\b/i, 'limerick'],
  [/\bone[- ]?liners?\b|\b(one|single|a) (line|sentence)\b/i, 'one-line'],
  [/\bpoems?\b|\bverses?\b|\brhym(e|ing)\b/i, 'poem'],
];
/** 'my friend Sam's birthday', 'my wife Maria': a capitalised word after a relationship word. */
const NAMED =
  /\bmy (?:[a-z]+ ){0,2}?(?:friend|colleague|boss|client|teacher|student|neighbou?r|partner|wife|husband|mum|mom|mother|dad|father|sister|brother|son|daughter|aunt|uncle|cousin|niece|nephew|grandma|grandpa|grandmother|grandfather|team ?mate|coworker|boyfriend|girlfriend),? ([A-Z][\p{L}'’-]+)/u;

/** The recipient's name a free-form prompt gives, without a possessive 's. */
export function nameInPrompt(text: string): string | undefined {
  const named = NAMED.exec(text)?.[1]?.replace(/['’]s$/u, '');
  if (named) return named;
  // 'my dad' is how the card addresses him: 'Dad'.
  const kin = /\bmy (mum|mom|dad|grandma|grandpa|granny|nan)\b/i.exec(text)?.[1];
  return kin ? kin.charAt(0).toUpperCase() + kin.slice(1).toLowerCase() : undefined;
}

const firstMatch = <T>(table: [RegExp, T][], text: string): T | undefined =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * Reads a prompt of the Test AI and AI message pages. The web's own shape ('Write a {tone}
 * {occasion} message for my {relationship}. Additional details: …') maps exactly; anything else
 * is read for occasion, relationship and tone words, and its remaining words become the details.
 */
export function briefFromPrompt(prompt: string): MessageBrief {
  const text = prompt.trim();
  const shaped = WEB_PROMPT.exec(text);
  if (shaped) {
    const [, toneText = '', occasionText = '', relationshipText = '', details = ''] = shaped;
    const tone = slug(toneText);
    const occasion = slug(occasionText);
    const relationship = slug(relationshipText);
    const form = firstMatch(FORM_WORDS, text.slice(0, text.length - details.length));
    return {
      ...(form ? { form } : {}),
      tone: isOne(TONES, tone) ? tone : DEFAULT_TONE,
      occasion: isOne(OCCASIONS, occasion)
        ? occasion
        : (firstMatch(OCCASION_WORDS, occasionText) ?? 'other'),
      relationship: isOne(RELATIONSHIPS, relationship)
        ? relationship
        : (firstMatch(RELATIONSHIP_WORDS, relationshipText) ?? 'other'),
      details: details.trim(),
    };
  }
  const occasion = firstMatch(OCCASION_WORDS, text) ?? 'other';
  const freeText = text
    .replace(/^(please\s+)?(write|create|compose|make|generate|draft)\s+(me\s+)?/i, '')
    .replace(/^(an?|some)\s+/i, '')
    .replace(/^([\w-]+\s+)?(note|message|card|letter|poem|wish(es)?|words)\s+(for|to)\s+/i, '');
  const form = firstMatch(FORM_WORDS, text);
  const name = nameInPrompt(text);
  const who = /\b(?:who|whose)\s+.{3,}$/i.exec(freeText)?.[0];
  const clause =
    /(?:,|\babout\b|\bmention(?:ing)?\b|\bthat\b)\s+(.{3,})$/i.exec(freeText)?.[1] ??
    (who && name ? `${name} ${who}` : undefined);
  const fallback =
    occasion === 'other' && !form && freeText.split(/\s+/).length >= 3 ? freeText : '';
  return {
    ...(form ? { form } : {}),
    ...(name ? { name } : {}),
    occasion,
    relationship: firstMatch(RELATIONSHIP_WORDS, text) ?? 'other',
    tone: firstMatch(TONE_WORDS, text) ?? DEFAULT_TONE,
    details: clause ?? fallback,
  };
}
