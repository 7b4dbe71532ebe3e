import { TEXT_LINE_HEIGHT, type CardFont } from '@cardsmith/contracts';
import { EMOJI_ADVANCE_EM, splitEmoji } from './emoji.js';
import { drawingFamily, scriptIn } from './fonts.js';
import { FONT_METRICS, MEASURED_CHARS, SCRIPT_METRICS, type FaceMetrics } from './font-metrics.js';

/** Line pitch as a multiple of the font size, the same on every side of the card. */
export const LINE_HEIGHT = TEXT_LINE_HEIGHT;

const CHAR_INDEX = new Map([...MEASURED_CHARS].map((char, index) => [char, index]));

export interface FaceRef {
  font: CardFont;
  bold: boolean;
}

function metricsOf({ font, bold }: FaceRef): FaceMetrics {
  const family = FONT_METRICS[drawingFamily(font)];
  if (!family) throw new Error(`No metrics for font ${font}`);
  return (bold ? family[700] : undefined) ?? family[400];
}

const EMOJI_UNITS = EMOJI_ADVANCE_EM * 1000;

/**
 * Width of a single-line string in px. It is an estimate from the shipped fonts' advance
 * tables (no kerning, no shaping), chosen over canvas measurement so that the browser and the
 * server wrap a message at exactly the same words. An emoji counts as its picture's advance.
 */
export function measureText(text: string, face: FaceRef, fontSize: number): number {
  const metrics = metricsOf(face);
  let units = 0;
  for (const piece of splitEmoji(text)) {
    if (piece.emoji !== undefined) units += EMOJI_UNITS;
    else for (const char of piece.text) units += charUnits(char, face, metrics);
  }
  return (units * fontSize) / 1000;
}

function charUnits(char: string, face: FaceRef, metrics: FaceMetrics): number {
  const index = CHAR_INDEX.get(char);
  if (index !== undefined) return metrics.widths[index] ?? metrics.average;
  const code = char.codePointAt(0) ?? 0;
  const script = scriptIn(face.font, code);
  if (!script) return metrics.average;
  const { first, widths, other } = SCRIPT_METRICS[script];
  return widths[code - first] ?? other;
}

let graphemes: Intl.Segmenter | undefined;

/** The pieces a word may break between: user-perceived characters, so no emoji or syllable splits. */
function breakableUnits(word: string): string[] {
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u02ff]*$/.test(word)) return [...word];
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return [...graphemes.segment(word)].map(({ segment }) => segment);
}

/** The font's ascent at `fontSize`, in px: how far letters rise above their baseline. */
export function ascentOf(face: FaceRef, fontSize: number): number {
  return (metricsOf(face).ascent * fontSize) / 1000;
}

/** Distance from the top of a line box to its baseline, centring the glyph extent in the box. */
export function baselineOffset(face: FaceRef, fontSize: number): number {
  const { ascent, descent } = metricsOf(face);
  const extent = ((ascent + descent) * fontSize) / 1000;
  return (LINE_HEIGHT * fontSize - extent) / 2 + (ascent * fontSize) / 1000;
}

/** Splits a word wider than the line into pieces that fit, one character at least per piece. */
function breakWord(word: string, face: FaceRef, fontSize: number, maxWidth: number): string[] {
  const maxUnits = (maxWidth * 1000) / fontSize;
  const pieces: string[] = [];
  let piece = '';
  let units = 0;
  for (const char of breakableUnits(word)) {
    const width = (measureText(char, face, fontSize) * 1000) / fontSize;
    if (piece && units + width > maxUnits) {
      pieces.push(piece);
      piece = '';
      units = 0;
    }
    piece += char;
    units += width;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Greedy word wrap: paragraphs on line breaks, words on whitespace, and a word too long for a
 * line broken between characters. Runs of spaces collapse, as SVG text draws them.
 */
export function wrapText(
  text: string,
  face: FaceRef,
  fontSize: number,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measureText(candidate, face, fontSize) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = breakWord(word, face, fontSize, maxWidth);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}

export interface FitBox {
  /** The size to start from; the text never grows past it. */
  fontSize: number;
  /** Where shrinking stops: text that still does not fit is drawn at this size. */
  minFontSize: number;
  maxWidth: number;
  maxLines?: number;
  maxHeight?: number;
  /**
   * When even the smallest size does not fit: keep the lines that fit and end the last with "…"
   * (true), or keep every line and let the text overflow (false, the default).
   */
  ellipsis?: boolean;
}

export interface FittedText {
  fontSize: number;
  lines: string[];
  /** Text was cut and the last line ends in an ellipsis. */
  truncated?: boolean;
}

export const ELLIPSIS = '\u2026';

/** How many lines of `fontSize` the box holds (its line limit and height), one at least. */
function lineLimit(box: FitBox, fontSize: number): number {
  const byHeight =
    box.maxHeight === undefined
      ? Infinity
      : Math.floor(box.maxHeight / (fontSize * LINE_HEIGHT) + 1e-9);
  return Math.max(1, Math.min(box.maxLines ?? Infinity, byHeight));
}

/**
 * The text wrapped at words to the width, at the largest size (whole px, stepping down from
 * `fontSize`) whose lines fit the line count and block height. One implementation for the
 * editor preview and the server's renders, so both break and size a headline the same way.
 */
export function fitText(text: string, face: FaceRef, box: FitBox): FittedText {
  const fits = (lines: string[], size: number) =>
    (box.maxLines === undefined || lines.length <= box.maxLines) &&
    (box.maxHeight === undefined || lines.length * size * LINE_HEIGHT <= box.maxHeight);
  let fontSize = Math.max(box.fontSize, box.minFontSize);
  let lines = wrapText(text, face, fontSize, box.maxWidth);
  while (!fits(lines, fontSize) && fontSize > box.minFontSize) {
    fontSize = Math.max(box.minFontSize, Math.ceil(fontSize) - 1);
    lines = wrapText(text, face, fontSize, box.maxWidth);
  }
  if (fits(lines, fontSize) || !box.ellipsis) return { fontSize, lines };
  const kept = lines.slice(0, lineLimit(box, fontSize));
  kept[kept.length - 1] = withEllipsis(kept[kept.length - 1] ?? '', face, fontSize, box.maxWidth);
  return { fontSize, lines: kept, truncated: true };
}

/** The line shortened, a character at a time, until it and an ellipsis fit the width. */
function withEllipsis(line: string, face: FaceRef, fontSize: number, maxWidth: number): string {
  const units = breakableUnits(line);
  let kept = line;
  while (units.length > 0 && measureText(kept + ELLIPSIS, face, fontSize) > maxWidth) {
    units.pop();
    kept = units.join('').trimEnd();
  }
  return kept + ELLIPSIS;
}
