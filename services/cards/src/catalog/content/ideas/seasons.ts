import type { IdeaText } from '../ideas.js';

export const holiday: IdeaText[] = [
  {
    title: 'Cosy Winter Wishes',
    description: 'Wrap your greetings in warm blankets, candlelight and hot cocoa.',
    promptIdeas: [
      'The holiday smell that takes me straight back home',
      'A wish for slow mornings and long dinners',
      'The tradition I am most looking forward to',
    ],
  },
  {
    title: 'Family Traditions',
    description: 'Celebrate the rituals that make the holidays feel like yours.',
    promptIdeas: [
      'The recipe that only comes out once a year',
      'Who always wins the board game, and how',
      'A new tradition worth starting this year',
    ],
  },
  {
    title: 'New Year, Fresh Start',
    description: 'Look back with gratitude and forward with hope as the calendar turns.',
    promptIdeas: [
      'The best thing that happened this year',
      'A resolution we could keep together',
      'What I hope the new year brings you',
    ],
  },
  {
    title: 'Festival of Lights',
    description: 'Send bright wishes for a season of light, family and good food.',
    promptIdeas: [
      'The glow of candles on a long evening',
      'Sweets we always eat too many of',
      'A wish for light in every corner of your home',
    ],
  },
  {
    title: 'Holiday Greetings for the Office',
    description: 'A friendly, inclusive message for colleagues and clients.',
    promptIdeas: [
      'Thanks for a year of great collaboration',
      'A wish for a restful break',
      'Looking forward to what we build next year',
    ],
  },
];

export const sympathy: IdeaText[] = [
  {
    title: 'Holding You Close',
    description: 'Offer gentle comfort without needing the perfect words.',
    promptIdeas: [
      'I am thinking of you today and every day',
      'There are no right words, only love',
      'You do not need to reply to this',
    ],
  },
  {
    title: 'Remembering Their Light',
    description: 'Share a memory that celebrates the person who has been lost.',
    promptIdeas: [
      'A time they made me laugh',
      'Something they taught me that I still carry',
      'How they made every room warmer',
    ],
  },
  {
    title: 'Here If You Need Me',
    description: 'Make a specific, practical offer of help in the weeks ahead.',
    promptIdeas: [
      'I will drop off dinner on Thursday',
      'I can walk the dog or collect the kids',
      'Call me any time, even at 3 a.m.',
    ],
  },
  {
    title: 'For a Beloved Pet',
    description: 'Comfort someone grieving a loyal companion.',
    promptIdeas: [
      'The way they always greeted you at the door',
      'A favourite photo or silly habit',
      'The love they gave and received',
    ],
  },
  {
    title: 'Thinking of You on a Hard Anniversary',
    description: 'Remember a difficult date that others may have forgotten.',
    promptIdeas: [
      'I know today is heavy',
      'I still remember them too',
      'Sending quiet company your way',
    ],
  },
];

export const seasonal: IdeaText[] = [
  {
    title: 'Hello, Spring',
    description: 'Celebrate longer days, first blossoms and fresh beginnings.',
    promptIdeas: [
      'The first flower I spotted this year',
      'A picnic plan for the first warm weekend',
      'Something I want to let bloom this season',
    ],
  },
  {
    title: 'Summer Postcard',
    description: 'A sunny note full of salty air, late sunsets and ice cream.',
    promptIdeas: [
      'The beach, lake or park I am daydreaming about',
      'A summer memory from when we were kids',
      'An invitation to a barbecue',
    ],
  },
  {
    title: 'Autumn Leaves and Warm Mugs',
    description: 'Savour crunchy walks, knitted jumpers and harvest flavours.',
    promptIdeas: [
      'The best walk for autumn colours',
      'A soup recipe worth sharing',
      'Why this is my favourite season to see you',
    ],
  },
  {
    title: 'First Snow',
    description: 'Capture the hush and excitement of the first snowfall.',
    promptIdeas: [
      'The snowman we built that fell over',
      'Hot chocolate with far too many marshmallows',
      'A wish to stay warm and well',
    ],
  },
  {
    title: 'Back to School',
    description: 'Cheer on a student or teacher as a new term begins.',
    promptIdeas: [
      'Good luck with new classes and new friends',
      'A reminder to pack snacks and courage',
      'What I hope you discover this year',
    ],
  },
];

export const custom: IdeaText[] = [
  {
    title: 'Get Well Soon',
    description: 'Lift the spirits of someone who is resting and recovering.',
    promptIdeas: [
      'A list of films to binge while you heal',
      'The things we will do once you are back on your feet',
      'Sending soup, rest and good news',
    ],
  },
  {
    title: 'Happy Retirement',
    description: 'Toast the end of a career and the start of free time.',
    promptIdeas: [
      'What the office will miss most about you',
      'The hobby you finally have time for',
      'No more alarm clocks, ever',
    ],
  },
  {
    title: 'Welcome to the Neighbourhood',
    description: 'Greet new neighbours with local tips and an open door.',
    promptIdeas: [
      'The best bakery within walking distance',
      'When the bins go out',
      'Come by for tea once you have unpacked',
    ],
  },
  {
    title: 'Pet Birthday',
    description: 'Celebrate a furry, feathered or scaly family member.',
    promptIdeas: [
      'Extra treats and belly rubs today',
      'The most chaotic thing they did this year',
      'A poem from the pet’s point of view',
    ],
  },
  {
    title: 'Good Luck on the Big Day',
    description: 'Wish someone well before an exam, interview, audition or match.',
    promptIdeas: [
      'Take a deep breath, you have prepared for this',
      'Whatever happens, I am proud of you',
      'The celebration waiting afterwards',
    ],
  },
  {
    title: 'Sorry, I Messed Up',
    description: 'Offer a sincere, heartfelt apology and a step towards making it right.',
    promptIdeas: [
      'What I understand now that I did not then',
      'How I plan to make it up to you',
      'Why our friendship matters more than being right',
    ],
  },
];
