import { createHash } from 'node:crypto';
import { MEDIA_LIMITS } from '@cardsmith/contracts';
import { visitorHeaders } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/service-kit/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { MediaDb } from '../src/db/database.js';
import {
  HTML_PAGE,
  SVG_IMAGE,
  makeMp3,
  makePng,
  makeWav,
  makeWebm,
  multipartBody,
} from './fixtures.js';

const CHUNK = 1000;
const ctx = createTestServiceContext<MediaDb>(inject('infra'), 'media');
const app = await buildApp({
  logger: ctx.logger,
  db: ctx.db,
  redis: ctx.redis,
  internalSecret: TEST_INTERNAL_SECRET,
  chunkBytes: CHUNK,
  limits: { ...MEDIA_LIMITS, image: 20_000, audio: 3 * 1024 * 1024 },
});
const visitor = visitorHeaders(TEST_INTERNAL_SECRET, 'visitor-media-test');

beforeAll(async () => {
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

async function upload(
  data: Buffer,
  filename: string,
  contentType: string,
  field = 'file',
  as = visitor,
) {
  const { payload, headers } = multipartBody([{ name: field, filename, contentType, data }]);
  return app.inject({ method: 'POST', url: '/api/media', payload, headers: { ...headers, ...as } });
}

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
    const kept = await ctx.db
      .selectFrom('blob')
      .select('id')
      .where('owner_visitor_id', '=', owner)
      .execute();
    expect(kept).toEqual([]);
    const chunks = await ctx.db
      .selectFrom('blob_chunk')
      .leftJoin('blob', 'blob.id', 'blob_chunk.blob_id')
      .where('blob.id', 'is', null)
      .select('blob_chunk.seq')
      .execute();
    expect(chunks).toEqual([]);
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

describe('GET /api/media/:id', () => {
  // 40x40 noise pixels: about 4.9 kB, five 1000-byte chunks.
  const png = makePng(40, 40);
  const sha = createHash('sha256').update(png).digest('hex');
  let url = '';

  beforeAll(async () => {
    url = (await upload(png, 'card.png', 'image/png')).json().url;
  });

  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers });

  it('serves the whole file with cache and safety headers', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      etag: `"${sha}"`,
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it.each([
    ['first bytes', 'bytes=0-99', 0, 99],
    ['a middle span across chunk borders', 'bytes=950-3050', 950, 3050],
    ['the rest from an offset', `bytes=${png.length - 1200}-`, png.length - 1200, png.length - 1],
    ['a suffix', 'bytes=-1500', png.length - 1500, png.length - 1],
    ['one byte on a border', 'bytes=1000-1000', 1000, 1000],
  ])('answers %s with 206', async (_name, range, start, end) => {
    const res = await get({ range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${png.length}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(png.subarray(start, end + 1))).toBe(true);
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const res = await get({ range: `bytes=${png.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${png.length}`);
    expect(res.json().code).toBe('range_not_satisfiable');
  });

  it('sends the whole file for several ranges or a stale If-Range', async () => {
    expect((await get({ range: 'bytes=0-9,2000-2009' })).statusCode).toBe(200);
    expect((await get({ range: 'bytes=0-9', 'if-range': '"stale"' })).statusCode).toBe(200);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const res = await get({ 'if-none-match': `"${sha}"` });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(`"${sha}"`);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get({}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(png.length));
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toBe('');
    const partial = await get({ range: 'bytes=0-9' }, 'HEAD');
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-length']).toBe('10');
  });

  it('answers 404 with the uniform body for an unknown id and 400 for a malformed one', async () => {
    const missing = await app.inject('/api/media/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'not_found',
      message: 'This media file does not exist.',
    });
    const malformed = await app.inject('/api/media/not*an*id');
    expect(malformed.statusCode).toBe(400);
  });
});
