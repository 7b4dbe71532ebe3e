import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { findExecutable, spawnDyingWithParent } from '../../audio/run-program.js';
import { FfmpegProgressParser } from './progress.js';

const require = createRequire(import.meta.url);

/**
 * Debian's ffmpeg where installed (our images and CI), otherwise the static build of the
 * `@ffmpeg-installer/ffmpeg` npm package, so a fresh machine renders after `npm ci`.
 */
export function locateFfmpeg(path = process.env.PATH ?? ''): string {
  const system = findExecutable('ffmpeg', path);
  if (system) return system;
  try {
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch (error) {
    throw new Error(
      'No ffmpeg: install Debian’s ffmpeg package or run npm ci so @ffmpeg-installer/ffmpeg is present.',
      { cause: error },
    );
  }
}

export class FfmpegFailedError extends Error {
  override name = 'FfmpegFailedError';
}

export interface FfmpegRun {
  /** Seconds of output written, from `-progress pipe:1`. */
  onOutSeconds?: (seconds: number) => void;
  /** Aborting kills ffmpeg (a worker handing its job back on SIGTERM). */
  signal?: AbortSignal;
}

/** Runs ffmpeg to completion; rejects with the end of its error output when it fails. */
export function runFfmpeg(
  binary: string,
  args: readonly string[],
  run: FfmpegRun = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) return reject(run.signal.reason);
    // Killed with its worker: a render outlives no process that could store it.
    const child = spawnDyingWithParent(binary, args);
    const parser = new FfmpegProgressParser((seconds) => run.onOutSeconds?.(seconds));
    const errors: string[] = [];
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => parser.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors.push(chunk);
      if (errors.length > 50) errors.shift();
    });
    const abort = () => child.kill('SIGKILL');
    run.signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => {
      run.signal?.removeEventListener('abort', abort);
      reject(error);
    });
    child.on('close', (code, signal) => {
      run.signal?.removeEventListener('abort', abort);
      if (run.signal?.aborted) return reject(run.signal.reason);
      if (code === 0) return resolve();
      const detail = errors.join('').trim().split('\n').slice(-3).join(' ');
      reject(new FfmpegFailedError(`ffmpeg failed (${signal ?? code}): ${detail}`));
    });
  });
}

export interface ClipInfo {
  durationSeconds: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** Reads `ffmpeg -i`'s stream listing (stderr): no ffprobe needed, which the npm build lacks. */
export function parseClipInfo(listing: string): ClipInfo {
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(listing);
  return {
    durationSeconds: duration
      ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
      : null,
    hasVideo: /Stream #\d+:\d+.*: Video: /.test(listing),
    hasAudio: /Stream #\d+:\d+.*: Audio: /.test(listing),
  };
}

export function probeClip(binary: string, path: string): Promise<ClipInfo> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostdin', '-i', path], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let listing = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (listing += chunk));
    child.on('error', reject);
    // Without an output ffmpeg exits 1 after listing the streams; the listing is what we want.
    child.on('close', () => resolve(parseClipInfo(listing)));
  });
}
