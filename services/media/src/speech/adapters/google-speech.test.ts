import { TextToSpeechClient } from '@google-cloud/text-to-speech';
import { OAuth2Client } from 'google-auth-library';
import { afterEach, describe, expect, it } from 'vitest';
import { startRecordingPeer } from '../../../test/recording-peer.js';
import { GOOGLE_VOICES, GoogleSpeech } from './google-speech.js';
import { SpeechProviderError } from './speech-synthesizer.js';

const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 9)]);

/** The official client over its HTTP/JSON transport, pointed at the peer, with a fixed token. */
function clientFor(port: number): TextToSpeechClient {
  const authClient = new OAuth2Client();
  authClient.setCredentials({ access_token: 'test-token', expiry_date: Date.now() + 3_600_000 });
  return new TextToSpeechClient({
    apiEndpoint: '127.0.0.1',
    port,
    protocol: 'http',
    fallback: true,
    authClient,
  });
}

describe('Google speech through @google-cloud/text-to-speech', () => {
  let peer: Awaited<ReturnType<typeof startRecordingPeer>> | undefined;
  let client: TextToSpeechClient | undefined;
  afterEach(async () => {
    await client?.close();
    await peer?.close();
    client = undefined;
    peer = undefined;
  });

  it('sends the mapped Google voice and the text, and decodes the MP3', async () => {
    peer = await startRecordingPeer(() => ({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ audioContent: MP3.toString('base64') }),
    }));
    client = clientFor(peer.port);
    const result = await new GoogleSpeech(client, 10_000).synthesize('Get well soon.', 'fable');
    expect(result).toEqual({ audio: MP3, contentType: 'audio/mpeg' });
    const [request] = peer.requests;
    expect(request!.url.startsWith('/v1/text:synthesize')).toBe(true);
    expect(request!.headers.authorization).toBe('Bearer test-token');
    const body = JSON.parse(request!.body.toString('utf8'));
    expect(body.input).toEqual({ text: 'Get well soon.' });
    expect(body.voice).toEqual(GOOGLE_VOICES.fable);
    // MP3 in Google's AudioEncoding enum, sent as a number by the JSON transport.
    expect([2, 'MP3']).toContain(body.audioConfig.audioEncoding);
  });

  it('maps the six voices to six different Google voices', () => {
    const names = new Set(Object.values(GOOGLE_VOICES).map((voice) => voice.name));
    expect(names.size).toBe(6);
  });

  it('turns an error answer into a provider error', async () => {
    peer = await startRecordingPeer(() => ({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 403, message: 'denied', status: 'PERMISSION_DENIED' },
      }),
    }));
    client = clientFor(peer.port);
    await expect(new GoogleSpeech(client, 10_000).synthesize('Hi', 'alloy')).rejects.toBeInstanceOf(
      SpeechProviderError,
    );
  });
});
