import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { CardElement, CardRenderData } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { layoutTextElement } from './front.js';
import { svgToPng } from './node.js';
import { renderCardSvg } from './render.js';
import { ELLIPSIS } from './text-layout.js';

const cardWith = (...elements: CardElement[]): CardRenderData => ({
  backgroundColor: '#ffffff',
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage: '',
  elements,
});

const front = (data: CardRenderData) =>
  renderCardSvg(data, { side: 'front', width: 500, height: 700 });

/** A solid picture as a data URI (card-render draws those as they are). */
async function solid(width: number, height: number, rgb: [number, number, number]) {
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function pixels(data: CardRenderData) {
  const png = await svgToPng(front(data), { width: 500 });
  const { pixels } = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="700"><image href="data:image/png;base64,${png.toString('base64')}" width="500" height="700"/></svg>`,
  ).render();
  return (x: number, y: number) => [...pixels.subarray((y * 500 + x) * 4, (y * 500 + x) * 4 + 3)];
}

const photo = (content: string, over: Partial<CardElement> = {}): CardElement =>
  ({
    id: 'photo',
    type: 'image',
    content,
    position: { x: 250, y: 350 },
    size: { width: 200, height: 200 },
    ...over,
  }) as CardElement;

describe('element properties in card-render', () => {
  it('leaves a hidden element out and draws a saved card without the properties as before', () => {
    const text: CardElement = {
      id: 't',
      type: 'text',
      content: 'Hello',
      position: { x: 250, y: 100 },
    };
    expect(front(cardWith({ ...text, hidden: true }))).not.toContain('Hello');
    const plain = front(cardWith(text));
    expect(plain).not.toContain('<g');
    expect(plain).not.toContain('<defs>');
  });

  it('turns an element about its centre', () => {
    const svg = front(cardWith(photo('/api/media/abcdefghijkl', { rotation: -30 })));
    expect(svg).toContain('<g transform="rotate(-30 250 350)"><image');
  });

  it('clips a circular crop to the ellipse in the box, the picture placed by the crop', () => {
    const crop = { x: 0.25, y: 0, width: 0.5, height: 1, imageAspect: 2, shape: 'circle' as const };
    const svg = front(cardWith(photo('/api/media/abcdefghijkl', { crop })));
    expect(svg).toMatch(
      /<clipPath id="(cs-clip-\w+)"><ellipse cx="250" cy="350" rx="100" ry="100"\/><\/clipPath>/,
    );
    expect(svg).toContain('x="50" y="250" width="400" height="200" preserveAspectRatio="none"');
  });

  it('draws filters as one sRGB colour matrix over the box, with ids stable between renders', () => {
    const element = photo('/api/media/abcdefghijkl', {
      filters: { greyscale: 100, brightness: 10 },
    });
    const svg = front(cardWith(element));
    expect(svg).toMatch(
      /<filter id="cs-filter-\w+" filterUnits="userSpaceOnUse" x="150" y="250" width="200" height="200" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="[\d. -]+"\/><\/filter>/,
    );
    expect(front(cardWith(element))).toBe(svg);
  });

  it('is drawn by resvg: a greyscale circle of a red photo, nothing in the box’s corners', async () => {
    const red = await solid(300, 150, [220, 30, 30]);
    const at = await pixels(
      cardWith(
        photo(red, {
          crop: { x: 0.25, y: 0, width: 0.5, height: 1, imageAspect: 2, shape: 'circle' },
          filters: { greyscale: 100 },
        }),
      ),
    );
    const [r, g, b] = at(250, 350);
    expect(Math.abs(r! - g!)).toBeLessThanOrEqual(1);
    expect(Math.abs(g! - b!)).toBeLessThanOrEqual(1);
    expect(r).toBeLessThan(120);
    expect(at(160, 260)).toEqual([255, 255, 255]);
  });

  it('is drawn by resvg: a wide bar turned a quarter stands upright', async () => {
    const blue = await solid(40, 4, [20, 40, 200]);
    const bar = photo(blue, { size: { width: 400, height: 40 }, rotation: 90 });
    const at = await pixels(cardWith(bar));
    expect(at(250, 200)).toEqual([20, 40, 200]);
    expect(at(400, 350)).toEqual([255, 255, 255]);
  });

  it('fits text to its box between the sizes, ending with an ellipsis at the smallest', () => {
    const element: CardElement = {
      id: 'fit',
      type: 'text',
      content: 'A very long greeting '.repeat(20),
      position: { x: 250, y: 350 },
      size: { width: 300, height: 100 },
      fit: { minFontSize: 12, maxFontSize: 40, maxLines: 3, ellipsis: true },
    };
    const layout = layoutTextElement(element);
    expect(layout.fontSize).toBe(12);
    expect(layout.lines).toHaveLength(3);
    expect(layout.truncated).toBe(true);
    expect({ width: layout.width, height: layout.height }).toEqual({ width: 300, height: 100 });
    expect(front(cardWith(element))).toContain(`${ELLIPSIS}</tspan>`);
    const short = layoutTextElement({ ...element, content: 'Hi' });
    expect(short.fontSize).toBe(40);
  });

  it('sets curved text on an arc path, as one line, with the arc’s box for the handles', async () => {
    const element: CardElement = {
      id: 'arc',
      type: 'text',
      content: 'Happy\nBirthday',
      position: { x: 250, y: 350 },
      style: { fontSize: 40, fontFamily: 'Poppins' },
      curve: 60,
    };
    const svg = front(cardWith(element));
    const id = /<path id="(cs-arc-\w+)" d="M[^"]+" fill="none"\/>/.exec(svg)?.[1];
    expect(id).toBeDefined();
    expect(svg).toContain(`<textPath href="#${id}" startOffset="50%">Happy Birthday</textPath>`);
    expect(svg).toContain('text-anchor="middle"');
    const layout = layoutTextElement(element);
    expect(layout.curve).not.toBeNull();
    expect(layout.height).toBeGreaterThan(40);
    // resvg draws the letters along the arc: ink in the box's top band, none far below it.
    const at = await pixels(cardWith(element));
    let inkTop = 0;
    for (let x = 150; x < 350; x++) {
      for (let y = Math.round(350 - layout.height / 2); y < 350; y++) {
        if (at(x, y)[0]! < 128) inkTop++;
      }
    }
    expect(inkTop).toBeGreaterThan(50);
  });
});
