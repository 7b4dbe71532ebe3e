import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.js';

describe('exportFileName', () => {
  it('names a file by its kind and id with the extension of its type', () => {
    expect(exportFileName('abc', 'image', 'image/png')).toBe('files/image-abc.png');
    expect(exportFileName('r1', 'audio', 'audio/webm;codecs=opus')).toBe('files/audio-r1.webm');
    expect(exportFileName('v1', 'video', 'VIDEO/MP4')).toBe('files/video-v1.mp4');
  });

  it('falls back to .bin for a type it does not know', () => {
    expect(exportFileName('x', 'image', 'application/x-unknown')).toBe('files/image-x.bin');
  });
});
