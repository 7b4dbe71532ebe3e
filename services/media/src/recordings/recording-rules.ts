import { RECORDING_LIMITS } from '@cardsmith/contracts';

/**
 * Recorders stop on a one-second timer and encoders pad the last frame, so a recording stopped at
 * the maximum measures a little over it; a second of grace keeps those while refusing longer ones.
 */
export const DURATION_GRACE_SECONDS = 1;

export function isTooLong(seconds: number, maxSeconds: number = RECORDING_LIMITS.maxSeconds) {
  return seconds > maxSeconds + DURATION_GRACE_SECONDS;
}

/** Reads a stream into memory, stopping as soon as it passes `maxBytes` (null then). */
export async function readAtMost(
  content: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<Buffer | null> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const part of content) {
    length += part.length;
    if (length > maxBytes) return null;
    parts.push(part);
  }
  return Buffer.concat(parts);
}
