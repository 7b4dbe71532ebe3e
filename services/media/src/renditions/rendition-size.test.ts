import { describe, expect, it } from 'vitest';
import { renditionSize } from './rendition-size.js';

describe('renditionSize', () => {
  it('keeps an image within 2048 px on its longest side as it is', () => {
    expect(renditionSize(2048, 1000)).toBeNull();
    expect(renditionSize(640, 480)).toBeNull();
  });

  it('scales a larger image to 2048 px on its longest side, keeping its shape', () => {
    expect(renditionSize(5000, 5000)).toEqual({ width: 2048, height: 2048 });
    expect(renditionSize(6000, 4000)).toEqual({ width: 2048, height: 1365 });
    expect(renditionSize(1000, 4096)).toEqual({ width: 500, height: 2048 });
  });

  it('never makes a side zero', () => {
    expect(renditionSize(100_000, 1)).toEqual({ width: 2048, height: 1 });
  });
});
