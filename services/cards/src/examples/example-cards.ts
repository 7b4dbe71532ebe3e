import { SAMPLE_CARD_ID, type CardFields } from '@cardsmith/contracts';

export interface ExampleCard {
  /** Fixed, so seeding is idempotent; examples are public anyway. */
  id: string;
  fields: CardFields;
}

const heading = (
  content: string,
  y: number,
  style: {
    fontFamily: 'Pacifico' | 'Playfair Display' | 'Dancing Script' | 'Montserrat';
    color: string;
    fontSize: number;
  },
) => ({
  id: 'heading',
  type: 'text' as const,
  content,
  position: { x: 250, y },
  size: { width: 420, height: style.fontSize * 1.4 * content.split('\n').length },
  style: { ...style, fontWeight: 'bold' as const, textAlign: 'center' as const },
});

const card = (
  fields: Partial<CardFields> & Pick<CardFields, 'title' | 'category'>,
): CardFields => ({
  templateId: null,
  frameId: null,
  backgroundColor: '#ffffff',
  cardMessage: '',
  textFont: 'Poppins',
  textSize: 'medium',
  elements: [],
  audioUrl: null,
  videoUrl: null,
  voiceMessage: null,
  ...fields,
});

/**
 * Cards trending shows on a fresh install, drawn from the catalog's own frames and cover art, one
 * or two per occasion, so the panel shows what the editor can make before anyone has shared.
 */
export const EXAMPLE_CARDS: ExampleCard[] = [
  {
    id: SAMPLE_CARD_ID,
    fields: card({
      title: 'Cake Catastrophe',
      category: 'birthday',
      templateId: 'funny1',
      frameId: 'party-streamers',
      textFont: 'Poppins',
      textSize: 'large',
      cardMessage:
        'Another trip around the sun! May your cake stay upright and your candles stay lit. Have the happiest birthday.',
      elements: [
        heading('Happy Birthday!', 200, { fontFamily: 'Pacifico', color: '#7c2d12', fontSize: 44 }),
      ],
    }),
  },
  {
    id: 'example-wedding-hearts',
    fields: card({
      title: 'Hearts Aflutter',
      category: 'wedding',
      templateId: 'romantic1',
      frameId: 'heart-border',
      backgroundColor: '#fff1f2',
      textFont: 'Playfair Display',
      cardMessage:
        'To the two of you, on the first day of forever: may your home be full of laughter and your hearts full of each other.',
      elements: [
        heading('Happily Ever After', 350, {
          fontFamily: 'Dancing Script',
          color: '#9f1239',
          fontSize: 46,
        }),
      ],
    }),
  },
  {
    id: 'example-thank-you-bouquet',
    fields: card({
      title: 'Thank You Bouquet',
      category: 'thank-you',
      templateId: 'thankful3',
      frameId: 'simple-line',
      textFont: 'Lato',
      cardMessage:
        'Your kindness made a real difference this year. Thank you for everything you do, quietly and without being asked.',
      elements: [
        heading('Thank You', 190, {
          fontFamily: 'Playfair Display',
          color: '#14532d',
          fontSize: 52,
        }),
      ],
    }),
  },
  {
    id: 'example-congrats-summit',
    fields: card({
      title: 'Mountain Sunrise',
      category: 'congratulations',
      templateId: 'inspirational1',
      frameId: 'golden-borders',
      textFont: 'Montserrat',
      cardMessage:
        'You climbed all the way up. Take a moment to enjoy the view: you earned every step of it. Congratulations!',
      elements: [
        heading('You Did It!', 610, { fontFamily: 'Montserrat', color: '#ffffff', fontSize: 48 }),
      ],
    }),
  },
  {
    id: 'example-holiday-moon',
    fields: card({
      title: 'Crystal Moon',
      category: 'holiday',
      templateId: 'fantasy4',
      frameId: 'silver-leaf',
      backgroundColor: '#1e1b4b',
      textFont: 'Merriweather',
      cardMessage:
        'Wishing you quiet nights, bright mornings and a little magic in every day of the season.',
      elements: [
        heading('Season’s Greetings', 615, {
          fontFamily: 'Playfair Display',
          color: '#f8fafc',
          fontSize: 40,
        }),
      ],
    }),
  },
  {
    id: 'example-sympathy-light',
    fields: card({
      title: 'Guiding Light',
      category: 'sympathy',
      templateId: 'inspirational4',
      frameId: 'simple-line',
      textFont: 'Merriweather',
      cardMessage:
        'Thinking of you and holding you close in our hearts. May happy memories bring you comfort in the days ahead.',
      elements: [
        heading('With Love and Sympathy', 615, {
          fontFamily: 'Dancing Script',
          color: '#ffffff',
          fontSize: 38,
        }),
      ],
    }),
  },
  {
    id: 'example-anniversary-stars',
    fields: card({
      title: 'Written in the Stars',
      category: 'anniversary',
      templateId: 'zodiac1',
      frameId: 'art-deco',
      backgroundColor: '#0f172a',
      textFont: 'Playfair Display',
      cardMessage:
        'Of all the stars in the sky, I am so glad ours lined up. Happy anniversary, my love.',
      elements: [
        heading('Happy Anniversary', 615, {
          fontFamily: 'Playfair Display',
          color: '#fde68a',
          fontSize: 40,
        }),
      ],
    }),
  },
  {
    id: 'example-graduation-sparkle',
    fields: card({
      title: 'Sparkle Era',
      category: 'graduation',
      templateId: 'taylor1',
      frameId: 'modern-rounded',
      textFont: 'Poppins',
      cardMessage:
        'A new era starts now. Be fearless, be kind, and never stop shining. So proud of you, graduate!',
      elements: [
        heading('Class of 2026', 615, { fontFamily: 'Montserrat', color: '#ffffff', fontSize: 46 }),
      ],
    }),
  },
];
