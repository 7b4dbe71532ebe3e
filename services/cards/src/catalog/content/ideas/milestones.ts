import type { IdeaText } from '../ideas.js';

export const birthday: IdeaText[] = [
  {
    title: 'A Year of Favourite Moments',
    description: 'Look back on the best memories you shared over the past twelve months.',
    promptIdeas: [
      'The funniest thing that happened to us this year',
      'A moment when you made me proud',
      'The trip or night out I still talk about',
      'One thing I hope you do more of next year',
    ],
  },
  {
    title: 'Milestone Birthday Toast',
    description: 'Raise a glass to a big round number with warmth and a little cheek.',
    promptIdeas: [
      'What this decade taught you',
      'Advice from the version of you ten years ago',
      'A toast to the adventures still ahead',
    ],
  },
  {
    title: 'Birthday From Afar',
    description: 'Send love across the miles when you cannot celebrate in person.',
    promptIdeas: [
      'What I would do if I were there today',
      'The plan for when we finally celebrate together',
      'How you still feel close from far away',
    ],
  },
  {
    title: 'Little Kid, Big Day',
    description: 'A bright, playful note for a child who is turning one year bigger.',
    promptIdeas: [
      'Something amazing you learned to do this year',
      'A silly wish involving cake and dinosaurs',
      'Why you are the best at being you',
      'A secret birthday mission for today',
    ],
  },
  {
    title: 'Forever Young at Heart',
    description: 'Celebrate someone who proves age is only a number.',
    promptIdeas: [
      'The hobby you picked up that surprised everyone',
      'Why you still out-dance the rest of us',
      'A cheeky joke about candles and fire safety',
    ],
  },
  {
    title: 'Birthday Wish List for Your Year',
    description: 'Share the hopes you have for them in the year ahead.',
    promptIdeas: [
      'Three wishes I am making on your behalf',
      'A goal of yours I am cheering for',
      'The kind of joy I hope finds you this year',
    ],
  },
];

export const anniversary: IdeaText[] = [
  {
    title: 'How It All Began',
    description: 'Retell the story of the day you met and what you noticed first.',
    promptIdeas: [
      'The first thing I noticed about you',
      'What I was wearing and why it still embarrasses me',
      'The moment I knew this was something special',
    ],
  },
  {
    title: 'Small Things I Love',
    description: 'Name the everyday habits that make your life together feel like home.',
    promptIdeas: [
      'The way you make coffee on slow mornings',
      'The song you hum when you think nobody is listening',
      'How you always save me the last bite',
      'Your laugh when a film is not meant to be funny',
    ],
  },
  {
    title: 'Years in Numbers',
    description: 'Count the shared miles, meals and milestones in a playful tally.',
    promptIdeas: [
      'The number of homes, pets or cars we have had',
      'Countless arguments about the thermostat',
      'One number that will never be enough: days with you',
    ],
  },
  {
    title: 'Through Every Season',
    description: 'Honour the hard stretches you came through together as much as the good ones.',
    promptIdeas: [
      'A difficult time that made us stronger',
      'What you taught me about patience',
      'The promise I would make to you again today',
    ],
  },
  {
    title: 'Here Is to the Next Chapter',
    description: 'Look forward to the plans and dreams still waiting for the two of you.',
    promptIdeas: [
      'The place I want us to see next',
      'A tradition I want us to start',
      'Where I picture us in ten years',
    ],
  },
];

export const congrats: IdeaText[] = [
  {
    title: 'You Earned Every Bit',
    description: 'Recognise the effort and late nights behind a well-deserved win.',
    promptIdeas: [
      'The moment I saw how hard you were working',
      'What this achievement says about you',
      'How you should celebrate tonight',
    ],
  },
  {
    title: 'New Job, New Adventure',
    description: 'Cheer someone on as they step into a fresh role.',
    promptIdeas: [
      'The skill your new team is lucky to get',
      'A tip for surviving the first week',
      'What I will miss about working beside you',
      'A prediction for your first big success there',
    ],
  },
  {
    title: 'Graduation Day Pride',
    description: 'Mark the end of years of study and the start of whatever comes next.',
    promptIdeas: [
      'The class or exam you thought you would never pass',
      'What I admire about how you studied',
      'Advice for the world beyond the classroom',
    ],
  },
  {
    title: 'Keys to a New Home',
    description: 'Welcome them to the place where new memories will be made.',
    promptIdeas: [
      'The first dinner I hope you cook there',
      'A wish for happy neighbours and good plumbing',
      'The room I cannot wait to see',
    ],
  },
  {
    title: 'Finish Line Hero',
    description: 'Celebrate a race, a project or any goal finally crossed off.',
    promptIdeas: [
      'The training sessions nobody saw',
      'What crossing the line must have felt like',
      'The next challenge I bet you take on',
    ],
  },
  {
    title: 'Baby on Board',
    description: 'Share the joy of a new arrival with the new parents.',
    promptIdeas: [
      'A wish for the little one',
      'Reassurance for sleepless nights',
      'The trait I hope the baby inherits from you',
    ],
  },
];
