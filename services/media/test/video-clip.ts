import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { locateFfmpeg } from '../src/video/render/ffmpeg.js';

const run = promisify(execFile);

/** A real, playable H.264 MP4 of ffmpeg's test pattern, `seconds` long (320×240, 15 fps). */
export async function makeVideoClip(seconds: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'cardsmith-clip-'));
  try {
    const file = join(dir, 'clip.mp4');
    await run(locateFfmpeg(), [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=320x240:rate=15:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
