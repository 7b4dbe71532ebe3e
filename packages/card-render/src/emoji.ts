/**
 * Emoji are drawn as Twemoji pictures (`@twemoji/svg`) placed where their glyphs would be, not
 * with a font: no colour emoji font draws in both resvg and every browser, while a picture looks
 * the same everywhere. The browser loads them from EMOJI_PATH (the web build copies the files
 * there); the server's svgToPng reads the same files from disk.
 */

/** Where the Twemoji SVG files are served from, by file name (`1f382.svg`). */
export const EMOJI_PATH = '/emoji/';

/** An emoji's advance in ems: the picture is one em square with a little space either side. */
export const EMOJI_ADVANCE_EM = 1.2;
/** The picture's size in ems, and how far its top sits above the baseline. */
export const EMOJI_SIZE_EM = 1;
export const EMOJI_ASCENT_EM = 0.88;

const ZWJ = '\u200d';
const VARIATION_TEXT = '\ufe0e';
const VARIATION_EMOJI = /\ufe0f/g;

/** Built at run time: the `v` flag is newer than the build target, though every engine we run has it. */
const RGI_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
/** Characters that may start an emoji; text without any skips the grapheme segmentation. */
const MAY_BE_EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u20e3]/u;
/**
 * Pictographs below this (©, ®, ™, ‼, arrows) are punctuation in running text unless written
 * with the emoji variation selector; from here on (⌚, ☀, ♥, ❤) a bare one means the picture.
 */
const FIRST_BARE_PICTOGRAPH = 0x2300;

let graphemes: Intl.Segmenter | undefined;

/** A piece of a line: plain text, or one emoji with the Twemoji file that draws it. */
export type TextPiece = { text: string; emoji?: undefined } | { text: string; emoji: string };

/** The Twemoji file name (without `.svg`) of an emoji: Twemoji drops U+FE0F outside ZWJ sequences. */
export function twemojiName(emoji: string): string {
  const points = emoji.includes(ZWJ) ? emoji : emoji.replace(VARIATION_EMOJI, '');
  return [...points].map((char) => char.codePointAt(0)!.toString(16)).join('-');
}

function isEmoji(cluster: string): boolean {
  if (RGI_EMOJI.test(cluster)) return true;
  return (
    PICTOGRAPHIC.test(cluster) &&
    !cluster.endsWith(VARIATION_TEXT) &&
    cluster.codePointAt(0)! >= FIRST_BARE_PICTOGRAPH
  );
}

/** Splits text into runs of plain text and single emoji (ZWJ sequences, skin tones, flags, keycaps). */
export function splitEmoji(text: string): TextPiece[] {
  if (!MAY_BE_EMOJI.test(text)) return text ? [{ text }] : [];
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  const pieces: TextPiece[] = [];
  let plain = '';
  for (const { segment } of graphemes.segment(text)) {
    if (!isEmoji(segment)) {
      plain += segment;
      continue;
    }
    if (plain) pieces.push({ text: plain });
    plain = '';
    pieces.push({ text: segment, emoji: twemojiName(segment) });
  }
  if (plain) pieces.push({ text: plain });
  return pieces;
}
