import { HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import { createTestServiceContext } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BlobRepository } from '../src/blobs/blob.repository.js';
import { BlobTooLargeError } from '../src/blobs/blob-store.js';
import { createBlobStore, s3Client } from '../src/app.js';
import type { S3Settings } from '../src/blobs/s3-settings.js';
import { PostgresBlobStore } from '../src/blobs/postgres-blob-store.js';
import { objectKey, S3BlobStore } from '../src/blobs/s3-blob-store.js';
import type { MediaDb } from '../src/db/database.js';
import { makeWav } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';
import { startS3Peer } from './s3-peer.js';

const ctx = createTestServiceContext<MediaDb>(inject('infra'), 'media');
const repository = new BlobRepository(ctx.db);
const rows = new PostgresBlobStore(repository, 4);
const input = { contentType: 'audio/wav', kind: 'audio' as const, ownerVisitorId: 'v-s3' };
let peer: Awaited<ReturnType<typeof startS3Peer>>;
let settings: S3Settings;
let store: S3BlobStore;

beforeAll(async () => {
  peer = await startS3Peer();
  settings = peer.settings;
  const created = createBlobStore(repository, { chunkBytes: 4, s3: settings });
  if (!(created instanceof S3BlobStore)) throw new Error('expected the S3 store');
  store = created;
});
afterAll(async () => {
  await peer?.close();
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

async function objectExists(id: string): Promise<boolean> {
  try {
    await s3Client(settings).send(
      new HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(id) }),
    );
    return true;
  } catch (error) {
    if (error instanceof NotFound) return false;
    throw error;
  }
}

describe('S3BlobStore against an S3 protocol server', () => {
  it('writes the bytes to the bucket and the facts to Postgres, and reads ranges back', async () => {
    const blob = await store.put(pieces('abcde', 'fghij', 'k'), { ...input, maxBytes: 100 });
    expect(blob).toMatchObject({ bytes: 11, storage: 's3', contentType: 'audio/wav' });
    expect(blob.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await objectExists(blob.id)).toBe(true);
    const chunks = await ctx.db
      .selectFrom('blob_chunk')
      .select('seq')
      .where('blob_id', '=', blob.id)
      .execute();
    expect(chunks).toEqual([]);
    expect(await text(store.read(blob))).toBe('abcdefghijk');
    expect(await text(store.read(blob, { start: 3, end: 8 }))).toBe('defghi');
    expect(await store.stat(blob.id)).toMatchObject({ id: blob.id, storage: 's3' });
  });

  it('keeps neither a row nor an object of an upload that grows past its limit', async () => {
    const owner = 'v-s3-over-limit';
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

  it('gives a presigned link that serves the blob and its ranges without the service', async () => {
    const blob = await store.put(pieces('presigned bytes'), { ...input, maxBytes: 100 });
    const url = await store.directUrl(blob);
    expect(url).toContain(`/${settings.bucket}/${objectKey(blob.id)}?`);
    expect(url).toContain('X-Amz-Signature=');
    const whole = await fetch(url!);
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('presigned bytes');
    const part = await fetch(url!, { headers: { range: 'bytes=10-14' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('bytes');
  });

  it('deletes the object with the row', async () => {
    const blob = await store.put(pieces('to be removed'), { ...input, maxBytes: 100 });
    expect(await store.delete(blob.id)).toBe(true);
    expect(await store.stat(blob.id)).toBeNull();
    expect(await objectExists(blob.id)).toBe(false);
  });

  // Other test files share this database, so this moves only its own blob (adopt); the paging of
  // the copy command over all of them is unit-tested in copy-to-bucket.test.ts.
  it('reads a blob still in Postgres rows, and adopting it moves it into the bucket', async () => {
    const old = await rows.put(pieces('written before the bucket'), { ...input, maxBytes: 100 });
    expect(old.storage).toBe('postgres');
    expect(await store.directUrl(old)).toBeNull();
    expect(await text(store.read(old, { start: 15, end: 24 }))).toBe('the bucket');

    await store.adopt(old);
    const moved = await store.stat(old.id);
    expect(moved).toMatchObject({ storage: 's3', bytes: old.bytes, sha256: old.sha256 });
    expect(await text(store.read(moved!))).toBe('written before the bucket');
    const chunks = await ctx.db
      .selectFrom('blob_chunk')
      .select('seq')
      .where('blob_id', '=', old.id)
      .execute();
    expect(chunks).toEqual([]);
    await store.adopt(moved!);
    expect(await objectExists(old.id)).toBe(true);
  });
});

describe('media routes with the bucket', () => {
  it('upload streams into the bucket; a browser is sent to a presigned link, a service is streamed the bytes', async () => {
    const media = await createMediaTestApp({ s3: settings });
    try {
      const uploaded = await media.upload(makeWav(4000), 'voice.wav', 'audio/wav');
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const { id } = uploaded.json<{ id: string }>();
      expect(await objectExists(id)).toBe(true);

      const browser = await media.app.inject({ url: `/api/media/${id}`, headers: media.visitor });
      expect(browser.statusCode).toBe(302);
      expect(browser.headers['cache-control']).toBe('no-store');
      const fromBucket = await fetch(String(browser.headers.location), {
        headers: { range: 'bytes=0-3' },
      });
      expect(fromBucket.status).toBe(206);
      expect(await fromBucket.text()).toBe('RIFF');

      const service = await media.app.inject({
        url: `/api/media/${id}`,
        headers: { range: 'bytes=0-3' },
      });
      expect(service.statusCode).toBe(206);
      expect(service.body).toBe('RIFF');
    } finally {
      await media.close();
    }
  });
});
