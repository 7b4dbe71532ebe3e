import { describe, expect, it } from 'vitest';
import { cameraConstraints, captureFileName, cardPlacement, otherFacing } from './ar-geometry.js';

describe('AR geometry', () => {
  it('draws the card at half the canvas width, centred, in its own proportions', () => {
    expect(cardPlacement(1280, 720, 500, 700)).toEqual({
      x: 320,
      y: (720 - 896) / 2,
      width: 640,
      height: 896,
    });
    const portrait = cardPlacement(720, 1280, 500, 700);
    expect(portrait.width).toBe(360);
    expect(portrait.x + portrait.width / 2).toBe(360);
    expect(portrait.y + portrait.height / 2).toBe(640);
  });

  it('names captures after the moment they were taken', () => {
    expect(captureFileName(1764000000000)).toBe('ar-greeting-card-1764000000000.jpg');
  });

  it('asks for the back camera at 1280×720 and flips between the two', () => {
    expect(cameraConstraints('environment')).toEqual({
      audio: false,
      video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
    });
    expect(otherFacing('environment')).toBe('user');
    expect(otherFacing('user')).toBe('environment');
  });
});
