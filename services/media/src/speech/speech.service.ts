import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  MEDIA_LIMITS,
  VOICE_MESSAGES,
  VOICE_OPTIONS,
  type SpeechResult,
  type VoiceId,
  type VoiceOption,
} from '@cardsmith/contracts';
import { HttpError } from '@cardsmith/service-kit';
import type { AudioTools } from '../audio/audio-tools.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { SpeechClip, SpeechRepository } from './speech.repository.js';
import { SpeechProviderError, type SpeechSynthesizer } from './adapters/speech-synthesizer.js';

/** The cache key of a text voiced by one provider setup and voice: SHA-256, hex. */
export function speechCacheKey(scope: string, voice: VoiceId, text: string): string {
  return createHash('sha256')
    .update(JSON.stringify([scope, voice, text]))
    .digest('hex');
}

export interface SpeechServiceOptions {
  synthesizer: SpeechSynthesizer;
  repository: SpeechRepository;
  blobs: BlobStore;
  audio: AudioTools;
}

export class SpeechService {
  constructor(private readonly options: SpeechServiceOptions) {}

  voices(): VoiceOption[] {
    return VOICE_OPTIONS.map(({ id, name, description }) => ({ id, name, description }));
  }

  /** Voices `text` once per (provider, voice, text); a repeat is answered from the stored clip. */
  async speak(text: string, voice: VoiceId, visitorId: string | null): Promise<SpeechResult> {
    const { synthesizer, repository } = this.options;
    const cacheKey = speechCacheKey(
      `${synthesizer.provider}:${synthesizer.cacheScope}`,
      voice,
      text,
    );
    const clip =
      (await repository.find(cacheKey)) ??
      (await repository.save({
        cacheKey,
        provider: synthesizer.provider,
        voice,
        ...(await this.synthesizeAndStore(text, voice, visitorId)),
      }));
    return {
      audioUrl: `/api/media/${clip.blobId}`,
      durationSeconds: clip.durationSeconds,
      provider: synthesizer.provider,
    };
  }

  private async synthesizeAndStore(
    text: string,
    voice: VoiceId,
    visitorId: string | null,
  ): Promise<SpeechClip> {
    const { synthesizer, blobs, audio } = this.options;
    let spoken: { audio: Buffer; contentType: string };
    try {
      spoken = await synthesizer.synthesize(text, voice);
      if (spoken.contentType === 'audio/wav') spoken = await audio.compressSpeech(spoken.audio);
    } catch (error) {
      if (error instanceof SpeechProviderError) {
        throw new HttpError(502, 'service_unavailable', VOICE_MESSAGES.speechFailed);
      }
      throw error;
    }
    const durationSeconds = (await audio.durationSeconds(spoken.audio, spoken.contentType)) ?? 0;
    const blob = await blobs.put(Readable.from([spoken.audio]), {
      contentType: spoken.contentType,
      kind: 'audio',
      ownerVisitorId: visitorId,
      maxBytes: MEDIA_LIMITS.audio,
    });
    return { blobId: blob.id, durationSeconds };
  }
}
