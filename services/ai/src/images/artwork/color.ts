/** Colour arithmetic on #rrggbb strings, enough to re-tint a scene per style. */

export type Rgb = [number, number, number];

const clamp = (v: number, min = 0, max = 255) => Math.min(max, Math.max(min, v));

export function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(clamp(v)).toString(16).padStart(2, '0')).join('')}`;
}

export function mix(a: string, b: string, amount: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as Rgb);
}

export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** Moves each channel away from (factor > 1) or towards (factor < 1) the pixel's grey. */
export function saturate(hex: string, factor: number): string {
  const rgb = toRgb(hex);
  const grey = luminance(hex);
  return toHex(rgb.map((v) => grey + (v - grey) * factor) as Rgb);
}

export function contrast(hex: string, factor: number): string {
  return toHex(toRgb(hex).map((v) => 128 + (v - 128) * factor) as Rgb);
}

export function sepia(hex: string): string {
  const [r, g, b] = toRgb(hex);
  return toHex([
    r * 0.393 + g * 0.769 + b * 0.189,
    r * 0.349 + g * 0.686 + b * 0.168,
    r * 0.272 + g * 0.534 + b * 0.131,
  ]);
}

export function hue(hex: string): number {
  const [r, g, b] = toRgb(hex).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
}
