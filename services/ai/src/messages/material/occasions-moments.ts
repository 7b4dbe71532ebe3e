import type { OccasionBook } from './types.js';

export const momentOccasions: OccasionBook = {
  retirement: {
    mood: 'bright',
    headline: 'Happy Retirement!',
    warm: [
      'Happy retirement! After years of hard work, you have earned every slow morning ahead.',
      'Congratulations on your retirement. May this next chapter be full of rest, adventure and joy.',
      'Happy retirement! Your dedication has touched so many people, and now it is your time.',
    ],
    light: [
      'Happy retirement! Every day is Saturday now, so please try not to rub it in.',
      'Congratulations on your retirement! Your new boss is the couch, and it is very understanding.',
      'Happy retirement! Alarm clocks everywhere will miss you terribly.',
    ],
    formal: [
      'Congratulations on your retirement and on a distinguished career.',
      'Best wishes on your retirement. Your contributions over the years have been invaluable.',
      'Warm congratulations on your retirement and every good wish for the years ahead.',
    ],
  },
  'get-well': {
    mood: 'gentle',
    headline: 'Get Well Soon',
    warm: [
      'I am thinking of you and hoping each day brings you a little more strength.',
      'Sending you healing thoughts and lots of love. Take all the time you need to rest.',
      'I hope you are feeling better very soon. You are in my thoughts every single day.',
    ],
    light: [
      'Get well soon! The world is far too quiet without you causing trouble in it.',
      "Get well soon! Doctor's orders: rest, soup and an unreasonable number of naps.",
      'Sorry you are under the weather. Please feel better soon, because I miss my partner in crime.',
    ],
    formal: [
      'Wishing you a swift and full recovery.',
      'With best wishes for a speedy recovery.',
      'I was sorry to hear you are unwell and wish you a quick return to good health.',
    ],
  },
  'valentines-day': {
    mood: 'bright',
    headline: "Happy Valentine's Day",
    warm: [
      "Happy Valentine's Day! You make my heart feel at home.",
      "Happy Valentine's Day! Every day with you is a little brighter than the last.",
      "Wishing you a Valentine's Day as sweet and lovely as you are.",
    ],
    light: [
      "Happy Valentine's Day! You are the cheese to my macaroni.",
      "Happy Valentine's Day! I like you more than chocolate, and that is saying something.",
      "Roses are red, violets are blue, I ran out of rhymes, but I still pick you. Happy Valentine's Day!",
    ],
    formal: [
      "Wishing you a lovely Valentine's Day.",
      "Warm wishes to you on Valentine's Day.",
      "Happy Valentine's Day, with warm regards and good wishes.",
    ],
  },
  other: {
    mood: 'bright',
    headline: 'Thinking of You',
    warm: [
      'I just wanted to take a moment to tell you how much you mean to me.',
      'Sending you warm thoughts and good wishes, simply because you deserve them.',
      'This little card comes with a big wish: that your days are filled with kindness and light.',
    ],
    light: [
      'No special reason for this card, except that you are awesome and someone should say it.',
      'This card is officially certified to contain good vibes and zero bad news.',
      'Just a little note to say you are one of my favorite people. It is science.',
    ],
    formal: [
      'I wanted to send you my warm regards and best wishes.',
      'Please accept this note with my sincere best wishes.',
      'Sending my kind regards and every good wish.',
    ],
  },
};
