import { inflateSync } from 'node:zlib';
import { PRINT_SIZES, type CardRenderData } from '@cardsmith/contracts';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { layoutSignatures } from '@cardsmith/card-render';
import { BLEED_IN, PRINT_DPI, artPixelWidth, buildPrintFiles } from './print-pdf.js';

const card: CardRenderData = {
  backgroundColor: '#fdf2f8',
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage: 'Happy birthday, Sam! Have a wonderful year.',
  elements: [
    {
      id: 't',
      type: 'text',
      content: 'Happy Birthday!',
      position: { x: 250, y: 120 },
      style: { fontSize: 40 },
    },
  ],
};

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return texts;
}

function pageImages(doc: PDFDocument): PDFRawStream[][] {
  return doc.getPages().map((page) => {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    if (!xObjects) return [];
    return xObjects.entries().map(([, ref]) => {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) throw new Error('an XObject that is not a stream');
      return stream;
    });
  });
}

const numberIn = (dict: PDFDict, key: string) => dict.lookup(PDFName.of(key), PDFNumber).asNumber();

function imageWidths(doc: PDFDocument): number[][] {
  return pageImages(doc).map((images) => images.map((image) => numberIn(image.dict, 'Width')));
}

/**
 * The image's RGB pixel (x, y), decoded as a PDF reader does: inflate, then undo the PNG
 * predictor of each row (the art uses filter None, which the check below holds to).
 */
function imagePixel(image: PDFRawStream, x: number, y: number): number[] {
  const width = numberIn(image.dict, 'Width');
  const height = numberIn(image.dict, 'Height');
  const params = image.dict.lookup(PDFName.of('DecodeParms'), PDFDict);
  expect([
    numberIn(params, 'Predictor'),
    numberIn(params, 'Colors'),
    numberIn(params, 'Columns'),
  ]).toEqual([15, 3, width]);
  const rows = inflateSync(image.contents);
  const stride = width * 3 + 1;
  expect(rows.length).toBe(stride * height);
  expect(rows[y * stride]).toBe(0);
  const at = y * stride + 1 + x * 3;
  return [rows[at]!, rows[at + 1]!, rows[at + 2]!];
}

const round = (box: { x: number; y: number; width: number; height: number }) =>
  [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 100) / 100);

describe('print files', () => {
  const standard = PRINT_SIZES.find((size) => size.id === 'standard')!;

  it('lays out the print PDF at trim + 1/8 in bleed with TrimBox and BleedBox, art at ≥ 300 dpi', async () => {
    const files = await buildPrintFiles({
      orderId: '3f0c2a9e-1111-4222-8333-444455556666',
      card,
      art: { templateSvg: null, frameSvg: null },
      trim: standard,
      sizeLabel: standard.dimensions,
    });
    const doc = await PDFDocument.load(files.print);
    expect(doc.getPageCount()).toBe(3);
    for (const page of doc.getPages()) {
      expect(round(page.getMediaBox())).toEqual([0, 0, 5.25 * 72, 7.25 * 72]);
      expect(round(page.getBleedBox())).toEqual([0, 0, 5.25 * 72, 7.25 * 72]);
      expect(round(page.getTrimBox())).toEqual([9, 9, 360, 504]);
    }
    const widths = imageWidths(doc);
    expect(widths[0]).toHaveLength(1);
    expect(widths[1]).toHaveLength(1);
    expect(widths[2]).toEqual([]);
    for (const width of [widths[0]![0]!, widths[1]![0]!]) {
      expect(width / (5 + 2 * BLEED_IN)).toBeGreaterThanOrEqual(PRINT_DPI);
    }
    // The inside page's corner is the card's background colour (#fdf2f8).
    expect(imagePixel(pageImages(doc)[1]![0]!, 0, 0)).toEqual([0xfd, 0xf2, 0xf8]);
    const texts = await pageTexts(files.print);
    expect(texts[2]).toContain('Designed with Cardsmith');
  });

  it('puts a group card’s signatures on inside pages after the message, as card-render lays them out', async () => {
    const signatures = Array.from({ length: 30 }, (_, i) => ({
      id: `signature-${i}`,
      name: `Signer ${i + 1}`,
      message: 'We will miss you so much, good luck with everything ahead!',
      photoUrl: null,
      voiceUrl: null,
      sticker: i % 4 === 0 ? '1f389' : null,
    }));
    const extra = layoutSignatures(signatures).length;
    expect(extra).toBeGreaterThan(1);
    const files = await buildPrintFiles({
      orderId: '3f0c2a9e-1111-4222-8333-444455556666',
      card,
      art: { templateSvg: null, frameSvg: null },
      trim: standard,
      sizeLabel: standard.dimensions,
      signatures,
    });
    const doc = await PDFDocument.load(files.print);
    // Front, message, the signature pages, then the back cover.
    expect(doc.getPageCount()).toBe(3 + extra);
    expect(
      imageWidths(doc)
        .slice(2, 2 + extra)
        .every((widths) => widths.length === 1),
    ).toBe(true);
    // A signature page's corner is the inside paper (#fffdf8), not the card's background.
    expect(imagePixel(pageImages(doc)[2]![0]!, 0, 0)).toEqual([0xff, 0xfd, 0xf8]);
    const proof = await PDFDocument.load(files.proof);
    expect(proof.getPageCount()).toBe(3 + extra);
    expect((await pageTexts(files.proof))[2]).toContain('Signatures 1');
  });

  it('draws a proof with crop marks beyond the trim and a label naming the page', async () => {
    const files = await buildPrintFiles({
      orderId: '3f0c2a9e-1111-4222-8333-444455556666',
      card,
      art: { templateSvg: null, frameSvg: null },
      trim: standard,
      sizeLabel: standard.dimensions,
    });
    const doc = await PDFDocument.load(files.proof);
    expect(doc.getPageCount()).toBe(3);
    const page = doc.getPage(0);
    expect(round(page.getMediaBox())).toEqual([0, 0, 6 * 72, 8 * 72]);
    expect(round(page.getTrimBox())).toEqual([36, 36, 360, 504]);
    const texts = await pageTexts(files.proof);
    expect(texts[0]).toContain('Proof · order 3f0c2a9e · Front · 5 × 7 in');
    expect(texts[1]).toContain('Inside');
    expect(texts[2]).toContain('Back');
  });

  it('keeps ≥ 300 dpi on every size, whatever its aspect ratio', () => {
    for (const size of PRINT_SIZES) {
      const width = artPixelWidth(size);
      const height = Math.round((width * 700) / 500);
      const coverScale = Math.max(
        (size.widthIn + 2 * BLEED_IN) / width,
        (size.heightIn + 2 * BLEED_IN) / height,
      );
      expect(1 / coverScale).toBeGreaterThanOrEqual(PRINT_DPI - 0.5);
    }
  });
});
