import { describe, expect, it } from 'vitest';
import { HTML_PAGE, SVG_IMAGE, makeMp3, makePng, makeWav, makeWebm } from '../../test/fixtures.js';
import { detectMedia } from './detect-media.js';
import { webmIsAudioOnly } from './webm-tracks.js';

describe('detectMedia', () => {
  it('reads images and audio from their magic bytes', async () => {
    expect(await detectMedia(makePng(4, 4))).toEqual({ contentType: 'image/png', kind: 'image' });
    expect(await detectMedia(makeWav(100))).toEqual({ contentType: 'audio/wav', kind: 'audio' });
    expect(await detectMedia(makeMp3(3))).toEqual({ contentType: 'audio/mpeg', kind: 'audio' });
  });

  it('tells an audio-only WebM recording from a video', async () => {
    expect(await detectMedia(makeWebm(false))).toEqual({
      contentType: 'audio/webm',
      kind: 'audio',
    });
    expect(await detectMedia(makeWebm(true))).toEqual({ contentType: 'video/webm', kind: 'video' });
  });

  it('refuses markup and unknown bytes whatever they claim to be', async () => {
    expect(await detectMedia(HTML_PAGE)).toBeNull();
    expect(await detectMedia(SVG_IMAGE)).toBeNull();
    expect(await detectMedia(Buffer.from('just some text'))).toBeNull();
    expect(await detectMedia(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'))).toBeNull();
  });
});

describe('webmIsAudioOnly', () => {
  it('answers null when the head stops before the track list', () => {
    const webm = makeWebm(true);
    expect(webmIsAudioOnly(webm.subarray(0, 60))).toBeNull();
    expect(webmIsAudioOnly(webm)).toBe(false);
  });

  it('does not loop or throw on garbage', () => {
    expect(webmIsAudioOnly(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x00, 0x00]))).toBeNull();
    expect(webmIsAudioOnly(Buffer.alloc(64, 0xff))).toBeNull();
  });
});
