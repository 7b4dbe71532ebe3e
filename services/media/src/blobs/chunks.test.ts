import { describe, expect, it } from 'vitest';
import { chunkSlices, fixedChunks } from './chunks.js';

async function collect(pieces: number[], size: number): Promise<number[]> {
  async function* source() {
    let value = 0;
    for (const length of pieces) yield Buffer.alloc(length, value++);
  }
  const out: number[] = [];
  for await (const chunk of fixedChunks(source(), size)) out.push(chunk.length);
  return out;
}

describe('fixedChunks', () => {
  it('regroups any piece sizes into full chunks and a shorter tail', async () => {
    expect(await collect([3, 3, 3, 3], 5)).toEqual([5, 5, 2]);
    expect(await collect([12], 5)).toEqual([5, 5, 2]);
    expect(await collect([5, 5], 5)).toEqual([5, 5]);
    expect(await collect([], 5)).toEqual([]);
  });

  it('keeps the bytes in order', async () => {
    async function* source() {
      yield Buffer.from('abc');
      yield Buffer.from('defgh');
    }
    const chunks: string[] = [];
    for await (const chunk of fixedChunks(source(), 3)) chunks.push(chunk.toString());
    expect(chunks).toEqual(['abc', 'def', 'gh']);
  });
});

describe('chunkSlices', () => {
  it('reads a range inside one chunk from that chunk only', () => {
    expect(chunkSlices(10, 19, 100)).toEqual([{ seq: 0, from: 10, to: 20 }]);
    expect(chunkSlices(250, 299, 100)).toEqual([{ seq: 2, from: 50, to: 100 }]);
  });

  it('spans chunk borders with a tail, whole middle chunks and a head', () => {
    expect(chunkSlices(95, 305, 100)).toEqual([
      { seq: 0, from: 95, to: 100 },
      { seq: 1, from: 0, to: 100 },
      { seq: 2, from: 0, to: 100 },
      { seq: 3, from: 0, to: 6 },
    ]);
  });

  it('handles ranges that start or end exactly on a border', () => {
    expect(chunkSlices(100, 199, 100)).toEqual([{ seq: 1, from: 0, to: 100 }]);
    expect(chunkSlices(99, 100, 100)).toEqual([
      { seq: 0, from: 99, to: 100 },
      { seq: 1, from: 0, to: 1 },
    ]);
  });
});
