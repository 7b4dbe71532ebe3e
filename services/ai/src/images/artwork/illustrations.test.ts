import { describe, expect, it } from 'vitest';
import { findIllustrations } from './illustrations.js';

const icons = (prompt: string) => findIllustrations(prompt).map((item) => item.icon);

describe('findIllustrations', () => {
  it('finds the subjects the issue found missing', () => {
    expect(icons('A golden retriever wearing a party hat')).toEqual([
      'dog',
      'party-popper',
      'top-hat',
    ]);
    const [sunflowers] = findIllustrations('sunflowers in a blue vase');
    expect(sunflowers).toMatchObject({ icon: 'sunflower', plural: true });
  });

  it('marks what the main subject wears and what belongs in the sky', () => {
    const found = findIllustrations('A golden retriever wearing a party hat');
    expect(found.find((item) => item.icon === 'top-hat')?.worn).toBe(true);
    expect(findIllustrations('a rainbow over a red barn')[0]).toMatchObject({
      icon: 'rainbow',
      sky: true,
    });
  });

  it('reads phrases, plurals and everyday words for listed subjects', () => {
    expect(icons('A birthday cake with glowing candles')).toEqual(['birthday-cake', 'candle']);
    expect(icons('Grandma baking cookies')).toEqual(['old-woman', 'cookie']);
    expect(icons('A Christmas tree with presents')).toEqual(['christmas-tree', 'wrapped-gift']);
  });

  it('leaves the landscape and describing words to the scene painter', () => {
    expect(icons('A peaceful mountain lake at sunset with pine trees')).toEqual([]);
    expect(icons('A field of wildflowers in warm morning light')).toEqual([]);
  });
});
