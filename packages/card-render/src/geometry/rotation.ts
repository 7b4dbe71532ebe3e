import { ELEMENT_LIMITS } from '@cardsmith/contracts';

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

const RADIANS = Math.PI / 180;

/** The same turn in (-180, 180], so rotations stored stay small and compare equal. */
export function normalizeRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return turned === -180 ? 180 : turned === 0 ? 0 : turned;
}

/** The nearest multiple of `step` degrees (the rotation handle with Shift held). */
export function snapRotation(degrees: number, step: number = ELEMENT_LIMITS.rotationStep): number {
  return normalizeRotation(Math.round(degrees / step) * step);
}

/**
 * The rotation that points an element's top at `pointer`, in degrees clockwise from upright:
 * the rotation handle sits above the element, so a pointer straight above is 0.
 */
export function rotationTowards(centre: Point, pointer: Point): number {
  const angle = Math.atan2(pointer.x - centre.x, centre.y - pointer.y) / RADIANS;
  return normalizeRotation(angle);
}

/** `point` turned by `degrees` clockwise (screen coordinates, y down) about `centre`. */
export function rotatePoint(point: Point, centre: Point, degrees: number): Point {
  const angle = degrees * RADIANS;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = point.x - centre.x;
  const dy = point.y - centre.y;
  return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
}

/** The four corners of a box centred on `centre`, turned by `degrees`, clockwise from top left. */
export function rotatedCorners(centre: Point, size: Size, degrees: number): Point[] {
  const halfW = size.width / 2;
  const halfH = size.height / 2;
  return [
    { x: centre.x - halfW, y: centre.y - halfH },
    { x: centre.x + halfW, y: centre.y - halfH },
    { x: centre.x + halfW, y: centre.y + halfH },
    { x: centre.x - halfW, y: centre.y + halfH },
  ].map((corner) => rotatePoint(corner, centre, degrees));
}

/** The upright box that holds a box of `size` turned by `degrees` (guides and snapping use it). */
export function rotatedBounds(size: Size, degrees: number): Size {
  const angle = degrees * RADIANS;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  // Rounded so a quarter turn gives the swapped size exactly, not 1e-14 off.
  const round = (value: number) => Math.round(value * 1e9) / 1e9;
  return {
    width: round(size.width * cos + size.height * sin),
    height: round(size.width * sin + size.height * cos),
  };
}
