import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { CARD_FONTS, type CardRenderData } from '@cardsmith/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { pngBomb } from '@cardsmith/testing';
import {
  fontFiles,
  fontFilesFor,
  isDrawableImage,
  svgToPng,
  svgToRgbScanlines,
  withoutLocalHrefs,
} from './node.js';
import { fontFamilyValue } from './fonts.js';
import { renderCardSvg } from './render.js';
import { measureText } from './text-layout.js';

const card = (backgroundColor: string): CardRenderData => ({
  backgroundColor,
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage: 'Thank you!',
  elements: [
    { id: 't', type: 'text', content: 'Hi', position: { x: 250, y: 100 }, style: { fontSize: 40 } },
  ],
});
const frontSvg = (data: CardRenderData) =>
  renderCardSvg(data, { side: 'front', width: 500, height: 700 });

function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Decodes a PNG by drawing it with resvg's own decoder, returning its RGBA pixels. */
function decode(png: Buffer, width: number, height: number): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="data:image/png;base64,${png.toString('base64')}" width="${width}" height="${height}"/></svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
}

function pixelAt(pixels: Buffer, width: number, x: number, y: number): number[] {
  const offset = (y * width + x) * 4;
  return [...pixels.subarray(offset, offset + 4)];
}

const scratch = mkdtempSync(join(tmpdir(), 'card-render-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('fontFiles', () => {
  it('lists every shipped face as an existing absolute path', () => {
    const files = fontFiles();
    // 27 faces of the editor's fonts, and regular and bold of six Noto fonts (Noto Sans draws
    // both Greek and Cyrillic).
    expect(files).toHaveLength(39);
    for (const file of files) {
      expect(isAbsolute(file) && existsSync(file)).toBe(true);
    }
    expect(files.some((file) => file.endsWith('Arimo_700Bold_Italic.ttf'))).toBe(true);
  });
});

describe('fontFilesFor', () => {
  it('picks the families an SVG names, always with the default family', () => {
    const names = (svg: string) =>
      fontFilesFor(svg).map((file) => file.slice(file.lastIndexOf('/') + 1));
    expect(names('<svg/>')).toEqual([
      'Poppins_400Regular.ttf',
      'Poppins_400Regular_Italic.ttf',
      'Poppins_700Bold.ttf',
      'Poppins_700Bold_Italic.ttf',
    ]);
    const svg = renderCardSvg(
      { ...card('#ffffff'), textFont: 'Pacifico', cardMessage: 'x' },
      { side: 'back', width: 10, height: 14 },
    );
    expect(names(svg)).toContain('Pacifico_400Regular.ttf');
    expect(names(svg)).toHaveLength(5);
  });
});

describe('font metrics', () => {
  it.each(CARD_FONTS)('match how resvg lays out %s with the shipped files', (font) => {
    const text = 'The quick brown fox, jumping over 12 lazy dogs!';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="100"><text x="0" y="60" font-size="40" font-family="${fontFamilyValue(font).replaceAll('"', '')}">${text}</text></svg>`;
    const box = new Resvg(svg, {
      font: { fontFiles: fontFiles(), loadSystemFonts: false },
    }).getBBox();
    const ratio = (box?.width ?? 0) / measureText(text, { font, bold: false }, 40);
    expect(ratio).toBeGreaterThan(0.95);
    expect(ratio).toBeLessThan(1.02);
  });
});

describe('svgToPng', () => {
  it('produces a decodable PNG of the requested width whose pixels follow the background', async () => {
    const red = await svgToPng(frontSvg(card('#ff0000')), { width: 250 });
    const blue = await svgToPng(frontSvg(card('#0000ff')), { width: 250 });
    expect(pngSize(red)).toEqual({ width: 250, height: 350 });
    expect(red.equals(blue)).toBe(false);
    expect(pixelAt(decode(red, 250, 350), 250, 10, 340)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(decode(blue, 250, 350), 250, 10, 340)).toEqual([0, 0, 255, 255]);
  });

  it('draws text with the shipped fonts', async () => {
    const blank = await svgToPng(frontSvg({ ...card('#ffffff'), elements: [] }), { width: 100 });
    const text = await svgToPng(frontSvg(card('#ffffff')), { width: 100 });
    expect(text.equals(blank)).toBe(false);
  });

  it('draws the text inside template art nested inline (an <image> would drop it)', async () => {
    const art = (text: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 700"><text x="250" y="350" font-family="Poppins" font-size="120" text-anchor="middle">${text}</text></svg>`;
    const render = (templateSvg: string) =>
      svgToPng(
        renderCardSvg(
          { ...card('#ffffff'), elements: [] },
          { side: 'front', width: 100, height: 140, templateSvg },
        ),
        { width: 100 },
      );
    const empty = await render(art(''));
    const worded = await render(art('Hello'));
    expect(worded.equals(empty)).toBe(false);
  });

  it('draws images fetched by loadImage and leaves out those it cannot load', async () => {
    const red = await svgToPng(frontSvg(card('#ff0000')), { width: 20 });
    const links = ['https://media.example/red.png', 'https://media.example/missing.png'];
    const svg = renderCardSvg(
      {
        ...card('#ffffff'),
        elements: links.map((content, i) => ({
          id: `i${i}`,
          type: 'image' as const,
          content,
          position: { x: 125 + 250 * i, y: 350 },
          size: { width: 250, height: 700 },
        })),
      },
      { side: 'front', width: 500, height: 700 },
    );
    const requested: string[] = [];
    const png = await svgToPng(svg, {
      width: 100,
      loadImage: async (href) => {
        requested.push(href);
        if (href.endsWith('missing.png')) throw new Error('404');
        return red;
      },
    });
    expect(requested.sort()).toEqual([...links].sort());
    const pixels = decode(png, 100, 140);
    expect(pixelAt(pixels, 100, 20, 70)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(pixels, 100, 80, 70)).toEqual([255, 255, 255, 255]);
  });

  it('draws a picture shown at a third of its size as its area average, as a browser does', async () => {
    // Columns of 1 px: black, white, white. Sampled at full size, a reduction picks some
    // columns and skips others (stripes); averaged over the area, every pixel is the same grey.
    const size = 300;
    const stripes = Buffer.alloc(size * size * 3, 255);
    for (let y = 0; y < size; y += 1)
      for (let x = 0; x < size; x += 3) stripes.fill(0, (y * size + x) * 3, (y * size + x) * 3 + 3);
    const picture = await sharp(stripes, { raw: { width: size, height: size, channels: 3 } })
      .png()
      .toBuffer();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><image href="https://media.example/stripes.png" x="0" y="0" width="100" height="100" preserveAspectRatio="xMidYMid slice"/></svg>`;
    const png = await svgToPng(svg, { width: 100, loadImage: async () => picture });
    const pixels = decode(png, 100, 100);
    const greys = new Set<number>();
    for (let y = 10; y < 90; y += 1)
      for (let x = 10; x < 90; x += 1) greys.add(pixelAt(pixels, 100, x, y)[0]!);
    expect(Math.min(...greys)).toBeGreaterThan(160);
    expect(Math.max(...greys)).toBeLessThan(180);
  });

  it('survives image bytes that are not an image', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="https://x.example/a" width="10" height="10"/></svg>`;
    const png = await svgToPng(svg, { width: 10, loadImage: async () => Buffer.from('nope') });
    expect(pngSize(png)).toEqual({ width: 10, height: 10 });
  });

  it('never reads an image from the local filesystem', async () => {
    const local = join(scratch, 'red.png');
    writeFileSync(local, await svgToPng(frontSvg(card('#ff0000')), { width: 20 }));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image href="${local}" width="5" height="10"/><image xlink:href='${local}' x="5" width="5" height="10"/></svg>`;
    expect(withoutLocalHrefs(svg)).not.toContain(local);
    const pixels = decode(await svgToPng(svg, { width: 10 }), 10, 10);
    expect(pixelAt(pixels, 10, 2, 5)).toEqual([0, 0, 0, 0]);
    expect(pixelAt(pixels, 10, 7, 5)).toEqual([0, 0, 0, 0]);
  });

  it('keeps in-document references and data URIs', () => {
    const svg = '<use href="#leaf"/><image href="data:image/png;base64,AAAA"/>';
    expect(withoutLocalHrefs(svg)).toBe(svg);
  });
});

describe('isDrawableImage', () => {
  it('refuses an image whose header claims more pixels than the limit, and unreadable bytes', () => {
    expect(isDrawableImage(pngBomb(16384, 16384))).toBe(false);
    expect(isDrawableImage(pngBomb(6000, 4000))).toBe(true);
    expect(isDrawableImage(Buffer.from('not an image'))).toBe(false);
  });
});

describe('svgToRgbScanlines', () => {
  /** The RGB of pixel (x, y) from the deflated rows (one filter byte, None, before each row). */
  const pixel = (image: { deflated: Buffer; width: number }, x: number, y: number) => {
    const raw = inflateSync(image.deflated);
    const at = y * (image.width * 3 + 1) + 1 + x * 3;
    return [raw[at], raw[at + 1], raw[at + 2]];
  };

  it('draws the card as deflated RGB rows at the asked width, each led by filter byte None', async () => {
    const image = await svgToRgbScanlines(frontSvg(card('#ff0000')), { width: 100 });
    expect([image.width, image.height]).toEqual([100, 140]);
    const raw = inflateSync(image.deflated);
    expect(raw.length).toBe(140 * (100 * 3 + 1));
    expect(Array.from({ length: 140 }, (_, row) => raw[row * 301])).toEqual(Array(140).fill(0));
    expect(pixel(image, 0, 0)).toEqual([255, 0, 0]);
  });

  it('flattens what is not opaque onto white, and carries the same bytes as the PNG', async () => {
    const clear = await svgToRgbScanlines(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="10" fill="#000" fill-opacity="0.5"/></svg>',
      { width: 10 },
    );
    expect(pixel(clear, 9, 0)).toEqual([255, 255, 255]);
    // Half-covered black over white: 255 − alpha (128).
    expect(pixel(clear, 0, 0)).toEqual([127, 127, 127]);

    const svg = frontSvg(card('#336699'));
    const image = await svgToRgbScanlines(svg, { width: 100 });
    const png = await svgToPng(svg, { width: 100 });
    expect(png.includes(image.deflated)).toBe(true);
  });
});
