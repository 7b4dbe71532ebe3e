import {
  CARD_CATEGORIES,
  CARD_LIMITS,
  CARD_SIZE,
  TEXT_LINE_HEIGHT,
  type CardCategoryId,
  type CardElement,
  type IdeaTab,
  type Occasion,
} from '@cardsmith/contracts';

interface OccasionProfile {
  /** The catalog's card category whose templates suit this occasion, if one does. */
  templates: CardCategoryId | null;
  /** The Browse Ideas tab that opens first. */
  ideas: IdeaTab;
  /** What a new card for this occasion says on its front until the visitor changes it. */
  headline: string;
  /** What the card is, to start a title with: 'Birthday card'. */
  cardNoun: string;
}

/**
 * What each occasion means for a new card. Occasions without a card category of their own borrow
 * the nearest one's templates (a graduation is congratulated), and ideas likewise.
 */
const PROFILES: Record<Occasion, OccasionProfile> = {
  birthday: {
    templates: 'birthday',
    ideas: 'birthday',
    headline: 'Happy Birthday!',
    cardNoun: 'Birthday card',
  },
  anniversary: {
    templates: 'wedding',
    ideas: 'anniversary',
    headline: 'Happy Anniversary!',
    cardNoun: 'Anniversary card',
  },
  wedding: {
    templates: 'wedding',
    ideas: 'wedding',
    headline: 'Congratulations on Your Wedding',
    cardNoun: 'Wedding card',
  },
  graduation: {
    templates: 'congratulations',
    ideas: 'graduation',
    headline: 'Congratulations, Graduate!',
    cardNoun: 'Graduation card',
  },
  congratulations: {
    templates: 'congratulations',
    ideas: 'congratulations',
    headline: 'Congratulations!',
    cardNoun: 'Congratulations card',
  },
  sympathy: {
    templates: 'sympathy',
    ideas: 'sympathy',
    headline: 'With Deepest Sympathy',
    cardNoun: 'Sympathy card',
  },
  'thank-you': {
    templates: 'thank-you',
    ideas: 'thank-you',
    headline: 'Thank You',
    cardNoun: 'Thank-you card',
  },
  holiday: {
    templates: 'holiday',
    ideas: 'holiday',
    headline: 'Happy Holidays',
    cardNoun: 'Holiday card',
  },
  'new-baby': {
    templates: 'congratulations',
    ideas: 'baby',
    headline: 'Welcome, Little One',
    cardNoun: 'New baby card',
  },
  retirement: {
    templates: 'congratulations',
    ideas: 'congratulations',
    headline: 'Happy Retirement!',
    cardNoun: 'Retirement card',
  },
  'get-well': {
    templates: null,
    ideas: 'friendship',
    headline: 'Get Well Soon',
    cardNoun: 'Get well card',
  },
  'new-home': {
    templates: 'congratulations',
    ideas: 'congratulations',
    headline: 'Happy New Home!',
    cardNoun: 'New home card',
  },
  'mothers-day': {
    templates: null,
    ideas: 'all',
    headline: "Happy Mother's Day",
    cardNoun: "Mother's Day card",
  },
  'fathers-day': {
    templates: null,
    ideas: 'all',
    headline: "Happy Father's Day",
    cardNoun: "Father's Day card",
  },
  'valentines-day': {
    templates: null,
    ideas: 'anniversary',
    headline: "Happy Valentine's Day",
    cardNoun: "Valentine's card",
  },
  other: { templates: null, ideas: 'all', headline: 'Thinking of You', cardNoun: 'Greeting card' },
};

export const occasionProfile = (occasion: Occasion): OccasionProfile => PROFILES[occasion];

/** The card category's display name ('Thank You'), for the template group's chip. */
export function cardCategoryName(id: CardCategoryId): string {
  return CARD_CATEGORIES.find((category) => category.id === id)?.name ?? id;
}

export const HEADLINE_ID = 'headline';
/** Large enough to read as the card's greeting; card-render wraps it and shrinks it to fit. */
const HEADLINE_STYLE = { fontSize: 36, y: 130, width: 420, maxLines: 2 } as const;
const HEADLINE_FONT = 'Playfair Display';

/**
 * The front's greeting of a new card for this occasion: an ordinary, editable text element that
 * card-render wraps at words to the card's width less margins and shrinks to two lines at most
 * (style.maxLines), in the preview and on the server alike, however the visitor rewords it.
 */
export function headlineElement(occasion: Occasion): CardElement {
  return {
    id: HEADLINE_ID,
    type: 'text',
    content: PROFILES[occasion].headline,
    position: { x: CARD_SIZE.width / 2, y: HEADLINE_STYLE.y },
    size: {
      width: HEADLINE_STYLE.width,
      height: Math.ceil(HEADLINE_STYLE.maxLines * HEADLINE_STYLE.fontSize * TEXT_LINE_HEIGHT),
    },
    style: {
      fontFamily: HEADLINE_FONT,
      fontSize: HEADLINE_STYLE.fontSize,
      fontWeight: 'bold',
      color: '#292524',
      textAlign: 'center',
      maxLines: HEADLINE_STYLE.maxLines,
    },
  };
}

/**
 * The title Save and Share suggests: who the card is for and what for ('Birthday card for Sam'),
 * or the occasion's greeting when no one is named.
 */
export function suggestTitle(occasion: Occasion, recipient: string): string {
  const name = recipient.trim().replace(/\s+/g, ' ');
  const profile = PROFILES[occasion];
  return (name ? `${profile.cardNoun} for ${name}` : profile.headline).slice(
    0,
    CARD_LIMITS.titleMax,
  );
}
