import { describe, expect, it } from 'vitest';
import { pageAfterSwipe, pageCount, pageItems, preferCategory } from './gallery-pages.js';

describe('the paged video gallery', () => {
  it('shows two templates a page', () => {
    expect(pageCount(38)).toBe(19);
    expect(pageCount(43)).toBe(22);
    expect(pageCount(0)).toBe(1);
    expect(pageItems(['a', 'b', 'c', 'd', 'e'], 2)).toEqual(['e']);
  });

  it('turns the page on a swipe of 50 px or more, never past either end', () => {
    expect(pageAfterSwipe(0, 3, -49)).toBe(0);
    expect(pageAfterSwipe(0, 3, -50)).toBe(1);
    expect(pageAfterSwipe(1, 3, 80)).toBe(0);
    expect(pageAfterSwipe(0, 3, 80)).toBe(0);
    expect(pageAfterSwipe(2, 3, -80)).toBe(2);
  });

  it("puts the chosen occasion's templates first and keeps the rest after them", () => {
    const items = [
      { id: 'a', category: 'Birthday' },
      { id: 'b', category: 'Wedding' },
      { id: 'c', category: 'Birthday' },
      { id: 'd', category: 'Wedding' },
    ];
    expect(preferCategory(items, 'Wedding').map((i) => i.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(preferCategory(items, null)).toEqual(items);
    expect(preferCategory(items, 'Family')).toEqual(items);
  });
});
