import type { ToneBook } from './types.js';

const warmSignOffs = {
  bright: ['With love and warm wishes.', 'All my love.', 'Love always.'],
  gentle: ['With love and care.', 'Thinking of you.', 'With all my care.'],
};
const lightSignOffs = {
  bright: ['Big hugs!', 'High fives all around!', 'Cheers!'],
  gentle: ['Sending hugs.', 'Big hugs, always.', 'Hugs from me.'],
};
const formalSignOffs = {
  bright: ['Kind regards.', 'Warm regards.', 'Best regards.'],
  gentle: ['With warm regards.', 'Sincerely.', 'With kind regards.'],
};

/** Closing lines per tone; `gentle` ones suit loss and illness (no celebration words). */
export const tones: ToneBook = {
  heartfelt: {
    register: 'warm',
    bright: [
      'I hope you know how much you are loved and appreciated.',
      'You mean more to me than I can put into words.',
      'Wishing you all the love your heart can hold.',
    ],
    gentle: [
      'Sending you love and strength, now and always.',
      'Please know how deeply you are cared for.',
      'My heart is with you in every moment.',
    ],
    signOffs: warmSignOffs,
  },
  funny: {
    register: 'light',
    bright: [
      'Now go and enjoy yourself before someone asks you to do the dishes.',
      'I would have written something more profound, but this card ran out of room for genius.',
      'Remember, any calories eaten today officially do not count.',
    ],
    gentle: [
      'I hope a small smile sneaks up on you today, even if it is only for a moment.',
      'If you need a distraction, I have a truly terrible joke collection ready whenever you are.',
      'Whenever you are ready for a laugh, I will bring the silly stories and the snacks.',
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
      'I cannot fix everything, but I make a decent cup of tea and I am an even better listener.',
      'Words feel small right now, so please imagine these ones arriving with a very big hug.',
      'Consider this card a standing offer of help, with no expiry date.',
    ],
    signOffs: lightSignOffs,
  },
  playful: {
    register: 'light',
    bright: [
      'Sending a confetti cannon of good vibes your way!',
      'Big smiles, silly dances and good times are officially on the schedule.',
      'Consider yourself hugged, high-fived and cheered on from afar!',
    ],
    gentle: [
      'Sending a big, warm hug your way, the extra squeezy kind.',
      'Sending a bundle of soft blankets and warm hugs your way.',
      'Here is a little bit of sunshine tucked into an envelope, just for you.',
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
      'My heart is yours, today and always.',
      'Every moment with you feels like the start of something beautiful.',
      'With you, every day is my favorite kind of love story.',
    ],
    gentle: [
      'I will hold you close through all of this, my love.',
      'My heart is beside yours, now and always.',
      'You are my whole heart, and I am here for every moment.',
    ],
    signOffs: {
      bright: ['Forever yours.', 'All my love, always.', 'Yours, with all my heart.'],
      gentle: ['Forever yours.', 'With all my love.', 'Yours, always.'],
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
      bright: ['God bless.', 'With prayers and love.', 'Blessings always.'],
      gentle: ['In prayer and love.', 'With prayers for you.', 'God bless you.'],
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
