import { escapeXml } from '@cardsmith/card-render';
import type { FrameStyle, Palette, Sprite } from '../catalog/recipes.js';
import { CARD_BOX, FRAME } from './layout.js';

/** Each sprite drawn in a 100×100 box; the colour is filled in per layer. */
const SPRITE_SHAPES: Record<Sprite, (color: string) => string> = {
  heart: (c) =>
    `<path fill="${c}" d="M50 88C20 65 5 45 5 28 5 14 16 5 29 5c9 0 17 5 21 13 4-8 12-13 21-13 13 0 24 9 24 23 0 17-15 37-45 60z"/>`,
  star: (c) =>
    `<polygon fill="${c}" points="50,5 61,38 95,38 67,58 78,92 50,71 22,92 33,58 5,38 39,38"/>`,
  snowflake: (c) =>
    `<g stroke="${c}" stroke-width="7" stroke-linecap="round"><path d="M50 6v88M12 28l76 44M12 72l76-44"/><path d="M40 14l10 10 10-10M40 86l10-10 10 10"/></g>`,
  balloon: (c) =>
    `<ellipse fill="${c}" cx="50" cy="38" rx="30" ry="36"/><polygon fill="${c}" points="44,76 56,76 50,70"/><path d="M50 76q-6 10 0 22" stroke="#ffffff" stroke-width="2" fill="none"/><ellipse fill="#ffffff" opacity=".35" cx="38" cy="26" rx="7" ry="11"/>`,
  confetti: (c) =>
    `<rect fill="${c}" x="22" y="36" width="56" height="28" transform="rotate(25 50 50)"/>`,
  sparkle: (c) => `<path fill="${c}" d="M50 0L60 40 100 50 60 60 50 100 40 60 0 50 40 40z"/>`,
  bubble: (c) =>
    `<circle cx="50" cy="50" r="40" fill="${c}" fill-opacity=".25" stroke="${c}" stroke-width="6"/><circle cx="36" cy="36" r="8" fill="#ffffff" opacity=".7"/>`,
  petal: (c) =>
    `<ellipse fill="${c}" cx="50" cy="50" rx="22" ry="42" transform="rotate(35 50 50)"/>`,
  leaf: (c) =>
    `<path fill="${c}" d="M10 90C10 40 40 10 90 10c0 50-30 80-80 80z"/><path d="M14 86L86 14" stroke="#ffffff" stroke-opacity=".5" stroke-width="3"/>`,
  note: (c) =>
    `<ellipse fill="${c}" cx="32" cy="78" rx="20" ry="14" transform="rotate(-20 32 78)"/><path fill="${c}" d="M46 76V8h8c4 14 24 18 24 36-6-10-14-12-24-12v44z"/>`,
  cap: (c) =>
    `<polygon fill="${c}" points="50,18 96,38 50,58 4,38"/><path fill="${c}" d="M24 48v20c0 8 52 8 52 0V48L50 60z"/><path d="M84 42v30" stroke="#facc15" stroke-width="4"/><circle cx="84" cy="74" r="5" fill="#facc15"/>`,
  ring: (c) =>
    `<circle cx="50" cy="58" r="32" fill="none" stroke="${c}" stroke-width="9"/><polygon fill="#e0f2fe" points="50,6 62,22 50,32 38,22"/>`,
};

export function spriteSvg(sprite: Sprite, color: string, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${SPRITE_SHAPES[sprite](escapeXml(color))}</svg>`;
}

function frameSvg(frame: FrameStyle): string {
  const pad = 26;
  const x = CARD_BOX.x - pad;
  const y = CARD_BOX.y - pad;
  const width = CARD_BOX.width + pad * 2;
  const height = CARD_BOX.height + pad * 2 + (frame.kind === 'polaroid' ? 30 : 0);
  const color = escapeXml(frame.color);
  const matte = `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${frame.kind === 'rounded' ? 28 : 4}" fill="${escapeXml(frame.matte)}"/>`;
  switch (frame.kind) {
    case 'classic':
      return `${matte}<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none" stroke="${color}" stroke-width="14"/>`;
    case 'double':
      return `${matte}<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none" stroke="${color}" stroke-width="6"/><rect x="${x + 12}" y="${y + 12}" width="${width - 24}" height="${height - 24}" fill="none" stroke="${color}" stroke-width="3"/>`;
    case 'rounded':
      return `${matte}<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="28" fill="none" stroke="${color}" stroke-width="10"/>`;
    case 'polaroid':
      return `<rect x="${x + 8}" y="${y + 10}" width="${width}" height="${height}" fill="#000000" opacity=".18"/>${matte}`;
    case 'dashed':
      return `${matte}<rect x="${x + 6}" y="${y + 6}" width="${width - 12}" height="${height - 12}" fill="none" stroke="${color}" stroke-width="6" stroke-dasharray="18 10"/>`;
  }
}

/** The still background of a template: its gradient, soft light spots and, for pictures, the frame. */
export function backgroundSvg(palette: Palette, frame?: FrameStyle): string {
  const { width, height } = FRAME;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(palette.from)}"/><stop offset="1" stop-color="${escapeXml(palette.to)}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity=".28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${width * 0.8}" cy="${height * 0.2}" r="320" fill="url(#glow)"/><circle cx="${width * 0.15}" cy="${height * 0.9}" r="260" fill="url(#glow)"/>
${frame ? frameSvg(frame) : ''}</svg>`;
}

/** Stands in for a visitor's card in template thumbnails: a white card naming the template. */
export function sampleCardSvg(name: string, accent: string): string {
  const { width, height } = CARD_BOX;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" rx="18" fill="#ffffff"/>
<rect x="24" y="24" width="${width - 48}" height="${height - 48}" rx="12" fill="none" stroke="${escapeXml(accent)}" stroke-width="4"/>
<text x="${width / 2}" y="${height / 2}" text-anchor="middle" font-family="Poppins" font-weight="700" font-size="28" fill="${escapeXml(accent)}">${escapeXml(name)}</text></svg>`;
}
