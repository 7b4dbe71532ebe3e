import type { VoiceId } from '@cardsmith/contracts';
import OpenAI from 'openai';
import { SpeechProviderError, type SpeechSynthesizer } from './speech-synthesizer.js';

export interface OpenAiSpeechOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** OpenAI's speech endpoint; the product's six voice ids are OpenAI's own voice names. */
export class OpenAiSpeech implements SpeechSynthesizer {
  readonly provider = 'openai' as const;
  readonly cacheScope: string;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiSpeechOptions) {
    this.cacheScope = `openai:${options.model}`;
    // Retries are the visitor's (Generate again); a hidden retry doubles a slow failure.
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  async synthesize(text: string, voice: VoiceId): Promise<{ audio: Buffer; contentType: string }> {
    try {
      const response = await this.client.audio.speech.create({
        model: this.options.model,
        voice,
        input: text,
        response_format: 'mp3',
      });
      return { audio: Buffer.from(await response.arrayBuffer()), contentType: 'audio/mpeg' };
    } catch (error) {
      throw new SpeechProviderError('OpenAI speech failed', { cause: error });
    }
  }
}
