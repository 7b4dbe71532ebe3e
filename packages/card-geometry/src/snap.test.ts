import { describe, expect, it } from 'vitest';
import { snapMove } from './snap.js';

const card = { x: 0, y: 0, width: 500, height: 700 };

describe('snapMove', () => {
  it('snaps a box near the card centre onto it, with a guide through the centre', () => {
    const moving = { x: 203, y: 400, width: 100, height: 50 };
    const result = snapMove(moving, [], card, 6);
    expect(result.dx).toBe(-3);
    expect(result.guides).toContainEqual({ axis: 'x', kind: 'line', at: 250, from: 0, to: 700 });
  });

  it('snaps edges to another element’s edge and draws the guide across both boxes', () => {
    const other = { x: 50, y: 100, width: 80, height: 40 };
    const moving = { x: 54, y: 300, width: 30, height: 30 };
    const result = snapMove(moving, [other], card, 6);
    expect(result.dx).toBe(-4);
    expect(result.guides).toContainEqual({ axis: 'x', kind: 'line', at: 50, from: 100, to: 330 });
  });

  it('leaves a box alone when nothing is within the threshold', () => {
    const moving = { x: 100, y: 123, width: 40, height: 40 };
    expect(snapMove(moving, [], card, 4)).toEqual({ dx: 0, dy: 0, guides: [] });
  });

  it('picks the nearest line on each axis separately', () => {
    const moving = { x: 2, y: 697 - 40, width: 40, height: 40 };
    const result = snapMove(moving, [], card, 6);
    expect(result).toMatchObject({ dx: -2, dy: 3 });
  });

  it('repeats the gap of two neighbours in a row (equal spacing)', () => {
    const a = { x: 10, y: 100, width: 40, height: 40 };
    const b = { x: 80, y: 100, width: 40, height: 40 };
    // The gap between a and b is 30: the moving box belongs at x = 150.
    const moving = { x: 153, y: 105, width: 40, height: 40 };
    const result = snapMove(moving, [a, b], card, 4);
    expect(result.dx).toBe(-3);
    expect(result.guides.filter((guide) => guide.kind === 'gap')).toEqual([
      { axis: 'x', kind: 'gap', at: 125, from: 50, to: 80 },
      { axis: 'x', kind: 'gap', at: 125, from: 120, to: 150 },
    ]);
  });

  it('centres a box between two others', () => {
    const a = { x: 0, y: 0, width: 100, height: 100 };
    const b = { x: 300, y: 0, width: 100, height: 100 };
    const moving = { x: 173, y: 10, width: 60, height: 60 };
    const result = snapMove(moving, [a, b], { x: -1000, y: -1000, width: 1, height: 1 }, 5);
    expect(result.dx).toBe(-3);
    expect(result.guides).toContainEqual({ axis: 'x', kind: 'gap', at: 40, from: 100, to: 170 });
  });

  it('ignores boxes in another row for spacing', () => {
    const a = { x: 10, y: 400, width: 40, height: 40 };
    const b = { x: 80, y: 400, width: 40, height: 40 };
    const moving = { x: 152, y: 103, width: 40, height: 40 };
    const result = snapMove(moving, [a, b], { x: -1000, y: -1000, width: 1, height: 1 }, 4);
    expect(result.dx).toBe(0);
  });

  it('shows every guide met at once', () => {
    const other = { x: 100, y: 20, width: 100, height: 20 };
    // Same width as the other box: left, centre and right all meet.
    const moving = { x: 102, y: 300, width: 100, height: 20 };
    const result = snapMove(moving, [other], { x: -1000, y: -1000, width: 1, height: 1 }, 5);
    expect(result.dx).toBe(-2);
    expect(result.guides.map((guide) => guide.at).sort((p, q) => p - q)).toEqual([100, 150, 200]);
  });
});
