/**
 * The subjects a prompt names (animals, flowers, food, objects, people, places, weather), found
 * in Microsoft's Fluent Emoji (flat, MIT) through the CLDR labels and keywords of emojibase-data
 * (MIT). Read once, on the first picture that needs them.
 */
import { createRequire } from 'node:module';

export interface Illustration {
  /** The Fluent Emoji icon name, e.g. 'sunflower'. */
  icon: string;
  /** The prompt's word or words that named it. */
  keyword: string;
  /** Its CLDR label and keywords, e.g. ['dog', 'animal', 'pet']. */
  words: string[];
  /** Drawn in the sky (sun, cloud, rainbow) rather than on the ground. */
  sky: boolean;
  /** Named in the plural ('sunflowers'): the picture shows several. */
  plural: boolean;
  /** Worn by the main subject ('a dog wearing a party hat'). */
  worn: boolean;
  /** SVG of the icon, in a 32×32 box. */
  body: string;
}

interface EmojiEntry {
  label: string;
  hexcode: string;
  tags?: string[];
  group?: number;
  subgroup?: number;
}
interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}

export const ICON_SIZE = 32;
const MAX_SUBJECTS = 3;
/** emojibase groups: animals & nature, food & drink, travel & places, activities, objects. */
const THING_GROUPS = new Set([3, 4, 5, 6, 7]);
/** emojibase subgroups of people: person, role, fantasy, activity, sport, family. */
const PEOPLE_SUBGROUPS = new Set([23, 25, 26, 27, 28, 30]);
const SKY_SUBGROUP = 59;
const SKY_THINGS = /sun|cloud|rain|moon|star|comet|lightning|snowflake|tornado|fog|wind|rainbow/;
/** Words that describe rather than name a subject, and words of the painter's own scenes. */
const NOT_SUBJECTS = new Set(
  (
    'a an the and or with of in on at to for from by under over into near wearing holding ' +
    'under beside behind above below some two three four five many several my our your his her ' +
    'their its this that these those is are very little big small tiny giant large bright ' +
    'glowing golden warm cold soft gentle cosy cozy peaceful calm quiet happy cute beautiful ' +
    'lovely old new red orange yellow green blue purple pink white black brown grey gray silver ' +
    'colourful colorful light dark style realistic watercolor watercolour sketch digital art ' +
    'oil painting anime abstract vintage picture image scene background card view day time ' +
    'morning evening night sunset sunrise dusk dawn twilight field bed full filled floating ' +
    'drifting sitting standing playing flying running dancing wild sky ground top front hot air ' +
    'lake beach sea ocean forest woods meadow hill hills valley river pond wave waves coast ' +
    'shore garden park landscape scenery mountain mountains peak ' +
    // The scene painter draws these itself, all over the picture.
    'tree trees pine pines flower flowers wildflowers star stars starry snow snowy heart hearts ' +
    'cloud clouds sun confetti petal petals'
  ).split(' '),
);
/** Words CLDR does not list that people use for a listed subject. */
const SYNONYMS: Record<string, string> = {
  retriever: 'dog',
  labrador: 'dog',
  poodle: 'dog',
  puppy: 'dog',
  pup: 'dog',
  terrier: 'dog',
  beagle: 'dog',
  spaniel: 'dog',
  doggy: 'dog',
  kitten: 'cat',
  kitty: 'cat',
  bunny: 'rabbit',
  present: 'wrapped gift',
  gift: 'wrapped gift',
  grandmother: 'old woman',
  grandma: 'old woman',
  granny: 'old woman',
  grandfather: 'old man',
  grandpa: 'old man',
  kid: 'child',
  kids: 'child',
  children: 'child',
  people: 'people hugging',
  mom: 'woman',
  mum: 'woman',
  mother: 'woman',
  dad: 'man',
  father: 'man',
  hat: 'top hat',
  party: 'party popper',
  barn: 'house',
  cottage: 'house with garden',
  rain: 'cloud with rain',
  storm: 'cloud with lightning and rain',
  lightning: 'cloud with lightning',
  wine: 'wine glass',
  champagne: 'bottle with popping cork',
  coffee: 'hot beverage',
  tea: 'teacup without handle',
  lantern: 'red paper lantern',
  rings: 'ring',
};

interface Index {
  byLabel: Map<string, EmojiEntry>;
  byTag: Map<string, EmojiEntry>;
  icons: IconSet;
  chars: Record<string, string>;
}

let index: Index | null = null;

function loadIndex(): Index {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const emojis = require('emojibase-data/en/data.json') as EmojiEntry[];
  const icons = require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  const chars = require('@iconify-json/fluent-emoji-flat/chars.json') as Record<string, string>;
  const byLabel = new Map<string, EmojiEntry>();
  const byTag = new Map<string, EmojiEntry>();
  const drawable = (entry: EmojiEntry) =>
    THING_GROUPS.has(entry.group ?? -1) || PEOPLE_SUBGROUPS.has(entry.subgroup ?? -1);
  for (const entry of emojis) {
    if (!drawable(entry)) continue;
    const label = entry.label.toLowerCase().replace(/[’]/g, "'");
    if (!byLabel.has(label)) byLabel.set(label, entry);
    // Things only: a tag like 'man' on every person would match any prompt about people.
    if (!THING_GROUPS.has(entry.group ?? -1)) continue;
    for (const tag of entry.tags ?? []) {
      const known = byTag.get(tag);
      // The shortest label wins a shared keyword: 'dog' over 'guide dog' for 'dog'.
      if (!known || entry.label.length < known.label.length) byTag.set(tag, entry);
    }
  }
  index = { byLabel, byTag, icons, chars };
  return index;
}

/** The word and what it may be the plural of: 'cookies' → cookie or cooky. */
const singulars = (word: string): string[] =>
  word.endsWith('ies')
    ? [`${word.slice(0, -3)}y`, word.slice(0, -1)]
    : /(ch|sh|x|ss|o)es$/.test(word)
      ? [word.slice(0, -2), word.slice(0, -1)]
      : /[^su']s$/.test(word)
        ? [word.slice(0, -1)]
        : [];

function iconFor(entry: EmojiEntry, { icons, chars }: Index): string | null {
  const hex = entry.hexcode.toLowerCase();
  const name = chars[hex] ?? chars[hex.replace(/-fe0f/g, '')];
  if (!name) return null;
  if (icons.icons[name]) return name;
  const parent = icons.aliases?.[name]?.parent;
  return parent && icons.icons[parent] ? parent : null;
}

/**
 * The subjects a prompt names, main subject first, at most three: phrases of three, two and one
 * words are looked up as CLDR labels, then single words as keywords.
 */
export function findIllustrations(prompt: string): Illustration[] {
  const words = prompt
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[^a-z']+/)
    .filter(Boolean);
  const loaded = loadIndex();
  const found: Illustration[] = [];
  const used = new Set<number>();
  const wornFrom = words.findIndex((word) => word === 'wearing' || word === 'in');
  const add = (entry: EmojiEntry, start: number, length: number) => {
    const icon = iconFor(entry, loaded);
    if (!icon || found.some((item) => item.icon === icon)) return;
    const keyword = words.slice(start, start + length).join(' ');
    const last = words[start + length - 1] ?? '';
    for (let i = start; i < start + length; i++) used.add(i);
    found.push({
      icon,
      keyword,
      words: [entry.label.toLowerCase(), ...(entry.tags ?? [])],
      sky: entry.subgroup === SKY_SUBGROUP && SKY_THINGS.test(entry.label),
      plural: singulars(last).length > 0,
      worn: words[wornFrom] === 'wearing' && start > wornFrom && entry.subgroup === 65,
      body: loaded.icons.icons[icon]!.body,
    });
  };
  for (const length of [3, 2, 1]) {
    for (let start = 0; start + length <= words.length; start++) {
      if (found.length >= MAX_SUBJECTS) break;
      if (Array.from({ length }, (_, i) => used.has(start + i)).some(Boolean)) continue;
      const phrase = words.slice(start, start + length);
      if (length === 1 && NOT_SUBJECTS.has(phrase[0]!)) continue;
      const head = phrase.slice(0, -1);
      const forms = [
        phrase.join(' '),
        ...singulars(phrase.at(-1)!).map((w) => [...head, w].join(' ')),
      ];
      const synonym = length === 1 ? forms.map((form) => SYNONYMS[form]).find(Boolean) : undefined;
      const entry =
        forms.map((form) => loaded.byLabel.get(form)).find(Boolean) ??
        (synonym ? loaded.byLabel.get(synonym) : undefined) ??
        (length === 1 ? forms.map((form) => loaded.byTag.get(form)).find(Boolean) : undefined);
      if (entry) add(entry, start, length);
    }
  }
  // The order the prompt names them in: the first is the main subject.
  const at = (item: Illustration) => words.indexOf(item.keyword.split(' ')[0]!);
  return found.sort((a, b) => at(a) - at(b));
}
