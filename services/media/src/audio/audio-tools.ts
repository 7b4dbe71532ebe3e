import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBuffer } from 'music-metadata';
import { findExecutable, runProgram } from './run-program.js';

export interface EncodedAudio {
  audio: Buffer;
  contentType: string;
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
    const dir = await mkdtemp(join(tmpdir(), 'cardsmith-audio-'));
    try {
      const file = join(dir, 'input');
      await writeFile(file, audio);
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
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
