import type { MediaKind } from '@cardsmith/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { webmIsAudioOnly } from './webm-tracks.js';

/** Enough of the file for every signature we accept, and for a WebM track list. */
export const DETECT_BYTES = 64 * 1024;

export interface DetectedMedia {
  contentType: string;
  kind: MediaKind;
}

/**
 * What we accept, keyed by the type file-type reads from the magic bytes, with the content type we
 * serve it as. Text formats (SVG, HTML) can carry script, and file-type cannot name them anyway.
 */
const ACCEPTED: Record<string, DetectedMedia> = {
  'image/png': { contentType: 'image/png', kind: 'image' },
  'image/jpeg': { contentType: 'image/jpeg', kind: 'image' },
  'image/webp': { contentType: 'image/webp', kind: 'image' },
  'image/gif': { contentType: 'image/gif', kind: 'image' },
  'audio/mpeg': { contentType: 'audio/mpeg', kind: 'audio' },
  'audio/wav': { contentType: 'audio/wav', kind: 'audio' },
  'audio/ogg': { contentType: 'audio/ogg', kind: 'audio' },
  'audio/ogg; codecs=opus': { contentType: 'audio/ogg', kind: 'audio' },
  'audio/x-m4a': { contentType: 'audio/mp4', kind: 'audio' },
  'audio/mp4': { contentType: 'audio/mp4', kind: 'audio' },
  'audio/aac': { contentType: 'audio/aac', kind: 'audio' },
  'video/mp4': { contentType: 'video/mp4', kind: 'video' },
  'video/x-m4v': { contentType: 'video/mp4', kind: 'video' },
  'video/quicktime': { contentType: 'video/quicktime', kind: 'video' },
  'video/webm': { contentType: 'video/webm', kind: 'video' },
};

/** The media type of a file from its first bytes; null when we do not accept it. */
export async function detectMedia(head: Buffer): Promise<DetectedMedia | null> {
  const found = await fileTypeFromBuffer(head);
  const accepted = found ? ACCEPTED[found.mime] : undefined;
  if (!accepted) return null;
  // Browsers record voice as WebM; without this it would count (and be limited) as video.
  if (found?.ext === 'webm' && webmIsAudioOnly(head) === true) {
    return { contentType: 'audio/webm', kind: 'audio' };
  }
  return accepted;
}
