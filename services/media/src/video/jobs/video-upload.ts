import { fileTypeFromBuffer } from 'file-type';
import { DETECT_BYTES } from '../../media/detect-media.js';
import { peek } from '../../media/media.service.js';
import { webmIsAudioOnly } from '../../media/webm-tracks.js';

/** What an uploaded clip's bytes may be (spec 001 §5: MP4, MOV, AVI; WebM as browsers record). */
const VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'video/mp4',
  'video/x-m4v': 'video/mp4',
  'video/quicktime': 'video/quicktime',
  'video/webm': 'video/webm',
  'video/vnd.avi': 'video/x-msvideo',
  'video/x-msvideo': 'video/x-msvideo',
};

export type DetectedUpload =
  | { ok: true; contentType: string; content: AsyncIterable<Uint8Array> }
  | { ok: false; reason: 'empty' | 'not-a-video' };

/** Reads the clip's type from its first bytes, never from the name or declared type. */
export async function detectVideoUpload(
  source: AsyncIterable<Uint8Array>,
): Promise<DetectedUpload> {
  const { head, whole } = await peek(source, DETECT_BYTES);
  if (head.length === 0) return { ok: false, reason: 'empty' };
  const found = await fileTypeFromBuffer(head);
  const contentType = found ? VIDEO_TYPES[found.mime] : undefined;
  if (!contentType) return { ok: false, reason: 'not-a-video' };
  if (found?.ext === 'webm' && webmIsAudioOnly(head) === true) {
    return { ok: false, reason: 'not-a-video' };
  }
  return { ok: true, contentType, content: whole };
}
