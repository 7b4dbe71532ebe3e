import { describe, expect, it } from 'vitest';
import { CROP_SHAPES, ImageCropSchema } from '@cardsmith/contracts';
import {
  boxForCrop,
  cropAspect,
  cropForReplacement,
  cropFromView,
  croppedPicturePlacement,
  initialView,
  viewOfCrop,
} from './crop.js';

const landscape = 1.5; // a 3:2 photo
const box = { width: 200, height: 100 };

describe('crop', () => {
  it('takes the largest crop of the shape’s proportions at zoom 1, centred', () => {
    const square = cropFromView(initialView('square'), landscape, box);
    expect(cropAspect(square)).toBeCloseTo(1);
    expect(square.height).toBe(1);
    expect(square.width).toBeCloseTo(2 / 3);
    expect(square.x).toBeCloseTo(1 / 6);
    const tall = cropFromView(initialView('3:4'), landscape, box);
    expect(cropAspect(tall)).toBeCloseTo(0.75);
    const card = cropFromView(initialView('card'), landscape, box);
    expect(cropAspect(card)).toBeCloseTo(5 / 7);
    const free = cropFromView(initialView('free'), landscape, box);
    expect(cropAspect(free)).toBeCloseTo(2);
    expect(free.width).toBe(1);
  });

  it('gives valid crops for every shape, zoom and centre, even past the picture’s edge', () => {
    for (const shape of CROP_SHAPES) {
      for (const zoom of [1, 2.5, 5, 9]) {
        for (const centre of [-1, 0, 0.3, 1, 2]) {
          const crop = cropFromView(
            { shape, zoom, centreX: centre, centreY: 1 - centre },
            0.6,
            box,
          );
          expect(ImageCropSchema.safeParse(crop).success).toBe(true);
        }
      }
    }
  });

  it('zooms in around the asked centre and reads back the view it came from', () => {
    const view = { shape: 'circle' as const, zoom: 2, centreX: 0.4, centreY: 0.6 };
    const crop = cropFromView(view, landscape, box);
    expect(crop.height).toBeCloseTo(0.5);
    expect(crop.x + crop.width / 2).toBeCloseTo(0.4);
    const back = viewOfCrop(crop, box);
    expect(back.zoom).toBeCloseTo(2);
    expect(back.centreX).toBeCloseTo(0.4);
    expect(back.centreY).toBeCloseTo(0.6);
  });

  it('reshapes the box to the crop’s proportions, keeping its area', () => {
    const crop = cropFromView(initialView('square'), landscape, box);
    const reshaped = boxForCrop(box, crop);
    expect(reshaped.width).toBeCloseTo(141.42, 1);
    expect(reshaped.height).toBeCloseTo(141.42, 1);
  });

  it('keeps the framing of a crop on a replacement picture of other proportions', () => {
    const crop = cropFromView(
      { shape: '4:3', zoom: 2, centreX: 0.3, centreY: 0.5 },
      landscape,
      box,
    );
    const replaced = cropForReplacement(crop, 0.5, box);
    expect(replaced.shape).toBe('4:3');
    expect(replaced.imageAspect).toBe(0.5);
    expect(cropAspect(replaced)).toBeCloseTo(4 / 3);
    expect(viewOfCrop(replaced, box).zoom).toBeCloseTo(2);
    expect(replaced.x + replaced.width / 2).toBeCloseTo(0.3);
  });

  it('places the picture so the crop covers the box exactly', () => {
    const crop = { x: 0.25, y: 0, width: 0.5, height: 1, imageAspect: 2, shape: 'square' as const };
    const placed = croppedPicturePlacement({ x: 10, y: 20, width: 100, height: 100 }, crop);
    expect(placed).toEqual({ x: -40, y: 20, width: 200, height: 100 });
  });

  it('covers a box of other proportions than the crop, centred, undistorted', () => {
    const crop = { x: 0, y: 0, width: 1, height: 1, imageAspect: 1, shape: 'free' as const };
    const placed = croppedPicturePlacement({ x: 0, y: 0, width: 200, height: 100 }, crop);
    expect(placed).toEqual({ x: 0, y: -50, width: 200, height: 200 });
  });
});
