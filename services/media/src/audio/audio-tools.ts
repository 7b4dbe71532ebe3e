import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBuffer } from 'music-metadata';
import { findExecutable, runProgram } from './run-program.js';

export interface EncodedAudio {
  audio: Buffer;
  contentType: string;
}

/** A scratch directory for ffmpeg's files, removed however `use` ends. */
async function withScratchDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'cardsmith-audio-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * ffmpeg when the machine has it (Debian's package in our images and CI). Without it, speech is
 * stored as the synthesiser's WAV and durations come from the container's own header.
 */
export class AudioTools {
  constructor(private readonly ffmpeg: string | null = findExecutable('ffmpeg')) {}

  get canEncode(): boolean {
    return this.ffmpeg !== null;
  }

  /** WAV → MP3 at a speech bitrate (about a tenth of the size); unchanged without ffmpeg. */
  async compressSpeech(wav: Buffer): Promise<EncodedAudio> {
    if (!this.ffmpeg) return { audio: wav, contentType: 'audio/wav' };
    const { stdout } = await runProgram(
      this.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'wav',
        '-i',
        'pipe:0',
        '-ac',
        '1',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '48k',
        '-f',
        'mp3',
        'pipe:1',
      ],
      wav,
    );
    return { audio: stdout, contentType: 'audio/mpeg' };
  }

  /**
   * Seconds of audio. The header's duration when the container states one; otherwise (a browser's
   * MediaRecorder WebM has none) the file is decoded to the end, which also catches a header that
   * lies. Null when neither can tell.
   */
  async durationSeconds(audio: Buffer, contentType: string): Promise<number | null> {
    const stated = await this.statedDuration(audio, contentType);
    if (stated !== null || !this.ffmpeg) return stated;
    return this.decodedDuration(audio);
  }

  /**
   * The WebM's audio copied unchanged (`-c copy`) into a new WebM written to a seekable file, so
   * the muxer goes back to state the duration and add a seek index (Cues). A browser's
   * MediaRecorder streams its WebM and writes neither: players then show no length and cannot
   * seek. Null without ffmpeg or when it cannot read the file.
   */
  async remuxWebm(webm: Buffer): Promise<Buffer | null> {
    const ffmpeg = this.ffmpeg;
    if (!ffmpeg) return null;
    return withScratchDir(async (dir) => {
      const input = join(dir, 'input.webm');
      const output = join(dir, 'output.webm');
      await writeFile(input, webm);
      try {
        await runProgram(ffmpeg, [
          '-hide_banner',
          '-loglevel',
          'error',
          '-i',
          input,
          '-vn',
          '-c:a',
          'copy',
          '-f',
          'webm',
          output,
        ]);
      } catch {
        return null;
      }
      return readFile(output);
    });
  }

  private async statedDuration(audio: Buffer, contentType: string): Promise<number | null> {
    try {
      const { format } = await parseBuffer(audio, { mimeType: contentType }, { duration: true });
      return format.duration !== undefined && Number.isFinite(format.duration)
        ? format.duration
        : null;
    } catch {
      return null;
    }
  }

  private async decodedDuration(audio: Buffer): Promise<number | null> {
    // A file, not a pipe: M4A keeps its index at the end and cannot be decoded from a pipe.
    return withScratchDir(async (dir) => {
      const file = join(dir, 'input');
      await writeFile(file, audio);
      try {
        const { stderr } = await runProgram(this.ffmpeg!, [
          '-hide_banner',
          '-nostats',
          '-i',
          file,
          '-vn',
          '-f',
          'null',
          '-progress',
          'pipe:2',
          '-',
        ]);
        const times = [...stderr.matchAll(/out_time_us=(\d+)/g)];
        const last = times.at(-1);
        return last ? Number(last[1]) / 1_000_000 : null;
      } catch {
        return null;
      }
    });
  }
}
