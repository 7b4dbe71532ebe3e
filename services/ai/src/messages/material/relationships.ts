import type { RelationshipBook } from './types.js';

/**
 * Salutations (an empty one starts straight with the occasion), a line about the bond and how
 * close the two are; `gentle` lines suit loss and illness.
 */
export const relationships: RelationshipBook = {
  family: {
    closeness: 'close',
    openers: [
      'To someone I am lucky to call family,',
      'To one of my favorite people in the family,',
      '',
    ],
    bright: [
      'Our family would not be the same without you, and you make every gathering feel like home.',
      'Family is a gift, and I am so grateful that you are part of mine.',
      'No matter how far apart life takes us, you are always close to my heart.',
    ],
    gentle: [
      'We are family, and that means you never have to carry anything alone.',
      'You are always in my heart, and I am only ever a phone call away.',
      'I am so grateful we have each other, especially now.',
    ],
  },
  spouse: {
    closeness: 'intimate',
    openers: ['My love,', 'To the love of my life,', 'My darling,'],
    bright: [
      'Sharing my life with you is the best decision I have ever made.',
      'Every year with you is my favorite year so far.',
      'You are my best friend, my partner and my home, all in one.',
    ],
    gentle: [
      'I am right here beside you, today and every day, for as long as you need me.',
      'We have weathered storms before, and I will hold your hand through this one too.',
      'You never have to face anything alone while I am by your side.',
    ],
  },
  partner: {
    closeness: 'intimate',
    openers: ['To my partner in everything,', 'My dearest,', 'To my favorite person,'],
    bright: [
      'Life with you is my favorite adventure, and I would not want to share it with anyone else.',
      'You make ordinary days feel like something special just by being in them.',
      'Thank you for choosing me, every single day.',
    ],
    gentle: [
      'Lean on me as much as you need to, because I am not going anywhere.',
      'I wish I could take this weight from you, but until then I will carry it with you.',
      'Whatever you need, I am here, with all my heart.',
    ],
  },
  friend: {
    closeness: 'friendly',
    openers: ['Dear friend,', 'To my wonderful friend,', 'Hey friend,'],
    bright: [
      'Having you as a friend has made so many ordinary days feel special.',
      'Friends like you are rare, and I am grateful for every laugh we have shared.',
      'You are the kind of friend everyone hopes to find, and I am lucky that I did.',
    ],
    gentle: [
      'You have been there for me so many times, and now I want to be there for you.',
      'Please remember that you have a friend who is thinking of you and ready to help.',
      'Whatever you need, whether it is a chat, a meal or a quiet hug, I am here.',
    ],
  },
  colleague: {
    closeness: 'professional',
    openers: ['To a fantastic colleague,', 'To one of the best people I work with,', ''],
    bright: [
      'Working alongside you is a highlight of my week.',
      'Your energy and kindness make our team a better place to be.',
      'It is a real pleasure to work with someone as talented and generous as you.',
    ],
    gentle: [
      'Everyone on the team is thinking of you, and we are here if you need anything at all.',
      'Please take all the time you need; your colleagues have you covered.',
      'Working with you has shown me what a kind person you are, and we want to return that kindness now.',
    ],
  },
  boss: {
    closeness: 'professional',
    openers: ['To a truly great leader,', 'To the best boss I could ask for,', ''],
    bright: [
      'Thank you for leading with patience and for always making time for the team.',
      'Your guidance and encouragement have helped me grow more than you might realize.',
      'It is a privilege to learn from someone who leads by example.',
    ],
    gentle: [
      'You have always supported the team, and we are all here to support you now.',
      'Please do not worry about work for a moment; take all the time you need.',
      'You have shown us so much kindness as a leader, and we want to return it now.',
    ],
  },
  client: {
    closeness: 'professional',
    openers: ['Hello,', 'To a client we truly value,', ''],
    bright: [
      'Working with you is always a pleasure, and we are grateful for your trust.',
      'Thank you for being such a wonderful client to work with over the years.',
      'It means a great deal to work with someone who values good work as much as you do.',
    ],
    gentle: [
      'Beyond our work together, please know that we are thinking of you.',
      'All of us who work with you are keeping you in our thoughts.',
      'Our relationship means far more to us than business, and we are here for you.',
    ],
  },
  teacher: {
    closeness: 'professional',
    openers: ['To an inspiring teacher,', 'To the teacher who believed in me,', ''],
    bright: [
      'You taught me far more than the lessons on the board, and I carry them with me every day.',
      'Your patience and encouragement made learning feel like an adventure.',
      'Thank you for believing in me before I believed in myself.',
    ],
    gentle: [
      'You have cared for so many students over the years, and now we are caring for you.',
      'Your kindness has touched so many lives, mine included, and we are all thinking of you.',
      'You always made time for us, so please let us be here for you now.',
    ],
  },
  student: {
    closeness: 'professional',
    openers: ['To a wonderful student,', 'To one of my brightest students,', 'Hi there,'],
    bright: [
      'Watching you grow and learn has been one of the great joys of teaching.',
      'Your curiosity and hard work make every lesson worthwhile.',
      'I am so proud of the effort you put in and the person you are becoming.',
    ],
    gentle: [
      'Please know that your teachers are thinking of you and are here to help.',
      'Take all the time you need; your classmates and I are here whenever you are ready.',
      'You are never alone, and there is a whole school community that cares about you.',
    ],
  },
  neighbor: {
    closeness: 'familiar',
    openers: ['Dear neighbor,', 'To the best neighbor on the street,', 'Hi, neighbor,'],
    bright: [
      'Living next door to you makes our little corner of the world a friendlier place.',
      'Thank you for the waves, the chats and all the small kindnesses that make this street feel like home.',
      'Good neighbors are hard to find, and we struck gold with you.',
    ],
    gentle: [
      'We are right next door, so please do not hesitate to knock if you need anything.',
      'Our door is always open, whether you need a meal, an errand or just some company.',
      'Please know your neighbors are thinking of you and ready to help.',
    ],
  },
  acquaintance: {
    closeness: 'professional',
    openers: ['Hello,', 'Hi there,', 'A quick note for you,'],
    bright: [
      'Although we have not known each other long, I wanted to share these good wishes with you.',
      'It has been a real pleasure getting to know you.',
      'I am glad our paths crossed, and I hope they keep crossing.',
    ],
    gentle: [
      'Even though we do not know each other well, I wanted you to know that I am thinking of you.',
      'Please know that people care about you, including me.',
      'If there is anything at all I can do, I would be glad to help.',
    ],
  },
  other: {
    closeness: 'familiar',
    openers: ['Hello,', 'To someone special,', ''],
    bright: [
      'You bring something special to the lives of the people around you.',
      'The world is better with you in it, and I wanted to make sure you heard it.',
      'People like you make life richer, and I am grateful for you.',
    ],
    gentle: [
      'You are in my thoughts, and I hope you feel surrounded by care.',
      'Please know you are not alone; many people are thinking of you.',
      'I am holding you in my thoughts and sending all the comfort I can.',
    ],
  },
};
