import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { CardElement, CardRenderData } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import { fontFiles, fontFilesFor, svgToPng } from './node.js';
import { renderCardSvg } from './render.js';
import { measureText } from './text-layout.js';
import { scriptFamilyValue, type Script } from './fonts.js';

/** Where the PNGs go, to be looked at when a test fails: `CARD_RENDER_PNG_DIR` or the temp dir. */
const pngDir = process.env.CARD_RENDER_PNG_DIR ?? join(tmpdir(), 'card-render-world-scripts');
mkdirSync(pngDir, { recursive: true });

const WIDTH = 500;
const HEIGHT = 200;

interface Pixels {
  width: number;
  height: number;
  /** RGB at (x, y). */
  at: (x: number, y: number) => [number, number, number];
}

/** Reads the PNGs svgToPng writes (8-bit RGB, unfiltered rows). */
function rgbPixels(png: Buffer): Pixels {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect(png[25]).toBe(2);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') {
      idat.push(png.subarray(at + 8, at + 8 + length));
    }
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3 + 1;
  return {
    width,
    height,
    at: (x, y) => {
      const offset = y * stride + 1 + x * 3;
      return [raw[offset]!, raw[offset + 1]!, raw[offset + 2]!];
    },
  };
}

function text(content: string, style: CardElement['style'] = {}): CardElement {
  return {
    id: 't',
    type: 'text',
    content,
    position: { x: 250, y: 350 },
    style: { fontSize: 60, color: '#000000', fontFamily: 'Poppins', ...style },
  };
}

/** One text element in the middle of a white card, drawn 500 px wide and cropped to its band. */
async function draw(name: string, element: CardElement): Promise<Pixels> {
  const card: CardRenderData = {
    backgroundColor: '#ffffff',
    textFont: 'Poppins',
    textSize: 'medium',
    cardMessage: '',
    elements: [element],
  };
  const svg = renderCardSvg(card, { side: 'front', width: 500, height: 700 }).replace(
    'viewBox="0 0 500 700"',
    `viewBox="0 250 500 ${HEIGHT}" height="${HEIGHT}"`,
  );
  const png = await svgToPng(svg.replace(' height="700"', ''), { width: WIDTH });
  writeFileSync(join(pngDir, `${name}.png`), png);
  return rgbPixels(png);
}

/** Pixels that differ between two drawings of one size. */
function difference(a: Pixels, b: Pixels): number {
  let count = 0;
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      const [r1, g1, b1] = a.at(x, y);
      const [r2, g2, b2] = b.at(x, y);
      if (Math.abs(r1 - r2) + Math.abs(g1 - g2) + Math.abs(b1 - b2) > 96) count += 1;
    }
  }
  return count;
}

/** Where the ink is: how much there is, its horizontal centre and the colourful pixels. */
function ink(pixels: Pixels) {
  let count = 0;
  let sumX = 0;
  let colourful = 0;
  let colourfulSumX = 0;
  for (let y = 0; y < pixels.height; y += 1) {
    for (let x = 0; x < pixels.width; x += 1) {
      const [r, g, b] = pixels.at(x, y);
      if (r + g + b > 600) continue;
      count += 1;
      sumX += x;
      if (Math.max(r, g, b) - Math.min(r, g, b) > 80) {
        colourful += 1;
        colourfulSumX += x;
      }
    }
  }
  return {
    count,
    centreX: sumX / count,
    colourful,
    colourfulCentreX: colourfulSumX / colourful,
  };
}

/** Where the ink reaches highest, as a fraction of the ink's width from its left edge. */
function highestInk(pixels: Pixels): number {
  let left = pixels.width;
  let right = -1;
  let top = { x: -1, y: pixels.height };
  for (let y = 0; y < pixels.height; y += 1) {
    for (let x = 0; x < pixels.width; x += 1) {
      if (pixels.at(x, y)[0] >= 128) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      if (y < top.y) top = { x, y };
    }
  }
  return (top.x - left) / (right - left);
}

/** The same number of characters no font draws: what a render falling back to boxes looks like. */
const tofu = (content: string) => '\ue000'.repeat([...content].length);

describe('text in the world’s scripts is drawn with real glyphs', () => {
  it.each([
    ['chinese-arabic', '你好 مرحبا'],
    ['hebrew', 'שלום'],
    ['devanagari', 'नमस्ते'],
    ['korean-japanese', '안녕 こんにちは'],
    ['cyrillic-greek-in-poppins', 'Привет Γειά'],
  ])('%s: %s', async (name, content) => {
    const real = await draw(name, text(content));
    const boxes = await draw(`${name}-tofu`, text(tofu(content)));
    expect(ink(real).count).toBeGreaterThan(1000);
    expect(difference(real, boxes)).toBeGreaterThan(1500);
  });

  it('draws emoji as colour pictures beside the text', async () => {
    const content = 'Happy Birthday 🎂🎉';
    const drawn = await draw('emoji', text(content, { fontSize: 40 }));
    const plain = await draw('emoji-plain', text('Happy Birthday', { fontSize: 40 }));
    const boxes = await draw(
      'emoji-tofu',
      text(`Happy Birthday ${tofu('🎂🎉')}`, { fontSize: 40 }),
    );
    expect(ink(plain).colourful).toBe(0);
    const { colourful, colourfulCentreX, centreX } = ink(drawn);
    expect(colourful).toBeGreaterThan(800);
    // After the words, so right of the line's centre.
    expect(colourfulCentreX).toBeGreaterThan(centreX + 50);
    expect(difference(drawn, boxes)).toBeGreaterThan(800);
  });

  it('writes Arabic and Hebrew right to left: a word’s first letter is on the right', async () => {
    // Alef, the highest stroke, then a line of kashidas: read right to left, the alef is last.
    const arabic = await draw('arabic-rtl', text(`ا${'ـ'.repeat(6)}`));
    expect(highestInk(arabic)).toBeGreaterThan(0.8);
    // Lamed, the first letter, rises above the vavs: read right to left, it is on the right.
    const hebrew = await draw('hebrew-rtl', text('לווו'));
    expect(highestInk(hebrew)).toBeGreaterThan(0.5);
    // A line that starts in Hebrew ends on the left, with its emoji.
    const line = ink(await draw('hebrew-emoji', text('שלום 🎂', { fontSize: 40 })));
    expect(line.colourfulCentreX).toBeLessThan(line.centreX - 20);
  });
});

describe('script metrics', () => {
  it.each<[Script, string]>([
    ['arabic', 'كل عام وأنت بخير يا صديقي العزيز'],
    ['hebrew', 'מזל טוב ליום ההולדת שלך חבר יקר'],
    ['devanagari', 'आपको नए साल की बहुत बहुत बधाई'],
    ['han', '祝你生日快乐，万事如意'],
    ['hangul', '생일 축하합니다 친구야'],
  ])('match how wide resvg draws %s text', (script, sentence) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="100"><text x="0" y="60" font-size="40" font-family="${scriptFamilyValue(script).replaceAll("'", '')}">${sentence}</text></svg>`;
    const box = new Resvg(svg, {
      font: { fontFiles: fontFiles(), loadSystemFonts: false },
    }).getBBox();
    const ratio = (box?.width ?? 0) / measureText(sentence, { font: 'Poppins', bold: false }, 40);
    expect(ratio).toBeGreaterThan(0.85);
    expect(ratio).toBeLessThan(1.1);
  });
});

describe('fontFilesFor', () => {
  const names = (element: CardElement) =>
    fontFilesFor(
      renderCardSvg(
        {
          backgroundColor: '#ffffff',
          textFont: 'Poppins',
          textSize: 'medium',
          cardMessage: '',
          elements: [element],
        },
        { side: 'front', width: 10, height: 14 },
      ),
    ).map((file) => file.slice(file.lastIndexOf('/') + 1));

  it('adds no script font to a Latin card, and only the regular face of the one text needs', () => {
    expect(names(text('Happy Birthday 🎂')).some((file) => file.startsWith('Noto'))).toBe(false);
    const chinese = names(text('你好'));
    expect(chinese.filter((file) => file.startsWith('Noto'))).toEqual([
      'NotoSansSC_400Regular.ttf',
    ]);
    expect(
      names(text('你好 مرحبا', { fontWeight: 'bold' })).filter((f) => f.startsWith('Noto')),
    ).toEqual([
      'NotoSansArabic_400Regular.ttf',
      'NotoSansArabic_700Bold.ttf',
      'NotoSansSC_400Regular.ttf',
      'NotoSansSC_700Bold.ttf',
    ]);
  });
});
