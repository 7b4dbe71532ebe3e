import { describe, expect, it } from 'vitest';
import { CardElementSchema, CardInputSchema } from './cards.js';
import { CROP_SHAPE_ASPECTS, CROP_SHAPES } from './element-properties.js';

const text = (over: Record<string, unknown> = {}) => ({
  id: 't1',
  type: 'text',
  content: 'Happy birthday',
  position: { x: 250, y: 350 },
  size: { width: 300, height: 120 },
  ...over,
});

const image = (over: Record<string, unknown> = {}) => ({
  id: 'i1',
  type: 'image',
  content: '/api/media/abcdefghijkl',
  position: { x: 250, y: 350 },
  size: { width: 200, height: 200 },
  ...over,
});

const crop = { x: 0.1, y: 0.2, width: 0.5, height: 0.5, imageAspect: 1.5, shape: 'circle' };

/** The sentences a rejected element gets, as the cards service answers them. */
function sentences(element: Record<string, unknown>): string[] {
  const parsed = CardElementSchema.safeParse(element);
  if (parsed.success) throw new Error('expected the element to be refused');
  return parsed.error.issues.map((issue) => issue.message);
}

describe('element properties', () => {
  it('keeps a card saved before they existed valid and unchanged', () => {
    const old = { elements: [text({ size: undefined }), image()] };
    const parsed = CardInputSchema.parse(old);
    expect(parsed.elements).toEqual(old.elements.map((e) => JSON.parse(JSON.stringify(e))));
  });

  it('accepts every property on the elements they belong to', () => {
    const fitted = text({
      rotation: -12.5,
      locked: true,
      hidden: false,
      name: '  Headline ',
      fit: { minFontSize: 12, maxFontSize: 48, maxLines: 2, ellipsis: true },
      curve: 40,
    });
    const parsedText = CardElementSchema.parse(fitted);
    expect(parsedText).toMatchObject({ rotation: -12.5, curve: 40, name: 'Headline' });
    const photo = CardElementSchema.parse(
      image({ rotation: 90, crop, filters: { brightness: -20, sepia: 60, warmth: 15 } }),
    );
    expect(photo).toMatchObject({ crop, filters: { brightness: -20, sepia: 60, warmth: 15 } });
  });

  it('drops properties of the other element type instead of storing them', () => {
    const parsed = CardElementSchema.parse(text({ crop, filters: { sepia: 10 } }));
    expect(parsed).not.toHaveProperty('crop');
    expect(parsed).not.toHaveProperty('filters');
  });

  it('refuses out-of-range values with a sentence saying what is allowed', () => {
    expect(sentences(text({ rotation: 400 }))).toEqual(['Rotate by at most 360 degrees.']);
    expect(sentences(text({ curve: -101 }))).toEqual(['The bend goes from -100 to 100.']);
    expect(sentences(image({ filters: { greyscale: -5 } }))).toEqual([
      'Greyscale goes from 0 to 100.',
    ]);
    expect(sentences(image({ filters: { warmth: 250 } }))).toEqual([
      'Warmth goes from -100 to 100.',
    ]);
    expect(sentences(text({ name: 'x'.repeat(61) }))).toEqual([
      "Keep a layer's name to 60 characters.",
    ]);
    expect(sentences(text({ locked: 'yes' }))).toEqual(['Locked is on or off.']);
  });

  it('refuses a fit whose smallest size is above its largest, or that has no box', () => {
    expect(sentences(text({ fit: { minFontSize: 40, maxFontSize: 20 } }))).toEqual([
      'The smallest font size cannot be larger than the largest.',
    ]);
    expect(sentences(text({ size: undefined, fit: { minFontSize: 10, maxFontSize: 20 } }))).toEqual(
      ['A text that fits its box needs the box: give it a width and height.'],
    );
    expect(sentences(text({ fit: { minFontSize: 2, maxFontSize: 20, maxLines: 0 } }))).toEqual([
      'The smallest font size must be at least 6 px.',
      'Allow at least one line.',
    ]);
  });

  it('refuses a crop outside the picture or of an unknown shape', () => {
    expect(sentences(image({ crop: { ...crop, x: 0.6 } }))).toEqual([
      'The crop must end inside the picture (left edge + width at most 1).',
    ]);
    expect(sentences(image({ crop: { ...crop, height: 0 } }))).toEqual([
      "The crop's height must be at least 0.01 of the picture.",
    ]);
    expect(sentences(image({ crop: { ...crop, shape: 'star' } }))).toEqual([
      'Choose a crop shape: free, square, circle, 4:3, 3:4, card.',
    ]);
    expect(sentences(image({ crop: { ...crop, imageAspect: 100 } }))).toEqual([
      'That picture is too wide to crop.',
    ]);
  });

  it('gives every preset but free a fixed aspect, circle a square one', () => {
    for (const shape of CROP_SHAPES) {
      expect(CROP_SHAPE_ASPECTS[shape] === null).toBe(shape === 'free');
    }
    expect(CROP_SHAPE_ASPECTS.circle).toBe(1);
    expect(CROP_SHAPE_ASPECTS.card).toBeCloseTo(5 / 7);
  });
});
