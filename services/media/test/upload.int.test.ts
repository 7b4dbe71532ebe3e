import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { visitorHeaders } from '@cardsmith/service-kit';
import { multipartBody, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { HTML_PAGE, SVG_IMAGE, makeMp3, makePng, makeWav, makeWebm } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';

const { app, db, upload, close } = await createMediaTestApp();
const visitor = visitorHeaders(TEST_INTERNAL_SECRET, 'visitor-media-test');

afterAll(close);

describe('POST /api/media', () => {
  it.each([
    ['card.png', 'image/png', makePng(8, 8), 'image/png'],
    ['voice.mp3', 'audio/mpeg', makeMp3(20), 'audio/mpeg'],
    ['voice.wav', 'audio/wav', makeWav(4000), 'audio/wav'],
    ['recording.webm', 'audio/webm', makeWebm(false), 'audio/webm'],
    ['clip.webm', 'video/webm', makeWebm(true), 'video/webm'],
  ])('stores %s as %s read from its bytes', async (name, declared, data, expected) => {
    const res = await upload(data, name, declared);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{21,64}$/),
      url: `/api/media/${body.id}`,
      contentType: expected,
      bytes: data.length,
    });
    const read = await app.inject(body.url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe(expected);
    expect(read.rawPayload.equals(data)).toBe(true);
  });

  it('ignores the declared type: a PNG sent as text is still an image', async () => {
    const res = await upload(makePng(2, 2), 'notes.txt', 'text/plain');
    expect(res.json().contentType).toBe('image/png');
  });

  it('refuses HTML posing as a PNG, and SVG, with 415', async () => {
    for (const [data, name] of [
      [HTML_PAGE, 'cat.png'],
      [SVG_IMAGE, 'logo.svg'],
    ] as const) {
      const res = await upload(data, name, 'image/png');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 'unsupported_media_type',
        message: 'This file type is not supported. Upload an image, audio or video file.',
      });
    }
  });

  it('asks for a file when the field is missing, named otherwise or empty', async () => {
    const onlyText = multipartBody([{ name: 'title', data: 'hello' }]);
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/media',
      payload: onlyText.payload,
      headers: { ...onlyText.headers, ...visitor },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ message: 'Choose a file to upload.' });
    const wrongField = await upload(makePng(2, 2), 'a.png', 'image/png', 'image');
    expect(wrongField.json()).toMatchObject({ message: 'Choose a file to upload.' });
    const empty = await upload(Buffer.alloc(0), 'a.png', 'image/png');
    expect(empty.statusCode).toBe(400);
  });

  it('rejects a file over its kind limit with 413 and keeps no partial chunks', async () => {
    const owner = 'visitor-over-limit';
    const as = visitorHeaders(TEST_INTERNAL_SECRET, owner);
    const res = await upload(makePng(100, 100), 'big.png', 'image/png', 'file', as);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'payload_too_large',
      message: 'This file is too large. Images can be at most 20,000 bytes.',
    });
    const kept = await db
      .selectFrom('blob')
      .select('id')
      .where('owner_visitor_id', '=', owner)
      .execute();
    expect(kept).toEqual([]);
    const chunks = await db
      .selectFrom('blob_chunk')
      .leftJoin('blob', 'blob.id', 'blob_chunk.blob_id')
      .where('blob.id', 'is', null)
      .select('blob_chunk.seq')
      .execute();
    expect(chunks).toEqual([]);
  });

  it('keeps nothing of an upload the visitor abandons halfway', async () => {
    const owner = 'visitor-abandons';
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'long.wav', contentType: 'audio/wav', data: makeWav(200_000) },
    ]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/media',
      headers: {
        ...headers,
        ...visitorHeaders(TEST_INTERNAL_SECRET, owner),
        'content-length': String(payload.length),
      },
    });
    req.on('error', () => {});
    req.write(payload.subarray(0, 150_000));
    const ownedBlobs = () =>
      db.selectFrom('blob').select('id').where('owner_visitor_id', '=', owner).execute();
    // The server holds a pending blob while it waits for the rest of the body.
    await expect.poll(ownedBlobs).toHaveLength(1);
    req.destroy();
    await expect.poll(ownedBlobs).toEqual([]);
  });

  it('answers 401 without a visitor', async () => {
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: makePng(2, 2) },
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/media', payload, headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });
});
