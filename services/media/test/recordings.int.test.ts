import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RECORDING_MESSAGES } from '@cardsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AudioTools } from '../src/audio/audio-tools.js';
import { findExecutable, runProgram } from '../src/audio/run-program.js';
import { makePng, makeWav } from './fixtures.js';
import { encodeTone, type AudioFormat } from './encoded-audio.js';
import { createMediaTestApp } from './media-test-app.js';

const RECORDINGS = '/api/voice/recordings';
const ffmpeg = findExecutable('ffmpeg');
const ffprobe = findExecutable('ffprobe');

/** The duration ffprobe reads from the file's header, or null when it states none ('N/A'). */
async function probedDuration(file: Buffer): Promise<number | null> {
  const dir = await mkdtemp(join(tmpdir(), 'cardsmith-probe-'));
  try {
    await writeFile(join(dir, 'audio.webm'), file);
    const { stdout } = await runProgram(ffprobe!, [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      join(dir, 'audio.webm'),
    ]);
    const seconds = Number.parseFloat(stdout.toString('utf8'));
    return Number.isFinite(seconds) ? seconds : null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('voice recordings', () => {
  let t: Awaited<ReturnType<typeof createMediaTestApp>>;
  beforeAll(async () => {
    t = await createMediaTestApp({ recordingLimits: { maxBytes: 3_000_000, maxSeconds: 60 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (data: Buffer, filename = 'voice.bin', declared = 'audio/webm') =>
    t.upload(data, filename, declared, 'file', t.visitor, RECORDINGS);

  it.runIf(ffmpeg).each<[AudioFormat, string]>([
    ['webm', 'audio/webm'],
    ['ogg', 'audio/ogg'],
    ['mp3', 'audio/mpeg'],
    ['wav', 'audio/wav'],
    ['m4a', 'audio/mp4'],
  ])('accepts %s, measuring its length on the server', async (format, contentType) => {
    const audio = await encodeTone(ffmpeg!, format, 3);
    const response = await send(audio, `voice.${format}`, 'application/octet-stream');
    expect(response.statusCode, response.body).toBe(201);
    const recording = response.json();
    expect(recording.contentType).toBe(contentType);
    expect(recording.durationSeconds).toBeGreaterThan(2.8);
    expect(recording.durationSeconds).toBeLessThan(3.3);
    const stored = await t.app.inject({ method: 'GET', url: recording.audioUrl });
    // A WebM is stored remuxed (see below); the other containers byte for byte.
    expect(stored.rawPayload.equals(audio)).toBe(format !== 'webm');
  });

  it.runIf(ffmpeg && ffprobe)(
    'stores a recorded WebM remuxed so the file states its duration',
    async () => {
      // Written to a pipe like a browser's MediaRecorder output: no duration, no seek index.
      const recorded = await encodeTone(ffmpeg!, 'webm', 3);
      expect(await probedDuration(recorded)).toBeNull();

      const response = await send(recorded, 'voice.webm', 'audio/webm');
      expect(response.statusCode, response.body).toBe(201);
      const recording = response.json();
      expect(recording.contentType).toBe('audio/webm');
      const stored = await t.app.inject({ method: 'GET', url: recording.audioUrl });
      expect(stored.headers['content-type']).toContain('audio/webm');
      expect(recording.bytes).toBe(stored.rawPayload.length);

      const duration = await probedDuration(stored.rawPayload);
      expect(duration).toBeGreaterThan(2.9);
      expect(duration).toBeLessThan(3.2);
      expect(Math.abs(duration! - recording.durationSeconds)).toBeLessThan(0.1);
    },
  );

  it.runIf(ffmpeg)('measures a WebM that states no duration by decoding it', async () => {
    const webm = await encodeTone(ffmpeg!, 'webm', 62);
    const response = await send(webm);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RECORDING_MESSAGES.tooLong(62));
  });

  it('refuses a recording longer than a minute', async () => {
    const response = await send(makeWav(8000 * 75), 'long.wav', 'audio/wav');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This recording is 75 seconds long; voice messages can be at most 60 seconds.',
    );
  });

  it('keeps a recording of exactly the maximum', async () => {
    const response = await send(makeWav(8000 * 60), 'minute.wav', 'audio/wav');
    expect(response.statusCode).toBe(201);
    expect(response.json().durationSeconds).toBe(60);
  });

  it("refuses what is not audio, whatever it claims, with the spec's sentence", async () => {
    const response = await send(makePng(8, 8), 'voice.webm', 'audio/webm');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Invalid File - Please upload an audio file');
  });

  it('refuses a file over the size limit', async () => {
    const response = await send(makeWav(8000 * 200), 'big.wav', 'audio/wav');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(RECORDING_MESSAGES.tooLarge);
  });

  it('refuses audio whose length cannot be read', async () => {
    const broken = await createMediaTestApp({ audioTools: new AudioTools(null) });
    try {
      // A WAV header claiming 0 samples per second: audio by its magic bytes, but of no length.
      const wav = makeWav(800);
      wav.writeUInt32LE(0, 24);
      wav.writeUInt32LE(0, 28);
      const response = await broken.upload(
        wav,
        'x.wav',
        'audio/wav',
        'file',
        broken.visitor,
        RECORDINGS,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RECORDING_MESSAGES.unreadable);
    } finally {
      await broken.close();
    }
  });
});
