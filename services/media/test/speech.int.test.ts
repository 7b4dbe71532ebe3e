import { VOICE_MESSAGES, type VoiceId } from '@cardsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AudioTools } from '../src/audio/audio-tools.js';
import { EspeakSpeech } from '../src/speech/adapters/espeak-speech.js';
import {
  SpeechProviderError,
  type SpeechSynthesizer,
} from '../src/speech/adapters/speech-synthesizer.js';
import { createMediaTestApp } from './media-test-app.js';

/** The real offline voice, counting how often it is asked to speak. */
class CountingSpeech implements SpeechSynthesizer {
  readonly provider = 'offline' as const;
  readonly cacheScope = 'counting';
  calls = 0;
  private readonly espeak = new EspeakSpeech();
  synthesize(text: string, voice: VoiceId) {
    this.calls++;
    return this.espeak.synthesize(text, voice);
  }
}

const failing: SpeechSynthesizer = {
  provider: 'openai',
  cacheScope: 'failing',
  synthesize: () => Promise.reject(new SpeechProviderError('down')),
};

describe('voices and text-to-speech', () => {
  let t: Awaited<ReturnType<typeof createMediaTestApp>>;
  const speech = new CountingSpeech();
  beforeAll(async () => {
    t = await createMediaTestApp({ speech });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: t.visitor });

  it('lists the six voices, alloy first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/voice/options' });
    expect(response.statusCode).toBe(200);
    const voices = response.json();
    expect(voices.map((voice: { id: string }) => voice.id)).toEqual([
      'alloy',
      'echo',
      'fable',
      'onyx',
      'nova',
      'shimmer',
    ]);
    expect(voices[0]).toEqual({ id: 'alloy', name: 'Alloy', description: expect.any(String) });
  });

  it.each([
    ['blank text', { text: '   ', voice: 'alloy' }, 'text', VOICE_MESSAGES.textRequired],
    ['missing text', { voice: 'alloy' }, 'text', VOICE_MESSAGES.textRequired],
    [
      '501 characters',
      { text: 'a'.repeat(501), voice: 'alloy' },
      'text',
      VOICE_MESSAGES.textTooLong,
    ],
    ['an unknown voice', { text: 'Hello', voice: 'robot' }, 'voice', 'Choose one of'],
  ])('refuses %s with a sentence naming the field', async (_, body, path, sentence) => {
    for (const url of ['/api/voice/text-to-speech', '/api/speech/generate']) {
      const response = await post(url, body);
      expect(response.statusCode).toBe(400);
      const error = response.json();
      expect(error.issues).toContainEqual({ path, message: expect.stringContaining(sentence) });
    }
  });

  it('says the limit in the too-long sentence', () => {
    expect(VOICE_MESSAGES.textTooLong).toContain('500 characters');
  });

  it('voices text offline, stores it as compressed audio and serves it with Range', async () => {
    const response = await post('/api/voice/text-to-speech', {
      text: '  Happy anniversary to the two of you!  ',
      voice: 'shimmer',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      audioUrl: expect.stringMatching(/^\/api\/media\/[A-Za-z0-9_-]+$/),
      durationSeconds: expect.any(Number),
      provider: 'offline',
    });
    expect(body.durationSeconds).toBeGreaterThan(1);
    const audio = await t.app.inject({ method: 'GET', url: body.audioUrl });
    expect(audio.statusCode).toBe(200);
    const expectedType = new AudioTools().canEncode ? 'audio/mpeg' : 'audio/wav';
    expect(audio.headers['content-type']).toBe(expectedType);
    const range = await t.app.inject({
      method: 'GET',
      url: body.audioUrl,
      headers: { range: 'bytes=0-99' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
  });

  it('voices the same text and voice once, and the trimmed text is what counts', async () => {
    const first = await post('/api/speech/generate', { text: 'See you soon.', voice: 'echo' });
    const calls = speech.calls;
    const again = await post('/api/speech/generate', { text: ' See you soon. ', voice: 'echo' });
    const spoken = await post('/api/voice/text-to-speech', {
      text: 'See you soon.',
      voice: 'echo',
    });
    expect(speech.calls).toBe(calls);
    expect(again.json().audioUrl).toBe(first.json().audioUrl);
    expect(spoken.json().audioUrl).toBe(first.json().audioUrl);
    const otherVoice = await post('/api/speech/generate', { text: 'See you soon.', voice: 'nova' });
    expect(otherVoice.json().audioUrl).not.toBe(first.json().audioUrl);
    expect(speech.calls).toBe(calls + 1);
  });

  it('forgets a cached clip when its blob is deleted', async () => {
    const first = await post('/api/speech/generate', { text: 'Short lived.', voice: 'fable' });
    const blobId = first.json().audioUrl.split('/').at(-1);
    await t.db.deleteFrom('blob').where('id', '=', blobId).execute();
    const clips = await t.db
      .selectFrom('speech_clip')
      .where('blob_id', '=', blobId)
      .selectAll()
      .execute();
    expect(clips).toEqual([]);
    const calls = speech.calls;
    const again = await post('/api/speech/generate', { text: 'Short lived.', voice: 'fable' });
    expect(again.statusCode).toBe(200);
    expect(again.json().audioUrl).not.toBe(first.json().audioUrl);
    expect(speech.calls).toBe(calls + 1);
  });
});

describe('text-to-speech when the provider fails', () => {
  it("answers 502 with the spec's sentence", async () => {
    const t = await createMediaTestApp({ speech: failing });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/speech/generate',
        payload: { text: 'Hello', voice: 'alloy' },
        headers: t.visitor,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(VOICE_MESSAGES.speechFailed);
    } finally {
      await t.close();
    }
  });
});

describe('text-to-speech without ffmpeg', () => {
  it('stores the WAV as it came', async () => {
    const t = await createMediaTestApp({ audioTools: new AudioTools(null) });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/speech/generate',
        payload: { text: 'No encoder on this machine.', voice: 'onyx' },
        headers: t.visitor,
      });
      expect(response.statusCode).toBe(200);
      const audio = await t.app.inject({ method: 'GET', url: response.json().audioUrl });
      expect(audio.headers['content-type']).toBe('audio/wav');
      expect(response.json().durationSeconds).toBeGreaterThan(1);
    } finally {
      await t.close();
    }
  });
});
