import { pngBomb } from '@cardsmith/testing';
import { imageSize } from 'image-size';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_RENDITION_MESSAGE } from '../src/media/media.routes.js';
import { makePng, makeWav } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';

const t = await createMediaTestApp();
afterAll(t.close);

async function uploadImage(data: Buffer): Promise<string> {
  const res = await t.upload(data, 'photo.png', 'image/png');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const rendition = (id: string) => t.app.inject({ url: `/api/media/${id}/rendition` });

describe('image renditions (issue 32, defect 1)', () => {
  it('stores a copy of a 5000×5000 upload at 2048 px, which renders draw', async () => {
    const id = await uploadImage(pngBomb(5000, 5000));
    const stored = await t.db
      .selectFrom('image_rendition')
      .selectAll()
      .where('source_blob_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ width: 2048, height: 2048 });
    expect(stored.rendition_blob_id).not.toBe(id);

    const res = await rendition(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(imageSize(new Uint8Array(res.rawPayload))).toMatchObject({ width: 2048, height: 2048 });
    const head = await t.app.inject({ method: 'HEAD', url: `/api/media/${id}/rendition` });
    expect(head.headers.etag).toBe(res.headers.etag);
  });

  it('draws a picture within 2048 px from the upload itself', async () => {
    const id = await uploadImage(makePng(40, 30));
    const stored = await t.db
      .selectFrom('image_rendition')
      .selectAll()
      .where('source_blob_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ rendition_blob_id: id, width: 40, height: 30 });
    const [original, copy] = await Promise.all([
      t.app.inject({ url: `/api/media/${id}` }),
      rendition(id),
    ]);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers.etag).toBe(original.headers.etag);
    expect(copy.rawPayload.equals(original.rawPayload)).toBe(true);
  });

  it('makes the copy of an image stored before renditions on its first request, once', async () => {
    const id = await uploadImage(pngBomb(3000, 1500));
    await t.db.deleteFrom('image_rendition').where('source_blob_id', '=', id).execute();
    const [first, second] = await Promise.all([rendition(id), rendition(id)]);
    expect(first.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(imageSize(new Uint8Array(first.rawPayload))).toMatchObject({
      width: 2048,
      height: 1024,
    });
    const rows = await t.db
      .selectFrom('image_rendition')
      .select('rendition_blob_id')
      .where('source_blob_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 404 with a sentence for audio and unknown ids', async () => {
    const audio = await t.upload(makeWav(800), 'voice.wav', 'audio/wav');
    for (const id of [audio.json().id as string, 'NoSuchMedia0000']) {
      const res = await rendition(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NO_RENDITION_MESSAGE);
    }
  });
});
