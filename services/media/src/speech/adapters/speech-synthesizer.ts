import type { SpeechProvider, VoiceId } from '@cardsmith/contracts';

export interface SynthesizedSpeech {
  audio: Buffer;
  contentType: string;
}

/** One text-to-speech provider (ARCHITECTURE §5): OpenAI, Google or the offline espeak-ng. */
export interface SpeechSynthesizer {
  readonly provider: SpeechProvider;
  /**
   * What, besides provider, voice and text, decides the sound (model, voice table version): part
   * of the cache key, so changing it voices cached texts anew.
   */
  readonly cacheScope: string;
  synthesize(text: string, voice: VoiceId): Promise<SynthesizedSpeech>;
}

/** The provider failed or refused; the visitor is told to try again. */
export class SpeechProviderError extends Error {
  override name = 'SpeechProviderError';
}
