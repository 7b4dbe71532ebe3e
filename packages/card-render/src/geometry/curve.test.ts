import { describe, expect, it } from 'vitest';
import { curvedTextPath, MAX_SWEEP_DEGREES } from './curve.js';

const input = { centre: { x: 250, y: 300 }, textWidth: 300, ascent: 30 };

/** Start point, radius, flags and end point of the one arc in `d`. */
function arc(d: string) {
  const numbers = d.match(/-?[\d.]+/g)!.map(Number);
  const [x1, y1, r, , , large, sweep, x2, y2] = numbers;
  return { x1: x1!, y1: y1!, r: r!, large, sweep, x2: x2!, y2: y2! };
}

describe('curvedTextPath', () => {
  it('draws nothing for a straight text', () => {
    expect(curvedTextPath({ ...input, bend: 0 })).toBeNull();
  });

  it('makes the arc as long as the text, so the letters keep their spacing', () => {
    for (const bend of [10, 50, 100, -35]) {
      const path = curvedTextPath({ ...input, bend })!;
      const sweep = (path.sweepDegrees * Math.PI) / 180;
      expect(path.radius * sweep).toBeCloseTo(300);
      expect(path.sweepDegrees).toBeCloseTo((Math.abs(bend) / 100) * MAX_SWEEP_DEGREES);
    }
  });

  it('arches clockwise over the top for a positive bend, centred on the element', () => {
    const path = curvedTextPath({ ...input, bend: 50 })!;
    const { x1, y1, x2, y2, sweep, large } = arc(path.d);
    expect(sweep).toBe(1);
    expect(large).toBe(0);
    expect((x1 + x2) / 2).toBeCloseTo(250);
    expect(y1).toBe(y2);
    // The arc's ends hang below its top, which sits an ascent below the box's top.
    const top = 300 - path.size.height / 2 + 30;
    expect(y1).toBeGreaterThan(top);
  });

  it('smiles counter-clockwise along the bottom for a negative bend', () => {
    const path = curvedTextPath({ ...input, bend: -50 })!;
    const { y1, sweep } = arc(path.d);
    expect(sweep).toBe(0);
    expect(y1).toBeLessThan(300 + path.size.height / 2);
  });

  it('takes the long way round past half a circle, and stays within the box', () => {
    const path = curvedTextPath({ ...input, bend: 100 })!;
    expect(arc(path.d).large).toBe(1);
    expect(path.size.width).toBeCloseTo(2 * path.radius + 2 * 30, 0);
    expect(path.size.height).toBeGreaterThan(path.radius);
  });
});
