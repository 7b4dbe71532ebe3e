import {
  INTIMATE,
  NOT_INTIMATE,
  NOT_PROFESSIONAL,
  only,
  OTHERS_PERSONALLY,
  PERSONAL,
} from './closeness.js';
import type { OccasionBook } from './types.js';

export const milestoneOccasions: OccasionBook = {
  birthday: {
    mood: 'bright',
    headline: 'Happy Birthday!',
    warm: [
      'Happy birthday! I hope today brings you the same warmth and joy you bring to everyone around you.',
      'Wishing you the happiest of birthdays and a year ahead full of good health, good company and plenty of reasons to smile.',
      'Happy birthday! May this new year of your life be gentle, bright and full of the things you love most.',
      ...only(
        PERSONAL,
        'On your birthday I just want you to know how glad I am that you were born.',
      ),
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
      ...only(
        INTIMATE,
        'Happy anniversary, my love! Another year of laughter and of standing together through everything life brings.',
        'Happy anniversary! Each year together has been better than the last, and I cannot wait for the next one.',
        'Happy anniversary! I would choose you all over again, without a second thought.',
      ),
      ...only(
        OTHERS_PERSONALLY,
        'Happy anniversary! Your love story is one of my favorite reminders that the best things grow stronger with time.',
        'Wishing you a wonderful anniversary and many more years of building a beautiful life together.',
      ),
      ...only(
        NOT_INTIMATE,
        'Happy anniversary! Reaching another year together is something truly worth marking.',
        'Warm wishes on your anniversary and on all the years that led to it.',
        'Happy anniversary! Here is to the years behind you and all the good ones ahead.',
      ),
    ],
    light: [
      ...only(
        INTIMATE,
        'Happy anniversary! Another year of sharing the remote, the blankets and the last slice of pizza with you.',
        'Happy anniversary to my favorite partner in assembling flat-pack furniture.',
      ),
      ...only(
        NOT_PROFESSIONAL,
        'Happy anniversary! Still together, still smiling, and still arguing about the thermostat.',
      ),
      ...only(
        OTHERS_PERSONALLY,
        'Happy anniversary to the couple who proves that love really can survive assembling flat-pack furniture.',
      ),
      ...only(
        NOT_INTIMATE,
        'Happy anniversary! Another year in the books, and it looks good on you.',
        'Happy anniversary! I hear the secret is patience, snacks and a good sense of humor.',
        'Happy anniversary! Time really does fly when you are in such good company.',
      ),
    ],
    formal: [
      ...only(
        INTIMATE,
        'On our anniversary, I am grateful for every year we have shared and for the life we have built.',
        'Happy anniversary. Our years together are the finest thing in my life.',
        'On our anniversary, I renew every promise I have made to you.',
      ),
      ...only(
        NOT_INTIMATE,
        'Warm congratulations on your anniversary and on the years of commitment it represents.',
        'Wishing you a happy anniversary and continued happiness in the years ahead.',
        'Congratulations on reaching this anniversary, a milestone well worth marking.',
      ),
    ],
  },
  wedding: {
    mood: 'bright',
    headline: 'Happily Ever After',
    warm: [
      ...only(
        INTIMATE,
        'Today I get to marry my best friend, and I could not be happier.',
        'On our wedding day, I promise you patience, laughter and a love that deepens every year.',
        'I cannot wait to begin this new chapter with you, wherever it takes us.',
      ),
      ...only(
        OTHERS_PERSONALLY,
        'Congratulations on your wedding! May your marriage be filled with patience, laughter and a love that deepens every year.',
        'Wishing you both a lifetime of love and adventures as you begin this new chapter together.',
      ),
      ...only(
        NOT_INTIMATE,
        'What a joy to see two wonderful people promise each other forever. Congratulations on your wedding day!',
        'Congratulations on your wedding! Wishing you both a wonderful day and a very happy marriage.',
        'Congratulations on your wedding day! May your marriage bring you both a great deal of joy.',
      ),
    ],
    light: [
      ...only(
        INTIMATE,
        'We are getting married! From now on, every snack is officially a shared snack.',
        'I found the one person willing to put up with me forever, and today I get to marry them.',
        'Happy wedding day! I promise to cherish you and to let you have the last slice of pizza, sometimes.',
      ),
      ...only(
        OTHERS_PERSONALLY,
        'Congratulations on your wedding! May your love be as endless as the thank-you notes you now have to write.',
      ),
      ...only(
        NOT_INTIMATE,
        'You found the one person willing to put up with you forever. Congratulations, that is a real achievement!',
        'Congratulations, newlyweds! From now on, every snack is officially a shared snack.',
        'Congratulations on your wedding! May the cake be delicious and the speeches mercifully short.',
      ),
    ],
    formal: [
      ...only(
        INTIMATE,
        'On our wedding day, I promise you my devotion and my respect, now and always.',
        'It is the greatest honor of my life to marry you today.',
        'Today I give you my promise, gladly and for the rest of my life.',
      ),
      ...only(
        NOT_INTIMATE,
        'Warmest congratulations on your marriage. Wishing you both every happiness in your life together.',
        'Congratulations on your wedding. May your marriage bring you joy and companionship for many years.',
        'Best wishes to you both on your wedding day and for a long and happy marriage.',
      ),
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
