import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { CARD_SIZE, type CardArt, type CardRenderData } from '@cardsmith/contracts';
import { renderCardSvg, safeColor } from '@cardsmith/card-render';
import { fontFiles, svgToRgb, type SvgToPngOptions } from '@cardsmith/card-render/node';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFDocument,
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

const POINTS_PER_INCH = 72;
/** Art beyond the trim on every side, so a slightly off cut shows no white edge. */
export const BLEED_IN = 0.125;
/** Art resolution print vendors ask for. */
export const PRINT_DPI = 300;
/** Margin around the trim of the proof, where its crop marks and labels go. */
const PROOF_SLUG_IN = 0.5;
const CROP_MARK_IN = 0.25;
const LABEL_FONT_FILE = 'Poppins_400Regular.ttf';

export interface PrintTrim {
  widthIn: number;
  heightIn: number;
}

export interface PrintFilesInput {
  orderId: string;
  card: CardRenderData;
  art: CardArt;
  trim: PrintTrim;
  /** Sizes label for the proof, e.g. '5 × 7 in'. */
  sizeLabel: string;
  /** The card's own images (uploads): links rewritten for the server and their bytes. */
  images?: {
    resolveHref: (href: string) => string;
    loadImage: NonNullable<SvgToPngOptions['loadImage']>;
  };
}

export interface PrintFiles {
  /** For the vendor: trim + bleed, TrimBox and BleedBox, no marks. */
  print: Uint8Array;
  /** For people: the same pages with crop marks and labels around the trim. */
  proof: Uint8Array;
}

/** A page's art as an image stream compressed once and embedded in both documents. */
interface PageArt {
  label: string;
  width: number;
  height: number;
  deflated: Buffer;
}

const inches = (value: number) => value * POINTS_PER_INCH;

/**
 * Pixel width at which the card's 5:7 art, scaled to cover the page (trim + bleed), lands at
 * PRINT_DPI or more whatever the size's aspect ratio.
 */
export function artPixelWidth(trim: PrintTrim): number {
  const pageWidthIn = trim.widthIn + 2 * BLEED_IN;
  const pageHeightIn = trim.heightIn + 2 * BLEED_IN;
  const coverWidthIn = Math.max(pageWidthIn, (pageHeightIn * CARD_SIZE.width) / CARD_SIZE.height);
  return Math.ceil(coverWidthIn * PRINT_DPI);
}

async function renderPageArt(input: PrintFilesInput): Promise<PageArt[]> {
  const width = artPixelWidth(input.trim);
  const sides = [
    { label: 'Front', side: 'front' as const },
    { label: 'Inside', side: 'back' as const },
  ];
  const pages: PageArt[] = [];
  for (const { label, side } of sides) {
    const svg = renderCardSvg(input.card, {
      side,
      width: CARD_SIZE.width,
      height: CARD_SIZE.height,
      templateSvg: side === 'front' ? input.art.templateSvg : null,
      frameSvg: side === 'front' ? input.art.frameSvg : null,
      resolveHref: input.images?.resolveHref ?? (() => ''),
    });
    const raster = await svgToRgb(svg, { width, loadImage: input.images?.loadImage });
    pages.push({
      label,
      width: raster.width,
      height: raster.height,
      deflated: deflateSync(raster.rgb, { level: 4 }),
    });
  }
  return pages;
}

let labelFont: Promise<Buffer> | undefined;
function labelFontBytes(): Promise<Buffer> {
  const path = fontFiles().find((file) => file.endsWith(LABEL_FONT_FILE));
  if (!path) throw new Error(`The shipped fonts lack ${LABEL_FONT_FILE}`);
  labelFont ??= readFile(path);
  return labelFont;
}

function embedArt(doc: PDFDocument, art: PageArt): PDFRef {
  const stream = doc.context.stream(art.deflated, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: art.width,
    Height: art.height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  return doc.context.register(stream);
}

/** Draws the art centred on the box, scaled to cover it; the page edge clips the overflow. */
function drawArtCovering(
  page: PDFPage,
  image: PDFRef,
  art: PageArt,
  box: { x: number; y: number; width: number; height: number },
) {
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
function drawBackCover(
  page: PDFPage,
  card: CardRenderData,
  font: PDFFont,
  box: { x: number; y: number; width: number; height: number },
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

async function newDocument(title: string): Promise<{ doc: PDFDocument; font: PDFFont }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setCreator('Cardsmith');
  doc.setProducer('Cardsmith print service (pdf-lib)');
  const font = await doc.embedFont(await labelFontBytes(), { subset: true });
  return { doc, font };
}

async function buildPrintPdf(input: PrintFilesInput, pages: PageArt[]): Promise<Uint8Array> {
  const { doc, font } = await newDocument(`Cardsmith order ${input.orderId}`);
  const bleed = inches(BLEED_IN);
  const trimWidth = inches(input.trim.widthIn);
  const trimHeight = inches(input.trim.heightIn);
  const pageBox = { x: 0, y: 0, width: trimWidth + 2 * bleed, height: trimHeight + 2 * bleed };
  const trimBox = { x: bleed, y: bleed, width: trimWidth };
  for (const art of [...pages, null]) {
    const page = doc.addPage([pageBox.width, pageBox.height]);
    page.setBleedBox(0, 0, pageBox.width, pageBox.height);
    page.setTrimBox(bleed, bleed, trimWidth, trimHeight);
    if (art) drawArtCovering(page, embedArt(doc, art), art, pageBox);
    else drawBackCover(page, input.card, font, pageBox, trimBox);
  }
  return doc.save();
}

function drawCropMarks(
  page: PDFPage,
  trim: { x: number; y: number; width: number; height: number },
) {
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

async function buildProofPdf(input: PrintFilesInput, pages: PageArt[]): Promise<Uint8Array> {
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

/** Both PDFs of an order, drawn from the same card-render art so the print is the preview. */
export async function buildPrintFiles(input: PrintFilesInput): Promise<PrintFiles> {
  const pages = await renderPageArt(input);
  const [print, proof] = await Promise.all([
    buildPrintPdf(input, pages),
    buildProofPdf(input, pages),
  ]);
  return { print, proof };
}
