/**
 * Regroups a byte stream into pieces of exactly `size` bytes (the last may be shorter), holding at
 * most one piece plus one incoming buffer in memory.
 */
export async function* fixedChunks(
  source: AsyncIterable<Uint8Array>,
  size: number,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingLength = 0;
  for await (const piece of source) {
    let buffer = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (pendingLength + buffer.length >= size) {
      const take = size - pendingLength;
      pending.push(buffer.subarray(0, take));
      yield Buffer.concat(pending, size);
      pending = [];
      pendingLength = 0;
      buffer = buffer.subarray(take);
    }
    if (buffer.length > 0) {
      pending.push(buffer);
      pendingLength += buffer.length;
    }
  }
  if (pendingLength > 0) yield Buffer.concat(pending, pendingLength);
}

/** Which chunks hold bytes `start`..`end` (inclusive), and which slice of each. */
export function chunkSlices(
  start: number,
  end: number,
  chunkBytes: number,
): { seq: number; from: number; to: number }[] {
  const slices: { seq: number; from: number; to: number }[] = [];
  for (let seq = Math.floor(start / chunkBytes); seq * chunkBytes <= end; seq++) {
    const chunkStart = seq * chunkBytes;
    slices.push({
      seq,
      from: Math.max(start - chunkStart, 0),
      to: Math.min(end - chunkStart + 1, chunkBytes),
    });
  }
  return slices;
}
