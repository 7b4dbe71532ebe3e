import {
  CARD_SIZE,
  type CardArt,
  type CardRenderData,
  type SignatureRenderData,
} from '@cardsmith/contracts';
import { layoutSignatures, renderCardSvg, renderSignaturePageSvg } from '@cardsmith/card-render';
import { svgToRgbScanlines, type SvgToPngOptions } from '@cardsmith/card-render/node';
import {
  BLEED_IN,
  PRINT_DPI,
  drawArtCovering,
  drawBackCover,
  embedArt,
  inches,
  newDocument,
  type PageArt,
} from './pdf-pages.js';
import { buildProofPdf } from './proof-pdf.js';

export { BLEED_IN, PRINT_DPI } from './pdf-pages.js';

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
  /** A group card's signatures as they are when the files are made: more inside pages. */
  signatures?: SignatureRenderData[];
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
    pages.push({
      label,
      ...(await svgToRgbScanlines(svg, { width, loadImage: input.images?.loadImage })),
    });
  }
  // A group card's signatures, as card-render lays them out everywhere, after the message.
  const signatures = input.signatures ?? [];
  for (let page = 0; page < layoutSignatures(signatures).length; page++) {
    const svg = renderSignaturePageSvg(signatures, {
      page,
      width: CARD_SIZE.width,
      height: CARD_SIZE.height,
      resolveHref: input.images?.resolveHref ?? (() => ''),
    });
    pages.push({
      label: `Signatures ${page + 1}`,
      ...(await svgToRgbScanlines(svg, { width, loadImage: input.images?.loadImage })),
    });
  }
  return pages;
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

/** Both PDFs of an order, drawn from the same card-render art so the print is the preview. */
export async function buildPrintFiles(input: PrintFilesInput): Promise<PrintFiles> {
  const pages = await renderPageArt(input);
  const [print, proof] = await Promise.all([
    buildPrintPdf(input, pages),
    buildProofPdf(input, pages),
  ]);
  return { print, proof };
}
