import { describe, expect, it } from 'vitest';
import { deliveryHeaders, etagOf, planDelivery } from './delivery.js';

const blob = { bytes: 1000, sha256: 'ab'.repeat(32), contentType: 'audio/mpeg' };
const etag = etagOf(blob.sha256);

describe('planDelivery', () => {
  it('sends the whole content without a Range', () => {
    expect(planDelivery({}, blob)).toEqual({ status: 200, start: 0, end: 999 });
  });

  it('answers first, middle, open-ended and suffix ranges with 206', () => {
    expect(planDelivery({ range: 'bytes=0-99' }, blob)).toEqual({ status: 206, start: 0, end: 99 });
    expect(planDelivery({ range: 'bytes=400-599' }, blob)).toMatchObject({ start: 400, end: 599 });
    expect(planDelivery({ range: 'bytes=900-' }, blob)).toMatchObject({ start: 900, end: 999 });
    expect(planDelivery({ range: 'bytes=-100' }, blob)).toMatchObject({ start: 900, end: 999 });
  });

  it('clips an end past the content to the last byte', () => {
    expect(planDelivery({ range: 'bytes=990-5000' }, blob)).toEqual({
      status: 206,
      start: 990,
      end: 999,
    });
  });

  it('answers 416 for a range that starts past the content', () => {
    expect(planDelivery({ range: 'bytes=1000-' }, blob)).toEqual({ status: 416 });
    expect(planDelivery({ range: 'bytes=5000-6000' }, blob)).toEqual({ status: 416 });
  });

  it('sends the whole content for several ranges, another unit or a malformed header', () => {
    expect(planDelivery({ range: 'bytes=0-9,500-509' }, blob).status).toBe(200);
    expect(planDelivery({ range: 'items=0-9' }, blob).status).toBe(200);
    expect(planDelivery({ range: 'bytes=abc' }, blob).status).toBe(200);
  });

  it('never merges or trims several ranges into one partial answer', () => {
    expect(planDelivery({ range: 'bytes=0-49,40-99' }, blob)).toEqual({
      status: 200,
      start: 0,
      end: 999,
    });
    expect(planDelivery({ range: 'bytes=5000-6000,0-9' }, blob).status).toBe(200);
  });

  it('answers 304 when If-None-Match names the content, weak or in a list', () => {
    expect(planDelivery({ ifNoneMatch: etag }, blob)).toEqual({ status: 304 });
    expect(planDelivery({ ifNoneMatch: `"x", W/${etag}` }, blob)).toEqual({ status: 304 });
    expect(planDelivery({ ifNoneMatch: '*' }, blob)).toEqual({ status: 304 });
    expect(planDelivery({ ifNoneMatch: '"other"' }, blob).status).toBe(200);
  });

  it('honours a Range only while If-Range still names the content', () => {
    expect(planDelivery({ range: 'bytes=0-9', ifRange: etag }, blob).status).toBe(206);
    expect(planDelivery({ range: 'bytes=0-9', ifRange: '"old"' }, blob).status).toBe(200);
    expect(
      planDelivery({ range: 'bytes=0-9', ifRange: 'Wed, 21 Oct 2026 07:28:00 GMT' }, blob).status,
    ).toBe(200);
  });
});

describe('deliveryHeaders', () => {
  it('describes a partial answer with its Content-Range and length', () => {
    expect(deliveryHeaders(blob, { status: 206, start: 100, end: 199 })).toEqual({
      etag,
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-type': 'audio/mpeg',
      'content-length': '100',
      'content-disposition': 'inline',
      'content-range': 'bytes 100-199/1000',
    });
  });

  it('names the size in an unsatisfiable answer and sends no body headers for 304', () => {
    expect(deliveryHeaders(blob, { status: 416 })['content-range']).toBe('bytes */1000');
    const notModified = deliveryHeaders(blob, { status: 304 });
    expect(notModified.etag).toBe(etag);
    expect(notModified['content-length']).toBeUndefined();
  });
});
