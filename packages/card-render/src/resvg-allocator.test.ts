import { setTimeout as delay } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { svgToPng } from './node.js';

const CARD =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 700"><rect width="500" height="700" fill="#fde68a"/></svg>';
/** A 1000×1400 render on fresh memory touches about 2,800 pages (11 MB of pixels). */
const FRESH_RENDER_FAULTS = 2_800;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe('resvg’s allocator', () => {
  it('serves a render from the memory the render before it freed', async () => {
    const faults: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const before = process.resourceUsage().minorPageFault;
      await svgToPng(CARD, { width: 1000 });
      faults.push(process.resourceUsage().minorPageFault - before);
      // resvg's buffers are freed by finalizers once V8 has collected them, on the event loop.
      collectGarbage();
      await new Promise(setImmediate);
      // The next render comes later, as the next request does: past mimalloc's default 10 ms
      // purge delay, after which every render started on fresh pages.
      await delay(30);
    }
    const settled = faults.slice(2);
    expect(
      settled.every((count) => count < FRESH_RENDER_FAULTS / 4),
      `page faults by render: ${faults.join(', ')}`,
    ).toBe(true);
  });
});
