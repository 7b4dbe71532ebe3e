import { readFile } from 'node:fs/promises';
import type { CardRenderData } from '@cardsmith/contracts';
import { safeColor } from '@cardsmith/card-render';
import { fontFiles } from '@cardsmith/card-render/node';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFDocument,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

/** Drawing pieces both the print-ready PDF and the proof use. */

const POINTS_PER_INCH = 72;
/** Art beyond the trim on every side, so a slightly off cut shows no white edge. */
export const BLEED_IN = 0.125;
/** Art resolution print vendors ask for. */
export const PRINT_DPI = 300;
const LABEL_FONT_FILE = 'Poppins_400Regular.ttf';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A page's art compressed once and embedded in both documents: the zlib stream of RGB rows each
 * led by a PNG filter byte, as card-render's svgToRgbScanlines (and a PNG's IDAT) holds it.
 */
export interface PageArt {
  label: string;
  width: number;
  height: number;
  deflated: Buffer;
}

export const inches = (value: number) => value * POINTS_PER_INCH;

let labelFont: Promise<Buffer> | undefined;
function labelFontBytes(): Promise<Buffer> {
  const path = fontFiles().find((file) => file.endsWith(LABEL_FONT_FILE));
  if (!path) throw new Error(`The shipped fonts lack ${LABEL_FONT_FILE}`);
  labelFont ??= readFile(path);
  return labelFont;
}

export function embedArt(doc: PDFDocument, art: PageArt): PDFRef {
  const stream = doc.context.stream(art.deflated, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: art.width,
    Height: art.height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
    // PNG predictors: every row starts with its PNG filter byte (PDF 32000-1 §7.4.4.4).
    DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: art.width },
  });
  return doc.context.register(stream);
}

/** Draws the art centred on the box, scaled to cover it; the page edge clips the overflow. */
export function drawArtCovering(page: PDFPage, image: PDFRef, art: PageArt, box: Box) {
  const scale = Math.max(box.width / art.width, box.height / art.height);
  const width = art.width * scale;
  const height = art.height * scale;
  const name = page.node.newXObject('Art', image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(
      width,
      0,
      0,
      height,
      box.x + (box.width - width) / 2,
      box.y + (box.height - height) / 2,
    ),
    drawObject(name),
    popGraphicsState(),
  );
}

function hexToRgb(hex: string) {
  const value = safeColor(hex, '#ffffff').replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value.slice(0, 6);
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}

/** The back cover: the card's colour with a small credit line, inside the safe area. */
export function drawBackCover(
  page: PDFPage,
  card: CardRenderData,
  font: PDFFont,
  box: Box,
  trim: { x: number; y: number; width: number },
) {
  page.drawRectangle({ ...box, color: hexToRgb(card.backgroundColor ?? '#ffffff') });
  const credit = 'Designed with Cardsmith';
  const size = 8;
  page.drawText(credit, {
    x: trim.x + (trim.width - font.widthOfTextAtSize(credit, size)) / 2,
    y: trim.y + inches(0.4),
    size,
    font,
    color: rgb(0.35, 0.35, 0.35),
  });
}

export async function newDocument(title: string): Promise<{ doc: PDFDocument; font: PDFFont }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setCreator('Cardsmith');
  doc.setProducer('Cardsmith print service (pdf-lib)');
  const font = await doc.embedFont(await labelFontBytes(), { subset: true });
  return { doc, font };
}
