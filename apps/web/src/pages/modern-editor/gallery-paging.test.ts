import { describe, expect, it } from 'vitest';
import { pageCount, stepPage, swipeStep } from './gallery-paging.js';

describe('gallery paging', () => {
  it('shows six templates on three pages of two', () => {
    expect(pageCount(6)).toBe(3);
    expect(pageCount(5)).toBe(3);
    expect(pageCount(0)).toBe(1);
  });

  it('wraps from the last page to the first and from the first to the last', () => {
    expect(stepPage(0, 1, 3)).toBe(1);
    expect(stepPage(2, 1, 3)).toBe(0);
    expect(stepPage(0, -1, 3)).toBe(2);
  });

  it('pages on swipes longer than 50 px only', () => {
    expect(swipeStep(200, 149)).toBe(1);
    expect(swipeStep(200, 150)).toBe(0);
    expect(swipeStep(100, 151)).toBe(-1);
    expect(swipeStep(100, 150)).toBe(0);
  });
});
