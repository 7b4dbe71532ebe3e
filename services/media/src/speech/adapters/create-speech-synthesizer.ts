import { keyStatus } from '@cardsmith/service-kit';
import type { MediaConfig } from '../../config.js';
import { EspeakSpeech } from './espeak-speech.js';
import type { SpeechSynthesizer } from './speech-synthesizer.js';

type SpeechConfig = Pick<
  MediaConfig,
  | 'SPEECH_PROVIDER'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_SPEECH_MODEL'
  | 'SPEECH_TIMEOUT_MS'
>;

/** The settings the configured provider needs, as set or not (for the admin console). */
export function speechProviderKeys(config: SpeechConfig) {
  switch (config.SPEECH_PROVIDER) {
    case 'offline':
      return [];
    case 'openai':
      return [keyStatus('OPENAI_API_KEY', config.OPENAI_API_KEY)];
    case 'google':
      // Read by Google's auth library from the environment, not by our config.
      return [
        keyStatus('GOOGLE_APPLICATION_CREDENTIALS', process.env.GOOGLE_APPLICATION_CREDENTIALS),
      ];
  }
}

/**
 * The provider the configuration names; offline espeak-ng unless told otherwise. Only the named
 * provider's SDK is loaded: the OpenAI and Google clients together cost a process ~25 MB of
 * resident memory (issue 36).
 */
export async function createSpeechSynthesizer(config: SpeechConfig): Promise<SpeechSynthesizer> {
  switch (config.SPEECH_PROVIDER) {
    case 'offline':
      return new EspeakSpeech();
    case 'openai': {
      if (!config.OPENAI_API_KEY) throw new Error('SPEECH_PROVIDER=openai needs OPENAI_API_KEY');
      const { OpenAiSpeech } = await import('./openai-speech.js');
      return new OpenAiSpeech({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_SPEECH_MODEL,
        timeoutMs: config.SPEECH_TIMEOUT_MS,
      });
    }
    case 'google': {
      // Credentials come from GOOGLE_APPLICATION_CREDENTIALS, read by Google's own auth library.
      const { createGoogleClient, GoogleSpeech } = await import('./google-speech.js');
      return new GoogleSpeech(createGoogleClient(), config.SPEECH_TIMEOUT_MS);
    }
  }
}
