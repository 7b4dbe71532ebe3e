import {
  INTIMATE,
  LOVED,
  NOT_PROFESSIONAL,
  notFor,
  only,
  PERSONAL,
  RESERVED,
} from './closeness.js';
import type { ToneBook } from './types.js';

const warmSignOffs = {
  bright: [
    ...only(PERSONAL, 'With love and warm wishes.', 'Love always.'),
    ...only(LOVED, 'All my love.'),
    ...only(['friendly', ...RESERVED], 'With warm wishes.'),
    ...only(RESERVED, 'Warmly.', 'With warmest wishes.'),
  ],
  gentle: [
    'Thinking of you.',
    ...only(PERSONAL, 'With love and care.', 'With all my care.'),
    ...only(RESERVED, 'With warm thoughts.', 'With care and warm thoughts.'),
  ],
};
const lightSignOffs = {
  bright: [
    'Cheers!',
    ...only(NOT_PROFESSIONAL, 'Big hugs!', 'High fives all around!'),
    ...only(['professional'], 'All the best!', 'Best wishes!'),
  ],
  gentle: [
    ...only(NOT_PROFESSIONAL, 'Sending hugs.', 'Big hugs, always.', 'Hugs from me.'),
    ...only(['professional'], 'Take good care.', 'With warm thoughts.', 'Thinking of you.'),
  ],
};
const formalSignOffs = {
  bright: ['Kind regards.', 'Warm regards.', 'Best regards.'],
  gentle: ['With warm regards.', 'Sincerely.', 'With kind regards.'],
};

/**
 * Closing lines per tone; `gentle` ones suit loss and illness (no celebration words). Wording
 * that only fits close relationships is limited, and every tone keeps at least three lines for
 * each level of closeness, so romantic asked of a client becomes warm and respectful.
 */
export const tones: ToneBook = {
  heartfelt: {
    register: 'warm',
    bright: [
      ...only(
        PERSONAL,
        'I hope you know how much you are loved and appreciated.',
        'You mean more to me than I can put into words.',
        'Wishing you all the love your heart can hold.',
      ),
      ...only(
        RESERVED,
        'I hope you know how much you are appreciated.',
        'You make a real difference to everyone around you, and I hope you feel it today.',
        'Wishing you every good thing you so richly deserve.',
      ),
    ],
    gentle: [
      'Please know how deeply you are cared for.',
      ...only(
        PERSONAL,
        'Sending you love and strength, now and always.',
        'My heart is with you in every moment.',
      ),
      ...only(
        RESERVED,
        'Wishing you strength and comfort in the days ahead.',
        'Please know that you are in my thoughts.',
      ),
    ],
    signOffs: warmSignOffs,
  },
  funny: {
    register: 'light',
    bright: [
      'I would have written something more profound, but this card ran out of room for genius.',
      'Remember, any calories eaten today officially do not count.',
      'I would have hired a marching band, but the budget only stretched to this card.',
      ...only(
        NOT_PROFESSIONAL,
        'Now go and enjoy yourself before someone asks you to do the dishes.',
      ),
    ],
    gentle: [
      'I hope a small smile sneaks up on you today, even if it is only for a moment.',
      'If you need a distraction, I have a truly terrible joke collection ready whenever you are.',
      'Think of this card as a small dose of good cheer, to be taken as often as needed.',
      ...only(
        NOT_PROFESSIONAL,
        'Whenever you are ready for a laugh, I will bring the silly stories and the snacks.',
      ),
    ],
    signOffs: lightSignOffs,
  },
  witty: {
    register: 'light',
    bright: [
      'Consider this card a small token of a very large amount of admiration.',
      'I checked, and there is no upper limit on good wishes, so I sent them all.',
      'Short card, long list of good wishes; I had to leave some out for space.',
    ],
    gentle: [
      'Consider this card a standing offer of help, with no expiry date.',
      'If there is anything I can take off your plate, consider it already done.',
      ...only(
        NOT_PROFESSIONAL,
        'I cannot fix everything, but I make a decent cup of tea and I am an even better listener.',
        'Words feel small right now, so please imagine these ones arriving with a very big hug.',
      ),
      ...only(
        ['professional'],
        'Words feel small right now, so please imagine these ones arriving with extra warmth.',
      ),
    ],
    signOffs: lightSignOffs,
  },
  playful: {
    register: 'light',
    bright: [
      'Sending a confetti cannon of good vibes your way!',
      'Big smiles, silly dances and good times are officially on the schedule.',
      ...only(NOT_PROFESSIONAL, 'Consider yourself hugged, high-fived and cheered on from afar!'),
      ...only(['professional'], 'Consider yourself high-fived and cheered on from afar!'),
    ],
    gentle: [
      'Here is a little bit of sunshine tucked into an envelope, just for you.',
      ...only(
        NOT_PROFESSIONAL,
        'Sending a big, warm hug your way, the extra squeezy kind.',
        'Sending a bundle of soft blankets and warm hugs your way.',
      ),
      ...only(
        ['professional'],
        'Sending a basket of good thoughts your way, no assembly required.',
        'Sending a little pocket of calm and kindness your way.',
      ),
    ],
    signOffs: lightSignOffs,
  },
  poetic: {
    register: 'warm',
    bright: [
      'May your days unfold like gentle morning light, each one warmer than the last.',
      'Like stars that keep their quiet watch, my good wishes will stay with you.',
      'May joy find you the way the tide finds the shore, softly and always.',
    ],
    gentle: [
      'May gentle light find you, even on the quietest and hardest days.',
      'Like a candle in a window, my thoughts are with you through the night.',
      'May peace settle over you softly, like snow on a still evening.',
    ],
    signOffs: warmSignOffs,
  },
  inspirational: {
    register: 'warm',
    bright: [
      'Keep shining, keep dreaming and keep believing in everything you can become.',
      'The best chapters of your story are still waiting to be written.',
      'Never forget how much good you bring into the world; the best is yet to come.',
    ],
    gentle: [
      'One step at a time is enough, and you do not have to take those steps alone.',
      'Your strength is greater than you know, and brighter days will come.',
      'Even the longest night gives way to morning.',
    ],
    signOffs: warmSignOffs,
  },
  romantic: {
    register: 'warm',
    bright: [
      ...only(
        INTIMATE,
        'My heart is yours, today and always.',
        'Every moment with you feels like the start of something beautiful.',
        'With you, every day is my favorite kind of love story.',
      ),
      ...only(
        ['close'],
        'You fill my life with so much love, and I treasure every moment with you.',
      ),
      ...only(
        ['close', 'friendly', 'familiar'],
        'Having you in my life makes everything warmer and brighter.',
      ),
      ...only(['close', 'friendly'], 'I hope you feel how much warmth and affection surround you.'),
      ...only(
        ['friendly', ...RESERVED],
        'It is a joy to know someone as kind and thoughtful as you.',
      ),
      ...only(RESERVED, 'May today be filled with warmth, kindness and good company.'),
      ...only(['professional'], 'May your day be as warm and gracious as you are.'),
    ],
    gentle: [
      ...only(
        INTIMATE,
        'I will hold you close through all of this, my love.',
        'My heart is beside yours, now and always.',
        'You are my whole heart, and I am here for every moment.',
      ),
      ...only(['close'], 'My heart is with you, and I am here whenever you need me.'),
      ...only(
        ['close', 'friendly', 'familiar'],
        'I am keeping you close in my thoughts, today and every day.',
      ),
      ...only(['close', 'friendly'], 'You are so dear to me, and I am here for every moment.'),
      ...only(
        ['friendly', ...RESERVED],
        'Please know that you are in my thoughts, with warmth and care.',
      ),
      ...only(RESERVED, 'Wishing you comfort, strength and the warmth of good company.'),
      ...only(['professional'], 'Sending warm and sincere thoughts your way at this time.'),
    ],
    signOffs: {
      bright: [
        ...only(INTIMATE, 'Forever yours.', 'All my love, always.', 'Yours, with all my heart.'),
        ...notFor('intimate', warmSignOffs.bright),
      ],
      gentle: [
        ...only(INTIMATE, 'Forever yours.', 'With all my love.', 'Yours, always.'),
        ...notFor('intimate', warmSignOffs.gentle),
      ],
    },
  },
  religious: {
    register: 'warm',
    bright: [
      'May God bless you and keep you, today and always.',
      'Praying that the Lord fills your days with peace, joy and many blessings.',
      "May God's grace surround you and His love guide every step ahead.",
    ],
    gentle: [
      'May God comfort you and give you peace.',
      'I am praying for you and asking God to surround you with His love.',
      'May the Lord be your strength and your comfort in the days ahead.',
    ],
    signOffs: {
      bright: [
        'God bless.',
        'Blessings always.',
        ...only(PERSONAL, 'With prayers and love.'),
        ...only(RESERVED, 'With prayers and best wishes.'),
      ],
      gentle: [
        'With prayers for you.',
        'God bless you.',
        ...only(PERSONAL, 'In prayer and love.'),
        ...only(RESERVED, 'Keeping you in my prayers.'),
      ],
    },
  },
  nostalgic: {
    register: 'warm',
    bright: [
      'It feels like only yesterday that we were making memories I still smile about.',
      'Here is to all the good old days and the many good days still to come.',
      'Some of my favorite memories have you in them, and I hope we make many more.',
    ],
    gentle: [
      'I keep thinking of all the good times we have shared, and I hold them close for you.',
      'The memories we share are treasures, and I hope they bring some comfort.',
      'I remember so many good moments with you, and there will be more ahead.',
    ],
    signOffs: warmSignOffs,
  },
  casual: {
    register: 'warm',
    bright: [
      'Have a great one, you totally deserve it!',
      "Let's catch up soon and do something fun, okay?",
      'Enjoy every bit of it, and talk soon!',
    ],
    gentle: [
      'Thinking of you lots, and I am just a text away.',
      'Take it easy and reach out whenever you want to talk.',
      'I am around whenever you need me, for anything at all.',
    ],
    signOffs: {
      bright: ['Talk soon!', 'See you soon!', 'Take care!'],
      gentle: ['Take care.', 'Talk soon.', 'Here for you.'],
    },
  },
  professional: {
    register: 'formal',
    bright: [
      'With best wishes for continued success.',
      'Wishing you all the best in everything ahead.',
      'It is a pleasure to share in this moment with you.',
    ],
    gentle: [
      'With sincere thoughts and best wishes.',
      'Please let us know if there is anything we can do.',
      'With kind thoughts and every good wish.',
    ],
    signOffs: formalSignOffs,
  },
  formal: {
    register: 'formal',
    bright: [
      'Please accept my warmest regards and best wishes.',
      'With sincere good wishes for the future.',
      'I extend my very best wishes to you.',
    ],
    gentle: [
      'With deepest respect and sincere good wishes.',
      'Please accept my sincere thoughts at this time.',
      'With respectful and sincere regards.',
    ],
    signOffs: {
      bright: ['Yours sincerely.', 'Respectfully yours.', 'With best regards.'],
      gentle: ['Yours sincerely.', 'Respectfully.', 'With sincere regards.'],
    },
  },
};
