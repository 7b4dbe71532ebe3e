import {
  INTIMATE,
  LOVED,
  NOT_INTIMATE,
  NOT_PROFESSIONAL,
  only,
  OTHERS_PERSONALLY,
  PERSONAL,
  RESERVED,
} from './closeness.js';
import type { OccasionBook } from './types.js';

/** A parent's own child (family) thanks them differently from a friend or colleague. */
const CHILD = ['close'] as const;
/** Parents' day lines for someone who is a parent in their own family, not the sender's. */
const TO_ANOTHER_PARENT = ['friendly', ...RESERVED] as const;

export const familyOccasions: OccasionBook = {
  'new-baby': {
    mood: 'bright',
    headline: 'Welcome, Little One!',
    warm: [
      ...only(
        INTIMATE,
        'Our little one is finally here, and I could not be prouder of the family we are becoming.',
        'Welcome to the world, little one! Watching you become a parent is the most wonderful thing I have ever seen.',
        'Our baby is here! Every sleepless night ahead will be worth it, because I get to share them with you.',
      ),
      ...only(
        NOT_INTIMATE,
        'Congratulations on your beautiful new baby! What a precious gift to welcome into the world.',
        'Welcome to the world, little one! Wishing your family endless cuddles and sweet moments together.',
        'Congratulations on your new arrival. Your family just got a whole lot more wonderful.',
      ),
    ],
    light: [
      ...only(
        INTIMATE,
        'Welcome, tiny human! We are about to become experts in diapers and lullabies.',
        'Congratulations to us! Sleep was overrated anyway, right?',
        'Our newest family member is already the boss of the house, and I am not even a little bit surprised.',
      ),
      ...only(
        NOT_INTIMATE,
        'Congratulations on your new baby! Sleep is overrated anyway, right?',
        'Welcome, tiny human! Your parents are about to become experts in diapers and lullabies.',
        'Congratulations! The newest member of your family is already the boss of the house.',
      ),
    ],
    formal: [
      ...only(
        INTIMATE,
        'Welcoming our child with you is the greatest joy of my life.',
        'Our child has arrived, and I am deeply grateful to share this with you.',
        'The birth of our child is a gift I will treasure with you always.',
      ),
      ...only(
        NOT_INTIMATE,
        'Warmest congratulations on the birth of your child. Wishing your family health and happiness.',
        'Congratulations on the arrival of your baby. Best wishes to you all.',
        'Delighted to hear of your new arrival. Congratulations to the whole family.',
      ),
    ],
  },
  'new-home': {
    mood: 'bright',
    headline: 'Welcome Home!',
    warm: [
      ...only(
        INTIMATE,
        'Here is to our new home and all the memories we will make in it together.',
        'Any place becomes home when I share it with you, and this one already feels like ours.',
        'Congratulations to us on our new home! I cannot wait for every ordinary evening there with you.',
      ),
      ...only(
        NOT_INTIMATE,
        'Congratulations on your new home! May it be filled with laughter, comfort and many happy memories.',
        'Wishing you every happiness in your new home and all the new beginnings it brings.',
        'Congratulations on the new place! I hope it feels like home from the very first night.',
      ),
    ],
    light: [
      'New home, new adventures, and a whole new set of cupboards to forget things in. Congratulations!',
      ...only(
        INTIMATE,
        'Our new home is official! May our boxes unpack themselves and our Wi-Fi be strong.',
        'Congratulations to us! I promise to let you choose where the sofa goes, at least the first time.',
      ),
      ...only(
        NOT_INTIMATE,
        'Congratulations on your new home! May your boxes unpack themselves and your Wi-Fi be strong.',
        'Congratulations on your new home! May the moving boxes be few and the neighbors friendly.',
      ),
      ...only(
        OTHERS_PERSONALLY,
        'Congratulations on the new place! I will bring snacks if you promise me a spare key.',
      ),
    ],
    formal: [
      ...only(
        INTIMATE,
        'Congratulations to us both on our new home. May it bring us comfort and happiness.',
        'Our new home is a wonderful new beginning, and I am glad to begin it with you.',
        'Best wishes to us both as we settle into our new home.',
      ),
      ...only(
        NOT_INTIMATE,
        'Congratulations on your new home. Wishing you much happiness there.',
        'Best wishes as you settle into your new home.',
        'Congratulations on your move. May your new home bring you comfort and success.',
      ),
    ],
  },
  'mothers-day': {
    mood: 'bright',
    headline: "Happy Mother's Day!",
    warm: [
      "Happy Mother's Day! You give so much of yourself, and today is all about you.",
      "Happy Mother's Day! Wishing you a day full of rest, gratitude and little moments of joy.",
      ...only(
        LOVED,
        "Happy Mother's Day! Thank you for your endless love, patience and the countless ways you care for us.",
      ),
      ...only(
        PERSONAL,
        "Happy Mother's Day to a wonderful woman whose love makes every place feel like home.",
      ),
      ...only(
        TO_ANOTHER_PARENT,
        "Happy Mother's Day! I hope your family spoils you today, because you have more than earned it.",
      ),
    ],
    light: [
      "Happy Mother's Day! You deserve breakfast in bed and a whole day without a single question.",
      "Happy Mother's Day! May your coffee stay hot and your to-do list stay short.",
      "Happy Mother's Day! Today, someone else gets to find the missing shoes.",
      ...only(
        CHILD,
        "Happy Mother's Day! Thank you for never trading me in, even on the really tricky days.",
      ),
      ...only(
        LOVED,
        "Happy Mother's Day to the person who always knows exactly where everything is!",
      ),
    ],
    formal: [
      "Wishing you a very happy Mother's Day and a relaxing day in your honor.",
      "Warm wishes on Mother's Day. Your care and strength are greatly appreciated.",
      "Happy Mother's Day. I hope the day brings you the rest and recognition you deserve.",
    ],
  },
  'fathers-day': {
    mood: 'bright',
    headline: "Happy Father's Day!",
    warm: [
      "Happy Father's Day! Wishing you a relaxed day and plenty of well-earned appreciation.",
      "Happy Father's Day! I hope the day brings you time with the people who matter most.",
      ...only(
        CHILD,
        "Happy Father's Day! Thank you for your patience, your guidance and your steady, quiet love.",
        "Happy Father's Day! So much of what is good in me started with you.",
      ),
      ...only(
        PERSONAL,
        "Happy Father's Day to a man who shows up, every single time, for the people he loves.",
      ),
      ...only(
        [...INTIMATE, ...TO_ANOTHER_PARENT],
        "Happy Father's Day to a wonderful dad; your kids are lucky to have you.",
      ),
      ...only(
        TO_ANOTHER_PARENT,
        "Happy Father's Day! I hope your family makes a big fuss of you today.",
      ),
    ],
    light: [
      "Happy Father's Day to the undisputed champion of the barbecue and the thermostat!",
      "Happy Father's Day! May the grill be hot and the dad jokes plentiful.",
      ...only(
        NOT_PROFESSIONAL,
        "Happy Father's Day! Today you are allowed to nap in your chair without any comments.",
      ),
      ...only(
        PERSONAL,
        "Happy Father's Day! Your dad jokes are terrible, and I would not change a single one.",
      ),
      ...only(
        ['professional'],
        "Happy Father's Day! I hope the day is long on rest and short on chores.",
      ),
    ],
    formal: [
      "Wishing you a very happy Father's Day and a well-earned day of rest.",
      "Warm wishes on Father's Day. Your example and support are greatly appreciated.",
      "Happy Father's Day. I hope the day brings you the recognition you deserve.",
    ],
  },
};
