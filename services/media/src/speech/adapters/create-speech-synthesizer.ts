import type { MediaConfig } from '../../config.js';
import { EspeakSpeech } from './espeak-speech.js';
import { createGoogleClient, GoogleSpeech } from './google-speech.js';
import { OpenAiSpeech } from './openai-speech.js';
import type { SpeechSynthesizer } from './speech-synthesizer.js';

type SpeechConfig = Pick<
  MediaConfig,
  | 'SPEECH_PROVIDER'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_SPEECH_MODEL'
  | 'SPEECH_TIMEOUT_MS'
>;

/** The provider the configuration names; offline espeak-ng unless told otherwise. */
export function createSpeechSynthesizer(config: SpeechConfig): SpeechSynthesizer {
  switch (config.SPEECH_PROVIDER) {
    case 'offline':
      return new EspeakSpeech();
    case 'openai':
      if (!config.OPENAI_API_KEY) throw new Error('SPEECH_PROVIDER=openai needs OPENAI_API_KEY');
      return new OpenAiSpeech({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_SPEECH_MODEL,
        timeoutMs: config.SPEECH_TIMEOUT_MS,
      });
    case 'google':
      // Credentials come from GOOGLE_APPLICATION_CREDENTIALS, read by Google's own auth library.
      return new GoogleSpeech(createGoogleClient(), config.SPEECH_TIMEOUT_MS);
  }
}
