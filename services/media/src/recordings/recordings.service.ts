import { Readable } from 'node:stream';
import { RECORDING_LIMITS, RECORDING_MESSAGES, type Recording } from '@cardsmith/contracts';
import { badRequest, HttpError } from '@cardsmith/service-kit';
import type { AudioTools } from '../audio/audio-tools.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { DETECT_BYTES, detectMedia } from '../media/detect-media.js';
import { EMPTY_FILE_MESSAGE, NO_FILE_MESSAGE, peek } from '../media/media.service.js';
import { isTooLong, readAtMost } from './recording-rules.js';

export interface RecordingsServiceOptions {
  blobs: BlobStore;
  audio: AudioTools;
  limits?: { maxBytes: number; maxSeconds: number };
}

/** Voice messages a visitor recorded in the browser or chose from their device. */
export class RecordingsService {
  private readonly limits: { maxBytes: number; maxSeconds: number };

  constructor(private readonly options: RecordingsServiceOptions) {
    this.limits = options.limits ?? RECORDING_LIMITS;
  }

  /** Checks type (magic bytes), size and measured length, then stores the recording. */
  async store(
    content: AsyncIterable<Uint8Array> | undefined,
    ownerVisitorId: string,
    uploaderIp: string | null,
  ): Promise<Recording> {
    if (!content) throw badRequest(NO_FILE_MESSAGE);
    const detected = await peek(content, DETECT_BYTES);
    if (detected.head.length === 0) throw badRequest(EMPTY_FILE_MESSAGE);
    const media = await detectMedia(detected.head);
    if (media?.kind !== 'audio') {
      throw new HttpError(415, 'unsupported_media_type', RECORDING_MESSAGES.invalidAudio);
    }
    // Whole in memory: at most 10 MB, and the length can only be measured on the whole file.
    const audio = await readAtMost(detected.whole, this.limits.maxBytes);
    if (!audio) throw new HttpError(413, 'payload_too_large', RECORDING_MESSAGES.tooLarge);
    const seconds = await this.options.audio.durationSeconds(audio, media.contentType);
    if (seconds === null) throw badRequest(RECORDING_MESSAGES.unreadable);
    if (isTooLong(seconds, this.limits.maxSeconds)) {
      throw badRequest(RECORDING_MESSAGES.tooLong(seconds));
    }
    const stored = await this.playableForm(audio, media.contentType);
    const blob = await this.options.blobs.put(Readable.from([stored]), {
      contentType: media.contentType,
      kind: 'audio',
      ownerVisitorId,
      uploaderIp,
      maxBytes: this.limits.maxBytes,
    });
    return {
      audioUrl: `/api/media/${blob.id}`,
      durationSeconds: Math.round(seconds * 100) / 100,
      contentType: blob.contentType,
      bytes: blob.bytes,
    };
  }

  /**
   * A WebM (what browsers record) is stored remuxed so it states its duration and can be sought;
   * other containers, and a WebM ffmpeg could not remux within the size limit, as uploaded.
   */
  private async playableForm(audio: Buffer, contentType: string): Promise<Buffer> {
    if (contentType !== 'audio/webm') return audio;
    const remuxed = await this.options.audio.remuxWebm(audio);
    return remuxed && remuxed.length <= this.limits.maxBytes ? remuxed : audio;
  }
}
