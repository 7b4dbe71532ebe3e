import {
  LINK_PREVIEW_SIZE,
  type CardRenderData,
  type SignatureRenderData,
} from '@cardsmith/contracts';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { LINK_PREVIEW_SPREAD_BOXES, renderLinkPreviewSvg } from './link-preview.js';
import { svgToPng } from './node.js';
import { renderSignaturePageSvg } from './signatures.js';

const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const card = {
  title: 'Card',
  backgroundColor: '#123456',
  textFont: 'Arial',
  textSize: 'medium',
  cardMessage: 'Inside, never on the front',
  elements: [{ id: 't', type: 'text', content: 'Hello', position: { x: 250, y: 100 } }],
  frameId: null,
} as CardRenderData;

describe('renderLinkPreviewSvg', () => {
  const svg = renderLinkPreviewSvg(card, {});

  it('is a 1200×630 document', () => {
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630" viewBox="0 0 1200 630"/);
  });

  it('places the whole front, 400×560, in the middle over a blurred copy of it', () => {
    expect(svg).toContain('<svg x="400" y="35" width="400" height="560" viewBox="0 0 500 700">');
    expect(svg.match(/Hello/g)).toHaveLength(2);
    expect(svg.match(/fill="#123456"/g)).toHaveLength(2);
    expect(svg).toContain('filter="url(#link-preview-backdrop)"');
  });

  it('keeps the message inside the card off the preview', () => {
    expect(svg).not.toContain('Inside, never on the front');
  });
});

describe('renderLinkPreviewSvg of a group card with signatures', () => {
  const signatures: SignatureRenderData[] = [
    {
      id: 'a',
      name: 'Ann',
      message: 'Good luck & see you soon',
      photoUrl: PHOTO,
      voiceUrl: null,
      sticker: '1f389',
    },
    { id: 'b', name: 'Bo', message: '', photoUrl: null, voiceUrl: '/api/media/v', sticker: null },
  ];
  const svg = renderLinkPreviewSvg(card, { signatures });

  it('shows the card opened: the front beside its first inside page, the pair centred', () => {
    const { front, inside } = LINK_PREVIEW_SPREAD_BOXES;
    expect(LINK_PREVIEW_SIZE.width - (inside.x + inside.width)).toBeCloseTo(front.x);
    expect(front.x).toBeGreaterThan(0);
    expect(inside.x).toBeGreaterThan(front.x + front.width);
    for (const box of [front, inside]) {
      expect(svg).toContain(
        `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="0 0 500 700">`,
      );
    }
    expect(svg).toContain('— Ann');
    expect(svg).toContain('— Bo');
    expect(svg).toContain('Good luck &amp; see you soon');
    expect(svg).not.toContain('Inside, never on the front');
  });

  it('draws only the front when no signature is shown (before delivery, or none yet)', () => {
    expect(renderLinkPreviewSvg(card, { signatures: [] })).toBe(renderLinkPreviewSvg(card, {}));
  });

  it('resolves the signatures’ pictures as the front’s are', () => {
    const resolved = renderLinkPreviewSvg(card, {
      signatures,
      resolveHref: (href) => (href.startsWith('data:') ? 'https://cards.test/photo.png' : href),
    });
    expect(resolved).toContain('href="https://cards.test/photo.png"');
    expect(resolved).not.toContain(PHOTO);
  });

  it('draws the inside page pixel for pixel as the inside page itself is drawn at that size', async () => {
    const { inside } = LINK_PREVIEW_SPREAD_BOXES;
    const preview = PNG.sync.read(await svgToPng(svg, { width: LINK_PREVIEW_SIZE.width }));
    const region = new PNG({ width: inside.width, height: inside.height });
    PNG.bitblt(preview, region, inside.x, inside.y, inside.width, inside.height, 0, 0);
    const page = PNG.sync.read(
      await svgToPng(
        renderSignaturePageSvg(signatures, {
          page: 0,
          width: inside.width,
          height: inside.height,
        }),
        { width: inside.width },
      ),
    );
    const differing = pixelmatch(region.data, page.data, null, inside.width, inside.height, {
      threshold: 0.1,
    });
    expect(differing / (inside.width * inside.height)).toBeLessThan(0.001);
    // …and that page is not blank: the notes and names cover a good part of it.
    const blank = PNG.sync.read(
      await svgToPng(
        renderSignaturePageSvg([], { page: 0, width: inside.width, height: inside.height }),
        { width: inside.width },
      ),
    );
    const drawn = pixelmatch(region.data, blank.data, null, inside.width, inside.height, {
      threshold: 0.1,
    });
    expect(drawn / (inside.width * inside.height)).toBeGreaterThan(0.05);
  });
});
