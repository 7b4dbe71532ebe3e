import { describe, expect, it } from 'vitest';
import { CARD_SIZE } from '@cardsmith/contracts';
import { fitImageBox, MAX_NEW_IMAGE, placeBox, PLACEMENT, type PlacedBox } from './placement.js';

const inside = (box: PlacedBox) =>
  box.x - box.width / 2 >= PLACEMENT.margin &&
  box.y - box.height / 2 >= PLACEMENT.margin &&
  box.x + box.width / 2 <= CARD_SIZE.width - PLACEMENT.margin &&
  box.y + box.height / 2 <= CARD_SIZE.height - PLACEMENT.margin;

const apart = (a: PlacedBox, b: PlacedBox) =>
  Math.abs(a.x - b.x) >= (a.width + b.width) / 2 ||
  Math.abs(a.y - b.y) >= (a.height + b.height) / 2;

describe('placeBox', () => {
  it('puts the first element in the middle of an empty card', () => {
    expect(placeBox({ width: 120, height: 30 }, [])).toEqual({ x: 250, y: 350 });
  });

  it('puts a new element where there is room instead of on top of the others', () => {
    const headline: PlacedBox = { x: 250, y: 130, width: 420, height: 100 };
    const photo: PlacedBox = { x: 250, y: 350, width: 240, height: 240 };
    const size = { width: 200, height: 40 };
    const spot = { ...placeBox(size, [headline, photo]), ...size };
    expect(inside(spot)).toBe(true);
    expect(apart(spot, headline)).toBe(true);
    expect(apart(spot, photo)).toBe(true);
  });

  it('fills a card one element after another without any two overlapping', () => {
    const placed: PlacedBox[] = [];
    for (let i = 0; i < 8; i += 1) {
      const size = i % 2 ? { width: 160, height: 120 } : { width: 180, height: 30 };
      const box = { ...placeBox(size, placed), ...size };
      expect(inside(box)).toBe(true);
      for (const other of placed) expect(apart(box, other)).toBe(true);
      placed.push(box);
    }
  });

  it("keeps clear of a collaborator's element as of one's own", () => {
    const theirs: PlacedBox = { x: 250, y: 350, width: 200, height: 200 };
    const spot = { ...placeBox({ width: 200, height: 200 }, [theirs]), width: 200, height: 200 };
    expect(apart(spot, theirs)).toBe(true);
  });

  it('covers as little as it can on a full card, and stays on the card', () => {
    const everything: PlacedBox = { x: 250, y: 350, width: 500, height: 700 };
    const spot = placeBox({ width: 100, height: 100 }, [everything]);
    expect(inside({ ...spot, width: 100, height: 100 })).toBe(true);
  });
});

describe('fitImageBox', () => {
  it('keeps a picture’s proportions within the new-image limit', () => {
    expect(fitImageBox({ width: 4000, height: 1000 })).toEqual({ width: 200, height: 50 });
    expect(fitImageBox({ width: 600, height: 1200 })).toEqual({ width: 100, height: 200 });
  });

  it('never starts a picture larger than the card, and squares an unknown one', () => {
    const big = fitImageBox({ width: 3000, height: 3000 }, { width: 2000, height: 2000 });
    expect(big.width).toBeLessThanOrEqual(CARD_SIZE.width - 2 * PLACEMENT.margin);
    expect(fitImageBox(null)).toEqual(MAX_NEW_IMAGE);
    expect(fitImageBox({ width: 0, height: 10 })).toEqual(MAX_NEW_IMAGE);
  });
});
