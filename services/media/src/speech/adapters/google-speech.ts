import type { VoiceId } from '@cardsmith/contracts';
import { TextToSpeechClient } from '@google-cloud/text-to-speech';
import { SpeechProviderError, type SpeechSynthesizer } from './speech-synthesizer.js';

interface GoogleVoice {
  languageCode: string;
  name: string;
}

/** Google voices as close as its catalogue allows to the character of each OpenAI voice. */
export const GOOGLE_VOICES: Record<VoiceId, GoogleVoice> = {
  alloy: { languageCode: 'en-US', name: 'en-US-Neural2-J' },
  echo: { languageCode: 'en-US', name: 'en-US-Neural2-D' },
  fable: { languageCode: 'en-GB', name: 'en-GB-Neural2-B' },
  onyx: { languageCode: 'en-US', name: 'en-US-Neural2-I' },
  nova: { languageCode: 'en-US', name: 'en-US-Neural2-F' },
  shimmer: { languageCode: 'en-US', name: 'en-US-Neural2-H' },
};

/**
 * Google Cloud Text-to-Speech. The client is built by the caller (credentials from
 * GOOGLE_APPLICATION_CREDENTIALS in production, a loopback endpoint in tests).
 */
export class GoogleSpeech implements SpeechSynthesizer {
  readonly provider = 'google' as const;
  readonly cacheScope = 'google:neural2-v1';

  constructor(
    private readonly client: Pick<TextToSpeechClient, 'synthesizeSpeech'>,
    private readonly timeoutMs: number,
  ) {}

  async synthesize(text: string, voice: VoiceId): Promise<{ audio: Buffer; contentType: string }> {
    try {
      const [response] = await this.client.synthesizeSpeech(
        {
          input: { text },
          voice: GOOGLE_VOICES[voice],
          audioConfig: { audioEncoding: 'MP3' },
        },
        { timeout: this.timeoutMs, retry: null },
      );
      const content = response.audioContent;
      if (!content || content.length === 0) throw new Error('Google returned no audio');
      const audio =
        typeof content === 'string' ? Buffer.from(content, 'base64') : Buffer.from(content);
      return { audio, contentType: 'audio/mpeg' };
    } catch (error) {
      throw new SpeechProviderError('Google speech failed', { cause: error });
    }
  }
}

export function createGoogleClient(): TextToSpeechClient {
  return new TextToSpeechClient();
}
