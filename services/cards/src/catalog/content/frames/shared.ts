import { g, H, W } from '../svg.js';

/** A rectangular ring between two insets (even-odd fill keeps the middle transparent). */
export function band(outer: number, inner: number, rOuter = 0, rInner = 0): string {
  const ring = (inset: number, r: number) =>
    r === 0
      ? `M${inset} ${inset}H${W - inset}V${H - inset}H${inset}Z`
      : `M${inset + r} ${inset}H${W - inset - r}A${r} ${r} 0 0 1 ${W - inset} ${inset + r}` +
        `V${H - inset - r}A${r} ${r} 0 0 1 ${W - inset - r} ${H - inset}H${inset + r}` +
        `A${r} ${r} 0 0 1 ${inset} ${H - inset - r}V${inset + r}A${r} ${r} 0 0 1 ${inset + r} ${inset}Z`;
  return ring(outer, rOuter) + ring(inner, rInner);
}

/** Draw an ornament once for the top-left corner and mirror it into the other three. */
export function fourCorners(ornament: string): string {
  return [
    '',
    `translate(${W} 0) scale(-1 1)`,
    `translate(0 ${H}) scale(1 -1)`,
    `translate(${W} ${H}) scale(-1 -1)`,
  ]
    .map((transform) => g(transform ? { transform } : {}, ornament))
    .join('');
}
