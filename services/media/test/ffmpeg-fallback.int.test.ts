import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRecipe } from '../src/video/catalog/catalog.js';
import { locateFfmpeg } from '../src/video/render/ffmpeg.js';
import { VideoRenderer } from '../src/video/render/video-renderer.js';

describe('ffmpeg on a machine without Debian’s package', () => {
  it('is the npm build of @ffmpeg-installer/ffmpeg, and it draws our filter graphs', async () => {
    const ffmpeg = locateFfmpeg('/nonexistent');
    expect(ffmpeg).toMatch(/@ffmpeg-installer\/[\w-]+\/ffmpeg$/);
    const dir = await mkdtemp(join(tmpdir(), 'cardsmith-ffmpeg-fallback-'));
    try {
      const thumbnail = await new VideoRenderer(ffmpeg).thumbnail(
        dir,
        findRecipe('frame-postcard')!,
        320,
      );
      const jpeg = await readFile(thumbnail);
      expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
