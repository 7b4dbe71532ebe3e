import { CARD_SIZE, VIDEO_OUTPUT } from '@cardsmith/contracts';

/** Where things sit in the 1280×720 frame: the card's front on the left, its words on the right. */
export const FRAME = { width: VIDEO_OUTPUT.width, height: VIDEO_OUTPUT.height } as const;

const CARD_HEIGHT = 560;
export const CARD_BOX = {
  x: 130,
  y: (FRAME.height - CARD_HEIGHT) / 2,
  width: Math.round((CARD_HEIGHT * CARD_SIZE.width) / CARD_SIZE.height),
  height: CARD_HEIGHT,
} as const;

export const TEXT_COLUMN = { x: 620, width: 560, titleY: 200, titleSize: 54, messageSize: 30 };
export const TITLE_MAX_LINES = 2;
export const MESSAGE_MAX_LINES = 7;

/** Seconds the card takes to slide in, and after which the words fade in. */
export const CARD_ENTRANCE_SECONDS = 1;
export const TEXT_FADE_START = 0.8;

/** The voice starts once the card is in place. */
export const VOICE_DELAY_MS = 1200;
/** Seconds of music after the voice ends, when the voice outlasts the template. */
export const VOICE_TAIL_SECONDS = 1.5;
