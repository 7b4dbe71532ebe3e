/**
 * Derives the files that must agree with the shipped TTFs: src/font-metrics.ts (advance widths
 * for deterministic wrapping in browser and server alike) and fonts.css (the browser's
 * @font-face rules). Run after changing FONT_FACES: `npm run generate:fonts -w @cardsmith/card-render`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import {
  FONT_FACES,
  SCRIPT_FACES,
  SCRIPT_SOURCES,
  SCRIPTS,
  type FontFace,
  type Script,
} from '../src/fonts.js';

const require = createRequire(import.meta.url);
const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** Printable ASCII, Latin-1 and typographic punctuation; everything else uses a face's average. */
const MEASURED_CHARS = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...Array.from({ length: 96 }, (_, i) => String.fromCharCode(160 + i)),
  ...'‘’‚“”„–—…•€™',
].join('');

interface Metrics {
  ascent: number;
  descent: number;
  average: number;
  widths: number[];
}

function tables(font: Buffer): Map<string, number> {
  const count = font.readUInt16BE(4);
  const offsets = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    offsets.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  return offsets;
}

function table(offsets: Map<string, number>, tag: string): number {
  const offset = offsets.get(tag);
  if (offset === undefined) throw new Error(`font has no ${tag} table`);
  return offset;
}

/** Glyph id for a BMP code point through the cmap's Windows Unicode (format 4) subtable. */
function glyphLookup(font: Buffer, cmap: number): (code: number) => number {
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i += 1) {
    const record = cmap + 4 + i * 8;
    const sub = cmap + font.readUInt32BE(record + 4);
    const isUnicode = font.readUInt16BE(record) === 3 && font.readUInt16BE(record + 2) === 1;
    if (!isUnicode || font.readUInt16BE(sub) !== 4) continue;
    const segments = font.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s += 1) {
        if (code > font.readUInt16BE(ends + s * 2)) continue;
        const start = font.readUInt16BE(starts + s * 2);
        if (code < start) return 0;
        const delta = font.readInt16BE(deltas + s * 2);
        const rangeAt = rangeOffsets + s * 2;
        const range = font.readUInt16BE(rangeAt);
        if (range === 0) return (code + delta) & 0xffff;
        const glyph = font.readUInt16BE(rangeAt + range + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('font has no Windows Unicode BMP cmap');
}

/** A font's advance widths in thousandths of an em, by code point (null when it lacks the glyph). */
function advances(file: string) {
  const font = readFileSync(require.resolve(file));
  const offsets = tables(font);
  const unitsPerEm = font.readUInt16BE(table(offsets, 'head') + 18);
  const hhea = table(offsets, 'hhea');
  const hmtx = table(offsets, 'hmtx');
  const longMetrics = font.readUInt16BE(hhea + 34);
  const glyphOf = glyphLookup(font, table(offsets, 'cmap'));
  const perMille = (units: number) => Math.round((units * 1000) / unitsPerEm);
  const advance = (glyph: number) => font.readUInt16BE(hmtx + Math.min(glyph, longMetrics - 1) * 4);
  const advanceOf = (code: number) => {
    const glyph = glyphOf(code);
    return glyph === 0 ? null : perMille(advance(glyph));
  };
  return { font, hhea, glyphOf, advance, perMille, advanceOf };
}

function measure(face: FontFace): Metrics {
  const { font, hhea, glyphOf, advance, perMille } = advances(face.file);
  const lowercase = [...'abcdefghijklmnopqrstuvwxyz'].map((c) => advance(glyphOf(c.charCodeAt(0))));
  const average = perMille(lowercase.reduce((sum, width) => sum + width, 0) / lowercase.length);
  return {
    ascent: perMille(font.readInt16BE(hhea + 4)),
    descent: perMille(-font.readInt16BE(hhea + 6)),
    average,
    // A glyph the font lacks is drawn by a fallback font; the face's average is the best guess.
    widths: [...MEASURED_CHARS].map((c) => {
      const glyph = glyphOf(c.charCodeAt(0));
      return glyph === 0 ? average : perMille(advance(glyph));
    }),
  };
}

const upright = FONT_FACES.filter((face) => face.style === 'normal');
const metrics: Record<string, Partial<Record<400 | 700, Metrics>>> = {};
for (const face of upright) {
  metrics[face.family] = { ...metrics[face.family], [face.weight]: measure(face) };
}

interface ScriptMetrics {
  /** First code point of `widths`: the script's main block, measured glyph by glyph. */
  first: number;
  widths: number[];
  /** Any other character of the script: a typical letter (an ideograph, a Hangul syllable). */
  other: number;
}

/** A representative letter of the scripts measured as one width. */
const TYPICAL: Partial<Record<Script, number>> = { han: 0x4e00, hangul: 0xac00 };
/** How many code points of a script's first range are measured one by one. */
const MEASURED_BLOCK = 0x100;

/**
 * Greeting words of the scripts whose letters change shape with their neighbours. Joined Arabic
 * letters and Devanagari conjuncts are narrower than the letters' own advances, so those are
 * scaled by how far resvg really advances over these words.
 */
const SHAPED_SAMPLES: Partial<Record<Script, string>> = {
  arabic: 'مرحبا بك عيد ميلاد سعيد مع أطيب التمنيات والحب',
  hebrew: 'שלום יום הולדת שמח באהבה וברכות חמות',
  devanagari: 'नमस्ते जन्मदिन की हार्दिक शुभकामनाएं प्यार सहित आपका दिन शुभ हो और ढेर सारी खुशियाँ मिलें',
};

/**
 * How far resvg advances over a word: the ink's left edge drawn from x = 0 and drawn ending at
 * x = END differ by END minus the advance (side bearings cancel out, unlike an ink width).
 */
function shapedAdvance(file: string, family: string, word: string): number {
  const END = 3000;
  const left = (x: number, anchor: string) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="300"><text x="${x}" y="200" font-size="1000" text-anchor="${anchor}" font-family="${family}">${word}</text></svg>`;
    const font = {
      fontFiles: [require.resolve(file)],
      loadSystemFonts: false,
      defaultFontFamily: family,
    };
    return new Resvg(svg, { font }).getBBox()?.x ?? 0;
  };
  return END - left(END, 'end') + left(0, 'start');
}

function measureScript(script: Script): ScriptMetrics {
  const regular = SCRIPT_FACES.find((face) => face.script === script && face.weight === 400)!;
  const { advanceOf } = advances(regular.file);
  const typical = TYPICAL[script];
  if (typical !== undefined) return { first: 0, widths: [], other: advanceOf(typical) ?? 1000 };
  const [first, last] = SCRIPT_SOURCES[script].ranges[0]!;
  const codes = Array.from(
    { length: Math.min(last - first + 1, MEASURED_BLOCK) },
    (_, i) => first + i,
  );
  const letters = codes.map(advanceOf).filter((width): width is number => !!width);
  const average = letters.reduce((sum, width) => sum + width, 0) / letters.length;
  // Marks have no advance; a code point the font lacks counts as a typical letter.
  const unshaped = (code: number) => advanceOf(code) ?? average;
  const words = SHAPED_SAMPLES[script]?.split(' ') ?? [];
  const drawn = words.reduce(
    (sum, word) => sum + shapedAdvance(regular.file, regular.family, word),
    0,
  );
  const estimated = words.reduce(
    (sum, word) =>
      sum + [...word].reduce((units, char) => units + unshaped(char.codePointAt(0)!), 0),
    0,
  );
  const scale = estimated > 0 ? Math.min(1, drawn / estimated) : 1;
  return {
    first,
    widths: codes.map((code) => Math.round(unshaped(code) * scale)),
    other: Math.round(average * scale),
  };
}

const scriptMetrics = Object.fromEntries(SCRIPTS.map((script) => [script, measureScript(script)]));

writeFileSync(
  root('src/font-metrics.ts'),
  `// Generated by scripts/generate-font-assets.ts from the shipped TTFs; do not edit by hand.
// Advances are in thousandths of an em, aligned with MEASURED_CHARS.

import type { Script } from './fonts.js';

export interface FaceMetrics {
  ascent: number;
  descent: number;
  average: number;
  widths: readonly number[];
}

export const MEASURED_CHARS = ${JSON.stringify(MEASURED_CHARS)};

export const FONT_METRICS: Record<string, { 400: FaceMetrics; 700?: FaceMetrics }> = ${JSON.stringify(metrics)};

/** The Noto script fonts' advances (regular face; shaping and bold change them a little). */
export interface ScriptMetrics {
  first: number;
  widths: readonly number[];
  other: number;
}

export const SCRIPT_METRICS: Record<Script, ScriptMetrics> = ${JSON.stringify(scriptMetrics)};
`,
);

const rule = (face: FontFace) => `@font-face {
  font-family: '${face.family}';
  font-weight: ${face.weight};
  font-style: ${face.style};
  font-display: swap;
  src: url('${face.file}') format('truetype');${face.unicodeRange ? `\n  unicode-range: ${face.unicodeRange};` : ''}
}
`;
writeFileSync(
  root('fonts.css'),
  `/* Generated by scripts/generate-font-assets.ts: the same TTFs the server renders with. */\n${[...FONT_FACES, ...SCRIPT_FACES].map(rule).join('\n')}`,
);
