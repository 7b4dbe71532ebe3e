import type { Point } from './rect.js';

export interface TwoFingerChange {
  /** How much the fingers' distance grew (1 = unchanged). */
  scale: number;
  /** How far the line between them turned, in degrees, clockwise on screen. */
  rotation: number;
  /** How far their midpoint moved. */
  translation: Point;
}

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * A pinch or twist as two fingers moved from (`startA`, `startB`) to (`nowA`, `nowB`). Fingers
 * that start on the same spot give no scale or turn (there is no line between them).
 */
export function twoFingerChange(
  startA: Point,
  startB: Point,
  nowA: Point,
  nowB: Point,
): TwoFingerChange {
  const startDistance = Math.hypot(startB.x - startA.x, startB.y - startA.y);
  const nowDistance = Math.hypot(nowB.x - nowA.x, nowB.y - nowA.y);
  const startMid = midpoint(startA, startB);
  const nowMid = midpoint(nowA, nowB);
  const translation = { x: nowMid.x - startMid.x, y: nowMid.y - startMid.y };
  if (startDistance === 0 || nowDistance === 0) return { scale: 1, rotation: 0, translation };
  const startAngle = Math.atan2(startB.y - startA.y, startB.x - startA.x);
  const nowAngle = Math.atan2(nowB.y - nowA.y, nowB.x - nowA.x);
  let rotation = ((nowAngle - startAngle) * 180) / Math.PI;
  // The shorter way round: a twist past the ±180° seam is not almost a whole turn.
  if (rotation > 180) rotation -= 360;
  if (rotation <= -180) rotation += 360;
  return { scale: nowDistance / startDistance, rotation, translation };
}
