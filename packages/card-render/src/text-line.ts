import { EMOJI_ADVANCE_EM, EMOJI_ASCENT_EM, EMOJI_PATH, EMOJI_SIZE_EM } from './emoji.js';
import { scriptFamilyValue } from './fonts.js';
import { escapeXml, num } from './sanitize.js';
import { measureText, type FaceRef } from './text-layout.js';
import { textRuns, visualOrder, type TextRun } from './text-runs.js';

export type TextAnchor = 'start' | 'middle' | 'end';

export interface LinePlacement {
  /** The anchor point of the line and its baseline, in card px. */
  x: number;
  y: number;
  anchor: TextAnchor;
  face: FaceRef;
  fontSize: number;
}

/** One line as SVG: its spans (inside the element's <text>) and its emoji pictures (after it). */
export interface DrawnLine {
  spans: string;
  pictures: string;
}

/** A text run as one chunk of its own: the font of its script, or the element's. */
function runSpan(run: TextRun & { kind: 'text' }, position: string): string {
  const family = run.script ? ` font-family="${escapeXml(scriptFamilyValue(run.script))}"` : '';
  return `<tspan ${position}${family}>${escapeXml(run.text)}</tspan>`;
}

/**
 * A line of text. One run (the usual line) is a positioned span the engines anchor themselves.
 * A line of several scripts or with emoji is laid out here, each run placed from the shared
 * advance tables in bidirectional order and drawn as a chunk of its own: resvg shapes a chunk
 * with every font its spans name and gives up on the whole chunk when their glyph counts differ
 * (always, with Arabic beside another font), and both engines then put each piece at one spot.
 */
export function renderLine(line: string, at: LinePlacement): DrawnLine {
  const runs = textRuns(line, at.face.font);
  const y = num(at.y);
  const drawn = runs.filter((run) => run.text.trim());
  const [only] = drawn;
  if (drawn.length <= 1 && only?.kind !== 'emoji') {
    const run = only ?? { kind: 'text' as const, text: line, script: null };
    return { spans: runSpan({ ...run, text: line }, `x="${num(at.x)}" y="${y}"`), pictures: '' };
  }
  const pieces = visualOrder(runs).map((run) => ({
    run,
    width: measureText(run.text, at.face, at.fontSize),
  }));
  const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
  let x = at.anchor === 'start' ? at.x : at.anchor === 'middle' ? at.x - total / 2 : at.x - total;
  const size = EMOJI_SIZE_EM * at.fontSize;
  const inset = ((EMOJI_ADVANCE_EM - EMOJI_SIZE_EM) * at.fontSize) / 2;
  let spans = '';
  let pictures = '';
  for (const { run, width } of pieces) {
    if (run.kind === 'emoji') {
      const href = escapeXml(`${EMOJI_PATH}${run.emoji}.svg`);
      pictures += `<image href="${href}" x="${num(x + inset)}" y="${num(at.y - EMOJI_ASCENT_EM * at.fontSize)}" width="${num(size)}" height="${num(size)}"/>`;
    } else if (run.text.trim()) {
      spans += runSpan(run, `x="${num(x)}" y="${y}" text-anchor="start"`);
    }
    x += width;
  }
  return { spans, pictures };
}
