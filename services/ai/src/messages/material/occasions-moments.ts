import {
  FRIENDS,
  INTIMATE,
  LOVED,
  NOT_INTIMATE,
  NOT_PROFESSIONAL,
  only,
  PERSONAL,
  RESERVED,
} from './closeness.js';
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
      'I hope you are feeling better very soon. You are in my thoughts every single day.',
      ...only(
        PERSONAL,
        'Sending you healing thoughts and lots of love. Take all the time you need to rest.',
      ),
      ...only(
        RESERVED,
        'Wishing you rest, comfort and a steady recovery, at whatever pace it takes.',
      ),
    ],
    light: [
      "Get well soon! Doctor's orders: rest, soup and an unreasonable number of naps.",
      'Get well soon! Consider this card a prescription for rest, tea and very good books.',
      'Sorry you are under the weather. Please rest up; everything else can wait.',
      ...only(
        NOT_PROFESSIONAL,
        'Get well soon! The world is far too quiet without you causing trouble in it.',
      ),
      ...only(
        FRIENDS,
        'Sorry you are under the weather. Please feel better soon, because I miss my partner in crime.',
      ),
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
      ...only(
        INTIMATE,
        "Happy Valentine's Day! You make my heart feel at home.",
        "Happy Valentine's Day! Every day with you is a little brighter than the last.",
        "Happy Valentine's Day! I fall for you a little more every single day.",
      ),
      ...only(LOVED, "Happy Valentine's Day! Sending you a whole lot of love from me."),
      ...only(
        ['close', 'friendly'],
        "Wishing you a Valentine's Day as sweet and lovely as you are.",
      ),
      ...only(
        NOT_INTIMATE,
        "Happy Valentine's Day! Sending a little extra sweetness your way today.",
        "Happy Valentine's Day! I hope your day is full of kind words and sweet surprises.",
      ),
      ...only(
        RESERVED,
        "Happy Valentine's Day! May your day bring warm moments and perhaps a little chocolate.",
      ),
    ],
    light: [
      ...only(
        INTIMATE,
        "Happy Valentine's Day! You are the cheese to my macaroni.",
        "Roses are red, violets are blue, I ran out of rhymes, but I still pick you. Happy Valentine's Day!",
      ),
      ...only(
        PERSONAL,
        "Happy Valentine's Day! I like you more than chocolate, and that is saying something.",
      ),
      ...only(
        NOT_INTIMATE,
        "Happy Valentine's Day! May your day be full of chocolate and free of cheesy poems.",
        "Happy Valentine's Day! Here is a card with zero pressure and maximum good wishes.",
        "Happy Valentine's Day! I hope someone brings you chocolate, and if not, you have my permission to buy your own.",
      ),
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
      'Sending you warm thoughts and good wishes, simply because you deserve them.',
      'This little card comes with a big wish: that your days are filled with kindness and light.',
      ...only(PERSONAL, 'I just wanted to take a moment to tell you how much you mean to me.'),
      ...only(RESERVED, 'I just wanted to take a moment to say how much I appreciate you.'),
    ],
    light: [
      'No special reason for this card, except that you are awesome and someone should say it.',
      'This card is officially certified to contain good vibes and zero bad news.',
      'Consider this a small, unexpected dose of good news for your day.',
      ...only(
        NOT_PROFESSIONAL,
        'Just a little note to say you are one of my favorite people. It is science.',
      ),
    ],
    formal: [
      'I wanted to send you my warm regards and best wishes.',
      'Please accept this note with my sincere best wishes.',
      'Sending my kind regards and every good wish.',
    ],
  },
};
