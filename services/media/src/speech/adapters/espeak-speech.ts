import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VoiceId } from '@cardsmith/contracts';
import { findExecutable, runProgram } from '../../audio/run-program.js';
import { SpeechProviderError, type SpeechSynthesizer } from './speech-synthesizer.js';

interface EspeakVoice {
  /** espeak-ng voice with a variant: accent and timbre. */
  name: string;
  wordsPerMinute: number;
  /** 0–99, 50 is the voice's own. */
  pitch: number;
}

/**
 * The six voices of the product, made clearly different from each other with espeak-ng's accents,
 * variants, speeds and pitches.
 */
export const ESPEAK_VOICES: Record<VoiceId, EspeakVoice> = {
  alloy: { name: 'en-us', wordsPerMinute: 165, pitch: 50 },
  echo: { name: 'en-us+m3', wordsPerMinute: 155, pitch: 38 },
  fable: { name: 'en-gb+m2', wordsPerMinute: 150, pitch: 58 },
  onyx: { name: 'en-us+m7', wordsPerMinute: 140, pitch: 20 },
  nova: { name: 'en-us+f3', wordsPerMinute: 175, pitch: 70 },
  shimmer: { name: 'en-gb+f4', wordsPerMinute: 150, pitch: 60 },
};

const WASM_PROGRAM = 'bin/espeak-wasm.mjs';

/** The media package's own folder, from `src/…` during development or `dist/src/…` when built. */
function findWasmProgram(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, WASM_PROGRAM))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${WASM_PROGRAM} is missing from the media service`);
    dir = parent;
  }
  return join(dir, WASM_PROGRAM);
}

export interface EspeakCommand {
  command: string;
  /** Arguments before the voice settings. */
  baseArgs: string[];
  /** `system` for Debian's espeak-ng, `wasm` for the npm build run by node. */
  kind: 'system' | 'wasm';
}

/**
 * The system `espeak-ng` when installed (about 40 ms per sentence), else the npm WebAssembly build
 * run by node as a program of its own: espeak-ng is GPL-3.0, so it is never linked into our code.
 */
export function locateEspeak(systemBinary = findExecutable('espeak-ng')): EspeakCommand {
  if (systemBinary) return { command: systemBinary, baseArgs: ['--stdout'], kind: 'system' };
  return { command: process.execPath, baseArgs: [findWasmProgram()], kind: 'wasm' };
}

export class EspeakSpeech implements SpeechSynthesizer {
  readonly provider = 'offline' as const;
  readonly cacheScope = 'espeak-ng-v1';

  constructor(private readonly espeak: EspeakCommand = locateEspeak()) {}

  async synthesize(text: string, voice: VoiceId): Promise<{ audio: Buffer; contentType: string }> {
    const settings = ESPEAK_VOICES[voice];
    const args =
      this.espeak.kind === 'system'
        ? ['-v', settings.name, '-s', `${settings.wordsPerMinute}`, '-p', `${settings.pitch}`]
        : [settings.name, `${settings.wordsPerMinute}`, `${settings.pitch}`];
    try {
      const { stdout } = await runProgram(
        this.espeak.command,
        [...this.espeak.baseArgs, ...args],
        text,
      );
      if (stdout.length <= 44) throw new Error('espeak-ng produced no audio');
      return { audio: stdout, contentType: 'audio/wav' };
    } catch (error) {
      throw new SpeechProviderError('espeak-ng failed', { cause: error });
    }
  }
}
