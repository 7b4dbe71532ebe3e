/** Extensions of the types the media service stores, so an exported file opens by double-click. */
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** `files/image-<id>.png`: the kind first, so a folder listing groups them. */
export function exportFileName(id: string, kind: string, contentType: string): string {
  const base = contentType.split(';')[0]!.trim().toLowerCase();
  const extension = EXTENSIONS[base] ?? 'bin';
  return `files/${kind}-${id}.${extension}`;
}
