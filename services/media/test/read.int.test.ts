import { createHash } from 'node:crypto';
import { metricsServiceLabels } from '@cardsmith/testing';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { makePng } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';

const { app, upload, close } = await createMediaTestApp();

afterAll(close);

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
    const overlapping = await get({ range: 'bytes=0-49,40-99' });
    expect(overlapping.statusCode).toBe(200);
    expect(overlapping.headers['content-range']).toBeUndefined();
    expect(overlapping.rawPayload.length).toBe(png.length);
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

describe('metrics', () => {
  it('labels every metric with the media service name', async () => {
    expect(await metricsServiceLabels(app)).toEqual(['media']);
  });
});
