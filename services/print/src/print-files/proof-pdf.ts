import {
  clip,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFPage,
} from 'pdf-lib';
import {
  BLEED_IN,
  drawArtCovering,
  drawBackCover,
  embedArt,
  inches,
  newDocument,
  type Box,
  type PageArt,
} from './pdf-pages.js';
import type { PrintFilesInput } from './print-pdf.js';

/** Margin around the trim of the proof, where its crop marks and labels go. */
const PROOF_SLUG_IN = 0.5;
const CROP_MARK_IN = 0.25;

function drawCropMarks(page: PDFPage, trim: Box) {
  const gap = inches(BLEED_IN);
  const length = inches(CROP_MARK_IN);
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    page.drawLine({
      start: { x: x1, y: y1 },
      end: { x: x2, y: y2 },
      thickness: 0.5,
      color: rgb(0, 0, 0),
    });
  for (const x of [trim.x, trim.x + trim.width]) {
    for (const y of [trim.y, trim.y + trim.height]) {
      const outX = x === trim.x ? -1 : 1;
      const outY = y === trim.y ? -1 : 1;
      line(x + outX * gap, y, x + outX * (gap + length), y);
      line(x, y + outY * gap, x, y + outY * (gap + length));
    }
  }
}

/** The proof for people: each page with crop marks and a label around the trim. */
export async function buildProofPdf(input: PrintFilesInput, pages: PageArt[]): Promise<Uint8Array> {
  const { doc, font } = await newDocument(`Proof of Cardsmith order ${input.orderId}`);
  const slug = inches(PROOF_SLUG_IN);
  const bleed = inches(BLEED_IN);
  const trim = {
    x: slug,
    y: slug,
    width: inches(input.trim.widthIn),
    height: inches(input.trim.heightIn),
  };
  const bleedBox = {
    x: trim.x - bleed,
    y: trim.y - bleed,
    width: trim.width + 2 * bleed,
    height: trim.height + 2 * bleed,
  };
  const labels = [...pages.map((art) => art.label), 'Back'];
  for (const [index, art] of [...pages, null].entries()) {
    const page = doc.addPage([trim.width + 2 * slug, trim.height + 2 * slug]);
    page.setTrimBox(trim.x, trim.y, trim.width, trim.height);
    page.setBleedBox(bleedBox.x, bleedBox.y, bleedBox.width, bleedBox.height);
    // Art beyond the bleed would cover the marks: draw it clipped to the bleed box.
    page.pushOperators(pushGraphicsState());
    page.drawRectangle({ ...bleedBox, color: rgb(1, 1, 1) });
    if (art) {
      page.pushOperators(
        rectangle(bleedBox.x, bleedBox.y, bleedBox.width, bleedBox.height),
        clip(),
        endPath(),
      );
      drawArtCovering(page, embedArt(doc, art), art, bleedBox);
    } else {
      drawBackCover(page, input.card, font, bleedBox, trim);
    }
    page.pushOperators(popGraphicsState());
    drawCropMarks(page, trim);
    page.drawText(
      `Proof · order ${input.orderId.slice(0, 8)} · ${labels[index]} · ${input.sizeLabel} · not for print`,
      {
        x: trim.x,
        y: trim.y + trim.height + bleed + inches(0.15),
        size: 7,
        font,
        color: rgb(0.2, 0.2, 0.2),
      },
    );
  }
  return doc.save();
}
