import { cropAspect } from '@cardsmith/card-render';
import { CardElementSchema, type ImageElement, type TextElement } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { cropWithShape, cropWithView, replacePicture, startFit } from './element-patches.js';

const text: TextElement = {
  id: 't',
  type: 'text',
  content: 'Happy birthday',
  position: { x: 250, y: 350 },
  style: { fontSize: 30 },
};
const photo: ImageElement = {
  id: 'p',
  type: 'image',
  content: '/api/media/abcdefghijkl',
  position: { x: 250, y: 350 },
  size: { width: 300, height: 200 },
};

const valid = (element: object) => CardElementSchema.safeParse(element).success;

describe('element patches', () => {
  it('starts a fit in the box the text is drawn in, from its size down to 12 px', () => {
    const patch = startFit(text);
    expect(patch.fit).toEqual({ minFontSize: 12, maxFontSize: 30, ellipsis: true });
    expect(patch.size!.height).toBe(Math.ceil(30 * 1.4));
    expect(valid({ ...text, ...patch })).toBe(true);
    const sized = { ...text, size: { width: 120, height: 90 }, style: { fontSize: 10 } };
    expect(startFit(sized)).toEqual({
      size: { width: 120, height: 90 },
      fit: { minFontSize: 10, maxFontSize: 10, ellipsis: true },
    });
  });

  it('crops to a shape and gives the box the shape’s proportions at the same area', () => {
    const patch = cropWithShape(photo, 'circle', 1.5);
    expect(cropAspect(patch.crop!)).toBeCloseTo(1);
    expect(patch.size!.width).toBeCloseTo(patch.size!.height);
    expect(patch.size!.width * patch.size!.height).toBeCloseTo(300 * 200, -2);
    expect(valid({ ...photo, ...patch })).toBe(true);
    const free = cropWithShape(photo, 'free', 1.5);
    expect(free.size).toEqual(photo.size);
    expect(cropAspect(free.crop!)).toBeCloseTo(1.5);
  });

  it('keeps the zoom and centre when the shape changes, and moves the crop in the box', () => {
    const circle = { ...photo, ...cropWithShape(photo, 'circle', 1.5) };
    const zoomed = { ...circle, ...cropWithView(circle, { zoom: 2, centreX: 0.3 }) };
    const square = cropWithShape(zoomed, 'square', 1.5).crop!;
    expect(square.shape).toBe('square');
    expect(square.width).toBeCloseTo(zoomed.crop!.width);
    expect(square.x + square.width / 2).toBeCloseTo(0.3);
    expect(cropWithView(photo, { zoom: 2 })).toEqual({});
  });

  it('replaces a picture keeping the box and the framing, or drops a crop it cannot carry', () => {
    const cropped = { ...photo, ...cropWithShape(photo, '4:3', 1.5) };
    const replaced = replacePicture(cropped, '/api/media/zyxwvutsrqpo', 0.75);
    expect(replaced.content).toBe('/api/media/zyxwvutsrqpo');
    expect(replaced).not.toHaveProperty('size');
    expect(cropAspect(replaced.crop!)).toBeCloseTo(4 / 3);
    expect(replacePicture(cropped, '/x', null)).toEqual({ content: '/x', crop: undefined });
    expect(replacePicture(photo, '/x', 2)).toEqual({ content: '/x' });
  });
});
