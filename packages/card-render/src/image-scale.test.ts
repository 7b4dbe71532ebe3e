import { describe, expect, it } from 'vitest';
import { drawnImageBoxes, reducedSize } from './image-scale.js';

const card = (images: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1400" viewBox="0 0 500 700">${images}</svg>`;

describe('drawnImageBoxes', () => {
  it('gives each linked picture its box in output pixels, the largest when drawn twice', () => {
    const svg = card(
      '<image href="https://a.test/api/media/1?x=1&amp;y=2" x="0" y="0" width="500" height="460" preserveAspectRatio="xMidYMid slice"/>' +
        '<image href="https://a.test/api/media/2" x="10" y="10" width="100" height="50"/>' +
        '<g transform="rotate(30 50 50)"><image href="https://a.test/api/media/2" x="10" y="10" width="80" height="90"/></g>' +
        '<image href="https://a.test/api/media/3" width="10" height="10" preserveAspectRatio="none"/>' +
        '<image href="https://a.test/api/media/4" width="10" height="10" preserveAspectRatio="none"/>' +
        '<image href="https://a.test/api/media/4" width="10" height="10"/>',
    );
    expect(drawnImageBoxes(svg, 250)).toEqual(
      new Map([
        ['https://a.test/api/media/1?x=1&y=2', { width: 250, height: 230, fit: 'slice' }],
        ['https://a.test/api/media/2', { width: 50, height: 45, fit: 'meet' }],
        ['https://a.test/api/media/3', { width: 5, height: 5, fit: 'none' }],
      ]),
    );
  });

  it('leaves out data URIs, boxes without a size, and SVGs without a view box', () => {
    expect(
      drawnImageBoxes(
        card(
          '<image href="data:image/png;base64,AAAA" width="10" height="10"/><image href="https://a.test/x"/>',
        ),
        500,
      ),
    ).toEqual(new Map());
    expect(
      drawnImageBoxes('<svg><image href="https://a.test/x" width="9" height="9"/></svg>', 500),
    ).toEqual(new Map());
  });
});

describe('reducedSize', () => {
  it('is the size that covers the box when that is smaller than the picture', () => {
    const slice = (width: number, height: number) => ({ width, height, fit: 'slice' as const });
    expect(reducedSize({ width: 1024, height: 1024 }, slice(500, 460))).toEqual({
      width: 500,
      height: 500,
    });
    expect(reducedSize({ width: 2048, height: 1024 }, slice(100, 100))).toEqual({
      width: 200,
      height: 100,
    });
  });

  it('is the size inside the box when contained, and the box itself when stretched', () => {
    expect(
      reducedSize({ width: 2048, height: 1024 }, { width: 100, height: 100, fit: 'meet' }),
    ).toEqual({ width: 100, height: 50 });
    expect(
      reducedSize({ width: 400, height: 300 }, { width: 100, height: 600, fit: 'none' }),
    ).toEqual({ width: 100, height: 300 });
  });

  it('is null for a picture drawn at its own size or larger', () => {
    const slice = { width: 400, height: 100, fit: 'slice' as const };
    expect(reducedSize({ width: 400, height: 300 }, slice)).toBeNull();
    expect(
      reducedSize({ width: 400, height: 300 }, { width: 800, height: 600, fit: 'meet' }),
    ).toBeNull();
  });
});
