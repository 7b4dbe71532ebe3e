import { VOICE_IDS } from '@cardsmith/contracts';
import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { findExecutable } from '../../audio/run-program.js';
import { EspeakSpeech, locateEspeak } from './espeak-speech.js';

async function wavSeconds(audio: Buffer): Promise<number> {
  expect(audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(audio.subarray(8, 12).toString('latin1')).toBe('WAVE');
  // espeak-ng streams its WAV, so the header's length field may be a placeholder: count samples.
  const { format } = await parseBuffer(audio.subarray(0, 44), { mimeType: 'audio/wav' });
  const bytesPerSecond =
    format.sampleRate! * (format.bitsPerSample! / 8) * format.numberOfChannels!;
  return (audio.length - 44) / bytesPerSecond;
}

const SENTENCE = 'Happy birthday! I hope your day is full of laughter and cake.';

describe('offline speech with espeak-ng', () => {
  it.runIf(findExecutable('espeak-ng'))('speaks through the system espeak-ng', async () => {
    const speech = new EspeakSpeech(locateEspeak());
    const { audio, contentType } = await speech.synthesize(SENTENCE, 'alloy');
    expect(contentType).toBe('audio/wav');
    const seconds = await wavSeconds(audio);
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(10);
  });

  it('speaks through the npm WebAssembly build, run as its own program', async () => {
    const speech = new EspeakSpeech(locateEspeak(null));
    const { audio } = await speech.synthesize(SENTENCE, 'nova');
    const seconds = await wavSeconds(audio);
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(10);
  });

  it('gives every voice its own sound', async () => {
    const speech = new EspeakSpeech();
    const clips = await Promise.all(VOICE_IDS.map((voice) => speech.synthesize(SENTENCE, voice)));
    const fingerprints = new Set(clips.map(({ audio }) => audio.toString('base64')));
    expect(fingerprints.size).toBe(VOICE_IDS.length);
    const lengths = new Set(clips.map(({ audio }) => audio.length));
    expect(lengths.size).toBeGreaterThan(3);
  });

  it('reads text that looks like an option as words', async () => {
    const speech = new EspeakSpeech();
    const { audio } = await speech.synthesize('--version -w /tmp/x', 'echo');
    expect(await wavSeconds(audio)).toBeGreaterThan(0.5);
  });
});
