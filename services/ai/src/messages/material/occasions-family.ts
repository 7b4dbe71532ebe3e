import type { OccasionBook } from './types.js';

export const familyOccasions: OccasionBook = {
  'new-baby': {
    mood: 'bright',
    headline: 'Welcome, Little One!',
    warm: [
      'Congratulations on your beautiful new baby! What a precious gift to welcome into the world.',
      'Welcome to the world, little one! Wishing your family endless cuddles and sweet moments together.',
      'Congratulations on your new arrival. Your family just got a whole lot more wonderful.',
    ],
    light: [
      'Congratulations on your new baby! Sleep is overrated anyway, right?',
      'Welcome, tiny human! Your parents are about to become experts in diapers and lullabies.',
      'Congratulations! The newest member of your family is already the boss of the house.',
    ],
    formal: [
      'Warmest congratulations on the birth of your child. Wishing your family health and happiness.',
      'Congratulations on the arrival of your baby. Best wishes to you all.',
      'Delighted to hear of your new arrival. Congratulations to the whole family.',
    ],
  },
  'new-home': {
    mood: 'bright',
    headline: 'Welcome Home!',
    warm: [
      'Congratulations on your new home! May it be filled with laughter, comfort and many happy memories.',
      'Wishing you every happiness in your new home and all the new beginnings it brings.',
      'Congratulations on the new place! I hope it feels like home from the very first night.',
    ],
    light: [
      'Congratulations on your new home! May your boxes unpack themselves and your Wi-Fi be strong.',
      'New home, new adventures, and a whole new set of cupboards to forget things in. Congratulations!',
      'Congratulations on the new place! I will bring snacks if you promise me a spare key.',
    ],
    formal: [
      'Congratulations on your new home. Wishing you much happiness there.',
      'Best wishes as you settle into your new home.',
      'Congratulations on your move. May your new home bring you comfort and success.',
    ],
  },
  'mothers-day': {
    mood: 'bright',
    headline: "Happy Mother's Day!",
    warm: [
      "Happy Mother's Day! Thank you for your endless love, patience and the countless ways you care for us.",
      "Happy Mother's Day to a wonderful woman whose love makes every place feel like home.",
      "Happy Mother's Day! You give so much of yourself, and today is all about you.",
    ],
    light: [
      "Happy Mother's Day! Thank you for never trading me in, even on the really tricky days.",
      "Happy Mother's Day to the person who always knows exactly where everything is!",
      "Happy Mother's Day! You deserve breakfast in bed and a whole day without a single question.",
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
      "Happy Father's Day! Thank you for your patience, your guidance and your steady, quiet love.",
      "Happy Father's Day to a man who shows up, every single time, for the people he loves.",
      "Happy Father's Day! So much of what is good in me started with you.",
    ],
    light: [
      "Happy Father's Day! Your dad jokes are terrible, and I would not change a single one.",
      "Happy Father's Day to the undisputed champion of the barbecue and the thermostat!",
      "Happy Father's Day! Today you are allowed to nap in your chair without any comments.",
    ],
    formal: [
      "Wishing you a very happy Father's Day and a well-earned day of rest.",
      "Warm wishes on Father's Day. Your example and support are greatly appreciated.",
      "Happy Father's Day. I hope the day brings you the recognition you deserve.",
    ],
  },
};
