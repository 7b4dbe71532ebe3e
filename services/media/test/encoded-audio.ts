import { runProgram } from '../src/audio/run-program.js';

/** Output options per container, as a browser or phone would produce them. */
const FORMATS = {
  // Written to a pipe, so like a browser's MediaRecorder file it states no duration.
  webm: ['-c:a', 'libopus', '-b:a', '32k', '-f', 'webm'],
  ogg: ['-c:a', 'libopus', '-b:a', '32k', '-f', 'ogg'],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '32k', '-f', 'mp3'],
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  m4a: ['-c:a', 'aac', '-b:a', '32k', '-f', 'ipod', '-movflags', 'frag_keyframe+empty_moov'],
} as const;
export type AudioFormat = keyof typeof FORMATS;

/** `seconds` of a 440 Hz tone encoded by ffmpeg into `format`. */
export async function encodeTone(ffmpeg: string, format: AudioFormat, seconds: number) {
  const { stdout } = await runProgram(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=16000:duration=${seconds}`,
    '-ac',
    '1',
    ...FORMATS[format],
    'pipe:1',
  ]);
  return stdout;
}
