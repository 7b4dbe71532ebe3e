import type { CardFields } from '@cardsmith/contracts';

const MEDIA_LINK = /\/api\/media\/([A-Za-z0-9_-]{10,64})/g;

/**
 * Every media blob the card links to, in any field (image elements, audio, video, and whatever
 * field comes next), relative or absolute: over-counting only keeps a blob longer, missing one
 * would let the media service delete a file a card shows.
 */
export function linkedMediaIds(fields: CardFields): string[] {
  return mediaIdsIn(fields);
}

/** Every media blob linked anywhere in `value` (a signature's photo and voice note...), sorted. */
export function mediaIdsIn(value: unknown): string[] {
  const found = new Set<string>();
  for (const match of (JSON.stringify(value) ?? '').matchAll(MEDIA_LINK)) found.add(match[1]!);
  return [...found].sort();
}
