import { only, PERSONAL, RESERVED } from './closeness.js';
import type { OccasionBook } from './types.js';

export const lifeOccasions: OccasionBook = {
  congratulations: {
    mood: 'bright',
    headline: 'Congratulations!',
    warm: [
      'Congratulations! You worked so hard for this, and it is wonderful to see it pay off.',
      'Congratulations on this wonderful news! You deserve every bit of this moment.',
      ...only(
        PERSONAL,
        'I am so proud of you. This achievement is a reflection of your talent and your heart.',
      ),
      ...only(
        RESERVED,
        'Congratulations! It is wonderful to see your talent and hard work recognized.',
      ),
    ],
    light: [
      'Congratulations! I always knew you were destined for greatness, or at least for this card.',
      'Look at you, achieving things! Congratulations, superstar.',
      'Congratulations! Please remember the little people now that you are famous.',
    ],
    formal: [
      'Congratulations on your well-deserved success. Your dedication has truly paid off.',
      'Please accept my warmest congratulations on this achievement.',
      'Congratulations on this accomplishment. It is richly deserved.',
    ],
  },
  sympathy: {
    mood: 'gentle',
    headline: 'With Deepest Sympathy',
    warm: [
      'I am so sorry for your loss. Please know that you are surrounded by people who care about you.',
      'My heart goes out to you. I hope the memories you shared bring you comfort in the days ahead.',
      ...only(
        PERSONAL,
        'There are no perfect words, but I hope you feel how much you are loved right now.',
      ),
      ...only(
        RESERVED,
        'There are no perfect words, but I hope you can feel the care of everyone around you right now.',
      ),
    ],
    light: [
      'I am so sorry for your loss. I hope the stories that always made you laugh keep you company now.',
      'There are no right words, so I will simply say that I am thinking of you and I am here.',
      'I am so sorry. If memories of laughter can be a comfort, I hope yours arrive gently and often.',
    ],
    formal: [
      'Please accept my sincere condolences on your loss.',
      'With deepest sympathy to you and your family at this difficult time.',
      'I was very sorry to hear of your loss and wanted to extend my heartfelt condolences.',
    ],
  },
  'thank-you': {
    mood: 'bright',
    headline: 'Thank You!',
    warm: [
      'Thank you so much. Your kindness meant more to me than you will ever know.',
      'I am truly grateful for everything you did. It made a real difference, and I will not forget it.',
      'Thank you for your generosity and thoughtfulness. You made my day, and then some.',
    ],
    light: [
      'Thank you! You are proof that superheroes exist, they just wear normal clothes.',
      'Thanks a million! I would give you a medal, but this card was easier to find.',
      'Thank you! I owe you one, or possibly several, and I am keeping count.',
    ],
    formal: [
      'Thank you for your support. It is sincerely appreciated.',
      'Please accept my sincere thanks for your help and generosity.',
      'I wanted to express my gratitude for everything you have done.',
    ],
  },
  holiday: {
    mood: 'bright',
    headline: 'Happy Holidays!',
    warm: [
      'Happy holidays! Wishing you a season of warmth, rest and time with the people you love.',
      'May this holiday season wrap you in comfort and fill your home with joy and laughter.',
      'Warmest wishes for the holidays and a peaceful, hopeful new year.',
    ],
    light: [
      'Happy holidays! May your cookies be plentiful and your relatives mostly punctual.',
      "Season's greetings! Wishing you more naps than chores and more treats than you can count.",
      'Happy holidays! I hope your string lights untangle on the very first try this year.',
    ],
    formal: [
      "Season's greetings and best wishes for a prosperous new year.",
      'Wishing you a restful holiday season and every success in the year ahead.',
      'Warm wishes for the holiday season and a happy and healthy new year.',
    ],
  },
};
