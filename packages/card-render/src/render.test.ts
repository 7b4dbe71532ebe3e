import type { CardRenderData } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { renderCardSvg, type RenderCardOptions } from './render.js';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const FRAME = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- Golden Borders -->
<svg xmlns="http://www.w3.org/2000/svg" width="500" height="700" viewBox="0 0 500 700"><rect x="10" y="10" width="480" height="680" fill="none" stroke="#c9a227" stroke-width="8"/></svg>`;

const card: CardRenderData = {
  backgroundColor: '#fdf2e9',
  textFont: 'Playfair Display',
  textSize: 'large',
  cardMessage:
    'Dear Sam,\n\nWishing you a wonderful birthday and a year full of adventures.\n\nLove, Alex',
  elements: [
    {
      id: 'title',
      type: 'text',
      content: 'Happy Birthday!',
      position: { x: 250, y: 120 },
      style: { fontFamily: 'Pacifico', fontSize: 44, color: '#c0392b' },
    },
    {
      id: 'signature',
      type: 'text',
      content: 'from all of us\nat the studio',
      position: { x: 250, y: 600 },
      style: { fontWeight: 'bold', italic: true, underline: true, textAlign: 'left' },
    },
    {
      id: 'photo',
      type: 'image',
      content: '/api/media/blobs/abc',
      position: { x: 250, y: 360 },
      size: { width: 240, height: 180 },
    },
  ],
};

const front = (data: CardRenderData, extra: Partial<RenderCardOptions> = {}) =>
  renderCardSvg(data, { side: 'front', width: 500, height: 700, ...extra });
const back = (data: CardRenderData) =>
  renderCardSvg(data, { side: 'back', width: 500, height: 700 });
const textOf = (content: string): CardRenderData => ({
  ...card,
  elements: [{ id: 't', type: 'text', content, position: { x: 250, y: 350 } }],
});

describe('renderCardSvg', () => {
  it('draws a known front: template, elements in order, frame on top', async () => {
    const svg = front(card, {
      width: 1000,
      height: 1400,
      frameSvg: FRAME,
      templateImageHref: '/api/catalog/templates/funny1.png',
      resolveHref: (href) => `https://cdn.example.com${href.startsWith('/') ? href : '/x'}`,
    });
    await expect(svg).toMatchFileSnapshot('__snapshots__/front.svg');
    expect(svg.indexOf('funny1.png')).toBeLessThan(svg.indexOf('Happy Birthday!'));
    expect(svg.indexOf('Happy Birthday!')).toBeLessThan(svg.indexOf('blobs/abc'));
    expect(svg.indexOf('blobs/abc')).toBeLessThan(svg.indexOf('#c9a227'));
    expect(svg).not.toContain('<?xml');
    expect(svg).not.toContain('DOCTYPE');
  });

  it('draws a known back: the message wrapped and centred in the card font', async () => {
    const svg = back(card);
    await expect(svg).toMatchFileSnapshot('__snapshots__/back.svg');
    expect(svg).toContain(`font-family="'Playfair Display', serif" font-size="24"`);
    expect(svg).not.toContain('Happy Birthday');
  });

  it('scales the 500×700 card space to the requested size', () => {
    expect(front(card, { width: 300, height: 420 })).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* width="300" height="420" viewBox="0 0 500 700">/,
    );
    expect(() => front(card, { width: 0 })).toThrow(RangeError);
  });

  it('uses the spec defaults for unstyled text: Arial drawn with Arimo, 16px, black', () => {
    const svg = front(textOf('Hello'));
    expect(svg).toContain(`font-family="'Arimo', 'Arial', sans-serif" font-size="16"`);
    expect(svg).toContain('fill="#000000" text-anchor="middle"');
  });

  it('centres a multi-line text block on its position', () => {
    const ys = [...front(textOf('one\ntwo\nthree')).matchAll(/<tspan x="250" y="([\d.]+)"/g)];
    const [first, , last] = ys.map((match) => Number(match[1]));
    expect(ys).toHaveLength(3);
    expect(((first ?? 0) + (last ?? 0)) / 2).toBeCloseTo(350 + 16 * 0.35, 0);
  });

  it('wraps and shrinks a text element with a width and maxLines, as the editor lays it out', () => {
    const headline = 'Congratulations on your wonderful wedding day, Sam and Alex';
    const svg = front({
      ...card,
      elements: [
        {
          id: 'headline',
          type: 'text',
          content: headline,
          position: { x: 250, y: 330 },
          size: { width: 420, height: 130 },
          style: { fontFamily: 'Poppins', fontSize: 46, fontWeight: 'bold', maxLines: 2 },
        },
      ],
    });
    const spans = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);
    expect(spans).toHaveLength(2);
    expect(spans.join(' ')).toBe(headline);
    expect(svg).not.toContain('font-size="46"');
  });

  it('shows only the background on a back with an empty message', () => {
    expect(back({ ...card, cardMessage: '  \n ' })).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="500" height="700" viewBox="0 0 500 700"><rect width="500" height="700" fill="#fdf2e9"/></svg>',
    );
  });

  it('writes the back in white on a dark background', () => {
    expect(back({ ...card, backgroundColor: '#1a1a40' })).toContain('fill="#ffffff"');
  });
});

describe('hostile input', () => {
  it('keeps markup in text inert', () => {
    const svg = front(textOf('</text><script>alert(1)</script>'));
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const message = back({ ...card, cardMessage: '<svg onload="alert(1)">' });
    expect(message).not.toContain('<svg onload');
  });

  it('escapes quotes and CDATA terminators, and drops characters XML forbids', () => {
    const svg = front(textOf('say "hi" ]]> & bye\u0000\u0007'));
    expect(svg).toContain('say &quot;hi&quot; ]]&gt; &amp; bye</tspan>');
    const href = front({
      ...card,
      elements: [
        {
          id: 'i',
          type: 'image',
          content: '/a"onload="alert(1)',
          position: card.elements[2]!.position,
        },
      ],
    });
    expect(href).toContain('href="/a&quot;onload=&quot;alert(1)"');
    expect(href).not.toContain('"onload="');
  });

  it('replaces colours that are not #rrggbb', () => {
    const hostile = {
      ...card,
      backgroundColor: 'red" onload="x',
      elements: [
        {
          id: 't',
          type: 'text' as const,
          content: 'x',
          position: { x: 1, y: 1 },
          style: { color: 'url(#evil)' },
        },
      ],
    };
    const svg = front(hostile);
    expect(svg).toContain('<rect width="500" height="700" fill="#ffffff"/>');
    expect(svg).toContain('fill="#000000"');
    expect(svg).not.toContain('evil');
  });

  it('drops images whose links are not http(s), root-relative or base64 image data', () => {
    const links = [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      ' https://ok.example/with space.png',
      PIXEL,
      'https://ok.example/a.png',
      '/api/media/b',
    ];
    const svg = front({
      ...card,
      elements: links.map((content, i) => ({
        id: `i${i}`,
        type: 'image' as const,
        content,
        position: { x: 100, y: 100 },
      })),
    });
    const hrefs = [...svg.matchAll(/<image href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([PIXEL, 'https://ok.example/a.png', '/api/media/b']);
  });

  it('drops a link that resolveHref turns into something unsafe', () => {
    const svg = front(card, { resolveHref: () => 'javascript:alert(1)' });
    expect(svg).not.toContain('<image');
  });

  it('ignores a frame that is not an SVG document', () => {
    expect(front(card, { frameSvg: '<html><body>hi</body></html>' })).not.toContain('<html');
  });
});
