import type { IdeaText } from '../ideas.js';

export const thank: IdeaText[] = [
  {
    title: 'You Showed Up When It Mattered',
    description: 'Thank someone who helped you through a hard moment without being asked.',
    promptIdeas: [
      'The day you arrived with exactly what I needed',
      'What your help meant more than you know',
      'How I hope to return the favour',
    ],
  },
  {
    title: 'Thanks, Teacher',
    description: 'Tell a teacher or mentor how their lessons stuck with you.',
    promptIdeas: [
      'A lesson I still use every week',
      'The time you believed in me before I did',
      'What your classroom felt like',
      'Where I am now because of you',
    ],
  },
  {
    title: 'For the Thoughtful Gift',
    description: 'Say thank you for a present that showed how well they know you.',
    promptIdeas: [
      'How I felt when I opened it',
      'Where it now lives in my home',
      'The first time I used it',
    ],
  },
  {
    title: 'Host With the Most',
    description: 'Thank a host for a dinner, a stay or a party that felt effortless.',
    promptIdeas: [
      'The dish I am still thinking about',
      'The conversation that went on past midnight',
      'How welcome you made everyone feel',
    ],
  },
  {
    title: 'Team Behind the Win',
    description: 'Thank colleagues whose hard work made a project succeed.',
    promptIdeas: [
      'The moment the team pulled together',
      'A contribution that deserves a spotlight',
      'What I learned working alongside you',
    ],
  },
];

export const friendship: IdeaText[] = [
  {
    title: 'Inside Jokes Only',
    description: 'Bring back the private jokes only the two of you understand.',
    promptIdeas: [
      'That one word that still makes us laugh',
      'The holiday disaster we swore never to mention',
      'A nickname with a long story behind it',
    ],
  },
  {
    title: 'Friends Since Forever',
    description: 'Celebrate a friendship that has lasted through every phase of life.',
    promptIdeas: [
      'How we met and what we first thought of each other',
      'The haircut or fashion era we both regret',
      'Why you are still the first person I call',
      'What I hope we are doing when we are ninety',
    ],
  },
  {
    title: 'Just Because',
    description: 'A no-occasion note to remind a friend they are appreciated.',
    promptIdeas: [
      'Something you did recently that made my week',
      'A quality of yours I do not say enough',
      'An invitation for coffee this weekend',
    ],
  },
  {
    title: 'Long-Distance Bestie',
    description: 'Keep a friendship close even when time zones get in the way.',
    promptIdeas: [
      'The voice notes that keep me going',
      'What I would show you in my new city',
      'A countdown to our next visit',
    ],
  },
  {
    title: 'Cheering From the Sidelines',
    description: 'Encourage a friend who is going through something big.',
    promptIdeas: [
      'Why I know you can handle this',
      'A reminder that you do not have to do it alone',
      'The treat we will share when it is over',
    ],
  },
  {
    title: 'Friend Who Feels Like Family',
    description: 'Tell a friend they have become part of your chosen family.',
    promptIdeas: [
      'The holiday you spent with my family',
      'How you fit right in from the start',
      'What family means to me because of you',
    ],
  },
];

export const love: IdeaText[] = [
  {
    title: 'Reasons I Fall for You Daily',
    description: 'List the quiet reasons your heart still skips for them.',
    promptIdeas: [
      'The way you look at me across a crowded room',
      'How you remember the smallest details',
      'The kindness you show strangers',
    ],
  },
  {
    title: 'Our Song',
    description: 'Build a message around the song that feels like your story.',
    promptIdeas: [
      'Where we were the first time we heard it',
      'The lyric that describes us best',
      'A dance in the kitchen I will never forget',
    ],
  },
  {
    title: 'Love Note for the Lunchbox',
    description: 'A short, sweet surprise to tuck into a bag or a coat pocket.',
    promptIdeas: [
      'A three-line poem about your smile',
      'A promise of dinner and dessert tonight',
      'A reminder that you are my favourite person',
    ],
  },
  {
    title: 'Valentine With a Twist',
    description: 'Skip the clichés and write something only they would recognise.',
    promptIdeas: [
      'A love letter written as a recipe',
      'Our relationship as a film trailer',
      'The most unromantic moment that made me love you more',
      'Roses are red, but you are my favourite colour',
    ],
  },
  {
    title: 'Missing You Tonight',
    description: 'Close the distance with words when you are apart for a while.',
    promptIdeas: [
      'What the house feels like without you',
      'The first thing I will do when you are home',
      'Your side of the bed and my cold feet',
    ],
  },
];
