import type { Canvas } from './canvas.js';
import { SIZE } from './canvas.js';
import { mix } from './color.js';
import { ICON_SIZE, type Illustration } from './illustrations.js';

/** A subject as the picture places it: centre x, bottom y and size in canvas pixels. */
interface Placement {
  item: Illustration;
  x: number;
  bottom: number;
  size: number;
}

const HEX = /#([0-9a-f]{6}|[0-9a-f]{3})\b/gi;
/** Emoji have no vase: one is drawn, in the colour the prompt gives it. */
const VASE = /\b(?:(\w+)\s+)?(?:glass\s+)?(vase|jar|jug)\b/i;
const VASE_COLOURS: Record<string, string> = {
  blue: '#3f6fb5',
  red: '#c0392b',
  white: '#eeeae0',
  green: '#3c8d5a',
  yellow: '#e8c547',
  pink: '#e58fb0',
  purple: '#7d5ba6',
  orange: '#e07b39',
  black: '#2b2b2b',
  glass: '#bcdfe8',
};
const VASE_SIZE = { width: SIZE * 0.24, height: SIZE * 0.28, bottom: SIZE * 0.95 };

/** The colour of the vase the prompt puts its flowers in, or null without one. */
export function vaseColourOf(prompt: string): string | null {
  const match = VASE.exec(prompt);
  if (!match) return null;
  return VASE_COLOURS[match[1]?.toLowerCase() ?? ''] ?? '#6c8fb3';
}

function drawVase(canvas: Canvas, x: number, colour: string, realistic: boolean): void {
  const { width, height, bottom } = VASE_SIZE;
  // Realistic light wraps round the body: dark at the edges, a highlight left of centre.
  const gradient = realistic
    ? canvas.linear(
        [
          { offset: 0, color: mix(colour, '#000000', 0.45) },
          { offset: 0.35, color: mix(colour, '#ffffff', 0.2) },
          { offset: 0.6, color: colour },
          { offset: 1, color: mix(colour, '#000000', 0.5) },
        ],
        1,
        0,
      )
    : undefined;
  const top = bottom - height;
  const lip = width * 0.3;
  canvas.shape(
    [
      [x - lip, top],
      [x + lip, top],
      [x + lip * 0.8, top + height * 0.18],
      [x + width / 2, top + height * 0.55],
      [x + width * 0.36, bottom],
      [x - width * 0.36, bottom],
      [x - width / 2, top + height * 0.55],
      [x - lip * 0.8, top + height * 0.18],
    ],
    colour,
    gradient ? { role: 'object', gradient } : { role: 'object' },
  );
  canvas.shape(
    [
      [x - width * 0.3, top + height * 0.35],
      [x - width * 0.2, top + height * 0.3],
      [x - width * 0.24, top + height * 0.75],
      [x - width * 0.32, top + height * 0.7],
    ],
    '#ffffff',
    { role: 'detail', opacity: 0.35 },
  );
}
const expand = (hex: string) =>
  hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.toLowerCase();

/**
 * Where the subjects go: the main one large in the foreground, the others smaller beside it,
 * a plural as a group of three, weather in the sky and something worn on the main subject.
 */
function placeSubjects(
  items: readonly Illustration[],
  canvas: Canvas,
  inVase: boolean,
): Placement[] {
  const random = canvas.random;
  const ground = items.filter((item) => !item.sky && !item.worn);
  const sky = items.filter((item) => item.sky);
  const worn = items.filter((item) => item.worn);
  const placements: Placement[] = [];
  const mainSize = ground.length > 1 ? SIZE * 0.4 : SIZE * 0.46;
  const sideX = [SIZE * 0.2, SIZE * 0.8];
  ground.forEach((item, i) => {
    const main = i === 0;
    const size = main ? mainSize : SIZE * 0.25;
    const x =
      main && !inVase
        ? SIZE * 0.5 + random.between(-40, 40)
        : main
          ? SIZE / 2
          : sideX[(i - 1) % 2]!;
    // Flowers in a vase stand with their stems inside it.
    const bottom =
      main && inVase
        ? VASE_SIZE.bottom - VASE_SIZE.height * 0.55
        : main
          ? SIZE * 0.93
          : SIZE * 0.95;
    if (item.plural) {
      const step = size * (inVase ? 0.38 : 0.55);
      placements.push(
        { item, x: x - step, bottom: bottom - size * 0.08, size: size * 0.72 },
        { item, x: x + step, bottom: bottom - size * 0.08, size: size * 0.72 },
      );
    }
    placements.push({ item, x, bottom, size });
  });
  sky.forEach((item, i) => {
    const size = SIZE * 0.22;
    placements.unshift({
      item,
      x: i % 2 === 0 ? SIZE * 0.78 : SIZE * 0.22,
      bottom: SIZE * 0.12 + size,
      size,
    });
  });
  const main = placements.find((p) => p.item === ground[0]);
  for (const item of worn) {
    const size = (main?.size ?? mainSize) * 0.42;
    const x = main ? main.x - main.size * 0.2 : SIZE / 2;
    const bottom = main ? main.bottom - main.size * 0.66 : SIZE * 0.5;
    placements.push({ item, x, bottom, size });
  }
  return placements;
}

/** The icon's SVG with its ids made unique and its colours painted in the style. */
function styledBody(body: string, prefix: string, recolour: (hex: string) => string): string {
  return body
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
    .replace(HEX, (hex) => recolour(expand(hex)));
}

/**
 * Draws the subjects into the scene in the canvas's style: recoloured by its tint, outlined
 * where the style outlines, offset washes for paint, a glow for digital art; realistic subjects
 * get a soft contact shadow and shading from the light (the realistic style's grain and
 * vignette lie over the whole picture), so they have depth.
 */
export function drawSubjects(
  canvas: Canvas,
  items: readonly Illustration[],
  realistic: boolean,
  vaseColour: string | null,
): void {
  if (items.length === 0) return;
  const inVase = vaseColour !== null && items.some((item) => !item.sky && !item.worn);
  const style = canvas.style;
  if (realistic) {
    canvas.def(
      '<linearGradient id="subject-shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.4"/></linearGradient>',
    );
    canvas.def(
      '<radialGradient id="subject-shadow"><stop offset="0" stop-color="#1a1a1a" stop-opacity="0.45"/><stop offset="1" stop-color="#1a1a1a" stop-opacity="0"/></radialGradient>',
    );
  }
  const placements = placeSubjects(items, canvas, inVase);
  placements.forEach(({ item, x, bottom, size }, n) => {
    const scale = size / ICON_SIZE;
    const at = (dx: number, dy: number) =>
      `translate(${(x - size / 2 + dx).toFixed(1)} ${(bottom - size + dy).toFixed(1)}) scale(${scale.toFixed(3)})`;
    const body = styledBody(item.body, `s${n}-`, (hex) => canvas.tint(hex));
    const flat = (fill: string) =>
      styledBody(item.body, `f${n}-`, () => fill).replace(/url\(#[^)]+\)/g, fill);
    if (realistic && !item.sky) {
      canvas.raw(
        `<ellipse cx="${x.toFixed(1)}" cy="${(bottom - size * 0.03).toFixed(1)}" rx="${(size * 0.48).toFixed(1)}" ry="${(size * 0.09).toFixed(1)}" fill="url(#subject-shadow)"/>`,
      );
    }
    if (style.glow) {
      canvas.raw(
        `<g transform="${at(0, 0)}" opacity="0.5" stroke="#9bf6ff" stroke-width="${(10 / scale).toFixed(3)}" stroke-linejoin="round">${flat('#9bf6ff')}</g>`,
      );
    }
    if (style.shadowOffset) {
      const offset = style.shadowOffset;
      canvas.raw(`<g transform="${at(offset, offset)}" opacity="0.3">${flat('#1b1b2f')}</g>`);
    }
    if (style.passes > 1) {
      const wash = style.jitter * 1.5;
      canvas.raw(
        `<g transform="${at(wash, -wash)}" opacity="${(style.passOpacity * 0.45).toFixed(2)}">${styledBody(item.body, `w${n}-`, (hex) => canvas.tint(hex))}</g>`,
      );
    }
    const outline = style.outline;
    const stroke = outline
      ? ` stroke="${outline.color}" stroke-width="${((outline.width * 0.6) / scale).toFixed(3)}" stroke-opacity="${outline.opacity.toFixed(2)}" stroke-linejoin="round"`
      : '';
    canvas.raw(`<g transform="${at(0, 0)}"${stroke}>${body}</g>`);
    if (realistic) {
      canvas.raw(`<g transform="${at(0, 0)}">${flat('url(#subject-shade)')}</g>`);
    }
  });
  if (inVase) drawVase(canvas, SIZE / 2, vaseColour, realistic);
}
