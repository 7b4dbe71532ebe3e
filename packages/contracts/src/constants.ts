/** Option lists and constants of the spec, written once and imported by web and services. */

export const CARD_CATEGORIES = [
  { id: 'birthday', name: 'Birthday' },
  { id: 'holiday', name: 'Holiday' },
  { id: 'congratulations', name: 'Congratulations' },
  { id: 'thank-you', name: 'Thank You' },
  { id: 'sympathy', name: 'Sympathy' },
  { id: 'wedding', name: 'Wedding' },
] as const;
export type CardCategoryId = (typeof CARD_CATEGORIES)[number]['id'];

/** Occasion options of the AI message dialog; every card category is one of them. */
export const OCCASIONS = [
  'birthday',
  'anniversary',
  'wedding',
  'graduation',
  'congratulations',
  'sympathy',
  'thank-you',
  'holiday',
  'new-baby',
  'retirement',
  'get-well',
  'new-home',
  'mothers-day',
  'fathers-day',
  'valentines-day',
  'other',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const TEXT_SIZES = ['small', 'medium', 'large', 'xlarge'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
/** Back-side message size in px per text size (spec 000 §9). */
export const TEXT_SIZE_PX: Record<TextSize, number> = {
  small: 14,
  medium: 18,
  large: 24,
  xlarge: 32,
};

/**
 * Fonts the editor offers. Each ships with the project (card-render loads the files), so the
 * server's PNG matches the browser. Arial is drawn with Arimo, its metric-compatible open twin.
 */
export const CARD_FONTS = [
  'Poppins',
  'Arial',
  'Playfair Display',
  'Dancing Script',
  'Pacifico',
  'Montserrat',
  'Lato',
  'Merriweather',
] as const;
export type CardFont = (typeof CARD_FONTS)[number];

/** Line pitch of card text as a multiple of the font size, wherever a card is drawn. */
export const TEXT_LINE_HEIGHT = 1.4;

export const FONT_WEIGHTS = [
  'normal',
  'bold',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
] as const;
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;

export const CARD_DEFAULTS = {
  title: 'My Greeting Card',
  category: 'birthday',
  backgroundColor: '#ffffff',
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage: '',
} as const;

/** Element defaults of the preview (spec 000 §9). */
export const ELEMENT_DEFAULTS = { fontFamily: 'Arial', fontSize: 16, color: '#000000' } as const;

/** The card's own coordinate space: positions are centre points in px of this size. */
export const CARD_SIZE = { width: 500, height: 700 } as const;
export const PREVIEW_SIZES = {
  desktop: { width: 500, height: 700 },
  mobile: { width: 300, height: 450 },
} as const;

export const CARD_LIMITS = {
  titleMax: 120,
  messageMax: 2000,
  textContentMax: 1000,
  urlMax: 2048,
  elementsMax: 60,
  coordinateAbs: 5000,
  sizeMax: 2000,
  fontSizeMin: 6,
  fontSizeMax: 200,
  /** The most lines a fitted text element (style.maxLines) may ask for. */
  fitLinesMax: 20,
} as const;

export const TIMINGS = {
  flipMs: 600,
  reconnectMs: 2000,
  copyConfirmMs: 2000,
  cursorThrottleMs: 50,
  adminRefreshMs: 30_000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  scrollHideDelayMs: 600,
} as const;

export const SWIPE_THRESHOLD_PX = 50;

/** What the free plan includes (spec 000 §9); services/ai enforces it only when configured to. */
export const FREE_PLAN = { monthlyAiMessages: 5 } as const;
