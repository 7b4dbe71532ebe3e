import { createTestServiceContext } from '@cardsmith/testing';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BlobRepository } from '../src/blobs/blob.repository.js';
import { BlobTooLargeError } from '../src/blobs/blob-store.js';
import { PostgresBlobStore } from '../src/blobs/postgres-blob-store.js';
import type { MediaDb } from '../src/db/database.js';

const ctx = createTestServiceContext<MediaDb>(inject('infra'), 'media');
const repository = new BlobRepository(ctx.db);
const store = new PostgresBlobStore(repository, 4);
const input = { contentType: 'audio/wav', kind: 'audio' as const, ownerVisitorId: 'v-1' };

afterAll(async () => {
  await ctx.close();
});

async function* pieces(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

async function text(stream: AsyncIterable<Buffer>): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

describe('PostgresBlobStore', () => {
  it('writes fixed-size chunks and reads ranges back from them', async () => {
    const blob = await store.put(pieces('abcde', 'fghij', 'k'), { ...input, maxBytes: 100 });
    expect(blob).toMatchObject({ bytes: 11, contentType: 'audio/wav', ownerVisitorId: 'v-1' });
    const chunks = await ctx.db
      .selectFrom('blob_chunk')
      .select(['seq', 'data'])
      .where('blob_id', '=', blob.id)
      .orderBy('seq')
      .execute();
    expect(chunks.map((c) => c.data.toString())).toEqual(['abcd', 'efgh', 'ijk']);
    expect(await text(store.read(blob))).toBe('abcdefghijk');
    expect(await text(store.read(blob, { start: 3, end: 8 }))).toBe('defghi');
    expect(await text(store.read(blob, { start: 10, end: 10 }))).toBe('k');
  });

  it('keeps nothing of an upload that grows past its limit', async () => {
    const owner = 'v-over-limit';
    await expect(
      store.put(pieces('0123', '4567', '89'), { ...input, ownerVisitorId: owner, maxBytes: 9 }),
    ).rejects.toThrow(BlobTooLargeError);
    const kept = await ctx.db
      .selectFrom('blob')
      .select('id')
      .where('owner_visitor_id', '=', owner)
      .execute();
    expect(kept).toEqual([]);
  });

  it('hides unfinished uploads and sweeps them once stale', async () => {
    const hour = 60 * 60 * 1000;
    await repository.insertPending({
      id: 'pending-blob-0001',
      chunk_bytes: 4,
      created_at: new Date(Date.now() - 3 * hour),
      ...toRow(input),
    });
    await repository.insertChunk('pending-blob-0001', 0, Buffer.from('half'));
    expect(await store.stat('pending-blob-0001')).toBeNull();
    expect(await store.sweepIncomplete(new Date(Date.now() - 4 * hour))).toBe(0);
    // Uploads of other test files may be in flight: the cutoff stays well before them.
    expect(await store.sweepIncomplete(new Date(Date.now() - 2 * hour))).toBe(1);
    const left = await ctx.db
      .selectFrom('blob_chunk')
      .select('seq')
      .where('blob_id', '=', 'pending-blob-0001')
      .execute();
    expect(left).toEqual([]);
  });

  it('deletes a blob with its chunks', async () => {
    const blob = await store.put(pieces('to be removed'), { ...input, maxBytes: 100 });
    expect(await store.delete(blob.id)).toBe(true);
    expect(await store.stat(blob.id)).toBeNull();
    expect(await store.delete(blob.id)).toBe(false);
  });
});

function toRow(value: typeof input) {
  return {
    content_type: value.contentType,
    kind: value.kind,
    owner_visitor_id: value.ownerVisitorId,
  };
}
