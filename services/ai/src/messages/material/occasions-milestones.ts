import type { OccasionBook } from './types.js';

export const milestoneOccasions: OccasionBook = {
  birthday: {
    mood: 'bright',
    headline: 'Happy Birthday!',
    warm: [
      'Happy birthday! I hope today brings you the same warmth and joy you bring to everyone around you.',
      'Wishing you the happiest of birthdays and a year ahead full of good health, good company and plenty of reasons to smile.',
      'Happy birthday! May this new year of your life be gentle, bright and full of the things you love most.',
      'On your birthday I just want you to know how glad I am that you were born.',
    ],
    light: [
      'Happy birthday! You are not getting older, you are simply becoming a classic, like a fine cheese.',
      'Happy birthday! I tried to count your candles, but the smoke alarm had other plans.',
      'Another year older and somehow still the most fun person in the room. Happy birthday!',
    ],
    formal: [
      'Wishing you a very happy birthday and a year of continued success and good health.',
      'Warmest wishes on your birthday. I hope the year ahead brings you every success.',
      'Happy birthday. May the coming year be as rewarding as it is enjoyable.',
    ],
  },
  anniversary: {
    mood: 'bright',
    headline: 'Happy Anniversary!',
    warm: [
      'Happy anniversary! Another year of love, laughter and standing together through everything life brings.',
      'Happy anniversary! Your love story is one of my favorite reminders that the best things grow stronger with time.',
      'Wishing you a wonderful anniversary and many more years of building a beautiful life together.',
    ],
    light: [
      'Happy anniversary! Another year of sharing the remote, the blankets and the last slice of pizza.',
      'Happy anniversary to the couple who proves that love really can survive assembling flat-pack furniture.',
      'Happy anniversary! Still together, still smiling, and still arguing about the thermostat.',
    ],
    formal: [
      'Warm congratulations on your anniversary and on the years of commitment it represents.',
      'Wishing you a happy anniversary and continued happiness in the years ahead.',
      'Congratulations on reaching this anniversary, a milestone well worth marking.',
    ],
  },
  wedding: {
    mood: 'bright',
    headline: 'Happily Ever After',
    warm: [
      'Congratulations on your wedding! May your marriage be filled with patience, laughter and a love that deepens every year.',
      'Wishing you both a lifetime of love and adventures as you begin this new chapter together.',
      'What a joy to see two wonderful people promise each other forever. Congratulations on your wedding day!',
    ],
    light: [
      'Congratulations on your wedding! May your love be as endless as the thank-you notes you now have to write.',
      'You found the one person willing to put up with you forever. Congratulations, that is a real achievement!',
      'Congratulations, newlyweds! From now on, every snack is officially a shared snack.',
    ],
    formal: [
      'Warmest congratulations on your marriage. Wishing you both every happiness in your life together.',
      'Congratulations on your wedding. May your marriage bring you joy and companionship for many years.',
      'Best wishes to you both on your wedding day and for a long and happy marriage.',
    ],
  },
  graduation: {
    mood: 'bright',
    headline: 'Congratulations, Graduate!',
    warm: [
      'Congratulations, graduate! All the late nights and hard work have led to this proud moment.',
      'Congratulations on your graduation! I cannot wait to see where your curiosity and courage take you next.',
      'You did it! Your graduation is proof of what determination and heart can achieve.',
    ],
    light: [
      'Congratulations, graduate! You have officially survived exams, deadlines and an alarming amount of instant noodles.',
      'You did it! Time to trade the textbooks for the real world, which sadly comes with no syllabus.',
      'Congratulations, graduate! That tassel was worth every bit of the hassle.',
    ],
    formal: [
      'Congratulations on your graduation. It is a significant achievement and the result of real dedication.',
      'Warm congratulations on completing your studies. Wishing you every success in the next step of your career.',
      'Congratulations on earning your degree. Your commitment has been impressive to witness.',
    ],
  },
};
