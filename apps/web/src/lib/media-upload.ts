import { MEDIA_LIMITS, MediaObjectSchema, type MediaObject } from '@cardsmith/contracts';

/** What the media service stores as an image (it reads the magic bytes, we can only see the type). */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The image limit in whole megabytes, as the server words it. */
export const IMAGE_UPLOAD_MAX_MB = MEDIA_LIMITS.image / (1024 * 1024);

const MEDIA_UPLOAD_PATH = '/api/media';

/**
 * POSTs one file as multipart field `file` with the visitor's cookie and returns the JSON answer.
 * Failures throw an Error whose message can be shown as is: the server's own `message` when it
 * sent one, otherwise a sentence about the connection or the status.
 */
export async function postFile(path: string, file: File): Promise<unknown> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body, credentials: 'include' });
  } catch {
    throw new Error('The upload could not reach the server. Check your connection and try again.');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      json && typeof json === 'object' && 'message' in json ? String(json.message) : null;
    throw new Error(
      message ?? `The upload failed (${response.status} ${response.statusText}). Please try again.`,
    );
  }
  return json;
}

/**
 * Why this file cannot be an uploaded image, or null when it may be sent. An empty type (some
 * systems give none) is left to the server, which decides from the content anyway.
 */
export function imageFileProblem(file: File): string | null {
  if (file.type && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return 'This file type is not supported. Choose a PNG, JPEG, WebP or GIF image.';
  }
  if (file.size > MEDIA_LIMITS.image) {
    return `This file is too large. Images can be at most ${IMAGE_UPLOAD_MAX_MB} MB.`;
  }
  if (file.size === 0) return 'This file is empty. Choose another file to upload.';
  return null;
}

/** Stores an image in the media service; its `url` can be placed on a card as is. */
export async function uploadMedia(file: File): Promise<MediaObject> {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  const parsed = MediaObjectSchema.safeParse(await postFile(MEDIA_UPLOAD_PATH, file));
  if (!parsed.success) {
    throw new Error('The upload finished but the server’s answer was not understood. Try again.');
  }
  return parsed.data;
}
