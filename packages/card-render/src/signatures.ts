import { CARD_SIZE, type SignatureRenderData } from '@cardsmith/contracts';
import { EMOJI_PATH } from './emoji.js';
import { fontFamilyValue } from './fonts.js';
import { escapeXml, num, safeHref, stripInvalidXmlChars } from './sanitize.js';
import { baselineOffset, LINE_HEIGHT, wrapText, type FaceRef } from './text-layout.js';
import { renderLine } from './text-line.js';

/**
 * A group card's inside: its signatures as a masonry of notes, two columns per 500×700 page, each
 * note going to the column that is shortest so far and a new page starting when neither column
 * has room. Heights come from the shared advance tables (never from a browser measurement), so
 * the browser and the server put every note on the same page at the same spot.
 */
export const SIGNATURE_PAGE = {
  margin: 24,
  gap: 12,
  columns: 2,
  padding: 12,
  messageSize: 12,
  nameSize: 13,
  /** A message longer than this many lines is cut with an ellipsis (messages are ≤ 600 chars). */
  maxMessageLines: 14,
  photoHeight: 110,
  stickerSize: 40,
  voiceHeight: 24,
  background: '#fffdf8',
} as const;

const TEXT_FACE: FaceRef = { font: 'Poppins', bold: false };
const NAME_FACE: FaceRef = { font: 'Poppins', bold: true };
/** Soft note colours, chosen by a signature's place so neighbours differ. */
const NOTE_COLOURS = ['#fde2e4', '#e2ece9', '#fff1c1', '#dfe7fd', '#f0e1f5', '#e8f3d6'] as const;

const COLUMN_WIDTH =
  (CARD_SIZE.width -
    2 * SIGNATURE_PAGE.margin -
    (SIGNATURE_PAGE.columns - 1) * SIGNATURE_PAGE.gap) /
  SIGNATURE_PAGE.columns;
const INNER_WIDTH = COLUMN_WIDTH - 2 * SIGNATURE_PAGE.padding;
const PAGE_BOTTOM = CARD_SIZE.height - SIGNATURE_PAGE.margin;

export interface SignatureNote {
  signature: SignatureRenderData;
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  messageLines: string[];
}

export interface SignaturePage {
  notes: SignatureNote[];
}

function messageLines(message: string): string[] {
  const clean = stripInvalidXmlChars(message).trim();
  if (!clean) return [];
  const lines = wrapText(clean, TEXT_FACE, SIGNATURE_PAGE.messageSize, INNER_WIDTH);
  if (lines.length <= SIGNATURE_PAGE.maxMessageLines) return lines;
  const kept = lines.slice(0, SIGNATURE_PAGE.maxMessageLines);
  kept[kept.length - 1] = `${kept[kept.length - 1]!.replace(/\s*\S{0,3}$/, '')}…`;
  return kept;
}

function noteHeight(signature: SignatureRenderData, lines: string[]): number {
  const { padding, photoHeight, stickerSize, voiceHeight, messageSize, nameSize, gap } =
    SIGNATURE_PAGE;
  const parts = [
    signature.photoUrl ? photoHeight : 0,
    signature.sticker ? stickerSize : 0,
    lines.length * messageSize * LINE_HEIGHT,
    signature.voiceUrl ? voiceHeight : 0,
    nameSize * LINE_HEIGHT,
  ].filter((height) => height > 0);
  return (
    2 * padding + parts.reduce((sum, height) => sum + height, 0) + (parts.length - 1) * (gap / 2)
  );
}

/** How many later notes may fill a page's gap before an earlier note that did not fit there. */
const LOOK_AHEAD = 8;

/**
 * Places every signature on pages, oldest first: each note goes to the shortest column; a note
 * too tall for the room left waits for the next page while up to LOOK_AHEAD later notes may
 * fill the gap, so a page is not left half empty.
 */
export function layoutSignatures(signatures: readonly SignatureRenderData[]): SignaturePage[] {
  const waiting = signatures.map((signature, index) => {
    const lines = messageLines(signature.message);
    return { signature, index, lines, height: noteHeight(signature, lines) };
  });
  const pages: SignaturePage[] = [];
  while (waiting.length) {
    const page: SignaturePage = { notes: [] };
    const columns = Array.from(
      { length: SIGNATURE_PAGE.columns },
      (): number => SIGNATURE_PAGE.margin,
    );
    for (let i = 0; i < Math.min(waiting.length, LOOK_AHEAD);) {
      const note = waiting[i]!;
      const column = columns.indexOf(Math.min(...columns));
      const height = Math.min(note.height, PAGE_BOTTOM - SIGNATURE_PAGE.margin);
      if (page.notes.length > 0 && columns[column]! + height > PAGE_BOTTOM) {
        i += 1;
        continue;
      }
      page.notes.push({
        signature: note.signature,
        index: note.index,
        x: SIGNATURE_PAGE.margin + column * (COLUMN_WIDTH + SIGNATURE_PAGE.gap),
        y: columns[column]!,
        width: COLUMN_WIDTH,
        height,
        messageLines: note.lines,
      });
      columns[column] = columns[column]! + height + SIGNATURE_PAGE.gap;
      waiting.splice(i, 1);
    }
    pages.push(page);
  }
  return pages;
}

function drawText(lines: string[], face: FaceRef, size: number, x: number, top: number): string {
  const lineHeight = size * LINE_HEIGHT;
  const first = top + baselineOffset(face, size);
  const drawn = lines.map((line, i) =>
    renderLine(line, { x, y: first + i * lineHeight, anchor: 'start', face, fontSize: size }),
  );
  const weight = face.bold ? ' font-weight="700"' : '';
  return `<text font-family="${escapeXml(fontFamilyValue(face.font))}" font-size="${num(size)}"${weight} fill="#292524">${drawn.map((line) => line.spans).join('')}</text>${drawn.map((line) => line.pictures).join('')}`;
}

function drawNote(note: SignatureNote, filterHref: (href: string) => string | null): string {
  const { padding, photoHeight, stickerSize, voiceHeight, messageSize, nameSize, gap } =
    SIGNATURE_PAGE;
  const { signature, x, width } = note;
  const colour = NOTE_COLOURS[note.index % NOTE_COLOURS.length];
  const left = x + padding;
  let y = note.y + padding;
  const parts = [
    `<rect x="${num(x)}" y="${num(note.y)}" width="${num(width)}" height="${num(note.height)}" rx="10" fill="${colour}"/>`,
  ];
  const photo = signature.photoUrl ? filterHref(signature.photoUrl) : null;
  if (signature.photoUrl) {
    if (photo) {
      parts.push(
        `<image href="${escapeXml(photo)}" x="${num(left)}" y="${num(y)}" width="${num(INNER_WIDTH)}" height="${photoHeight}" preserveAspectRatio="xMidYMid slice"/>`,
      );
    }
    y += photoHeight + gap / 2;
  }
  if (signature.sticker) {
    const href = escapeXml(`${EMOJI_PATH}${signature.sticker}.svg`);
    parts.push(
      `<image href="${href}" x="${num(left)}" y="${num(y)}" width="${stickerSize}" height="${stickerSize}"/>`,
    );
    y += stickerSize + gap / 2;
  }
  if (note.messageLines.length) {
    parts.push(drawText(note.messageLines, TEXT_FACE, messageSize, left, y));
    y += note.messageLines.length * messageSize * LINE_HEIGHT + gap / 2;
  }
  if (signature.voiceUrl) {
    const middle = y + voiceHeight / 2;
    parts.push(
      `<rect x="${num(left)}" y="${num(y)}" width="${num(INNER_WIDTH)}" height="${voiceHeight}" rx="${voiceHeight / 2}" fill="#ffffff" fill-opacity="0.7"/>`,
      `<path d="M${num(left + 10)} ${num(middle - 6)}L${num(left + 20)} ${num(middle)}L${num(left + 10)} ${num(middle + 6)}Z" fill="#be123c"/>`,
      drawText(['Voice note'], TEXT_FACE, 11, left + 28, y + (voiceHeight - 11 * LINE_HEIGHT) / 2),
    );
    y += voiceHeight + gap / 2;
  }
  parts.push(drawText([`— ${signature.name}`], NAME_FACE, nameSize, left, y));
  return parts.join('');
}

export interface SignaturePageOptions {
  /** Zero-based page of `layoutSignatures`. */
  page: number;
  width: number;
  height: number;
  resolveHref?: (href: string) => string;
}

/** One inside page as the content of a 500×700 space. */
export function renderSignaturePage(
  pages: readonly SignaturePage[],
  options: Omit<SignaturePageOptions, 'width' | 'height'>,
): string {
  const filterHref = (href: string) => {
    const accepted = safeHref(href);
    if (!accepted || !options.resolveHref) return accepted;
    return safeHref(options.resolveHref(accepted));
  };
  const notes = pages[options.page]?.notes ?? [];
  return (
    `<rect width="${CARD_SIZE.width}" height="${CARD_SIZE.height}" fill="${SIGNATURE_PAGE.background}"/>` +
    notes.map((note) => drawNote(note, filterHref)).join('')
  );
}

/** One inside page of a group card as a standalone SVG document (like `renderCardSvg`). */
export function renderSignaturePageSvg(
  signatures: readonly SignatureRenderData[],
  options: SignaturePageOptions,
): string {
  const { width, height } = options;
  if (!(Number.isFinite(width) && width > 0 && Number.isFinite(height) && height > 0)) {
    throw new RangeError('renderSignaturePageSvg needs a positive width and height.');
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"` +
    ` width="${num(width)}" height="${num(height)}" viewBox="0 0 ${CARD_SIZE.width} ${CARD_SIZE.height}">` +
    `${renderSignaturePage(layoutSignatures(signatures), options)}</svg>`
  );
}
