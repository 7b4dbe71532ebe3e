/** Spec 001 §9: the card is drawn at half the canvas width, centred, with a shadow. */
export const CARD_WIDTH_SHARE = 0.5;

export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the card goes on a canvas of the given size, keeping the card's own proportions. */
export function cardPlacement(
  canvasWidth: number,
  canvasHeight: number,
  cardWidth: number,
  cardHeight: number,
): Placement {
  const width = canvasWidth * CARD_WIDTH_SHARE;
  const height = cardWidth > 0 ? (width * cardHeight) / cardWidth : 0;
  return { x: (canvasWidth - width) / 2, y: (canvasHeight - height) / 2, width, height };
}

/** Spec 001 §5: a capture is saved as ar-greeting-card-{timestamp}.jpg. */
export const captureFileName = (now: number) => `ar-greeting-card-${now}.jpg`;
export const recordingFileName = (now: number) => `ar-greeting-card-${now}.webm`;

export type Facing = 'environment' | 'user';
export const otherFacing = (facing: Facing): Facing =>
  facing === 'environment' ? 'user' : 'environment';

/** Spec 001 §9: ideal 1280×720 from the back camera by default. */
export const cameraConstraints = (facing: Facing): MediaStreamConstraints => ({
  audio: false,
  video: { facingMode: facing, width: { ideal: 1280 }, height: { ideal: 720 } },
});
