import { afterEach, describe, expect, it } from 'vitest';
import { startRecordingPeer } from '../../../test/recording-peer.js';
import { OpenAiSpeech } from './openai-speech.js';
import { SpeechProviderError } from './speech-synthesizer.js';

const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 7)]);

describe('OpenAI speech through the openai SDK', () => {
  let peer: Awaited<ReturnType<typeof startRecordingPeer>> | undefined;
  afterEach(async () => {
    await peer?.close();
    peer = undefined;
  });

  const speechAt = (origin: string) =>
    new OpenAiSpeech({
      apiKey: 'sk-test',
      baseURL: `${origin}/v1`,
      model: 'gpt-4o-mini-tts',
      timeoutMs: 10_000,
    });

  it('asks for the voice, model and text as MP3 and returns the audio', async () => {
    peer = await startRecordingPeer(() => ({ status: 200, contentType: 'audio/mpeg', body: MP3 }));
    const result = await speechAt(peer.origin).synthesize('Congratulations, Sam!', 'onyx');
    expect(result).toEqual({ audio: MP3, contentType: 'audio/mpeg' });
    expect(peer.requests).toHaveLength(1);
    const [request] = peer.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/audio/speech');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual({
      model: 'gpt-4o-mini-tts',
      voice: 'onyx',
      input: 'Congratulations, Sam!',
      response_format: 'mp3',
    });
  });

  it('turns a refusal into a provider error, without retrying', async () => {
    peer = await startRecordingPeer(() => ({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'boom', type: 'server_error' } }),
    }));
    await expect(speechAt(peer.origin).synthesize('Hello', 'alloy')).rejects.toBeInstanceOf(
      SpeechProviderError,
    );
    expect(peer.requests).toHaveLength(1);
  });
});
