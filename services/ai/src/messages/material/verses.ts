import type { Occasion } from '@cardsmith/contracts';
import type { Closeness, Mood } from './types.js';

/**
 * Material for the verse forms the Test AI page may ask for. {name} is the recipient's name, or
 * a way to address them when the prompt named nobody; {noun} and {wish} come from the occasion.
 */
export const occasionWords: Record<Occasion, { noun: string; wish: string }> = {
  birthday: { noun: 'birthday', wish: 'happy birthday' },
  anniversary: { noun: 'anniversary', wish: 'happy anniversary' },
  wedding: { noun: 'wedding day', wish: 'congratulations' },
  graduation: { noun: 'graduation', wish: 'congratulations' },
  congratulations: { noun: 'success', wish: 'congratulations' },
  sympathy: { noun: 'loss', wish: 'with deepest sympathy' },
  'thank-you': { noun: 'kindness', wish: 'thank you' },
  holiday: { noun: 'holidays', wish: 'happy holidays' },
  'new-baby': { noun: 'new baby', wish: 'welcome, little one' },
  retirement: { noun: 'retirement', wish: 'happy retirement' },
  'get-well': { noun: 'recovery', wish: 'get well soon' },
  'new-home': { noun: 'new home', wish: 'welcome home' },
  'mothers-day': { noun: 'Mother’s Day', wish: 'happy Mother’s Day' },
  'fathers-day': { noun: 'Father’s Day', wish: 'happy Father’s Day' },
  'valentines-day': { noun: 'Valentine’s Day', wish: 'happy Valentine’s Day' },
  other: { noun: 'day', wish: 'warm wishes' },
};

/** How a verse addresses someone the prompt did not name. */
export const vocatives: Record<Closeness, string> = {
  intimate: 'my love',
  close: 'dear one',
  friendly: 'my friend',
  familiar: 'my friend',
  professional: 'my friend',
};

/**
 * Haiku lines by place: the composer keeps the fillings that make 5, 7 and 5 syllables,
 * preferring lines that carry the name and the occasion.
 */
export const haikuLines: Record<Mood, { first: string[]; middle: string[]; last: string[] }> = {
  bright: {
    first: [
      '{wish}, {name}',
      '{name}, {wish}',
      'dear {name}, {wish}',
      '{wish}, dear {name}',
      'for {name} today',
      'a {noun} for {name}',
      '{wish} to you',
      '{wish}!',
      'on your {noun}',
      'your {noun} is here',
      'morning light spills gold',
    ],
    middle: [
      'the whole world is smiling back',
      'may this day bring you delight',
      'warm light spills across the day',
      'the sky is bright for your {noun}',
      'your {noun} lights up the sky',
      'laughter drifts on a warm breeze',
      'a {noun} to remember',
      'so much joy on your {noun}',
      'love and light for your {noun}',
      '{wish} to you, {name}',
    ],
    last: [
      'bright days lie ahead',
      'the best is to come',
      'here is to you, {name}',
      'joy in every step',
      'your {noun}, your day',
      'on your {noun}',
      '{wish}, {name}',
    ],
  },
  gentle: {
    first: [
      'for {name}, with care',
      'thinking of {name}',
      'dear {name}, I care',
      'soft words for {name}',
      'quiet thoughts for you',
      '{wish}, {name}',
    ],
    middle: [
      'soft rain falls on quiet stones',
      'I hold you close in my thoughts',
      'the long night gives way to dawn',
      'gentle days will come again',
    ],
    last: [
      'you are not alone',
      'peace will find its way',
      'with love, and with care',
      'spring will come again',
      '{wish}, {name}',
    ],
  },
};

/** Limericks (AABBA): the rhyme words are fixed, the name sits inside a line. */
export const limericks: Record<Mood, string[][]> = {
  bright: [
    [
      'Today there’s a {noun} to cheer,',
      'so “{Wish}!” is what you will hear:',
      'may the laughs never stop,',
      'may the fizz always pop,',
      'and may joy follow {name} all the year!',
    ],
    [
      'Let’s raise up a glass, {name}, and say',
      '“{Wish}!” in the loudest way.',
      'For your {noun} we sing,',
      'and we dance and we swing,',
      'and we cheer for you all night and day!',
    ],
    [
      'Oh {name}, we’ve been waiting to shout',
      '“{Wish}!”, that’s what this is about:',
      'it’s the grins and the fun,',
      'it’s a place in the sun,',
      'it’s a day full of joy, there’s no doubt!',
    ],
  ],
  gentle: [
    [
      'Dear {name}, I’m sending this rhyme',
      'and “{Wish}” for a difficult time.',
      'Take it slow, take it easy,',
      'when the days feel too queasy,',
      'and you’ll soon be right back in your prime.',
    ],
    [
      'This note comes to {name} with care,',
      '“{Wish}”, with a hug and a prayer:',
      'may each day be kinder,',
      'and this a reminder',
      'that friends are right here, always there.',
    ],
    [
      'A small verse for {name}, gently penned,',
      '“{Wish}” is the thought that I send:',
      'when the road has been long,',
      'may you find yourself strong,',
      'with a friend at your side to the end.',
    ],
  ],
};

/** Short rhyming poems (AABB), closed by the occasion's wish. */
export const poems: Record<Mood, string[][]> = {
  bright: [
    [
      'For {name} on your {noun}, this little rhyme:',
      'may joy find you early and stay for all time.',
      'May laughter be loud and your worries be small,',
      'and may this be the brightest {noun} of all.',
      '{Wish}, {name}!',
    ],
    [
      'The skies are brighter, {name}, today,',
      'because your {noun} has come this way.',
      'So here is my wish, both simple and true:',
      'that all the best things come home to you.',
      '{Wish}, {name}!',
    ],
    [
      'A wish for {name}, tied up with a bow:',
      'more happiness than you could possibly know.',
      'Here is to your {noun} and all that’s ahead,',
      'to the good words unspoken and the good words said.',
      '{Wish}!',
    ],
  ],
  gentle: [
    [
      'For {name}, a few quiet lines,',
      'to say that peace will come in time.',
      'When the days feel heavy and slow,',
      'I am here, and I want you to know.',
      '{Wish}.',
    ],
    [
      'Dear {name}, these words are small,',
      'but they carry my love through it all.',
      'May each morning be softer than the last,',
      'and may comfort stay near till the hard days have passed.',
      '{Wish}, {name}.',
    ],
    [
      'When the world feels quiet, {name}, and grey,',
      'I hope that these words find their way:',
      'you are cared for, you are never alone,',
      'and my heart is as near as your phone.',
      '{Wish}.',
    ],
  ],
};

/** One-line wishes; {list} appears only when the details named what the recipient loves. */
export const oneLiners: Record<Mood, { plain: string[]; loves: string }> = {
  bright: {
    plain: [
      '{Wish}, {name}, and may everything good come your way!',
      '{Wish}, {name}: here is to you and to all that comes next!',
      '{Wish}, {name}, from someone who thinks the world of you.',
    ],
    loves: '{Wish}, {name}, and may there be plenty of {list} ahead!',
  },
  gentle: {
    plain: [
      '{Wish}, {name}: you are in my thoughts every day.',
      'Thinking of you, {name}, with all my care: {wish}.',
      'You are not alone, {name}: {wish}, always.',
    ],
    loves: '{Wish}, {name}: I hope you are back to {list} soon.',
  },
};
