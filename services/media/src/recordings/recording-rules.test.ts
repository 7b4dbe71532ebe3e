import { describe, expect, it } from 'vitest';
import { isTooLong, readAtMost } from './recording-rules.js';

async function* pieces(...sizes: number[]) {
  for (const size of sizes) yield new Uint8Array(size);
}

describe('recording rules', () => {
  it('keeps a recording stopped at the maximum and refuses a longer one', () => {
    expect(isTooLong(60)).toBe(false);
    expect(isTooLong(60.9)).toBe(false);
    expect(isTooLong(61.5)).toBe(true);
    expect(isTooLong(31.5, 30)).toBe(true);
  });

  it('reads up to the limit and gives up past it', async () => {
    expect((await readAtMost(pieces(4, 6), 10))?.length).toBe(10);
    expect(await readAtMost(pieces(4, 6, 1), 10)).toBeNull();
  });
});
